import type { AuthContext } from '../accounts/service';
import { errors } from '../errors';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import type { Db, Dialect } from '../store/db';
import type { ContactsTable } from '../store/schema';
import { csvLine, EXPORT_COLUMNS } from './csv';
import { importCsv, importJson } from './import';
import { checkEmail } from './email-address';
import { toContact } from './rows';
import type { Owner } from '../store/owned';
import { ContactsStore, type StatusChange } from './store';
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

type Caller = Owner & Pick<AuthContext, 'keyId'>;
type Page = { limit: number; offset: number };

const EXPORT_PAGE = 2000;

/** Contacts per (account, environment): add, list, change, bulk import, status changes, export. */
export class ContactsService {
  private readonly store: ContactsStore;

  constructor(db: Db, dialect: Dialect) {
    this.store = new ContactsStore(db, dialect);
  }

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
    const inserted = await this.store.transaction(async (trx) => {
      if (!(await this.store.insertIfAbsent(trx, row))) return false;
      await this.store.recordStatusChanges(trx, [change(caller, row.id, null, row.status as ContactStatusValue, null, 'create', now)]);
      return true;
    });
    if (!inserted) throw duplicateEmail(await this.store.idByEmail(caller, key));
    return toContact(row);
  }

  async get(owner: Owner, id: string): Promise<Contact> {
    return toContact(await this.store.find(owner, id));
  }

  async list(owner: Owner, filter: ContactFilter, page: Page): Promise<{ rows: Contact[]; total: number }> {
    const { rows, total } = await this.store.list(owner, filter, page);
    return { rows: rows.map(toContact), total };
  }

  async update(caller: Caller, id: string, patch: UpdateContactRequest): Promise<Contact> {
    const now = nowIso();
    const updated = await this.store.transaction(async (trx) => {
      const current = await this.store.find(caller, id, trx, { forUpdate: true });
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
        const taken = await this.store.idByEmail(caller, next.email_key, trx);
        if (taken) throw duplicateEmail(taken);
      }
      // False when another request took the new email between our check and this update.
      if (!(await this.store.update(trx, next))) throw duplicateEmail();
      if (next.status !== current.status) {
        await this.store.recordStatusChanges(trx, [
          change(caller, current.id, current.status as ContactStatusValue, next.status as ContactStatusValue, patch.reason ?? null, 'update', now),
        ]);
      }
      return next;
    });
    return toContact(updated);
  }

  /** Deletes the contact and its history (erasure): a later import adds it as a new contact. */
  async remove(owner: Owner, id: string): Promise<void> {
    const contact = await this.store.find(owner, id);
    await this.store.remove(contact.id);
  }

  async history(owner: Owner, id: string, page: Page): Promise<{ rows: StatusHistoryEntry[]; total: number }> {
    const contact = await this.store.find(owner, id);
    return this.store.history(contact.id, page);
  }

  /** Bulk import of a JSON body `{ contacts: [...], mode? }`; `mode` in the body wins over `fallbackMode` (the query string). */
  bulkJson(caller: Caller, text: string, fallbackMode: BulkMode): Promise<BulkResult> {
    return importJson(this.store, caller, text, fallbackMode);
  }

  /** Bulk import of a CSV file with a header row. */
  bulkCsv(caller: Caller, body: Buffer, mode: BulkMode): Promise<BulkResult> {
    return importCsv(this.store, caller, body, mode);
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
    return this.store.transaction(async (trx) => {
      const locked = await this.store.lockForStatusChange(trx, caller, ids, [...new Set(emailKeys.values())]);
      const found = new Map(locked.map((r) => [r.id, r]));
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
      if (updated.length) await this.store.setStatus(trx, updated, req.status, now);
      await this.store.recordStatusChanges(trx, history);
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
      const rows = await this.store.exportPage(owner, filter, after, EXPORT_PAGE);
      if (rows.length === 0) return;
      yield rows.map((r) => csvLine(toContact(r))).join('');
      if (rows.length < EXPORT_PAGE) return;
      after = rows[rows.length - 1].id;
    }
  }

}

function duplicateEmail(existingId?: string) {
  return errors.conflict(`A contact with this email already exists${existingId ? ` (${existingId})` : ''}.`, [
    { path: 'body.email', message: 'is already a contact' },
  ]);
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
