/**
 * Numbers as the six languages write them: "1,234.50" (en), "1.234,50" (de, es, it, pt), "1 234,50"
 * (fr, with a space or NBSP), "5'490" (de-CH). One parser, so the extractor and the checker read
 * "23.50" and "23,50" as the same amount.
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

/** Content words of a phrase, for facts that are checked by their words ("members only"). */
const STOP = new Set(
  (
    'the a an and or of to for in on at by with our your their this that is are be will we you it its from as all ' +
    'el la los las un una y o de del en con por para su sus nuestro nuestra es son al ' +
    'le les un une et ou de des du en avec pour par sur notre nos votre vos est sont au aux ' +
    'der die das ein eine und oder von zu für mit im am auf unser unsere ihr ist sind dem den des ' +
    'o a os as um uma e ou de do da dos das em no na com por para nosso nossa seu sua é são ' +
    'il lo la gli le un una e o di del della dei in con per su nostro nostra è sono al alla'
  ).split(' '),
);

export function keywordsOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}$€£₹%]+/u)
    .filter((w) => w.length >= 2 && !STOP.has(w));
  return [...new Set(words)];
}
