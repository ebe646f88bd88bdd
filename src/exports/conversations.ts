/**
 * Where an export finds the email behind a `conversationId`.
 *
 * The latest completed version of a generated email (src/generate `getLatestEmail`); 404 when the
 * conversation is unknown to this owner. ExportsService takes the resolver as a dependency
 * (`conversations`, wired in src/server.ts), which tests replace.
 */
import type { Environment } from '../accounts/permissions';
import type { EmailDocumentInput } from '../email';
import { errors } from '../errors';

export type Owner = { accountId: string; environment: Environment };

export interface LatestEmail {
  /** The EmailDocument of the latest version: exports re-render it with platform merge tags. */
  document: EmailDocumentInput;
  version?: number;
}

export type ConversationResolver = (owner: Owner, conversationId: string) => Promise<LatestEmail>;

/** Used until a store-backed resolver is wired in (src/server.ts does it for every server). */
export const resolveConversation: ConversationResolver = async (_owner, conversationId) => {
  throw errors.notFound(`No email with conversation id ${conversationId}.`);
};
