/**
 * One reader of money and dates (src/generate/read): the brief's offer and dates and the facts the
 * email must keep read an amount or a day the same way, in every language's way of writing it.
 */
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../src/generate/facts';
import { extractDates } from '../../src/generate/understand/dates';
import { extractFreeShipping, findDiscount } from '../../src/generate/understand/money';
import { currencyCode, findAmounts } from '../../src/generate/read/money';
import { findTimes } from '../../src/generate/read/times';
import { fold } from '../../src/generate/understand/text';

const now = new Date('2026-11-28T09:00:00Z');

describe('one money reader for the brief and the facts', () => {
  const cases: Array<[string, string, number, string]> = [
    ['en', 'Invisalign treatment is $1,000 off through December 31.', 1000, 'USD'],
    ['en', 'everyone who finishes gets Rs 200 off next order', 200, 'INR'],
    ['de', 'Nur diese Woche: 1.299 € Rabatt auf die Küche', 1299, 'EUR'],
    ['fr', 'Profitez de 15 € de réduction sur la bûche', 15, 'EUR'],
    ['pt', 'R$ 25,90 de desconto no kit', 25.9, 'BRL'],
    ['es', 'Ahorra 10 euros en tu pedido', 10, 'EUR'],
  ];
  for (const [language, prompt, value, currency] of cases) {
    it(`reads "${prompt}" as ${value} ${currency} in both`, () => {
      const offer = findDiscount(prompt)?.discount;
      expect(offer).toMatchObject({ kind: 'amount', value, currency });
      const money = extractFacts(prompt, { language, now }).filter((f) => f.type === 'money');
      expect(money.map((f) => f.value)).toEqual([{ kind: 'money', minor: Math.round(value * 100), currency }]);
    });
  }

  it('reads a free-shipping threshold written with thousands separators or after the figure', () => {
    expect(extractFreeShipping('free shipping on orders over $1,000 this week')).toEqual({ minimum: { value: 1000, currency: 'USD' } });
    expect(extractFreeShipping('livraison offerte dès 60 € d’achat')).toEqual({ minimum: { value: 60, currency: 'EUR' } });
    expect(extractFreeShipping('envío gratis en todo')).toEqual({});
  });

  it('keeps a sign with the amount after it, not the number before it ("Pro 2 $189")', () => {
    expect(findAmounts('Pro 2 $189 and the Mini for $99').map((a) => [a.value, a.currency])).toEqual([
      [189, 'USD'],
      [99, 'USD'],
    ]);
  });

  it('reads a bare "$" by the locale only when one is given', () => {
    expect(findAmounts('$15 per ticket', 'es-MX')[0].currency).toBe('MXN');
    expect(findAmounts('$15 per ticket')[0].currency).toBe('USD');
    expect(currencyCode('NOK')).toBe('NOK');
    expect(currencyCode('kr')).toBe('SEK');
    expect(currencyCode('hello')).toBeUndefined();
  });
});

describe('one date reader for the brief and the facts', () => {
  const dayOf = (prompt: string, language: 'en' | 'es' | 'fr' | 'pt' | 'de', sent: string) => {
    const now = new Date(`${sent}T10:00:00Z`);
    const brief = extractDates(prompt, now, 'transactional', language).map((d) => d.date);
    const facts = extractFacts(prompt, { language, now }).flatMap((f) => (f.value.kind === 'date' ? [f.value.iso, ...(f.value.end ? [f.value.end] : [])] : []));
    return { brief, facts };
  };

  it('reads a day just gone as this year’s in both (the corpus labels them so: es-031, en-211, fr-010)', () => {
    for (const [prompt, language, sent, iso] of [
      ['pagado el 24 de noviembre mediante transferencia SPEI', 'es', '2026-11-25', '2026-11-24'],
      ['their annual plan was cancelled as they asked on Nov 26', 'en', '2026-11-28', '2026-11-26'],
      ['trajet Paris–Lyon du 22/11 en TGV', 'fr', '2026-11-25', '2026-11-22'],
    ] as const) {
      const { brief, facts } = dayOf(prompt, language, sent);
      expect(brief, prompt).toEqual([iso]);
      expect(facts, prompt).toEqual([iso]);
    }
  });

  it('reads day/month dates and ranges the patterns know, in the facts as in the brief', () => {
    const { brief, facts } = dayOf('os envios param de 24/12 a 3/1 (recesso da equipe); pedidos saem a partir de 4/1', 'pt', '2026-11-28');
    expect(brief).toEqual(['2026-12-24', '2027-01-03', '2027-01-04']);
    expect(facts).toEqual(['2026-12-24', '2027-01-03', '2027-01-04']);
  });

  it('keeps the weekday before a date and both ends of a range in one fact', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const dates = (text: string, language = 'en') => extractFacts(text, { language, now }).filter((f) => f.type === 'date').map((f) => [f.text, f.value]);
    expect(dates('Odeon, Sat 28 Nov 19:30')).toEqual([['Sat 28 Nov', { kind: 'date', iso: '2026-11-28' }]]);
    expect(dates('Kita geschlossen vom 24.12. bis 1.1.', 'de')).toEqual([['24.12. bis 1.1.', { kind: 'date', iso: '2026-12-24', end: '2027-01-01' }]]);
    expect(dates('Offer ends 15 December.')).toEqual([['15 December', { kind: 'date', iso: '2026-12-15' }]]);
    // The full stop after a day that follows its month is the sentence's; a German day's dot is its own.
    expect(dates('We refunded $23.50 on Saturday, December 5. It takes 5–7 days.')).toEqual([['Saturday, December 5', { kind: 'date', iso: '2026-12-05' }]]);
    expect(dates('Abholung am 5. Dezember.', 'de')).toEqual([['5. Dezember', { kind: 'date', iso: '2026-12-05' }]]);
  });

  it('reads a past-tense date less than a month ahead as this year’s, as the same day written without the past', () => {
    // Sent on 25 November: "was issued on December 4" is not a refund of eleven months ago, and an
    // email saying "we refunded … on Friday, Dec. 4th" names the same day (2026-12-04 is a Friday).
    const brief = dayOf('Your refund of $23.50 was issued to your Mastercard ending 8812 on December 4; allow 5–7 business days.', 'en', '2026-11-25');
    expect(brief).toEqual({ brief: ['2026-12-04'], facts: ['2026-12-04'] });
    expect(dayOf('We refunded 23.50 USD to the card ending 8812 on Friday, Dec. 4th.', 'en', '2026-11-25').facts).toEqual(['2026-12-04']);
    // Further ahead, the past still means its last occurrence: "ordered on December 28" sent on 10 January.
    expect(dayOf('Your order was placed on December 28.', 'en', '2027-01-10').facts).toEqual(['2026-12-28']);
    expect(dayOf('La factura fue emitida el 20 de marzo.', 'es', '2026-11-25').facts).toEqual(['2026-03-20']);
  });
});

describe('one time reader for the brief and the facts', () => {
  const now = new Date('2026-11-28T09:00:00Z');
  /** The brief's event time (a span's start) and the fact check's times (both ends). */
  const timesOf = (prompt: string, language: string) => ({
    brief: findTimes(prompt, fold(prompt), []).map((t) => t.time),
    facts: extractFacts(prompt, { language, now }).flatMap((f) => (f.value.kind === 'time' ? [f.value.hhmm] : [])),
  });
  const cases: Array<[string, string, string[], string[]]> = [
    ['de', 'Adventsbacken am Samstag, 10–13 Uhr in der Backstube', ['10:00'], ['10:00', '13:00']],
    ['de', 'Geöffnet von 7 bis 12 Uhr, Zahlung bis 21.12. möglich', ['07:00'], ['07:00', '12:00']],
    ['fr', "atelier samedi 12 décembre, 13h30 à 16h, à la boutique", ['13:30'], ['13:30', '16:00']],
    ['fr', 'soirée des vœux le jeudi 14 janvier à 19 h au Palais', ['19:00'], ['19:00']],
    ['fr', 'atelier le samedi de 13 h 30 à 16 h à la boutique', ['13:30'], ['13:30', '16:00']],
    ['it', 'apertura straordinaria domenica 20/12 dalle 10 alle 19. Vi aspettiamo', ['10:00'], ['10:00', '19:00']],
    ['it', 'la newsletter esce ogni domenica alle 8.', ['08:00'], ['08:00']],
    ['es', 'horarios de lunes a sábado de 7 a 22 h', ['07:00'], ['07:00', '22:00']],
    ['pt', 'festa na loja das 18h às 22h no sábado', ['18:00'], ['18:00', '22:00']],
    ['en', 'wheel class starting jan 13, 6:30-9pm, $320', ['18:30'], ['18:30', '21:00']],
    ['en', 'Tuesday, December 8, 1:00–1:45 PM ET', ['13:00'], ['13:00', '13:45']],
    ['en', 'first dibs till friday noon, then it goes public', ['12:00'], ['12:00']],
    ['en', 'workshop on Saturday, December 12, from 10 to noon', ['10:00'], ['10:00', '12:00']],
  ];
  for (const [language, prompt, brief, facts] of cases) {
    it(`reads "${prompt}" alike in both: the brief the start, the facts both ends`, () => {
      expect(timesOf(prompt, language)).toEqual({ brief, facts });
    });
  }

  it('reads no time in a date, a duration, a meal or an afternoon', () => {
    for (const [prompt, language] of [
      ['zahlbar bis 10.12.2026 ohne Abzug', 'de'],
      ['el menú de mediodía pasa a 14 €', 'es'],
      ['livraison en 2 h dans tout Paris', 'fr'],
      ["ouvert tout l'après-midi", 'fr'],
    ]) expect(timesOf(prompt, language)).toEqual({ brief: [], facts: [] });
  });
});
