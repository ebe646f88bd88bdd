/**
 * Issue #16: the fidelity judge (bench/lib/fidelity.ts) counts a time or a place changed to another
 * value the prompt also holds — how "10–13 Uhr" → "um 13:00 Uhr" and "Parkplätze im Hof" → "Ort:
 * Hof" went unseen, since 13 and Hof are in the prompt.
 */
import { describe, expect, it } from 'vitest';
import { allowedFrom, hayOf, instructionEchoes, timeRoles, wrongFacts } from '../../bench/lib/fidelity';
import { loadPromptCorpus } from '../fixtures/prompt-corpus';

const corpus = loadPromptCorpus();
const byId = (id: string) => corpus.find((p) => p.id === id)!;
const judge = (id: string, email: string) => {
  const p = byId(id);
  return wrongFacts(hayOf(email, p.locale), p, allowedFrom(p, ''), { now: p.sendDate, shifted: false });
};
const kinds = (id: string, email: string) => judge(id, email).map((w) => w.kind);

describe('times in their role', () => {
  it('reads both ends of a span however it is joined, and single times', () => {
    const roles = (s: string) => timeRoles(s.toLowerCase()).map((t) => `${t.time} ${t.role}`);
    expect(roles('samstag, 10-13 uhr')).toEqual(['10:00 start', '13:00 end']);
    expect(roles('sunday 13 december, 6-9pm')).toEqual(['18:00 start', '21:00 end']);
    expect(roles('from 9 am to noon')).toEqual(['09:00 start', '12:00 end']);
    expect(roles('dalle 19 alle 23')).toEqual(['19:00 start', '23:00 end']);
    expect(roles('doors at 7pm, open until 8pm')).toEqual(['19:00 start', '20:00 end']);
    // Dates, prices and counts are no times.
    expect(roles('versand bis 21. dezember, 12,00 €, alle 15 minuten')).toEqual([]);
  });
});

describe('the judge counts a changed time', () => {
  it('flags the end of the prompt’s span stated as the start (de-037 "um 13:00 Uhr")', () => {
    expect(kinds('de-037', 'Am 12. Dezember um 13:00 Uhr, Backstube. Lindenstraße 4, 79098 Freiburg')).toContain('changed-time');
  });
  it('accepts the span as written and its start', () => {
    expect(kinds('de-037', 'Uhrzeit: 10–13 Uhr\nAm 12. Dezember um 10:00 Uhr')).not.toContain('changed-time');
  });
  it('flags a time neither the prompt nor the brand gives', () => {
    expect(kinds('de-037', 'Am 12. Dezember um 15:30 Uhr')).toContain('invented-time');
  });
});

describe('the judge counts a changed place', () => {
  it('flags a details row whose place is not the prompt’s venue or address (de-037 "Ort: Hof")', () => {
    expect(kinds('de-037', 'Ort: Hof')).toContain('changed-place');
    expect(kinds('pt-043', 'Local: Nosso espaço')).toContain('changed-place');
  });
  it('accepts the prompt’s place', () => {
    expect(kinds('de-037', 'Ort: In unserer Backstube, Lindenstraße 4, 79098 Freiburg')).not.toContain('changed-place');
    expect(kinds('pt-043', 'Local: Rua da Rosa 112, Bairro Alto')).not.toContain('changed-place');
  });
  it('counts nothing on the prompt itself', () => {
    for (const id of ['de-037', 'pt-043', 'en-210', 'it-045', 'de-043'])
      expect(judge(id, byId(id).prompt).filter((w) => /time|place/.test(w.kind))).toEqual([]);
  });
});

describe('the judge reads no span across lines, and "inclui" as content', () => {
  it('pt-043: "às 18h30" then a list item "- 12 € por pessoa, inclui 3 cafés" is neither a time nor an echo', () => {
    const p = byId('pt-043');
    const email = 'Quinta-feira, 10 de dezembro, às 18h30\n- 12 € por pessoa, inclui 3 cafés e pastel de nata';
    expect(kinds('pt-043', email)).toEqual([]);
    expect(instructionEchoes(hayOf(email, p.locale), p)).toEqual([]);
  });
});
