/**
 * Issue #16: wrong facts the fidelity judge (bench/lib/fidelity.ts) counted where a person reads
 * none — the judge misreading the email, not the generator erring. Each case is an email line
 * the judge once read wrongly, checked against the corpus prompt it was generated from.
 */
import { describe, expect, it } from 'vitest';
import { allowedFrom, hayOf, norm, promptOffers, timeRoles, wrongFacts } from '../../bench/lib/fidelity';
import { loadPromptCorpus, type PromptCase } from '../fixtures/prompt-corpus';
import { emailCase, loadSeriesCorpus } from '../fixtures/prompt-corpus/series';

const corpus = loadPromptCorpus();
const byId = (id: string) => corpus.find((p) => p.id === id)!;
const judgeCase = (p: PromptCase, email: string) =>
  wrongFacts(hayOf(email, p.locale), p, allowedFrom(p, ''), { now: p.sendDate, shifted: false });
const kinds = (id: string, email: string) => judgeCase(byId(id), email).map((w) => w.kind);
const roles = (s: string) => timeRoles(norm(s)).map((t) => `${t.time} ${t.role}`);

describe('a span of hours ends at its line and its sentence', () => {
  it('it-049: "dalle 10 alle 19" then the next heading is no span of days ("19" is the end)', () => {
    const email = 'Apertura straordinaria: domenica 20 dicembre dalle 10 alle 19\nNuovo corso di ceramica';
    expect(roles(email)).toEqual(['10:00 start', '19:00 end']);
    expect(kinds('it-049', email)).toEqual([]);
  });
  it('it-045: "dalle 19 alle 23." then "E abbiamo…" is a span of hours', () => {
    const email = 'Siamo aperti anche la domenica sera, dalle 19 alle 23. E abbiamo aggiunto 3 piatti vegani';
    expect(roles(email)).toEqual(['19:00 start', '23:00 end']);
    expect(kinds('it-045', email)).toEqual([]);
  });
  it('still reads a span of days on the same line ("dal 9 al 12 dicembre", "von 7 bis 12. Dezember")', () => {
    expect(roles('dalle 9 alle 12 dicembre')).toEqual([]);
    expect(roles('von 7 bis 12. dezember')).toEqual([]);
  });
});

describe('a time word is a whole word', () => {
  it('it-053: the "a" ending "Marsala" does not make "via Marsala 8" a time', () => {
    const email = 'Potete ritirarli in laboratorio in via Marsala 8.';
    expect(roles(email)).toEqual([]);
    expect(kinds('it-053', email)).toEqual([]);
  });
  it('still reads "a 8." as a time word before a number', () => {
    expect(roles('ci vediamo alle 8.')).toEqual(['08:00 start']);
  });
});

describe('an offer the prompt gives by its scope or its coupon', () => {
  it('pt-051: "20% no primeiro banho … com o cupom" is an offer', () => {
    expect(promptOffers(byId('pt-051')).has('20')).toBe(true);
    expect(kinds('pt-051', 'Ganhe 20% de desconto no primeiro banho com o cupom VOLTAPET')).toEqual([]);
  });
  it('reads the scope contractions and coupon words of the other languages', () => {
    const p = byId('pt-051');
    const offers = (prompt: string) => [...promptOffers({ ...p, prompt })];
    expect(offers('il 15% nella nuova collezione')).toContain('15');
    expect(offers('das Team: 10 % im ganzen Laden')).toContain('10');
    expect(offers('nuestros socios: 12% en el menú del día')).toContain('12');
    expect(offers('pour vous, 30 % sur le rayon jouets')).toContain('30');
    expect(offers('a tutti un buono di 7')).toContain('7');
    expect(offers('mit dem Gutschein 9 sparen')).toContain('9');
    expect(offers('el cupón vale 11')).toContain('11');
  });
  it('still reads a quantity, a fee or a strength as no offer', () => {
    const p = byId('pt-051');
    const offers = (prompt: string) => [...promptOffers({ ...p, prompt })];
    expect(offers('comissão de 12 % nos eletrônicos')).not.toContain('12');
    expect(offers('la birra ambrata al 7,2 %, nel nuovo fusto')).not.toContain('7.2');
    // A voucher as a prize or a gift is no money off.
    expect(offers('unter allen Teilnehmern verlosen wir 20 Gutscheine à 25 €')).not.toContain('25');
    expect(offers('i buoni regalo da 50 € e 100 €')).not.toContain('50');
  });
});

describe('times written with spaces around "h"', () => {
  it('reads "13 h 30" as 13:30 (fr-CA), in a span too', () => {
    expect(roles('le samedi à 13 h 30')).toEqual(['13:30 start']);
    expect(roles('de 13 h 30 à 15 h')).toEqual(['13:30 start', '15:00 end']);
  });
  it('fr-006: "demain à 18 h 15" is the prompt’s 18h15, not an invented 18:00', () => {
    expect(kinds('fr-006', 'Rendez-vous demain à 18 h 15 avec Julien')).toEqual([]);
  });
});

describe('a date’s slash is no time range', () => {
  const s = loadSeriesCorpus().find((x) => x.id === 'series-pt-004')!;
  const whole = emailCase(s, 'all');
  it('series-pt-004: "dia 3/12 às 10h" is a day and a start time, not 12:00–10:00', () => {
    expect(roles('lançamento dia 3/12 às 10h')).toEqual(['10:00 start']);
    expect(judgeCase(whole, 'O lançamento é amanhã às 10h.').map((w) => w.kind)).not.toContain('changed-time');
  });
});

describe('a forbidden misspelling is told from the right spelling', () => {
  // The corpus forbids the prompt's own slip ("ceramica", "proximo") and asks for its right spelling
  // in the fact's forms; with accents folded away the judge could not tell the two apart.
  it('es-104: "cerámica" and "próximo" are no "ceramica" or "proximo"', () => {
    const p = byId('es-104');
    const phrases = (email: string) => judgeCase(p, email).filter((w) => w.kind === 'phrase').map((w) => w.detail);
    expect(phrases('Encuesta del taller de cerámica. Próximo taller el 16 de enero.')).toEqual([]);
    expect(phrases('Encuesta del taller de ceramica. Proximo taller el 16 de enero.')).toEqual(['"ceramica"', '"proximo"']);
  });
  it('still matches a forbidden phrase whatever its case and the way its accents are encoded', () => {
    const p = { ...byId('es-104'), mustNot: [{ type: 'phrase' as const, value: 'Dirección' }] };
    expect(judgeCase(p, 'DIRECCIÓN: Calle Mayor 3').map((w) => w.detail)).toEqual(['"Dirección"']);
    expect(judgeCase(p, 'Direccio\u0301n: Calle Mayor 3').map((w) => w.detail)).toEqual(['"Dirección"']);
  });
});

describe('a forbidden table header is the header pasted, not its word', () => {
  it('fr-074: "Transporteur\\t" forbids the tab-separated header, not a carrier label', () => {
    const p = byId('fr-074');
    const phrases = (email: string) => judgeCase(p, email).filter((w) => w.kind === 'phrase').map((w) => w.detail);
    expect(phrases('Colis 1\nTransporteur : Postes Canada')).toEqual([]);
    expect(phrases('Colis\tTransporteur\tN° de suivi')).toEqual(['"Transporteur\t"']);
  });
});
