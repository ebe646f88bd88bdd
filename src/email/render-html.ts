/**
 * renderHtml: the HTML users finally send, through React Email's server renderer.
 * Never `pretty`: it costs ten times the render and changes nothing a client sees.
 */
import { createElement } from 'react';
import { render } from '@react-email/render';
import type { RenderOptions } from './context';
import type { EmailDocumentInput } from './schema';
import { EmailView } from './document';
import { prepare } from './prepare';

export async function renderHtml(input: EmailDocumentInput, options: RenderOptions = {}): Promise<string> {
  const { doc, ctx, placeholders } = prepare(input, options, 'html');
  const html = await render(createElement(EmailView, { doc, ctx }));
  return placeholders ? placeholders.apply(html) : html;
}
