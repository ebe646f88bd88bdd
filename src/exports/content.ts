/**
 * Turns what an export was asked to send (an EmailDocument, or raw HTML) into the email a
 * platform stores: merge tags in the platform's syntax, the unsubscribe (and preferences) link as
 * the platform's own tag, and subject, preheader and plain text beside the HTML.
 */
import { load } from 'cheerio';
import { convert } from 'html-to-text';
import { renderEmail, type EmailDocumentInput } from '../email';
import { boundHtmlDepth } from '../lib/html-depth';
import type { ExportEmail, MergeToken } from './connector';

export type ExportSource = { kind: 'document'; document: EmailDocumentInput } | { kind: 'html'; html: string };

export interface ContentOverrides {
  name: string;
  subject?: string;
  preheader?: string;
  text?: string;
}

export interface Translation {
  mergeTag(token: MergeToken): string;
  unsubscribeTag: string;
  preferencesTag?: string;
}

export interface PreparedEmail extends ExportEmail {
  /** The real unsubscribe URL (files: List-Unsubscribe), when the email has one. */
  unsubscribeUrl?: string;
}

/** Renders the email, translated for a platform when `translation` is given (files keep real links). */
export async function prepareEmail(source: ExportSource, o: ContentOverrides, translation?: Translation): Promise<PreparedEmail> {
  if (source.kind === 'document') {
    const tokens: MergeToken[] = [];
    const mergeTag = translation
      ? (token: MergeToken) => {
          if (!tokens.some((t) => t.field === token.field)) tokens.push(token);
          return translation.mergeTag(token);
        }
      : undefined;
    const rendered = await renderEmail(source.document, {
      mergeTag,
      unsubscribeUrl: translation?.unsubscribeTag,
      preferencesUrl: translation?.preferencesTag,
    });
    const footer = source.document.blocks.find((b) => b.type === 'footer') as { unsubscribeUrl?: string } | undefined;
    return {
      name: o.name,
      subject: o.subject ?? rendered.subject,
      preheader: o.preheader ?? rendered.preheader,
      html: rendered.html,
      text: o.text ?? rendered.text,
      tokens,
      language: source.document.language ?? 'en',
      unsubscribeUrl: footer?.unsubscribeUrl,
    };
  }

  // The HTML is exported as sent; only what reads it (cheerio, html-to-text, both recursive) sees
  // it flattened past 512 levels, as a browser would lay it out.
  const bounded = boundHtmlDepth(source.html);
  const $ = load(bounded);
  const unsubscribeUrl = findUnsubscribeUrl($);
  const translate = (h: string) => (translation && unsubscribeUrl ? replaceHref(h, unsubscribeUrl, translation.unsubscribeTag) : h);
  const html = translate(source.html);
  const text = o.text ?? convert(translate(bounded), { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] });
  return {
    name: o.name,
    subject: o.subject ?? ($('title').first().text().trim() || o.name),
    preheader: o.preheader ?? '',
    html,
    text,
    tokens: [],
    language: $('html').attr('lang')?.trim() || 'en',
    unsubscribeUrl,
  };
}

/** The href of the link whose text or URL says "unsubscribe" (several languages), if any. */
export function findUnsubscribeUrl($: ReturnType<typeof load>): string | undefined {
  const words = /unsubscribe|opt[ -]?out|d[ée]sinscri|d[ée]sabonner|abmelden|austragen|darse de baja|cancelar suscrip|disiscriviti|afmelden|descadastr/i;
  let found: string | undefined;
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href')!.trim();
    if (!found && /^(https?:|mailto:)/i.test(href) && (words.test($(el).text()) || words.test(href))) found = href;
  });
  return found;
}

/** Replaces `href` values equal to `url` (raw or entity-encoded) with `value`, quotes escaped. */
export function replaceHref(html: string, url: string, value: string): string {
  const safe = value.replace(/"/g, '&quot;');
  let out = html;
  for (const form of new Set([url, url.replace(/&/g, '&amp;')])) {
    out = out.split(`href="${form}"`).join(`href="${safe}"`).split(`href='${form}'`).join(`href="${safe}"`);
  }
  return out;
}
