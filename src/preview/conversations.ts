import type { Db } from '../store/db';
import type { Owner } from '../webhooks/service';
import { getLatestEmail } from '../generate/service';

/**
 * The HTML of a generated email, for `POST /v1/emails/previews { conversationId }`: the latest
 * completed version, scoped to the caller's account and environment (404 otherwise).
 */
export async function conversationHtml(db: Db, owner: Owner, conversationId: string): Promise<string> {
  return (await getLatestEmail(db, owner, conversationId)).html;
}
