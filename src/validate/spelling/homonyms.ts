import { flagSplitter } from './compounds';

/**
 * Hunspell's compound-only forms (flag ONLYINCOMPOUND) are parts of compounds, never words of
 * their own: German lists "flasche/Nozm" (the "flasche" of "Weinflasche") beside "Flasche/Nm", and
 * "wissen/Sozm" beside the verb "wissen/I". nspell gets them wrong both ways:
 *
 * - it merges the flags of every entry of a spelling into one, so the verb "wissen" inherited the
 *   compound-only flag and was rejected (3,780 German headwords: ändern, erhalten, halten, gehen…),
 *   and so was every form another headword produces with that spelling ("bitte" of "bitten", shadowed
 *   by "bitte/Nozm");
 * - it accepts on their own the forms such an entry or an affix marked compound-only produces
 *   ("flaschen", "dienstag" in lower case), which German writes only inside a compound.
 *
 * nspell does not build compounds from these flags anyway (German and Dutch compounds are split by
 * `isCompound` in ./index), so the compound-only entries are not given to nspell at all
 * (`dropCompoundOnly`), and neither are the affix rules that make compound-only forms
 * (`dropCompoundOnlyAffixes`).
 */

/**
 * Removes every entry flagged ONLYINCOMPOUND from `lines` (a lower-cased word → its dictionary
 * entries, "word/FLAGS"); a word left with no entry is deleted. Returns how many were removed.
 */
export function dropCompoundOnly(lines: Map<string, string[]>, aff: string): number {
  const onlyInCompound = /^ONLYINCOMPOUND\s+(\S+)/m.exec(aff)?.[1];
  if (!onlyInCompound) return 0;
  const split = flagSplitter(aff);
  let removed = 0;
  for (const [word, entries] of lines) {
    const kept = entries.filter((entry) => {
      const slash = entry.indexOf('/');
      return slash < 0 || !split(entry.slice(slash + 1)).includes(onlyInCompound);
    });
    if (kept.length === entries.length) continue;
    removed += entries.length - kept.length;
    if (kept.length) lines.set(word, kept);
    else lines.delete(word);
  }
  return removed;
}

/** The parts of nspell's parsed affix rules read here (not in nspell's types). */
type AffixRules = Record<string, { entries: Array<{ continuation?: string[] }> }>;

/**
 * Removes, from an nspell instance's parsed affix rules, each affix whose continuation flags mark
 * the form it makes compound-only (German "PFX k 0 0/coy": "dienstag" as the tail of
 * "Karfreitagdienstag").
 */
export function dropCompoundOnlyAffixes(spell: unknown): void {
  const internals = spell as { flags: Record<string, unknown>; rules: AffixRules };
  const onlyInCompound = internals.flags.ONLYINCOMPOUND;
  if (typeof onlyInCompound !== 'string') return;
  for (const rule of Object.values(internals.rules)) rule.entries = rule.entries.filter((e) => !e.continuation?.includes(onlyInCompound));
}
