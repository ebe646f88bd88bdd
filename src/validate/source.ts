import type { AuthContext } from '../accounts/service';
import { errors } from '../errors';
import type { EmailInput } from './document';
import { MAX_HTML_BYTES, type ValidateRequest } from './schema';

/**
 * Where the email to validate comes from: the request's `html`, or the latest version of a
 * generated email (`conversationId`). Conversations arrive with generation (issue #5), which
 * passes its lookup in (the route wires `GenerationService.getLatestEmail`).
 */
export interface ConversationEmail {
  html: string;
  subject?: string;
  text?: string;
  language?: string;
  /** The brand's own words (project and product names): never spelling mistakes. */
  brandWords?: string[];
}

export type ConversationLookup = (auth: AuthContext, conversationId: string) => Promise<ConversationEmail | undefined>;

export async function resolveEmailInput(
  auth: AuthContext,
  body: ValidateRequest,
  lookup: ConversationLookup,
): Promise<{ input: EmailInput; brandWords: string[] }> {
  if (body.html !== undefined) {
    const bytes = Buffer.byteLength(body.html, 'utf8');
    if (bytes > MAX_HTML_BYTES) {
      throw errors.payloadTooLarge(`html is ${(bytes / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_HTML_BYTES / 1024 / 1024} MB.`, [
        { path: 'body.html', message: `must be at most ${MAX_HTML_BYTES} bytes` },
      ]);
    }
    return { input: { html: body.html, subject: body.subject, text: body.text, language: body.language }, brandWords: [] };
  }
  const found = await lookup(auth, body.conversationId!);
  if (!found) throw errors.notFound(`Conversation ${body.conversationId} does not exist.`);
  return {
    input: { html: found.html, subject: body.subject ?? found.subject, text: body.text ?? found.text, language: body.language ?? found.language },
    brandWords: found.brandWords ?? [],
  };
}
