/**
 * Heading and body fonts: the family the site's CSS asks for, where the font file comes from
 * (Google Fonts stylesheet, @font-face, or none for a system font), and an email-safe stack,
 * since most email clients show only installed fonts: the family first, then installed fonts of
 * the same kind, then the generic family.
 */
import type { BrandFont } from '../schema';
import { selectorTarget, unquote } from './css';
import { absoluteUrl, note, type Site } from './site';

export interface Fonts {
  heading: BrandFont | null;
  body: BrandFont | null;
}

const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-sans-serif', 'ui-serif', 'ui-monospace', 'ui-rounded', 'math', 'emoji', 'fangsong', 'inherit', 'initial', 'unset', 'revert']);
/** Platform aliases that name "the system font", not a family a user would recognise. */
const SYSTEM_ALIASES = new Set(['-apple-system', 'blinkmacsystemfont', 'system-ui', '.sfnstext-regular', 'apple color emoji', 'segoe ui emoji', 'segoe ui symbol', 'noto color emoji']);
const ICON_FONTS = /awesome|icon|glyph|material symbols|material icons|dashicons|ionicons|feather/i;

const KNOWN_SERIF = /serif(?!.*sans)|georgia|times|garamond|baskerville|playfair|merriweather|lora|libre caslon|caslon|crimson|cormorant|bodoni|didot|spectral|source serif|pt serif|noto serif|dm serif|fraunces|literata|bitter|domine|zilla|abril|prata|cinzel|eb garamond|tiempos|freight|canela|recoleta|roboto slab|arvo|rockwell|slab/i;
const KNOWN_MONO = /mono|courier|consolas|menlo|monaco|code|inconsolata|fira code/i;
const KNOWN_SCRIPT = /script|pacifico|dancing|lobster|caveat|satisfy|great vibes|handwriting|brush|kaushan|sacramento/i;

export const STACKS = {
  'sans-serif': 'Helvetica, Arial, sans-serif',
  serif: "Georgia, 'Times New Roman', Times, serif",
  monospace: "'Courier New', Courier, monospace",
  cursive: "'Brush Script MT', 'Comic Sans MS', cursive",
} as const;
type Generic = keyof typeof STACKS;

/** Fonts most email recipients have installed: no web font needed. */
const INSTALLED = /^(arial|helvetica|helvetica neue|verdana|tahoma|trebuchet ms|georgia|times new roman|times|courier new|courier|segoe ui|lucida grande|lucida sans unicode|palatino|palatino linotype|garamond|book antiqua|impact|gill sans|calibri|cambria|candara|optima)$/i;

export function extractFonts(site: Site): Fonts {
  const body = fontForTargets(site, (t, selector) => !t.classes.length && !t.ids.length && !t.context && (t.tag === 'body' || t.tag === 'html' || selector.trim() === ':root'));
  const heading =
    fontForTargets(site, (t) => !!t.tag && /^h[1-3]$/.test(t.tag) && !t.classes.length) ??
    fontForTargets(site, (t) => t.classes.some((c) => /(^|[-_])(heading|headline|title|display|h1|h2)([-_]|$)/i.test(c))) ??
    fontForTargets(site, (t) => !!t.tag && /^h[4-6]$/.test(t.tag));
  const finalBody = body ?? fontForTargets(site, (t) => (t.tag === 'p' || t.tag === 'main') && !t.classes.length);
  const confidence = (f: BrandFont): 'high' | 'medium' => (f.source ? 'high' : 'medium');
  const bodyFont = finalBody ? describeFont(site, finalBody) : null;
  if (bodyFont) note(site, 'bodyFont', bodyFont.source ?? site.entry.url, `font-family of ${body ? 'body' : 'paragraphs'}${bodyFont.source ? ', loaded by this stylesheet' : ' (installed or system font)'}`, confidence(bodyFont));
  const headingFont = heading ? describeFont(site, heading) : null;
  if (headingFont) note(site, 'headingFont', headingFont.source ?? site.entry.url, `font-family of the headings${headingFont.source ? ', loaded by this stylesheet' : ' (installed or system font)'}`, confidence(headingFont));
  else if (bodyFont) note(site, 'headingFont', bodyFont.source ?? site.entry.url, 'no heading font of its own: the body font', 'medium');
  return { body: bodyFont, heading: headingFont ?? bodyFont };
}

/** The font-family value of the most specific matching rule that is not an icon font. */
function fontForTargets(site: Site, match: (t: ReturnType<typeof selectorTarget>, selector: string) => boolean): string[] | undefined {
  let found: string[] | undefined;
  for (const rule of site.rules) {
    if (rule.media && /print/i.test(rule.media)) continue;
    for (const selector of rule.selectors) {
      const t = selectorTarget(selector);
      if (t.pseudo.length || !match(t, selector) || !site.applies(selector)) continue;
      for (const d of rule.declarations) {
        let value: string | undefined;
        if (d.property === 'font-family') value = d.value;
        else if (d.property === 'font') value = familyFromShorthand(site.resolveVars(d.value));
        if (!value) continue;
        const families = splitFamilies(site.resolveVars(value));
        if (families.length && !ICON_FONTS.test(families[0])) found = families; // later rules win, as in the cascade
      }
    }
  }
  // Inline style on <body> beats stylesheets.
  const inline = site.entry.$('body').attr('style');
  const m = inline && /font-family\s*:\s*([^;]+)/i.exec(inline);
  if (m && match({ tag: 'body', classes: [], ids: [], attributes: [], pseudo: [], context: '' }, 'body')) found = splitFamilies(site.resolveVars(m[1]));
  return found;
}

function familyFromShorthand(font: string): string | undefined {
  // font: [style] [weight] size[/line-height] family, …
  const m = /(?:^|\s)[\d.]+(?:px|em|rem|pt|%)(?:\/\S+)?\s+(.+)$/.exec(font);
  return m?.[1];
}

export function splitFamilies(value: string): string[] {
  return value
    .replace(/!important/i, '')
    .split(',')
    .map((f) => unquote(f))
    .filter(Boolean);
}

function describeFont(site: Site, families: string[]): BrandFont {
  const named = families.filter((f) => !GENERIC.has(f.toLowerCase()) && !SYSTEM_ALIASES.has(f.toLowerCase()));
  const family = named[0] ?? (families.some((f) => SYSTEM_ALIASES.has(f.toLowerCase())) ? 'system-ui' : families[0] ?? 'sans-serif');
  const generic = genericOf(family, families);
  const source = fontSource(site, family);
  return { family, stack: emailStack(family, generic), source };
}

function genericOf(family: string, families: string[]): Generic {
  const declared = families.map((f) => f.toLowerCase()).find((f) => f in STACKS || f === 'system-ui');
  if (declared && declared in STACKS) return declared as Generic;
  if (KNOWN_MONO.test(family)) return 'monospace';
  if (KNOWN_SCRIPT.test(family)) return 'cursive';
  if (KNOWN_SERIF.test(family) && !/sans/i.test(family)) return 'serif';
  return 'sans-serif';
}

export function emailStack(family: string, generic: Generic): string {
  const fallback = STACKS[generic];
  if (family === 'system-ui' || GENERIC.has(family.toLowerCase())) return fallback;
  const quoted = /^[a-z0-9-]+$/i.test(family) ? family : `'${family.replace(/'/g, '')}'`;
  const rest = fallback.split(', ').filter((f) => unquote(f).toLowerCase() !== family.toLowerCase());
  return [quoted, ...rest].join(', ');
}

/** Google Fonts stylesheet that loads the family, else its @font-face file (woff2 first), else null. */
function fontSource(site: Site, family: string): string | null {
  if (INSTALLED.test(family) || family === 'system-ui') return null;
  const wanted = family.toLowerCase();
  for (const page of site.pages) {
    const hrefs: string[] = [];
    page.$('link[href]').each((_, el) => {
      hrefs.push(el.attribs.href);
    });
    for (const href of hrefs) {
      const abs = absoluteUrl(href, page.base);
      if (!abs || !/fonts\.googleapis\.com\/css|fonts\.bunny\.net\/css|use\.typekit\.net|fonts\.adobe\.com/.test(abs)) continue;
      const families = googleFamilies(abs);
      if (families.some((f) => f.toLowerCase() === wanted) || (families.length === 0 && /typekit|adobe/.test(abs))) return abs;
    }
  }
  for (const abs of site.imports) {
    if (/fonts\.googleapis\.com\/css|fonts\.bunny\.net\/css/.test(abs) && googleFamilies(abs).some((f) => f.toLowerCase() === wanted)) return abs;
  }
  const faces = site.fontFaces.filter((f) => f.family.toLowerCase() === wanted);
  const files = faces.flatMap((f) => f.sources);
  const best = files.find((u) => /\.woff2(\?|#|$)/i.test(u)) ?? files.find((u) => /\.woff(\?|#|$)/i.test(u)) ?? files[0];
  return best ?? null;
}

/** Family names in a Google Fonts CSS URL (css and css2 APIs). */
export function googleFamilies(url: string): string[] {
  try {
    const u = new URL(url);
    return u.searchParams
      .getAll('family')
      .flatMap((v) => v.split('|'))
      .map((v) => v.split(':')[0].replace(/\+/g, ' ').trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}
