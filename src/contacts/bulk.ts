import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import type { ContactsTable, Database } from '../store/schema';
import { MAX_ATTRIBUTES_BYTES, MAX_TAGS, normaliseContact, type ContactFields, type ContactStatusValue } from './fields';
import type { Owner } from '../store/owned';
import { CONTACT_COLUMNS, contactValues, type ContactsStore, type StatusChange } from './store';
import { isResubscribe, type BulkMode, type BulkResult } from './schema';

/**
 * One contact of the request after validation, rows of the same email merged in. `later` marks
 * rows whose email an earlier chunk of this request already wrote: they merge into that contact.
 */
type Pending = ContactFields & { row: number; key: string; later?: boolean };

/**
 * Rows written per transaction. Big enough that per-statement cost (a round trip to PostgreSQL,
 * binding) is spread over many rows, small enough that an import never holds the SQLite writer
 * (and so every other request) for long; 14 columns × 2,000 rows stay under SQLite's 32,766
 * bound parameters.
 */
export const CHUNK = 2000;

/** What an earlier chunk did with an email: created it, found it with this status, or left it alone. */
const CREATED = '';
const SKIPPED = '!';

/**
 * A bulk import, written as it is read: rows are checked one by one (a bad row is reported and
 * never stops the others), gathered into chunks and written in one transaction per chunk, so
 * memory stays flat however large the request. Rows with the same email are merged in request
 * order — within a chunk before writing, across chunks by merging into the contact the earlier
 * chunk wrote — with the same outcome either way. Callers check the request as a whole (its
 * structure, its row count) before the first row, so a refused request writes nothing.
 */
export class BulkImport {
  private readonly batch = new Map<string, Pending>();
  /** Email keys written by earlier chunks → CREATED, SKIPPED or the contact's status before this request. */
  private readonly seen = new Map<string, string>();
  private readonly result: BulkResult = { created: 0, updated: 0, unchanged: 0, merged: 0, failed: 0, errors: [], warnings: [] };

  constructor(
    private readonly store: ContactsStore,
    private readonly owner: Owner,
    private readonly mode: BulkMode,
    private readonly keyId: string | null,
  ) {}

  /** Checks one row (a JSON object in the shape of POST /v1/contacts); true when a chunk is ready to flush. */
  add(row: number, raw: unknown): boolean {
    const check = normaliseContact(raw);
    if (!check.ok) {
      const rawEmail = (raw as { email?: unknown } | null)?.email;
      const { field, error } = check;
      this.fail(row, typeof rawEmail === 'string' ? rawEmail : null, error.code, `${field} ${error.message}`, error.suggestion);
      return false;
    }
    const next = check.value as Pending;
    const lower = next.email.toLowerCase();
    next.key = lower === next.email ? next.email : lower;
    next.row = row;
    const earlier = this.batch.get(next.key);
    if (earlier) {
      // A later row of the same email fills in and overrides the earlier one; tags add up.
      this.result.merged++;
      const tags = earlier.tags && next.tags ? [...new Set([...earlier.tags, ...next.tags])] : (next.tags ?? earlier.tags);
      const attributes = earlier.attributes || next.attributes ? { ...earlier.attributes, ...next.attributes } : undefined;
      this.batch.set(next.key, { ...earlier, ...next, row: earlier.row, later: earlier.later, tags, attributes });
    } else {
      if (this.seen.has(next.key)) {
        this.result.merged++;
        next.later = true;
      }
      this.batch.set(next.key, next);
    }
    return this.batch.size >= CHUNK;
  }

  fail(row: number, email: string | null, code: string, message: string, suggestion?: string): void {
    this.result.failed++;
    this.result.errors.push({ row, email, code, message, ...(suggestion ? { suggestion } : {}) });
  }

  /** A failed row counts once: a row merged into an earlier chunk's contact stops counting as merged. */
  private failMerged(p: Pending, code: string, message: string) {
    if (p.later) this.result.merged--;
    this.fail(p.row, p.email, code, message);
  }

  /** Writes the gathered chunk in one transaction. */
  async flush(): Promise<void> {
    if (this.batch.size === 0) return;
    const chunk = [...this.batch.values()];
    this.batch.clear();
    await this.store.transaction((trx) => this.writeChunk(trx, chunk));
    // better-sqlite3 is synchronous: without a turn of the event loop between chunks, a 100,000-row
    // import would hold every other request (and V8's incremental GC tasks) for its whole length.
    await setImmediate();
  }

  /** Writes what is left; returns the counts. */
  async finish(): Promise<BulkResult> {
    await this.flush();
    this.result.errors.sort((a, b) => a.row - b.row);
    this.result.warnings.sort((a, b) => a.row - b.row);
    return this.result;
  }

  private async writeChunk(trx: Kysely<Database>, chunk: Pending[]) {
    const { owner, store } = this;
    // Rows are locked and inserted in one order by every import, so two imports of overlapping
    // lists wait for each other on PostgreSQL instead of deadlocking; new contacts still get their
    // ids in request order, which is the order lists show.
    const inRequestOrder = chunk.slice();
    chunk.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const now = nowIso();
    const history: StatusChange[] = [];
    const updates: unknown[][] = [];
    const existing = await store.existingByKey(trx, owner, chunk.map((p) => p.key));
    const created = await this.createNew(trx, chunk, inRequestOrder, existing, now, history);
    for (const p of chunk) {
      if (created.has(p.key)) continue;
      const next = this.applyToExisting(p, existing.get(p.key), now, history);
      if (next) updates.push(CONTACT_COLUMNS.map((c) => next[c]));
    }
    await store.upsert(trx, updates);
    await store.recordStatusChanges(trx, history);
  }

  /**
   * Inserts the chunk's new emails (ids given in request order) and returns their keys. On
   * PostgreSQL another request may create one of these emails between our read and our insert;
   * ON CONFLICT skips it and the next pass reads it into `existing`, to be merged like any other.
   */
  private async createNew(
    trx: Kysely<Database>,
    chunk: Pending[],
    inRequestOrder: Pending[],
    existing: Map<string, ContactsTable>,
    now: string,
    history: StatusChange[],
  ): Promise<Set<string>> {
    const { owner, store, keyId, result } = this;
    const ids = new Map<string, string>();
    for (const p of inRequestOrder) if (!existing.has(p.key) && !p.later) ids.set(p.key, newId('contact'));
    const created = new Set<string>();
    let fresh = chunk.filter((p) => ids.has(p.key));
    for (let pass = 0; fresh.length > 0 && pass < 2; pass++) {
      const rows = fresh.map((p) => contactValues(ids.get(p.key)!, p, owner, now));
      const inserted = await store.insertNew(trx, rows);
      for (let i = 0; i < rows.length; i++) {
        const p = fresh[i];
        if (!inserted.has(p.key)) continue;
        created.add(p.key);
        this.seen.set(p.key, CREATED);
        result.created++;
        history.push({ contactId: rows[i][0] as string, from: null, to: p.status ?? 'subscribed', reason: null, source: 'bulk', keyId, at: now });
      }
      fresh = fresh.filter((p) => !inserted.has(p.key));
      if (fresh.length) for (const [k, r] of await store.existingByKey(trx, owner, fresh.map((p) => p.key))) existing.set(k, r);
      fresh = fresh.filter((p) => !existing.has(p.key));
    }
    return created;
  }

  /**
   * A row for an email that exists (`ex`, locked), or that an earlier chunk wrote: counts it and
   * returns the contact to write, or undefined when there is nothing to write — a duplicate in
   * insert mode, a re-subscription refused, a bound broken, or no change.
   */
  private applyToExisting(p: Pending, ex: ContactsTable | undefined, now: string, history: StatusChange[]): ContactsTable | undefined {
    const { keyId, result } = this;
    const fate = p.later ? this.seen.get(p.key) : undefined;
    if (fate === SKIPPED) return; // merged into a row that failed or was kept from re-subscribing: it shares that fate
    if (!ex) {
      this.failMerged(p, 'CONFLICT', 'another request deleted or created this contact during the import; retry the row');
      return;
    }
    // The status the contact had before this request: what the consent rule protects.
    const before = (p.later ? fate || null : ex.status) as ContactStatusValue | null;
    if (!p.later) {
      if (this.mode === 'insert') {
        this.seen.set(p.key, SKIPPED);
        this.fail(p.row, p.email, 'DUPLICATE_EMAIL', `a contact with this email already exists (${ex.id}); use mode "upsert" to update it`);
        return;
      }
      this.seen.set(p.key, ex.status);
    }
    const from = ex.status as ContactStatusValue;
    if (p.status && p.status !== from && before && isResubscribe(before, p.status)) {
      if (!p.later) {
        result.unchanged++;
        this.seen.set(p.key, SKIPPED);
      }
      result.warnings.push({
        row: p.row,
        email: p.email,
        code: 'CONSENT_PROTECTED',
        message: `left ${from}: a bulk import never re-subscribes a contact who unsubscribed, bounced or complained (use POST /v1/contacts/status when the contact asks to be re-subscribed)`,
      });
      return;
    }
    const next = merge(ex, p, now);
    if (typeof next === 'string') {
      if (!p.later) this.seen.set(p.key, SKIPPED);
      this.failMerged(p, 'INVALID_FIELD', next);
      return;
    }
    if (!changed(ex, next)) {
      if (!p.later) result.unchanged++;
      return;
    }
    if (!p.later) result.updated++;
    if (next.status !== from) {
      history.push({ contactId: ex.id, from, to: next.status as ContactStatusValue, reason: null, source: 'bulk', keyId, at: now });
    }
    return next;
  }
}

/**
 * An existing contact with a row applied: given fields replace, absent ones stay, tags are added
 * and attributes merged key by key (an import adds to what a contact has; PATCH replaces).
 * Returns a message when the result would break a bound.
 */
function merge(ex: ContactsTable, p: Pending, now: string): ContactsTable | string {
  let tags = ex.tags;
  if (p.tags?.length) {
    const union = [...new Set([...(JSON.parse(ex.tags) as string[]), ...p.tags])];
    if (union.length > MAX_TAGS) return `tags: the contact would carry ${union.length} tags (at most ${MAX_TAGS})`;
    tags = JSON.stringify(union);
  }
  let attributes = ex.attributes;
  if (p.attributes && Object.keys(p.attributes).length) {
    attributes = JSON.stringify({ ...JSON.parse(ex.attributes), ...p.attributes });
    if (Buffer.byteLength(attributes) > MAX_ATTRIBUTES_BYTES) return `attributes: merged attributes would exceed ${MAX_ATTRIBUTES_BYTES / 1024} KB`;
  }
  return {
    ...ex,
    email: p.email,
    first_name: p.firstName !== undefined ? p.firstName : ex.first_name,
    last_name: p.lastName !== undefined ? p.lastName : ex.last_name,
    status: p.status ?? ex.status,
    tags,
    attributes,
    language: p.language !== undefined ? p.language : ex.language,
    country: p.country !== undefined ? p.country : ex.country,
    updated_at: now,
  };
}

const COMPARED = ['email', 'first_name', 'last_name', 'status', 'tags', 'attributes', 'language', 'country'] as const;
const changed = (a: ContactsTable, b: ContactsTable) => COMPARED.some((k) => a[k] !== b[k]);
