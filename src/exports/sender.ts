/**
 * Who an email is from: the brand's sender, read from the brand kit of the project an email
 * belongs to — the kit's name as the display name, its contact address as the mailbox. The eml
 * export and test sends both put it in `From`; a request's own `from` wins over it.
 */
import { parseAddressList } from './address';
import type { Db } from '../store/db';
import type { Owner } from './conversations';

export interface Sender {
  name: string;
  address: string;
}

/** A placeholder a person replaces before sending; used when neither the request nor a brand kit names a sender. */
export const PLACEHOLDER_SENDER: Sender = { name: 'brandmail', address: 'no-reply@brandmail.invalid' };

/** The sender in a brand kit's JSON (`projects.brand`), when it has a usable contact address. */
export function senderOfKit(brandJson: string | null | undefined): Sender | undefined {
  if (!brandJson) return undefined;
  let kit: { name?: unknown; contact?: { email?: unknown } };
  try {
    kit = JSON.parse(brandJson);
  } catch {
    return undefined;
  }
  const email = typeof kit.contact?.email === 'string' ? kit.contact.email.replace(/^mailto:/i, '').trim() : '';
  const [address] = parseAddressList(email);
  if (!address) return undefined;
  const name = typeof kit.name === 'string' ? kit.name.trim().slice(0, 200) : '';
  return { name: name || address.name, address: address.address };
}

/** The brand sender of a conversation's project, or of a project named directly. */
export async function brandSender(db: Db, owner: Owner, by: { conversationId?: string; projectId?: string }): Promise<Sender | undefined> {
  let projectId = by.projectId;
  if (by.conversationId) {
    const conversation = await db.selectFrom('email_conversations').select('project_id').where('id', '=', by.conversationId).executeTakeFirst();
    projectId = conversation?.project_id;
  }
  if (!projectId) return undefined;
  // Owned by the caller, so one account's id never reads another's kit.
  const project = await db
    .selectFrom('projects')
    .select('brand')
    .where('id', '=', projectId)
    .where('account_id', '=', owner.accountId)
    .where('environment', '=', owner.environment)
    .executeTakeFirst();
  return senderOfKit(project?.brand);
}
