/**
 * "Jänner" and "Feber" are how Austria and South Tyrol write January and February: a date written so
 * is a date, not a weekday alone ("Freitag, 1. Jänner 2027" was read as the next Friday, 4 December).
 * Our own wording; fails before "janner" and "feber" were month names.
 */
import { describe, expect, it } from 'vitest';
import { generate, normalize } from './helpers';

describe('Austrian month names', () => {
  it('dates "Freitag, 1. Jänner 2027" on 1 January, not on the next Friday', async () => {
    const out = await generate('sonnenschein', 'Einladung zum Neujahrskonzert der Stadtkapelle am Freitag, 1. Jänner 2027, um 17 Uhr im Kulturhaus, Hauptplatz 3. Karten 20 €.', { language: 'de-AT', purpose: 'event', now: '2026-12-02T10:00:00Z' });
    const text = normalize(`${out.rendered.subject}\n${out.rendered.preheader}\n${out.rendered.text}`);
    expect(text).toMatch(/1\. (?:jänner|januar)/u);
    expect(text).not.toMatch(/4\. dezember/u);
  });
});
