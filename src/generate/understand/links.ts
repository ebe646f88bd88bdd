/**
 * Promo codes, URLs and call-to-action wording a prompt gives.
 */

const CODE_CUE =
  /(?:promo(?:tional)?[ -]?code|discount[ -]code|coupon(?:[ -]code)?|voucher(?:[ -]code)?|code|c[oó]digo(?: promocional| de descuento| de desconto| de cupom)?|cup[oó]n|code promo|code de r[ée]duction|gutscheincode|rabattcode|aktionscode|gutschein|codice(?: sconto| promozionale| promo)?|cupom|cup[aã]o)\s*(?:is|es|est|ist|é|e|è)?\s*[:=]?\s*["'“”«»‘’„]?\s*([A-Za-z0-9][A-Za-z0-9_-]{2,39})/giu;
const CODE_SHAPE = /(?<![\p{L}\p{N}_-])([A-Z]{2,}[A-Z0-9]*\d{1,4}[A-Z0-9]*)(?![\p{L}\p{N}_-])/gu;
const CODE_USE_BEFORE =
  /(?:^|[^\p{L}])(?:code|codes|code promo|promo|c[oó]digo|codice|gutschein|cupom|coupon|voucher|cup[oó]n|use|using|with|enter|apply|redeem|usa|usando|utiliza|introduce|con|avec|utilisez|saisissez|mit|gib|com|use o|usa il|inserisci)\s*[:"'“«„]?\s*$/iu;
const CODE_USE_AFTER = /^\s*["'”»]?\s*(?:at checkout|at the checkout|in the cart|al pagar|en caja|au paiement|à la caisse|an der kasse|im warenkorb|no checkout|na finalização|al checkout|alla cassa)/iu;
/** Upper-case words that look like codes but are not. */
const NOT_CODES = new Set([
  'VIP',
  'FAQ',
  'USA',
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'BRL',
  'CEO',
  'NPS',
  'RSVP',
  'CTA',
  'URL',
  'HTML',
  'B2B',
  'SMS',
  'PDF',
  'BFCM',
  'UTC',
  'CET',
  'CEST',
  'EST',
  'PST',
  'GMT',
  'AM',
  'PM',
  'OK',
  'DIY',
  'ASAP',
  'API',
  'SKU',
  'MP3',
  'MP4',
  'H2O',
  'COVID19',
]);

export function extractCode(text: string): string | undefined {
  for (const m of text.matchAll(CODE_CUE)) {
    const token = m[1];
    // A code is written in capitals or carries a digit; "use code at checkout" has neither.
    if (/^[A-Z0-9_-]+$/.test(token) && /[A-Z]/.test(token) && !NOT_CODES.has(token)) return token;
    if (/\d/.test(token) && /[A-Za-z]/.test(token)) return token.toUpperCase() === token ? token : token;
  }
  // Without the word "code", a token shaped like one is a code only where the prompt tells the reader
  // to use it ("with SUMMER20", "use BF25 at checkout"): "SPF50 moisturiser", "flight QF441",
  // "IP67", "PS5 Pro", a postcode ("Kingston KT1") or an IBAN ("BE68 5390…") are no promo codes.
  for (const m of text.matchAll(CODE_SHAPE)) {
    if (NOT_CODES.has(m[1])) continue;
    const before = text.slice(Math.max(0, m.index! - 16), m.index!);
    const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 24);
    if (CODE_USE_BEFORE.test(before) || CODE_USE_AFTER.test(after)) return m[1];
  }
  return undefined;
}

/**
 * A URL as prompts write them: with a scheme, from "www.", or a bare lower-case domain followed by
 * a path ("northwind.example/base-layers?sort=new" — a path tells it from "9.8 oz" or "St.Louis").
 */
export const URL_SOURCE = String.raw`\bhttps?:\/\/[^\s<>"'“”«»]+|(?<![@\w.])www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>"'“”«»]*|(?<![@\w.\/-])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s<>"'“”«»]*`;
const URL = new RegExp(URL_SOURCE, 'giu');

/** Absolute URLs in the prompt, in order ("www.x.com" becomes https://www.x.com). */
export function extractUrls(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(URL)) {
    let url = m[0].replace(/[.,;:!?)\]}»”’']+$/u, '');
    if (!/^https?:/i.test(url)) url = `https://${url}`;
    if (URL_PARSES(url) && !out.includes(url)) out.push(url);
  }
  return out;
}

function URL_PARSES(url: string): boolean {
  try {
    const u = new globalThis.URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

const QUOTED = String.raw`["“”«»„]\s?([^"“”«»„\n]{2,40}?)\s?["“”«»„]|(?<![\p{L}])'([^'\n]{2,40}?)'(?![\p{L}])|‘([^’\n]{2,40}?)’`;
const BUTTON_WORDS = String.raw`(?:button|cta|call[ -]to[ -]action|bot[oó]n|bouton|schaltfl[aä]che|button|bot[aã]o|pulsante|link)`;
const CTA_AFTER = new RegExp(
  String.raw`${BUTTON_WORDS}\s*(?:(?:text|label|wording)\s+)?(?:says|saying|reading|reads|to|into|que diga|qui dit|a|en|por|à|zu|auf|in|para|mit (?:dem )?text|con (?:il )?testo|com o texto|with|:)?\s*[:=]?\s*(?:${QUOTED})`,
  'giu',
);
const CTA_BEFORE = new RegExp(String.raw`(?:${QUOTED})\s*(?:${BUTTON_WORDS})`, 'giu');
const CTA_COLON = new RegExp(String.raw`(?:cta|call to action|button)\s*:\s*([^\n.,;"“”«»]{2,40})`, 'iu');

/** The button wording the prompt asks for: 'button "Book a table"', '"Shop now" CTA', 'CTA: Shop the sale'. */
export function extractCtaLabel(text: string): string | undefined {
  for (const re of [CTA_AFTER, CTA_BEFORE]) {
    re.lastIndex = 0;
    const m = re.exec(text);
    if (m) {
      const label = (m[1] ?? m[2] ?? m[3])?.trim();
      if (label && !/^https?:/i.test(label)) return label;
    }
  }
  const m = CTA_COLON.exec(text);
  if (m && !/^https?:|^www\./i.test(m[1].trim())) return m[1].trim();
  return undefined;
}
