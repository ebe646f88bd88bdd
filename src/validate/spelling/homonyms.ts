/**
 * Hunspell keeps a word's homonyms apart: German lists "wissen/I" (the verb) beside "wissen/Sozm"
 * (a form used only inside compounds, flag ONLYINCOMPOUND). nspell merges the flags of every
 * homonym into one entry, so the verb inherits ONLYINCOMPOUND and is rejected on its own: 3,780
 * German headwords (ändern, erhalten, wissen, halten, gehen…) and 20 Dutch ones were reported as
 * misspelt. Where a headword has a homonym that stands on its own, the flag is taken off the
 * others before nspell sees them — the affixed forms they produce were accepted already.
 *
 * `lines` maps a lower-cased word to its dictionary entries ("word/FLAGS"); entries are rewritten
 * in place.
 */
export function keepStandaloneHomonyms(lines: Map<string, string[]>, aff: string): number {
  const onlyInCompound = /^ONLYINCOMPOUND\s+(\S+)/m.exec(aff)?.[1];
  if (!onlyInCompound) return 0;
  const format = flagFormat(/^FLAG\s+(\S+)/m.exec(aff)?.[1]);
  let rewritten = 0;
  for (const entries of lines.values()) {
    if (entries.length < 2) continue;
    const parsed = entries.map((entry) => {
      const slash = entry.indexOf('/');
      return slash < 0 ? { head: entry, flags: [] as string[] } : { head: entry.slice(0, slash), flags: format.split(entry.slice(slash + 1)) };
    });
    for (let i = 0; i < parsed.length; i++) {
      const { head, flags } = parsed[i];
      if (!flags.includes(onlyInCompound)) continue;
      const standsAlone = parsed.some((other, j) => j !== i && other.head === head && !other.flags.includes(onlyInCompound));
      if (!standsAlone) continue;
      const kept = flags.filter((f) => f !== onlyInCompound);
      entries[i] = kept.length ? `${head}/${format.join(kept)}` : head;
      rewritten++;
    }
  }
  return rewritten;
}

/** How an affix file writes its flags: one character each (default, UTF-8), two (long), or numbers. */
function flagFormat(type: string | undefined): { split(flags: string): string[]; join(flags: string[]): string } {
  if (type === 'long') return { split: (f) => f.match(/[\s\S]{1,2}/g) ?? [], join: (f) => f.join('') };
  if (type === 'num') return { split: (f) => f.split(','), join: (f) => f.join(',') };
  return { split: (f) => [...f], join: (f) => f.join('') };
}
