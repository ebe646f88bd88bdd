/**
 * Numbers as the six languages write them: "1,234.50" (en), "1.234,50" (de, es, it, pt), "1 234,50"
 * (fr, with a space or NBSP), "5'490" (de-CH). One parser, so the brief, the fact extractor and the
 * checker read "23.50" and "23,50" as the same amount.
 */

/** A number with thousands separators or decimals; no sign. */
export const NUMBER = String.raw`\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?!\d)`;

export function parseNumber(raw: string): number | undefined {
  const s = raw.replace(/[\u00a0\u202f '’]/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return undefined;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normal = s.split(thousands).join('').replace(decimal, '.');
  } else {
    const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : '';
    if (!sep) normal = s;
    else {
      const parts = s.split(sep);
      // One separator followed by exactly three digits is a thousands separator ("1.299 €", "1,249");
      // several of them always are ("1.000.000").
      const thousands = parts.length > 2 || parts[1].length === 3;
      normal = thousands ? parts.join('') : `${parts[0]}.${parts[1]}`;
    }
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : undefined;
}
