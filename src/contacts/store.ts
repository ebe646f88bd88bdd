/**
 * The `contacts` and `contact_status_history` tables: every read and write of them, for the
 * service and the bulk import (bulk.ts). Nothing outside src/contacts/ touches these tables.
 * Multi-row writes go through batch-sql.ts (SQL text built once per shape, for speed).
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { likePattern } from '../lib/search';
import { searchFold } from '../lib/search-fold';
import type { Db, Dialect } from '../store/db';
import { foldedForSearch, hasIcu } from '../store/search';
import { findOwned, type Owner } from '../store/owned';
import type { ContactsTable, Database } from '../store/schema';
import { transaction } from '../store/transaction';
import { inList, insertMany } from './batch-sql';
import type { ContactFields } from './fields';
import type { ContactFilter, ContactStatusValue, HistorySource, StatusHistoryEntry } from './schema';

type Page = { limit: number; offset: number };

/** One status change of one contact; `from` is null when the contact was created with `to`. */
export type StatusChange = {
  contactId: string;
  from: ContactStatusValue | null;
  to: ContactStatusValue;
  reason: string | null;
  source: HistorySource;
  keyId: string | null;
  at: string;
};

/** A contact's columns in the order of the multi-row writes (`contactValues`, `insertNew`, `upsert`). */
export const CONTACT_COLUMNS = [
  'id',
  'account_id',
  'environment',
  'email',
  'email_key',
  'first_name',
  'last_name',
  'status',
  'tags',
  'attributes',
  'language',
  'country',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ContactsTable)[];

const INSERT_SUFFIX = 'on conflict (account_id, environment, email_key) do nothing returning email_key';
// The rows are locked (existingByKey) so this always takes the update branch; it keeps id and created_at.
const UPDATED_COLUMNS = ['email', 'first_name', 'last_name', 'status', 'tags', 'attributes', 'language', 'country', 'updated_at'];
const UPSERT_SUFFIX = `on conflict (account_id, environment, email_key) do update set ${UPDATED_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}`;

// 7 bound values a row: 2,000 rows stay far below SQLite's and PostgreSQL's parameter limits.
const HISTORY_BATCH = 2000;
const HISTORY_COLUMNS = ['contact_id', 'from_status', 'to_status', 'reason', 'source', 'key_id', 'created_at'];

export class ContactsStore {
  constructor(
    private readonly db: Db,
    readonly dialect: Dialect,
  ) {}

  /** Runs `fn` in one transaction: a contact's change and its status history commit together. */
  transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return transaction(this.db, fn);
  }

  /** The caller's contact, else 404; `forUpdate` locks it until `db`'s transaction ends (PostgreSQL). */
  find(owner: Owner, id: string, db: Kysely<Database> = this.db, options: { forUpdate?: boolean } = {}): Promise<ContactsTable> {
    return findOwned(db, 'contacts', owner, id, 'contact', { forUpdate: options.forUpdate && this.dialect === 'postgres' });
  }

  /** The id of `owner`'s contact with this email key, if there is one. */
  async idByEmail(owner: Owner, emailKey: string, db: Kysely<Database> = this.db): Promise<string | undefined> {
    const row = await db
      .selectFrom('contacts')
      .select('id')
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment)
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
    return row?.id;
  }

  /** Inserts a contact unless its email is taken in its environment; true when inserted. */
  async insertIfAbsent(trx: Kysely<Database>, row: ContactsTable): Promise<boolean> {
    const res = await trx
      .insertInto('contacts')
      .values(row)
      .onConflict((oc) => oc.columns(['account_id', 'environment', 'email_key']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) !== 0;
  }

  /** Writes a contact's changed columns; false when its new email is taken (another request took it first). */
  async update(trx: Kysely<Database>, next: ContactsTable): Promise<boolean> {
    const { id, account_id: _a, environment: _e, created_at: _c, ...changes } = next;
    try {
      await trx.updateTable('contacts').set(changes).where('id', '=', id).execute();
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** Deletes a contact and its status history, in one transaction. */
  async remove(id: string): Promise<void> {
    await transaction(this.db, async (trx) => {
      await trx.deleteFrom('contact_status_history').where('contact_id', '=', id).execute();
      await trx.deleteFrom('contacts').where('id', '=', id).execute();
    });
  }

  /** A page of `owner`'s contacts matching `filter`, newest first, and how many match in all. */
  async list(owner: Owner, filter: ContactFilter, page: Page): Promise<{ rows: ContactsTable[]; total: number }> {
    const base = await this.filtered(owner, filter);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Up to `limit` contacts matching `filter` in id order, after the id `after`: an export's next page. */
  async exportPage(owner: Owner, filter: ContactFilter, after: string | undefined, limit: number): Promise<ContactsTable[]> {
    let q = (await this.filtered(owner, filter)).selectAll();
    if (after) q = q.where('id', '>', after);
    return q.orderBy('id').limit(limit).execute();
  }

  /**
   * `owner`'s contacts among these ids and email keys, with their status, locked on PostgreSQL
   * until `trx` ends — in email order, as a bulk import locks, so the two queue rather than deadlock.
   */
  async lockForStatusChange(trx: Kysely<Database>, owner: Owner, ids: string[], emailKeys: string[]): Promise<{ id: string; email_key: string; status: string }[]> {
    const owned = () => trx.selectFrom('contacts').where('account_id', '=', owner.accountId).where('environment', '=', owner.environment);
    // Two indexed look-ups (an OR of both lists would scan every contact of the owner).
    const byEmail = emailKeys.length ? await owned().select('id').where(inList(this.dialect, 'email_key', emailKeys)).execute() : [];
    let q = owned()
      .select(['id', 'email_key', 'status'])
      .where(inList(this.dialect, 'id', [...new Set([...ids, ...byEmail.map((r) => r.id)])]));
    if (this.dialect === 'postgres') q = q.orderBy('email_key').forUpdate();
    return q.execute();
  }

  async setStatus(trx: Kysely<Database>, ids: string[], status: ContactStatusValue, now: string): Promise<void> {
    await trx.updateTable('contacts').set({ status, updated_at: now }).where(inList(this.dialect, 'id', ids)).execute();
  }

  // --- bulk writes (bulk.ts), in the chunk's transaction ----------------------------------------

  /** The existing contacts of `owner` among these email keys, locked on PostgreSQL until commit. */
  async existingByKey(trx: Kysely<Database>, owner: Owner, keys: string[]): Promise<Map<string, ContactsTable>> {
    let q = trx
      .selectFrom('contacts')
      .selectAll()
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment)
      .where(inList(this.dialect, 'email_key', keys));
    if (this.dialect === 'postgres') q = q.orderBy('email_key').forUpdate();
    const rows = await q.execute();
    return new Map(rows.map((r) => [r.email_key, r]));
  }

  /** Inserts new contacts (values in CONTACT_COLUMNS order), skipping emails taken meanwhile; returns the email keys inserted. */
  async insertNew(trx: Kysely<Database>, rows: unknown[][]): Promise<Set<string>> {
    const returned = await insertMany<{ email_key: string }>(trx, this.dialect, 'contacts', CONTACT_COLUMNS, rows, INSERT_SUFFIX);
    return new Set(returned.map((r) => r.email_key));
  }

  /** Writes changed existing contacts (values in CONTACT_COLUMNS order, locked by existingByKey). */
  async upsert(trx: Kysely<Database>, rows: unknown[][]): Promise<void> {
    await insertMany(trx, this.dialect, 'contacts', CONTACT_COLUMNS, rows, UPSERT_SUFFIX);
  }

  // --- status history ----------------------------------------------------------------------------

  /** Appends status changes, in batches; pass the transaction that makes the changes. */
  async recordStatusChanges(trx: Kysely<Database>, changes: StatusChange[]): Promise<void> {
    for (let i = 0; i < changes.length; i += HISTORY_BATCH) {
      const rows = changes.slice(i, i + HISTORY_BATCH).map((c) => [c.contactId, c.from, c.to, c.reason, c.source, c.keyId, c.at]);
      await insertMany(trx, this.dialect, 'contact_status_history', HISTORY_COLUMNS, rows);
    }
  }

  /** A contact's status changes, newest first. */
  async history(contactId: string, page: Page): Promise<{ rows: StatusHistoryEntry[]; total: number }> {
    const base = this.db.selectFrom('contact_status_history').where('contact_id', '=', contactId);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({
        from: r.from_status as ContactStatusValue | null,
        to: r.to_status as ContactStatusValue,
        reason: r.reason,
        source: r.source as HistorySource,
        keyId: r.key_id,
        changedAt: r.created_at,
      })),
      total: Number(count.n),
    };
  }

  private async filtered(owner: Owner, filter: ContactFilter) {
    const icu = filter.search ? await hasIcu(this.db, this.dialect) : false;
    return applyFilter(this.db.selectFrom('contacts'), owner, filter, this.dialect, icu);
  }
}

/** A new contact's column values, in CONTACT_COLUMNS order. */
export function contactValues(id: string, p: ContactFields & { key: string }, owner: Owner, now: string): unknown[] {
  return [
    id,
    owner.accountId,
    owner.environment,
    p.email,
    p.key,
    p.firstName ?? null,
    p.lastName ?? null,
    p.status ?? 'subscribed',
    p.tags ? JSON.stringify(p.tags) : '[]',
    p.attributes ? JSON.stringify(p.attributes) : '{}',
    p.language ?? null,
    p.country ?? null,
    now,
    now,
  ];
}

/** PostgreSQL's unique_violation, SQLite's SQLITE_CONSTRAINT_UNIQUE. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Narrows a contacts query to an owner and the list filters. Tags are a JSON array in a text
 * column on both databases; each dialect asks "does it contain this tag" its own way.
 */
function applyFilter<O>(
  q: SelectQueryBuilder<Database, 'contacts', O>,
  owner: Owner,
  f: ContactFilter,
  dialect: Dialect,
  icu: boolean,
): SelectQueryBuilder<Database, 'contacts', O> {
  q = q.where('contacts.account_id', '=', owner.accountId).where('contacts.environment', '=', owner.environment);
  if (f.status) q = q.where('contacts.status', '=', f.status);
  if (f.tag) {
    q = q.where(
      dialect === 'postgres'
        ? sql<boolean>`contacts.tags::jsonb @> jsonb_build_array(${f.tag}::text)`
        : sql<boolean>`exists (select 1 from json_each(contacts.tags) where json_each.value = ${f.tag})`,
    );
  }
  if (f.search) {
    // The address is matched as stored (lower-cased; addresses are ASCII in practice), the names
    // with case and accents ignored on both sides ("jose" finds José, lib/search-fold.ts).
    const address = likePattern(f.search, 'prefix');
    const p = likePattern(searchFold(f.search), 'prefix');
    const first = foldedForSearch(sql`coalesce(contacts.first_name, '')`, dialect, icu);
    const last = foldedForSearch(sql`coalesce(contacts.last_name, '')`, dialect, icu);
    q = q.where(
      sql<boolean>`(contacts.email_key like ${address} escape '\\'
        or ${first} like ${p} escape '\\'
        or ${last} like ${p} escape '\\'
        or ${first} || ' ' || ${last} like ${p} escape '\\')`,
    );
  }
  if (f.createdAfter) q = q.where('contacts.created_at', '>', new Date(f.createdAfter).toISOString());
  return q;
}

