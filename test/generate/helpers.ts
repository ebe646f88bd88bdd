/** Fixtures and inspection helpers for the generator tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { BrandKit } from '../../src/brand/schema';
import { composeEmail } from '../../src/generate/compose';
import { understandPrompt } from '../../src/generate/understand';
import type { Purpose } from '../../src/generate/types';
import { renderEmail } from '../../src/email';

const PROMPTS = join(import.meta.dirname, '../fixtures/prompts');

export function loadBrand(name: string): BrandKit {
  return BrandKit.parse(JSON.parse(readFileSync(join(PROMPTS, 'brands', `${name}.json`), 'utf8')));
}

export interface PromptFixture {
  name: string;
  brand: string;
  prompt: string;
  language?: string;
  purpose?: Purpose;
  now: string;
  expect: {
    purpose?: Purpose;
    language?: string;
    /** Must appear in the visible HTML and in the plain text (case and spacing aside). */
    facts?: string[];
    /** Must appear in the subject or the preheader. */
    keyFacts?: string[];
    /** Must be the href of some link. */
    links?: string[];
    notContains?: string[];
  };
}

export function promptFixtures(): PromptFixture[] {
  return readdirSync(PROMPTS)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(PROMPTS, f), 'utf8')) as PromptFixture[]);
}

export async function generate(brandName: string, prompt: string, options: { language?: string; purpose?: Purpose; now?: string } = {}) {
  const brand = loadBrand(brandName);
  const understood = understandPrompt({
    prompt,
    brand,
    now: new Date(options.now ?? '2025-06-02T10:00:00Z'),
    language: options.language,
    purpose: options.purpose,
  });
  if (!understood.ok) throw new Error(`not understood: ${understood.message}`);
  const composed = composeEmail(understood.brief, brand);
  const rendered = await renderEmail(composed.document);
  return { brand, brief: understood.brief, warnings: [...understood.warnings, ...composed.warnings], composed, rendered };
}

/** Lower-cased, with every kind of space as one ASCII space: facts compare regardless of Intl's no-break spaces. */
export function normalize(text: string): string {
  return text
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The text a reader sees in the HTML (and the hidden preheader, which inboxes show). */
export function visibleText(html: string): string {
  const $ = load(html);
  $('head, style, script').remove();
  return $('body').text();
}

export function hrefs(html: string): string[] {
  const $ = load(html);
  return $('a[href]')
    .map((_, a) => $(a).attr('href')!)
    .get();
}

/** A link the email may carry: one of the brand's or the prompt's URLs, or mailto:/tel: to the brand. */
export function isAllowedLink(href: string, allowed: Set<string>, brand: BrandKit): boolean {
  if (allowed.has(href)) return true;
  if (href.startsWith('mailto:')) return !!brand.contact.email && href.slice(7).split('?')[0] === brand.contact.email;
  if (href.startsWith('tel:')) return !!brand.contact.phone && href.slice(4) === brand.contact.phone.replace(/[^\d+]/g, '');
  return false;
}

/** Traces of unfinished templating: tokens, undefined values, placeholder brackets. */
export const LEFTOVERS =
  /\{\{|\}\}|\{[A-Za-z_]+\}|\bundefined\b|\bNaN\b|\[object|\bnull\b|\[(?:todo|insert|placeholder|name|date)\]|lorem ipsum/i;

/** English words the banks use that no other language's copy should contain. */
const ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'our',
  'off',
  'with',
  'until',
  'unsubscribe',
  'welcome',
  'here',
  'this',
  'that',
  'from',
  'now',
  'order',
  'shop now',
  'learn more',
  'thanks',
  'free shipping',
];

/** English words left in a non-English email's text, once the brand's, products' and prompt's own words are removed. */
export function englishLeaks(text: string, exclusions: string[]): string[] {
  let t = ` ${normalize(text)} `;
  for (const ex of exclusions) if (ex) t = t.split(normalize(ex)).join(' ');
  t = t.replace(/https?:\/\/\S+|\S+@\S+/g, ' ');
  return ENGLISH.filter((w) => new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'u').test(t));
}
