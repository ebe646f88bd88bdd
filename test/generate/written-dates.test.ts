/**
 * A date the prompt writes out wins over one the generator derives from a relative weekend, and
 * "du vendredi 4 au dimanche 6 décembre" is a range though a weekday stands after its "au". A
 * fr-CA sale "de fin de semaine … du vendredi 4 au dimanche 6 décembre" was announced as ending on
 * the weekend before it.
 */
import { describe, expect, it } from 'vitest';
import { generate } from './helpers';

const now = '2026-11-28T10:00:00Z';

describe('written dates and relative weekends', () => {
  it('keeps the written range and drops the weekend the words would derive', async () => {
    const { brief } = await generate('eclair', 'Vente de fin de semaine : 25 % sur tous les coffrets, du vendredi 4 au dimanche 6 décembre, en boutique seulement.', { language: 'fr', now });
    const dates = brief.facts.dates.map((d) => `${d.role}:${d.date}`);
    expect(dates).toContain('start:2026-12-04');
    expect(dates).toContain('deadline:2026-12-06');
    expect(dates).not.toContain('deadline:2026-11-29');
  });
  it('still reads a weekend alone as this one', async () => {
    const { brief } = await generate('northwind', '20% off all boots this weekend only.', { language: 'en', now });
    expect(brief.facts.dates.map((d) => d.date)).toContain('2026-11-29');
  });
});
