import type { AuthContext } from '../accounts/service';
import { errors } from '../errors';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import type { Db, Dialect } from '../store/db';
import type { ContactsTable } from '../store/schema';
import { inList } from './batch-sql';
import { csvLine, EXPORT_COLUMNS } from './csv';
import { importCsv, importJson } from './import';
import { checkEmail } from './email-address';
import { listStatusChanges, recordStatusChanges, type StatusChange } from './history';
import { applyFilter, toContact } from './rows';
import type { Owner } from '../store/owned';
import {
  type BulkMode,
  type BulkResult,
  type Contact,
  type ContactFilter,
  type ContactInput,
  type ContactStatusValue,
  type StatusChangeRequest,
  type StatusChangeResult,
  type StatusHistoryEntry,
  type UpdateContactRequest,
} from './schema';
import { findOwned } from '../store/owned';

type Caller = Owner & Pick<AuthContext, 'keyId'>;
type Page = { limit: number; offset: number };

const EXPORT_PAGE = 2000;

/** Contacts per (account, environment): add, list, change, bulk import, status changes, export. */
export class ContactsService {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  async create(caller: Caller, input: ContactInput): Promise<Contact> {
    const now = nowIso();
    const key = input.email.toLowerCase();
    const row: ContactsTable = {
      id: newId('contact'),
      account_id: caller.accountId,
      environment: caller.environment,
      email: input.email,
      email_key: key,
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      status: input.status ?? 'subscribed',
      tags: JSON.stringify(input.tags ?? []),
      attributes: JSON.stringify(input.attributes ?? {}),
      language: input.language ?? null,
      country: input.country ?? null,
      created_at: now,
      updated_at: now,
    };
    const inserted = await this.db.transaction().execute(async (trx) => {
      const res = await trx
        .insertInto('contacts')
        .values(row)
        .onConflict((oc) => oc.columns(['account_id', 'environment', 'email_key']).doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await recordStatusChanges(trx, this.dialect, [change(caller, row.id, null, row.status as ContactStatusValue, null, 'create', now)]);
      return true;
    });
    if (!inserted) throw await this.duplicate(caller, key);
    return toContact(row);
  }

  async get(owner: Owner, id: string): Promise<Contact> {
    return toContact(await this.find(owner, id));
  }

  async list(owner: Owner, filter: ContactFilter, page: Page): Promise<{ rows: Contact[]; total: number }> {
    const base = applyFilter(this.db.selectFrom('contacts'), owner, filter, this.dialect);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toContact), total: Number(count.n) };
  }

  async update(caller: Caller, id: string, patch: UpdateContactRequest): Promise<Contact> {
    const now = nowIso();
    const updated = await this.db.transaction().execute(async (trx) => {
      let q = trx
        .selectFrom('contacts')
        .selectAll()
        .where('id', '=', id)
        .where('account_id', '=', caller.accountId)
        .where('environment', '=', caller.environment);
      if (this.dialect === 'postgres') q = q.forUpdate();
      const current = await q.executeTakeFirst();
      if (!current) throw errors.notFound(`No contact with id ${id}.`);
      const next: ContactsTable = {
        ...current,
        email: patch.email ?? current.email,
        email_key: patch.email ? patch.email.toLowerCase() : current.email_key,
        first_name: patch.firstName !== undefined ? patch.firstName : current.first_name,
        last_name: patch.lastName !== undefined ? patch.lastName : current.last_name,
        status: patch.status ?? current.status,
        tags: patch.tags ? JSON.stringify(patch.tags) : current.tags,
        attributes: patch.attributes ? JSON.stringify(patch.attributes) : current.attributes,
        language: patch.language !== undefined ? patch.language : current.language,
        country: patch.country !== undefined ? patch.country : current.country,
        updated_at: now,
      };
      if (next.email_key !== current.email_key) {
        const taken = await trx
          .selectFrom('contacts')
          .select('id')
          .where('account_id', '=', caller.accountId)
          .where('environment', '=', caller.environment)
          .where('email_key', '=', next.email_key)
          .executeTakeFirst();
        if (taken) throw duplicateEmail(taken.id);
      }
      const { id: _id, account_id: _a, environment: _e, created_at: _c, ...changes } = next;
      try {
        await trx.updateTable('contacts').set(changes).where('id', '=', current.id).execute();
      } catch (err) {
        // Another request took the new email between our check and this update.
        if (isUniqueViolation(err)) throw duplicateEmail();
        throw err;
      }
      if (next.status !== current.status) {
        await recordStatusChanges(trx, this.dialect, [
          change(caller, current.id, current.status as ContactStatusValue, next.status as ContactStatusValue, patch.reason ?? null, 'update', now),
        ]);
      }
      return next;
    });
    return toContact(updated);
  }

  /** Deletes the contact and its history (erasure): a later import adds it as a new contact. */
  async remove(owner: Owner, id: string): Promise<void> {
    const contact = await this.find(owner, id);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('contact_status_history').where('contact_id', '=', contact.id).execute();
      await trx.deleteFrom('contacts').where('id', '=', contact.id).execute();
    });
  }

  async history(owner: Owner, id: string, page: Page): Promise<{ rows: StatusHistoryEntry[]; total: number }> {
    const contact = await this.find(owner, id);
    return listStatusChanges(this.db, contact.id, page);
  }

  /** Bulk import of a JSON body `{ contacts: [...], mode? }`; `mode` in the body wins over `fallbackMode` (the query string). */
  bulkJson(caller: Caller, text: string, fallbackMode: BulkMode): Promise<BulkResult> {
    return importJson(this.db, this.dialect, caller, text, fallbackMode);
  }

  /** Bulk import of a CSV file with a header row. */
  bulkCsv(caller: Caller, body: Buffer, mode: BulkMode): Promise<BulkResult> {
    return importCsv(this.db, this.dialect, caller, body, mode);
  }

  /**
   * Sets one status on many contacts, by id and/or email. Unlike a bulk import this may
   * re-subscribe: it is the explicit call a preference centre makes when a contact asks.
   */
  async changeStatus(caller: Caller, req: StatusChangeRequest): Promise<StatusChangeResult> {
    const ids = [...new Set(req.contactIds ?? [])];
    const emails = [...new Set(req.emails ?? [])];
    const emailKeys = new Map<string, string>();
    for (const e of emails) {
      const check = checkEmail(e);
      emailKeys.set(e, check.ok ? check.key : e.trim().toLowerCase());
    }
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      const owned = () =>
        trx.selectFrom('contacts').where('account_id', '=', caller.accountId).where('environment', '=', caller.environment);
      const keys = [...new Set(emailKeys.values())];
      // Two indexed look-ups (an OR of both lists would scan every contact of the owner).
      const byEmail = keys.length ? await owned().select('id').where(inList(this.dialect, 'email_key', keys)).execute() : [];
      let q = owned()
        .select(['id', 'email_key', 'status'])
        .where(inList(this.dialect, 'id', [...new Set([...ids, ...byEmail.map((r) => r.id)])]));
      // Locked in email order, as a bulk import locks, so the two queue rather than deadlock.
      if (this.dialect === 'postgres') q = q.orderBy('email_key').forUpdate();
      const found = new Map((await q.execute()).map((r) => [r.id, r]));
      const byKey = new Set([...found.values()].map((r) => r.email_key));

      const updated: string[] = [];
      const unchanged: string[] = [];
      const history: StatusChange[] = [];
      for (const r of [...found.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
        if (r.status === req.status) unchanged.push(r.id);
        else {
          updated.push(r.id);
          history.push(change(caller, r.id, r.status as ContactStatusValue, req.status, req.reason ?? null, 'status', now));
        }
      }
      if (updated.length) {
        await trx.updateTable('contacts').set({ status: req.status, updated_at: now }).where(inList(this.dialect, 'id', updated)).execute();
      }
      await recordStatusChanges(trx, this.dialect, history);
      return {
        status: req.status,
        updated,
        unchanged,
        notFound: { contactIds: ids.filter((id) => !found.has(id)), emails: emails.filter((e) => !byKey.has(emailKeys.get(e)!)) },
      };
    });
  }

  /** The filtered contacts as CSV, read in pages by id so memory stays flat however many there are. */
  async *exportCsv(owner: Owner, filter: ContactFilter): AsyncGenerator<string> {
    yield EXPORT_COLUMNS.join(',') + '\r\n';
    let after: string | undefined;
    for (;;) {
      let q = applyFilter(this.db.selectFrom('contacts'), owner, filter, this.dialect).selectAll();
      if (after) q = q.where('id', '>', after);
      const rows = await q.orderBy('id').limit(EXPORT_PAGE).execute();
      if (rows.length === 0) return;
      yield rows.map((r) => csvLine(toContact(r))).join('');
      if (rows.length < EXPORT_PAGE) return;
      after = rows[rows.length - 1].id;
    }
  }

  private find(owner: Owner, id: string): Promise<ContactsTable> {
    return findOwned(this.db, 'contacts', owner, id, 'contact');
  }

  private async duplicate(owner: Owner, key: string) {
    const existing = await this.db
      .selectFrom('contacts')
      .select('id')
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment)
      .where('email_key', '=', key)
      .executeTakeFirst();
    return duplicateEmail(existing?.id);
  }
}

function duplicateEmail(existingId?: string) {
  return errors.conflict(`A contact with this email already exists${existingId ? ` (${existingId})` : ''}.`, [
    { path: 'body.email', message: 'is already a contact' },
  ]);
}

/** PostgreSQL's unique_violation, SQLite's SQLITE_CONSTRAINT_UNIQUE. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function change(
  caller: Caller,
  contactId: string,
  from: ContactStatusValue | null,
  to: ContactStatusValue,
  reason: string | null,
  source: StatusChange['source'],
  at: string,
): StatusChange {
  return { contactId, from, to, reason, source, keyId: caller.keyId, at };
}
