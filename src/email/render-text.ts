/**
 * renderText: the plain-text alternative part. Written from the document, not scraped from the
 * HTML, so it keeps the preheader (React Email's plain-text mode drops it), shows links as
 * "text (url)" and leaves out layout-only blocks.
 */
import type { RenderOptions } from './context';
import type { EmailDocumentInput } from './schema';
import { joinSegments } from './content';
import { prepare } from './prepare';

export function renderText(input: EmailDocumentInput, options: RenderOptions = {}): string {
  const { doc, ctx } = prepare(input, options, 'text');
  const parts = [
    doc.preheader ? joinSegments(doc.preheader, ctx.tokenText) : '',
    ...doc.blocks.map((block) => ctx.blockText(block, ctx)),
  ];
  return `${parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n')}\n`;
}
