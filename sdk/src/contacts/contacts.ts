import { path, type ListResponse, type RequestCore, type RequestOptions } from '../core/request';
import type {
  BulkContactsParams,
  BulkContactsResult,
  BulkMode,
  Contact,
  ContactCreateParams,
  ContactDeleted,
  ContactFilter,
  ContactStatusChangeParams,
  ContactStatusChangeResult,
  ContactStatusHistoryEntry,
  ContactUpdateParams,
} from '../types';

export type ContactListParams = ContactFilter & { limit?: number; offset?: number };

/** Contacts: add, import in bulk (JSON or CSV), change status (with history), list and export. */
export class Contacts {
  constructor(private readonly core: RequestCore) {}

  /** One page, newest first, filtered by `status`, `tag`, `search` (prefix of email or name), `createdAfter`. */
  list(params: ContactListParams = {}, options?: RequestOptions): Promise<ListResponse<Contact>> {
    return this.core.list('/v1/contacts', { ...params }, options);
  }

  /** Every matching contact: `for await (const c of bm.contacts.listAll({ status: 'subscribed' }))`. */
  listAll(params: Omit<ContactListParams, 'offset'> = {}, options?: RequestOptions): AsyncGenerator<Contact, void, undefined> {
    return this.core.paginate<Contact>('/v1/contacts', { ...params }, options);
  }

  /** Adds one contact (status `subscribed` unless given); 409 CONFLICT when the email exists. */
  create(params: ContactCreateParams, options?: RequestOptions): Promise<Contact> {
    return this.core.data('POST', '/v1/contacts', { body: { json: params }, options });
  }

  get(contactId: string, options?: RequestOptions): Promise<Contact> {
    return this.core.data('GET', path`/v1/contacts/${contactId}`, { options });
  }

  /** Given fields replace the stored ones; `null` clears; a status change is kept in the history. */
  update(contactId: string, params: ContactUpdateParams, options?: RequestOptions): Promise<Contact> {
    return this.core.data('PATCH', path`/v1/contacts/${contactId}`, { body: { json: params }, options });
  }

  delete(contactId: string, options?: RequestOptions): Promise<ContactDeleted> {
    return this.core.data('DELETE', path`/v1/contacts/${contactId}`, { options });
  }

  /**
   * Imports up to 100,000 contacts at once. Bad rows are listed in `errors` and the rest stored;
   * unsubscribed, bounced and complained contacts are never re-subscribed by an import.
   */
  bulk(params: BulkContactsParams, options?: RequestOptions): Promise<BulkContactsResult> {
    return this.core.data('POST', '/v1/contacts/bulk', { body: { json: params }, options });
  }

  /** The same from a CSV file with a header row (email, first name, last name, tags, status, …). */
  importCsv(csv: string | Uint8Array, params: { mode?: BulkMode } = {}, options?: RequestOptions): Promise<BulkContactsResult> {
    return this.core.data('POST', '/v1/contacts/bulk', { query: { mode: params.mode }, body: { raw: csv, contentType: 'text/csv' }, options });
  }

  /** Changes the status of up to 10,000 contacts by id and/or email, with a reason kept in their history. */
  setStatus(params: ContactStatusChangeParams, options?: RequestOptions): Promise<ContactStatusChangeResult> {
    return this.core.data('POST', '/v1/contacts/status', { body: { json: params }, options });
  }

  /** Status changes of one contact, newest first. */
  history(contactId: string, params: { limit?: number; offset?: number } = {}, options?: RequestOptions): Promise<ListResponse<ContactStatusHistoryEntry>> {
    return this.core.list(path`/v1/contacts/${contactId}/history`, { ...params }, options);
  }

  /** Every matching contact as a CSV file (which imports back unchanged through `importCsv`). */
  exportCsv(params: ContactFilter = {}, options?: RequestOptions): Promise<string> {
    return this.core.text('GET', '/v1/contacts/export', { query: { ...params }, options });
  }
}
