/**
 * The email model and its renderers: what generation, validation, previews, exports and the
 * `POST /v1/emails/render` endpoint use.
 */
import type { z } from 'zod';
import { EmailDocument, type EmailDocumentInput } from './schema';
import { renderHtml } from './render-html';
import { renderReact, type ReactRenderOptions } from './render-react';
import { renderText } from './render-text';
import { joinSegments } from './content';
import { prepare } from './prepare';

export { EmailDocument, Theme, FontStack, Block, MergeTag, PlainText, RichText } from './schema';
export type { AnyBlock, EmailDocumentInput } from './schema';
export type { RenderOptions } from './context';
export type { ReactRenderOptions } from './render-react';
export { renderHtml, renderReact, renderText };
export { compileReactEmail, type CompiledEmail } from './compile-react';
export { sanitizeEmailHtml } from './sanitize';
export { blockRegistry, BLOCK_TYPES, type BlockType } from './blocks/registry';

export interface RenderedEmail {
  html: string;
  react: string;
  text: string;
  subject: string;
  preheader: string;
  /** UTF-8 size of `html`; Gmail clips messages above 102 KB. */
  sizeBytes: number;
}

/** All three renderings plus the subject and preheader with tokens translated the same way. */
export async function renderEmail(input: EmailDocumentInput, options: ReactRenderOptions = {}): Promise<RenderedEmail> {
  const { doc, ctx } = prepare(input, options, 'text');
  const html = await renderHtml(doc, options);
  return {
    html,
    react: renderReact(doc, options),
    text: renderText(doc, options),
    subject: joinSegments(doc.subject, ctx.tokenText),
    preheader: doc.preheader ? joinSegments(doc.preheader, ctx.tokenText) : '',
    sizeBytes: Buffer.byteLength(html, 'utf8'),
  };
}

export interface DocumentIssue {
  /** Dotted path to the offending field, e.g. "blocks.3.button.href". */
  path: string;
  message: string;
}

export type ParseEmailDocumentResult =
  { success: true; data: EmailDocument } | { success: false; error: z.ZodError; issues: DocumentIssue[] };

/** Validates untrusted input (API bodies, LLM output) without throwing; issues carry field paths. */
export function parseEmailDocument(input: unknown): ParseEmailDocumentResult {
  const result = EmailDocument.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    error: result.error,
    issues: result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  };
}
