/**
 * Who an email is from: the brand's sender, read from the brand kit of the project an email
 * belongs to — the kit's name as the display name, its contact address as the mailbox. The eml
 * export and test sends both put it in `From`; a request's own `from` wins over it.
 */
import { errors } from '../errors';
import { parseAddressList, parseMailbox } from './address';
import type { Owner } from '../store/owned';

export interface Sender {
  name: string;
  address: string;
}

/** A placeholder a person replaces before sending; used when neither the request nor a brand kit names a sender. */
export const PLACEHOLDER_SENDER: Sender = { name: 'brandmail', address: 'no-reply@brandmail.invalid' };

/** The sender in a brand kit (`contact.email`, `name`), when it has a usable contact address. */
export function senderOfKit(kit: unknown): Sender | undefined {
  const k = (kit ?? {}) as { name?: unknown; contact?: { email?: unknown } };
  const email = typeof k.contact?.email === 'string' ? k.contact.email.replace(/^mailto:/i, '').trim() : '';
  const [address] = parseAddressList(email);
  if (!address) return undefined;
  const name = typeof k.name === 'string' ? k.name.trim().slice(0, 200) : '';
  return { name: name || address.name, address: address.address };
}

/** Where a sender's brand kit is read: the projects service (`ProjectsService.get`). */
export interface BrandKits {
  get(owner: Owner, projectId: string): Promise<{ brand: unknown }>;
}

/**
 * The From of an email sent or exported for `owner`: the request's own `from`, else the brand's
 * sender — of the project the email was generated for, or of the project the request names (404
 * when the caller does not own it) — else a placeholder a person replaces before sending.
 */
export async function senderFor(kits: BrandKits, owner: Owner, by: { from?: string; emailProjectId?: string; projectId?: string }): Promise<Sender> {
  if (by.from !== undefined) {
    const mailbox = parseMailbox(by.from);
    if (!mailbox) throw errors.invalidRequest('from is not one valid address.', [{ path: 'body.from', message: 'expected one address such as "Acme <news@acme.example>"' }]);
    return mailbox;
  }
  const named = by.projectId ? await kits.get(owner, by.projectId) : undefined;
  // The email's own project wins; it may have been deleted since the email was written.
  const own = by.emailProjectId ? await kits.get(owner, by.emailProjectId).catch(() => undefined) : undefined;
  return senderOfKit((own ?? named)?.brand) ?? PLACEHOLDER_SENDER;
}
