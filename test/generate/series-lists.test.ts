/**
 * Series briefs written as lists, as the twelfth held-out batch showed them (issue #23): send days
 * with a comma or an hour before the colon ("Mail 2 am Montag, 28.12.:"), sends tied to the trigger
 * ("gleich nach dem Kauf", "(sign-up)", "1.º passada 1 hora"), a line after the list that is about the
 * whole series, footnotes under the list, the audience and where the brief was taken from in its
 * context. Every wording here is our own; each test fails before this change.
 */
import { describe, expect, it } from 'vitest';
import { withFootnotesInPlace } from '../../src/generate/read/footnotes';
import { partSchedule } from '../../src/generate/series/heads';
import { split } from './series-helpers';

describe('a series brief written as a list', () => {
  it('takes a send day written with a comma or an hour before the colon as when, not as copy', () => {
    expect(partSchedule('Am Dienstag, 15.12.: Parkplätze hinter dem Rathaus, 3 € pauschal')).toMatchObject({ onDate: { month: 12, day: 15 }, content: 'Parkplätze hinter dem Rathaus, 3 € pauschal' });
    expect(partSchedule('Am Samstag, 19.12. um 10 Uhr: heute geht es los, Einlass ab 9.30 Uhr')).toMatchObject({ onDate: { month: 12, day: 19 }, content: 'heute geht es los, Einlass ab 9.30 Uhr' });
    // A sale's start with its hour stays copy, said as its start.
    expect(partSchedule('Sat 5/12 10am start: 25% off hiking boots').content).toBe('From Sat 5/12 10am: 25% off hiking boots');
  });

  it('reads a send tied to the trigger ("direkt nach der Bestellung", "(sign-up)", "2.º passadas 48 horas")', () => {
    expect(partSchedule('Direkt nach der Bestellung: Danke und Ihre Bestellnummer')).toMatchObject({ offsetDays: 0, content: 'Danke und Ihre Bestellnummer' });
    expect(partSchedule('(sign-up): welcome and your member number')).toMatchObject({ offsetDays: 0, content: 'welcome and your member number' });
    expect(partSchedule('2.º passadas 48 horas: um cupão de 5 €')).toMatchObject({ offsetDays: 2, content: 'um cupão de 5 €' });
    // A label that only starts with the word is copy.
    expect(partSchedule('sign-up bonus: 200 points')).toEqual({ content: 'sign-up bonus: 200 points' });
  });

  it('gives every email the lines after the list, and the notes among them to the writer', () => {
    const s = split(
      '3 Mails für Ticketinhaber vom Adventskonzert des Kammerchors Eschborn:\n- Mail 1 direkt nach dem Kauf: Danke, Karten 18 €\n- Mail 2 am Montag, 14.12.: Anreise mit der S3, Parkhaus Mitte 4 €\n- Mail 3 am Sonntag, 20.12. um 9 Uhr: heute ist es so weit\nKonzert: Sonntag, 20. Dezember, 18 Uhr, Stadthalle Eschborn.\nBitte keine Emojis.',
      3,
    );
    for (const p of s.parts) expect(p.text).toMatch(/Stadthalle Eschborn/u);
    expect(s.parts.map((p) => p.text).join('\n')).not.toMatch(/Emojis|am Montag, 14\.12\.|direkt nach dem Kauf/u);
    expect(s.notes?.join('\n')).toMatch(/Emojis/u);
    // Who the series is for is a note; what it is about stays.
    expect(s.preamble).not.toMatch(/Ticketinhaber/u);
    expect(s.preamble).toMatch(/Adventskonzert/u);
  });

  it('leaves out where the brief was taken from', () => {
    const s = split('serie de 2 correos pa el lanzamiento de la taza Colibrí, tomados de nuestros posts de Facebook:\n1) hoy: ya viene\n2) el viernes 11: ya está aquí, $249', 2);
    expect(s.preamble).not.toMatch(/posts|Facebook/u);
  });

  it('reads a footnote back into the place it qualifies', () => {
    expect(withFootnotesInPlace('Carrinho:\n- 1.º após 2 horas: os artigos e portes grátis*\n- 2.º após 1 dia: brinde de 5 ml**\n* só em Portugal continental\n** até esgotar')).toBe(
      'Carrinho:\n- 1.º após 2 horas: os artigos e portes grátis (só em Portugal continental)\n- 2.º após 1 dia: brinde de 5 ml (até esgotar)',
    );
    expect(withFootnotesInPlace('Winter sale, 30% off¹\n¹ Not on gift cards.')).toBe('Winter sale, 30% off (Not on gift cards)');
    // A Markdown list is not a set of footnotes, nor is bold text a reference.
    expect(withFootnotesInPlace('Sale:\n* boots 20% off\n* hats 10% off\nFree shipping*')).toBe('Sale:\n* boots 20% off\n* hats 10% off\nFree shipping*');
    expect(withFootnotesInPlace('**Free** shipping this week')).toBe('**Free** shipping this week');
  });
});
