/**
 * Keyboard layouts of the shipped languages, for how likely one letter is typed for another: a
 * slip hits a neighbouring key far more often than a distant one.
 */
const ROWS: Record<string, string[]> = {
  qwerty: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
  qwertz: ['qwertzuiopü', 'asdfghjklöä', 'yxcvbnm'],
  azerty: ['azertyuiop', 'qsdfghjklm', 'wxcvbn'],
};

/** German types on QWERTZ, French on AZERTY, the others on QWERTY. */
export function layoutOf(language: string): string {
  const primary = language.toLowerCase().split('-')[0];
  return primary === 'de' ? 'qwertz' : primary === 'fr' ? 'azerty' : 'qwerty';
}

const cache = new Map<string, Map<string, string[]>>();

/** Keys touching each key: either side on its row, and the two below and above it (rows are staggered). */
export function keyNeighbours(layout: string): Map<string, string[]> {
  let out = cache.get(layout);
  if (out) return out;
  out = new Map();
  const rows = ROWS[layout] ?? ROWS.qwerty;
  for (const [r, row] of rows.entries()) {
    for (const [i, key] of [...row].entries()) {
      const near = [row[i - 1], row[i + 1], rows[r - 1]?.[i], rows[r - 1]?.[i + 1], rows[r + 1]?.[i], rows[r + 1]?.[i - 1]];
      out.set(key, near.filter((k): k is string => !!k));
    }
  }
  cache.set(layout, out);
  return out;
}
