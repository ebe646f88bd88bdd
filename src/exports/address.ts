/**
 * Mail addresses as people write them ("Acme <news@acme.example>", "a@b.example"), read by
 * nodemailer's RFC 5322 address parser and kept only when the mailbox looks deliverable: a local
 * part, an @ and a dotted domain, no spaces, no header-breaking characters.
 */
import addressparser from 'nodemailer/lib/addressparser';

export interface Mailbox {
  name: string;
  address: string;
}

const MAILBOX = /^[^\s@<>()",;:\\[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const isMailbox = (address: string): boolean => address.length <= 254 && MAILBOX.test(address);

/** Every valid mailbox in `text`, groups flattened; invalid entries are dropped. */
export function parseAddressList(text: string): Mailbox[] {
  if (/[\r\n]/.test(text)) return [];
  const flat = (entries: addressparser.AddressOrGroup[]): Mailbox[] =>
    entries.flatMap((e) => ('group' in e && e.group ? flat(e.group) : [{ name: (e.name ?? '').trim(), address: ('address' in e ? e.address ?? '' : '').trim() }]));
  return flat(addressparser(text)).filter((m) => isMailbox(m.address));
}

/** One mailbox, or undefined when `text` is not exactly one valid address. */
export function parseMailbox(text: string): Mailbox | undefined {
  const list = parseAddressList(text);
  return list.length === 1 && addressparser(text).length === 1 ? list[0] : undefined;
}
