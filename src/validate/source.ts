import type { LatestEmails } from '../email/series';
import type { EmailDocument } from '../email/schema';
import type { Owner } from '../store/owned';
import { errors } from '../errors';
import type { EmailInput } from './document';
import { MAX_HTML_BYTES, type ValidateRequest } from './schema';

/**
 * Where the email to validate comes from: the request's `html`, or the latest version of a
 * generated email (`conversationId`), which ValidateService reads through generation's service
 * and passes in as a lookup.
 */
export interface ConversationEmail {
  html: string;
  subject?: string;
  text?: string;
  language?: string;
  preheader?: string;
  /** The brand's own words (project and product names): never spelling mistakes. */
  brandWords?: string[];
  /** The conversation's first prompt and when it started (ISO): the brief its facts are checked against. */
  prompt?: string;
  startedAt?: string;
  /** Set when the email is one of a series: it holds only its part of the brief. */
  ofSeries?: boolean;
}

/** An email of a conversation as a check reads it; the brief and brand words are its first email's (the conversation's own). */
export function conversationEmail(
  email: { html: string; subject: string; preheader: string; text: string; document: EmailDocument },
  first: Pick<LatestEmails['email'], 'prompt' | 'startedAt' | 'brandWords'>,
): ConversationEmail {
  return {
    html: email.html,
    subject: email.subject,
    preheader: email.preheader,
    text: email.text,
    language: email.document.language,
    prompt: first.prompt,
    startedAt: first.startedAt,
    brandWords: first.brandWords,
  };
}

/** The brief a facts check holds an email to: the request's, else its conversation's own prompt. */
export interface CheckBrief {
  text: string;
  /** YYYY-MM-DD: relative and yearless dates of the brief resolve against it. */
  sendDate: string;
  language?: string;
}

/** The conversation's email, or the owning capability's own 404 (RESOURCE_NOT_FOUND), thrown through. */
export type ConversationLookup = (auth: Owner, conversationId: string) => Promise<ConversationEmail>;

export async function resolveEmailInput(
  auth: Owner,
  body: Pick<ValidateRequest, 'html' | 'conversationId' | 'subject' | 'text' | 'language'>,
  lookup: ConversationLookup,
): Promise<{ input: EmailInput; brandWords: string[]; conversation?: ConversationEmail }> {
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
  return {
    input: { html: found.html, subject: body.subject ?? found.subject, text: body.text ?? found.text, language: body.language ?? found.language },
    brandWords: found.brandWords ?? [],
    conversation: found,
  };
}

/** The request's brief (with its send date, default today), else the conversation's own prompt and start. */
export function briefOf(body: { brief?: string; sendDate?: string; language?: string }, conversation?: ConversationEmail): CheckBrief | undefined {
  const text = body.brief ?? conversation?.prompt;
  if (!text) return undefined;
  return { text, sendDate: body.sendDate ?? (conversation?.startedAt ?? new Date().toISOString()).slice(0, 10), language: body.language ?? conversation?.language };
}
