/**
 * Products a prompt names: matched against the brand's own products first (so the email shows
 * their real image, price and page), then new names a launch introduces ("launching the Aurora
 * lamp"), which appear by name only: no invented image or price.
 */
import type { Product } from '../../brand/schema';
import type { ProductRef } from '../types';
import { currencyCode } from '../read/money';
import { cleanPhrase, escapeRegExp, fold } from './text';

const SIGNIFICANT = /[\p{L}\p{N}]{3,}/gu;
const GENERIC = new Set([
  'the',
  'and',
  'for',
  'with',
  'new',
  'set',
  'pack',
  'kit',
  'box',
  'size',
  'edition',
  'collection',
  'les',
  'des',
  'del',
  'der',
  'die',
  'das',
  'und',
  'con',
  'per',
  'pour',
  'avec',
  'mit',
  'von',
]);

export function toProductRef(p: Product): ProductRef {
  const amount =
    p.price !== null
      ? Number(
          String(p.price)
            .replace(/[^\d.,]/g, '')
            .replace(',', '.'),
        )
      : NaN;
  const currency = p.currency ? currencyCode(p.currency) : undefined;
  return {
    name: p.name,
    description: p.description,
    price: Number.isFinite(amount) && amount > 0 && currency ? { amount, currency } : null,
    image: p.image,
    url: p.url,
    known: true,
  };
}

/** Brand products the folded prompt names, in the order the prompt names them. */
export function matchBrandProducts(folded: string, products: readonly Product[], original = folded): ProductRef[] {
  const hits: Array<{ index: number; product: Product }> = [];
  for (const product of products) {
    const name = fold(product.name).trim();
    if (name.length < 3) continue;
    const exact = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u').exec(folded);
    if (exact) {
      // "Kit de Riego Automático" is not "Kit de riego": a capitalised word right after the name
      // makes it another product's name.
      const after = original.slice(exact.index + exact[0].length);
      if (!/^\s+\p{Lu}/u.test(after) || /^\s+\p{Lu}\p{Lu}/u.test(after)) hits.push({ index: exact.index, product });
      continue;
    }
    // "the Alpine jacket" for "Alpine Trail Jacket": every distinctive word of a multi-word name
    // except generic ones, at least two of them, side by side — "the Alpine down jacket" is another
    // jacket, and "the Ridge 30L pack…, merino beanie" names no "Ridge Merino Tee".
    const all: string[] = name.match(SIGNIFICANT) ?? [];
    const words = all.filter((w) => !GENERIC.has(w));
    if (words.length >= 2) {
      const found = words.map((w) => new RegExp(`(?<![\\p{L}\\p{N}])${w}(?![\\p{L}\\p{N}])`, 'u').exec(folded));
      const distinctive = found.filter((m) => m !== null);
      const enough = distinctive.length === words.length || (distinctive.length >= 2 && distinctive.length >= words.length - 1 && words.length >= 3);
      if (enough) {
        const from = Math.min(...distinctive.map((m) => m.index));
        const to = Math.max(...distinctive.map((m) => m.index + m[0].length));
        const between = folded.slice(from, to).match(SIGNIFICANT) ?? [];
        if (between.every((w) => all.includes(w))) hits.push({ index: from, product });
      }
    }
  }
  hits.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  return hits.filter((h) => !seen.has(h.product.name) && seen.add(h.product.name)).map((h) => toProductRef(h.product));
}

const QUOTED_NAME = /["“”«»„]([^"“”«»„\n]{2,60})["“”«»„]/gu;
const LAUNCH_NAME = new RegExp(
  String.raw`(?:launch(?:ing)?|introduc(?:e|ing)|unveil(?:ing)?|releas(?:e|ing)|announc(?:e|ing)|presentamos|lanzamos|lanzamiento d(?:e(?:l| la| los)?)|lancement (?:de la|de|du|des)|nous lançons|nous lancons|présentons|presentons|stellen|vorstellen|[Ee]inführung (?:des|der|von)|[Nn]eu(?:heit)?\s*:|[Nn]ew\s*:|[Nn]uevo\s*:|[Nn]ouveau(?:té)?\s*:|[Nn]ovo\s*:|[Nn]uovo\s*:|[Ll]ançamento (?:do|da|de)|[Ll]ancamento (?:do|da|de)|apresentamos|lanciamo|lancio (?:del|della|di|dello)|presentiamo)\s+(?:(?:of |the |our |a |an |el |la |los |las |nuestro |nuestra |nuestros |le |la |les |notre |nos |unser(?:e|en)? |neue[nsr]? |o |a |nosso |nossa |novo |nova |il |lo |la |i |le |il nostro |la nostra |nuovo |nuova |new |nuevo |nueva |nouveau |nouvelle |nouvel )*)([\p{Lu}][\p{L}\p{N}'’-]*(?:\s+(?:[\p{Lu}\p{N}][\p{L}\p{N}'’-]*|of|de|du|des|di|von|da|do)){0,4})`,
  'gu',
);

/**
 * Names of products the prompt introduces: quoted names, or capitalised names after "launch",
 * "introducing", "presentamos", "lançamento do"… Not matched against the catalogue (those are
 * found by `matchBrandProducts`).
 */
export function newProductNames(text: string, known: readonly ProductRef[], brandName: string): string[] {
  const out: string[] = [];
  const add = (raw: string) => {
    const name = cleanPhrase(raw).replace(/\s+(?:of|de|du|des|di|von|da|do)$/i, '');
    const f = fold(name);
    if (name.length < 2 || name.length > 60) return;
    if (known.some((k) => fold(k.name) === f) || fold(brandName) === f || out.some((o) => fold(o) === f)) return;
    out.push(name);
  };
  // Sentence-initial verbs ("Launching the…") in lower case, so one case-sensitive pattern finds
  // both them and the capitalised name after them.
  const lowered = text.replace(/(^|[.!?]\s+)(\p{Lu})/gu, (_, a: string, b: string) => a + b.toLowerCase());
  for (const m of lowered.matchAll(LAUNCH_NAME)) add(m[1]);
  if (out.length === 0) {
    for (const m of text.matchAll(QUOTED_NAME)) {
      // A quoted name right before "button"/"CTA" is a label, not a product.
      const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
      const before = text.slice(Math.max(0, m.index! - 24), m.index!);
      if (
        /^\s*(?:button|cta|bot|bouton|link|schaltfl|pulsante)/i.test(after) ||
        /(?:button|cta|bot[oó]n|bouton|bot[aã]o|pulsante|label|text|texto|testo|subject|asunto|objet|betreff|assunto|oggetto)\s*[:=]?\s*$/i.test(
          before,
        )
      )
        continue;
      if (/^https?:/i.test(m[1])) continue;
      add(m[1]);
    }
  }
  return out.slice(0, 3);
}
