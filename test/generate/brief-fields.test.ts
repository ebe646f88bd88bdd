/**
 * Labels of a brief the reader is not to see, written here in our own words: the email named
 * first ("… email,", "… notice for …", "Willkommensmail für …") and when an appeal goes out
 * (understand/units.ts, understand/notes.ts), and a note to leave out whose pronoun is joined to
 * its verb ("non scriverlo", "no decirlo").
 */
import { describe, expect, it } from 'vitest';
import { messageUnits } from '../../src/generate/understand/units';
import type { CopyLanguage } from '../../src/generate/types';

const texts = (prompt: string, language: CopyLanguage) => messageUnits(prompt, { language, register: 'formal' }).map((u) => u.text);

describe('the email named first', () => {
  it('turns "<name> email," into a label, and drops one that only names the audience', () => {
    expect(texts('Spring plant sale email, doors open Sat 4/4 at 9am at the greenhouse.', 'en')).toEqual(['Spring plant sale: doors open Sat 4/4 at 9am at the greenhouse.']);
    expect(texts('Members email, the pool reopens Monday 9 June.', 'en')).toEqual(['The pool reopens Monday 9 June.']);
    expect(texts('Easter brunch email, tables from 10am, $45 a head.', 'en')).toEqual(['Easter brunch: tables from 10am, $45 a head.']);
    expect(texts('Thanks for your email, we reply within 2 days.', 'en')).toEqual(['Thanks for your email, we reply within 2 days.']);
  });

  it('drops a notice named with its audience, an appeal’s send time, and a German compound mail "für …"', () => {
    expect(texts('Opening hours notice for our members. From 3 May we open at 7am.', 'en')).toEqual(['From 3 May we open at 7am.']);
    // When it goes out is the sender's; the cause it names stays.
    expect(texts('Spring appeal going out today for the animal shelter. $20 feeds a dog for a week.', 'en')).toEqual(['Spring appeal for the animal shelter.', '$20 feeds a dog for a week.']);
    expect(texts('Annual renewal notice for the Harbor Pro plan: the plan renews on 3 March at $120.', 'en').join(' ')).toContain('the plan renews on 3 March at $120');
    expect(texts('Dankesmail für unsere Mitglieder. Wir haben 3.200 € gesammelt.', 'de')).toEqual(['Wir haben 3.200 € gesammelt.']);
    expect(texts('E-Mail für Rückfragen: info@verein.example', 'de').join(' ')).toContain('info@verein.example');
  });
});

describe('a note to leave out whose pronoun is joined to its verb', () => {
  it('takes what it points back at with it ("— non scriverlo", ", no decirlo")', () => {
    expect(texts('Motivo vero: il fornitore ha chiuso — non scriverlo.', 'it')).toEqual([]);
    expect(texts('Il corso inizia il 3 marzo. La sala è in affitto, NON metterlo.', 'it')).toEqual(['Il corso inizia il 3 marzo.']);
    // What to say instead, after the note's colon or as "dire solo …", stays.
    expect(texts('(Il maestro Bassi è via, NON scriverlo: le lezioni del 4B le tiene la maestra Neri)', 'it')).toEqual(['Le lezioni del 4B le tiene la maestra Neri.']);
    expect(texts('La tienda cierra el 3 de mayo. El local se vende, no decirlo.', 'es')).toEqual(['La tienda cierra el 3 de mayo.']);
  });
});

describe('an Italian word that begins as an instruction does', () => {
  it('is no instruction ("— dicembre", "direttamente", "comunicazione")', () => {
    expect(texts('Novità del negozio — dicembre: sconti del 10% su tutto.', 'it')).toEqual(['Novità del negozio — dicembre: sconti del 10% su tutto.']);
    expect(texts('Olio nuovo: direttamente dal frantoio, 9 € al litro.', 'it')).toEqual(['Olio nuovo: direttamente dal frantoio, 9 € al litro.']);
    expect(texts('Comunica che il corso inizia il 4 marzo.', 'it')).toEqual(['Il corso inizia il 4 marzo.']);
  });
});

describe('a note "not for the email" before a colon', () => {
  it('keeps what follows it out, while a note that points back gives what to say instead', () => {
    expect(texts('Der Kurs startet am 4. Mai. Noch ein paar Zahlen zur Einordnung für dich, nicht für die Mail: 12 % haben gekündigt.', 'de').join(' ')).not.toContain('12 %');
  });
});
