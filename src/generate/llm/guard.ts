/**
 * What an LLM-written document must satisfy before anyone sees it: the brand's own header,
 * footer and theme; no raw HTML; links only to allowed URLs and images only from the brand; the
 * prompt's facts all present; subject and preheader within bounds. Links and images are repaired
 * (the email stays useful); a missing fact is a failure, so the embedded email is sent instead.
 */
import { parseEmailDocument, type AnyBlock, type EmailDocument } from '../../email';
import { PREHEADER_MAX, PREHEADER_MIN, SUBJECT_MAX } from '../compose/subject';
import { withDeck } from '../compose/deck';
import { missingFacts, plainText as plain } from '../coverage';
import type { Fact } from '../facts';
import type { Brief } from '../types';
import { LlmFailure } from './errors';

type Text = string | Array<string | { type: 'mergeTag'; field: string; fallback: string }>;

export interface GuardContext {
  draft: EmailDocument;
  allowedUrls: Set<string>;
  allowedImages: Set<string>;
  /** The message's facts the embedded email states: the LLM's email must state each, with the same value. */
  facts: Fact[];
  /** Language and day the facts are read in. */
  brief: Brief;
  /** Where a disallowed link is pointed instead: the draft's main button. */
  fallbackHref: string | undefined;
}

function allowedLink(url: string, ctx: GuardContext): boolean {
  if (ctx.allowedUrls.has(url)) return true;
  if (url.startsWith('mailto:')) return [...ctx.allowedUrls].some((u) => u.startsWith('mailto:') && u.split('?')[0] === url.split('?')[0]);
  return false;
}

/** Markdown links to somewhere not allowed keep their words and lose the link. */
function guardRich<T extends Text | undefined>(text: T, ctx: GuardContext, warnings: Set<string>): T {
  const fix = (s: string) =>
    s
      .replace(/\[([^\]]*)\]\(([^)\s]+)\)/g, (all, label: string, url: string) => {
        if (allowedLink(url, ctx)) return all;
        warnings.add('The LLM writer linked to an address that is neither the brand’s nor in the prompt; the link was removed.');
        return label;
      })
      .replace(/(?<![(\[])\bhttps?:\/\/[^\s)\]]+/g, (url) => {
        if (allowedLink(url, ctx)) return url;
        warnings.add('The LLM writer mentioned an address that is neither the brand’s nor in the prompt; it was removed.');
        return '';
      });
  if (text === undefined) return text;
  return (typeof text === 'string' ? fix(text) : (text as Exclude<Text, string>).map((s) => (typeof s === 'string' ? fix(s) : s))) as T;
}

/** A block's own button (a hero's, a coupon's) keeps an allowed link, or goes. */
function guardButton(b: Record<string, any>, href: (url: string | undefined) => string | undefined): void {
  if (!b.button) return;
  b.button.href = href(b.button.href);
  if (!b.button.href) delete b.button;
}

function guardBlock(block: AnyBlock, ctx: GuardContext, warnings: Set<string>): AnyBlock | undefined {
  const b = structuredClone(block) as Record<string, any>;
  const href = (url: string | undefined) => {
    if (url === undefined || allowedLink(url, ctx)) return url;
    warnings.add(
      'The LLM writer linked to an address that is neither the brand’s nor in the prompt; the link now points to the brand’s page.',
    );
    return ctx.fallbackHref;
  };
  const image = (src: string | undefined) => src !== undefined && ctx.allowedImages.has(src);
  switch (b.type) {
    case 'html':
    case 'header':
    case 'footer':
      return undefined;
    case 'button':
      b.href = href(b.href);
      return b.href ? (b as AnyBlock) : undefined;
    case 'hero':
      if (b.image && !image(b.image.src)) delete b.image;
      if (b.image?.href) b.image.href = href(b.image.href);
      guardButton(b, href);
      b.text = guardRich(b.text, ctx, warnings);
      return b as AnyBlock;
    case 'image':
      if (!image(b.src)) {
        warnings.add('The LLM writer used an image that is not the brand’s; it was left out.');
        return undefined;
      }
      if (b.href) b.href = href(b.href);
      return b as AnyBlock;
    case 'product': {
      if (!image(b.image?.src)) return undefined;
      b.href = href(b.href);
      return b.href ? (b as AnyBlock) : undefined;
    }
    case 'productGrid': {
      b.products = b.products.filter((p: any) => image(p.image?.src) && (p.href = href(p.href)));
      if (b.products.length === 0) return undefined;
      if (b.products.length === 1) return { type: 'product', ...b.products[0] } as AnyBlock;
      return b as AnyBlock;
    }
    case 'coupon':
      guardButton(b, href);
      b.description = guardRich(b.description, ctx, warnings);
      return b as AnyBlock;
    case 'social':
      b.links = b.links.filter((l: any) => allowedLink(l.url, ctx));
      return b.links.length ? (b as AnyBlock) : undefined;
    case 'testimonial':
      // A quote in a customer's name the brand never gave us would be invented.
      warnings.add('The LLM writer added a testimonial, which the brand kit cannot back; it was left out.');
      return undefined;
    case 'columns':
      b.columns = b.columns.map((col: any) => ({
        blocks: col.blocks.map((child: AnyBlock) => guardBlock(child, ctx, warnings)).filter(Boolean),
      }));
      if (b.columns.some((col: any) => col.blocks.length === 0)) return undefined;
      return b as AnyBlock;
    case 'text':
      b.content = guardRich(b.content, ctx, warnings);
      return b as AnyBlock;
    case 'list':
      b.items = b.items.map((item: Text) => guardRich(item, ctx, warnings));
      return b as AnyBlock;
    case 'quote':
      b.text = guardRich(b.text, ctx, warnings);
      return b as AnyBlock;
    default:
      return b as AnyBlock;
  }
}

export function guardDocument(candidate: EmailDocument, ctx: GuardContext): { document: EmailDocument; warnings: string[] } {
  const warnings = new Set<string>();
  const header = ctx.draft.blocks[0]?.type === 'header' ? ctx.draft.blocks[0] : undefined;
  const footer = ctx.draft.blocks.at(-1)!;
  if (candidate.blocks.some((b) => b.type === 'html')) warnings.add('The LLM writer’s raw HTML block was left out.');
  const body = candidate.blocks.map((b) => guardBlock(b, ctx, warnings)).filter((b): b is AnyBlock => !!b);
  if (body.length === 0) throw new LlmFailure('invalid', 'The LLM writer returned an email without content.');

  let subject = candidate.subject;
  let preheader = candidate.preheader;
  if (plain(subject as Text).length > SUBJECT_MAX || plain(subject as Text).trim().length === 0) {
    subject = ctx.draft.subject;
    warnings.add(`The LLM writer’s subject was longer than ${SUBJECT_MAX} characters; the embedded generator’s subject is used.`);
  }
  const pre = plain(preheader as Text).length;
  if (pre < PREHEADER_MIN || pre > PREHEADER_MAX) {
    preheader = ctx.draft.preheader;
    warnings.add(
      `The LLM writer’s preheader was not ${PREHEADER_MIN}–${PREHEADER_MAX} characters long; the embedded generator’s preheader is used.`,
    );
  }
  // The marketer's own lines (a copy deck) stand as written over the writer's, as in the embedded composer's draft.
  const written = withDeck({ subject, preheader, blocks: [...(header ? [header] : []), ...body, footer] }, ctx.brief.deck);
  const parsed = parseEmailDocument({
    ...candidate,
    ...written,
    language: ctx.draft.language,
    dir: ctx.draft.dir,
    theme: ctx.draft.theme,
  });
  if (!parsed.success)
    throw new LlmFailure(
      'invalid',
      `The LLM writer’s email is not a valid document (${parsed.issues[0]?.path}: ${parsed.issues[0]?.message}).`,
    );

  const missing = missingFacts(ctx.facts, parsed.data, ctx.brief);
  if (missing.length) throw new LlmFailure('facts', `The LLM writer left out or changed ${missing.map((m) => `"${m.text}"`).join(', ')}.`);
  return { document: parsed.data, warnings: [...warnings] };
}
