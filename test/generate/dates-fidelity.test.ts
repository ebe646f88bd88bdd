/**
 * Issue #16, point 2: no fact is changed or invented. The brief's dates and percentages are the
 * prompt's own — no date out of a holiday's name, a recurring weekday, opening days, a duration
 * or a score; a yearless date is the next one unless the prompt puts it in the past; a rate or a
 * fee is no discount.
 */
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../src/generate/facts';
import { understandPrompt } from '../../src/generate/understand';
import { loadBrand } from './helpers';

// A Wednesday.
const WED = new Date('2026-11-25T10:00:00Z');
const northwind = loadBrand('northwind');

function brief(prompt: string, options: { now?: Date; language?: string; purpose?: 'promotional' | 'event' | 'welcome' | 'feedback' | 'transactional' | 'newsletter' } = {}) {
  const result = understandPrompt({ prompt, brand: northwind, now: options.now ?? WED, language: options.language, purpose: options.purpose });
  if (!result.ok) throw new Error(result.message);
  return result.brief;
}
const dates = (prompt: string, options: Parameters<typeof brief>[1] = {}) => brief(prompt, options).facts.dates.map((d) => d.date);

describe('an explicit date wins over a holiday name', () => {
  it.each([
    ['Black Friday sale, 25% off until November 30', 'en'],
    ['Black Friday: 20 % de descuento en abrigos hasta el 30 de noviembre', 'es'],
    ['Black Friday : -15 % sur les bottes jusqu’au 30 novembre', 'fr'],
    ['Black Friday: 10 % Rabatt auf Mäntel bis zum 30. November', 'de'],
    ['Black Friday: 35% em mochilas até 30 de novembro', 'pt'],
    ['Black Friday: 20% su tutte le giacche fino al 30 novembre', 'it'],
  ])('%s (%s): the deadline is Nov 30, no Nov 27', (prompt, language) => {
    const b = brief(prompt, { language });
    expect(b.facts.dates.map((d) => [d.role, d.date])).toEqual([['deadline', '2026-11-30']]);
  });

  it('reads no weekday out of Cyber Monday, Good Friday or viernes santo', () => {
    expect(dates('Cyber Monday deal: 40% off laptops until December 3')).toEqual(['2026-12-03']);
    expect(dates('Closed on Good Friday, open again on Easter Monday')).toEqual([]);
    expect(dates('Cerramos el viernes santo', { language: 'es' })).toEqual([]);
  });

  it('still reads a weekday the prompt names as a day', () => {
    expect(dates('Flash sale ends Friday, 20% off')).toEqual(['2026-11-27']);
    expect(dates('Portes ouvertes samedi prochain à 14h', { language: 'fr', purpose: 'event' })).toEqual(['2026-11-28']);
  });
});

describe('a recurring or attributive weekday is no date', () => {
  it.each([
    ['2 pizzas for $20 every Tuesday in December, pickup only', 'en'],
    ['Live Q&A each Thursday at 1 PM', 'en'],
    ['Jeden ersten Freitag im Monat Frühstück um 9 Uhr', 'de'],
    ['Jeden Dienstag im Dezember: 2 Pizzen für 25 €', 'de'],
    ['ogni mercoledì di dicembre pizza + birra a 12 €', 'it'],
    ['Cada martes de diciembre, menú a 15 €', 'es'],
    ['Chaque samedi, atelier gratuit', 'fr'],
    ['Friday pickups move to Saturday, December 26', 'en'],
  ])('%s (%s)', (prompt, language) => {
    const found = dates(prompt, { language });
    for (const d of found) expect(['2026-12-26']).toContain(d);
  });

  it.each([
    ['Support 9 AM–6 PM, Monday to Saturday', 'en'],
    ['Atendimento de segunda a sábado, das 8h às 18h', 'pt'],
    ['Geöffnet Montag bis Freitag von 8 bis 18 Uhr', 'de'],
    ['Abierto de lunes a viernes', 'es'],
  ])('opening days "%s" (%s) are no dates', (prompt, language) => {
    expect(dates(prompt, { language })).toEqual([]);
  });

  it('a weekday in the past is no coming day', () => {
    expect(dates('How did Luis do fixing your water heater on Monday? Leave us a review.', { purpose: 'feedback' })).toEqual([]);
    expect(dates('Thanks for visiting us last Saturday!')).toEqual([]);
  });
});

describe('numbers that look like dates', () => {
  it.each([
    ['Nurse line open 24/7: 972-555-0180', 'en'],
    ['Bienvenido a la clínica: atención 24/7 por WhatsApp', 'es'],
    ['Benvenuto in banca: assistenza 7/7, 24/24', 'it'],
    ['New sauce: heat level 9/10, $12 a bottle', 'en'],
    ['Launching our new boots, rated 4/5 by our customers', 'en'],
  ])('%s (%s)', (prompt, language) => {
    expect(dates(prompt, { language })).toEqual([]);
  });

  it('keeps a slash date', () => {
    expect(dates('Sale until 12/15', { language: 'en' })).toEqual(['2026-12-15']);
  });

  it('reads a slashed day day-first where the locale or the prompt\'s own dates write it so', () => {
    // en-AU, en-GB, en-IN write the day first; en-US the month.
    expect(dates('Renews on 8/12/2026; contact us before 5/12/2026.', { language: 'en-AU' })).toEqual(['2026-12-08', '2026-12-05']);
    expect(dates('Closed 3/1 for stocktake.', { language: 'en-GB' })).toEqual(['2027-01-03']);
    expect(dates('Closed 3/1 for stocktake.', { language: 'en-US' })).toEqual(['2027-03-01']);
    // A date that can only be day-first ("15/12") says how the prompt writes the others.
    expect(dates('Renews automatically on 15/12/2026; cancel before 8/12/2026.', { language: 'en' })).toEqual(['2026-12-15', '2026-12-08']);
    expect(dates('Doors 12/18/2026, preorders close 12/4/2026.', { language: 'en' })).toEqual(['2026-12-18', '2026-12-04']);
  });

  it('gives the fact check the same day-first reading as the brief', () => {
    const facts = extractFacts('Your membership renews on 15/12/2026; cancel before 8/12/2026.', { language: 'en-AU', now: WED });
    expect(facts.filter((f) => f.type === 'date').map((f) => f.value)).toEqual([
      { kind: 'date', iso: '2026-12-15' },
      { kind: 'date', iso: '2026-12-08' },
    ]);
  });

  it('reads an abbreviated month right by the newsletter\'s name as its edition, and no other', () => {
    const edition = (prompt: string) => brief(prompt, { purpose: 'newsletter' }).facts.edition;
    expect(edition('Dec newsletter:\n- new route set on the north wall Dec 3\n- yoga moves to Tuesdays')).toBe('2026-12');
    expect(edition('Newsletter – Jan\n1. new classes\n2. the café reopens')).toBe('2027-01');
    expect(edition('Our newsletter may arrive late this week: new classes and the café reopens')).toBeUndefined();
  });

  it('does not join a month heading to the number of the next line', () => {
    const b = brief("Members' newsletter – December\n\n1. Boxing Day fixture, 26 December.\n2. The November snow", { purpose: 'newsletter' });
    expect(b.facts.dates.map((d) => d.date)).toEqual(['2026-12-26']);
    expect(b.facts.edition).toBe('2026-12');
  });
});

describe('durations stay durations; relative dates are the day they mean', () => {
  it.each([
    ['Refund shows up within 10 days', 'en'],
    ['Photo books now printed in 3 days (was 10)', 'en'],
    ['La carta arriva a casa in 7 giorni', 'it'],
    ['Pagamento em 28 dias por boleto', 'pt'],
    ['Déposez le colis dans les 14 jours', 'fr'],
  ])('%s (%s): no date', (prompt, language) => {
    expect(dates(prompt, { language })).toEqual([]);
  });

  it('"tmrw only" is tomorrow, and "Cyber Monday" is not Monday', () => {
    expect(dates('Cyber monday!! tmrw only, 20% off sitewide', { now: new Date('2026-11-29T10:00:00Z') })).toEqual(['2026-11-30']);
  });

  it('"ends in 3 days" is a deadline three days on', () => {
    expect(brief('Sale ends in 3 days, 20% off').facts.dates).toEqual([expect.objectContaining({ role: 'deadline', date: '2026-11-28' })]);
  });

  it.each([
    ['Your tickets are for the day after tomorrow, 7.30pm', 'en'],
    ['Degustación pasado mañana a las 19:00', 'es'],
    ['Atelier après-demain à 14h', 'fr'],
    ['Lesung übermorgen um 19 Uhr', 'de'],
    ['Degustação depois de amanhã às 19h', 'pt'],
    ['Cena dopodomani alle 20', 'it'],
  ])('%s (%s) is two days on', (prompt, language) => {
    expect(dates(prompt, { language, purpose: 'event' })).toEqual(['2026-11-27']);
  });

  it('"próxima quinta" said the day before is next week’s, like "next Thursday"', () => {
    expect(dates('Degustação na próxima quinta às 19h30', { language: 'pt', purpose: 'event' })).toEqual(['2026-12-03']);
    expect(dates('Tasting next Thursday at 7pm', { purpose: 'event' })).toEqual(['2026-12-03']);
  });
});

describe('a yearless date is the next one, unless the prompt puts it in the past', () => {
  it.each([
    ['Christmas trees collected curbside January 4–15', 'en', '2027-01-04'],
    ['Primeira consulta sem custo se agendada até 31 de janeiro', 'pt', '2027-01-31'],
    ['Heimspiel am Sonntag, 10. Januar', 'de', '2027-01-10'],
    ['Offre valable jusqu’au 15 mars', 'fr', '2027-03-15'],
    ['Sconto fino al 2 febbraio', 'it', '2027-02-02'],
  ])('%s (%s) → %s', (prompt, language, iso) => {
    expect(dates(prompt, { language })[0]).toBe(iso);
  });

  it.each([
    ['Invoice BW-3318 was due November 15 and is now 10 days overdue', 'en', '2026-11-15'],
    ['Following their final meter reading on 16 November, the balance is £127.36 in credit', 'en', '2026-11-16'],
    ['Your order placed on March 3 has shipped', 'en', '2026-03-03'],
    ['La factura venció el 10 de noviembre; fue enviada hace dos semanas', 'es', '2026-11-10'],
    ['Die Rechnung wurde am 2. Oktober verschickt', 'de', '2026-10-02'],
  ])('%s (%s) → %s, the past one', (prompt, language, iso) => {
    expect(dates(prompt, { language, purpose: 'transactional' })[0]).toBe(iso);
  });

  it('a condition is no past: "if ordered by February 10" is the coming one', () => {
    expect(dates("Valentine's truffles ship free if ordered by February 10", { now: new Date('2027-01-20T10:00:00Z') })).toEqual(['2027-02-10']);
  });

  it('a range takes the year its end gives', () => {
    expect(dates('Review request for customers who purchased between September 1 and October 31, 2026', { purpose: 'feedback' })).toEqual([
      '2026-09-01',
      '2026-10-31',
    ]);
    expect(dates('Orders placed between December 20 and January 5, 2027 ship free')).toEqual(['2026-12-20', '2027-01-05']);
  });

  it('a past date written in January is last December’s', () => {
    expect(dates('Your order was placed on December 28', { now: new Date('2027-01-05T10:00:00Z'), purpose: 'transactional' })).toEqual(['2026-12-28']);
  });
});

describe('a rate, a fee or a tax is no discount', () => {
  it.each([
    ['Holiday CD: 4.35% APY on new deposits until December 31', 'en'],
    ['Your auto loan is approved at 5.49% APR for 60 months', 'en'],
    ['A 1.5% late fee applies after 30 days', 'en'],
    ['The referral fee changes from 8% to 9% on January 1, 2027', 'en'],
    ['netto 420,00 €, zzgl. 19 % USt.', 'de'],
    ['il conto deposito rende il 3 % lordo annuo', 'it'],
    ['juros de 1 % ao mês após o vencimento', 'pt'],
    ['Your invoice: ₹27,000 + 18% GST, due on receipt', 'en'],
  ])('%s (%s)', (prompt, language) => {
    expect(brief(prompt, { language }).facts.discount).toBeUndefined();
  });

  it.each([
    ['Black Friday: 30% off all jackets', 'en', 30],
    ['12.5% off everything this week', 'en', 12.5],
    ['un descuento de 20% en todo', 'es', 20],
    ['-20 % sur toute la boutique', 'fr', 20],
    ['20 % Rabatt auf alles', 'de', 20],
    ['desconto de 15% em tudo', 'pt', 15],
  ])('%s (%s) is %s%% off', (prompt, language, value) => {
    expect(brief(prompt, { language }).facts.discount).toMatchObject({ kind: 'percent', value });
  });
});

describe('closure', () => {
  it('a closing balance closes nothing', () => {
    expect(brief('Following the reading on 16 November, your closing account balance is £127.36 in credit').facts.closure).toBeUndefined();
    expect(brief('We are closing early on December 24').facts.closure).toBe(true);
  });
});

describe('a weekday with its day of the month', () => {
  const prompt = 'Cardholders get an extra 10% off everything from Friday 27 to Monday 30 November with code CARD10.';
  it('is in the month the range names, even when the range began yesterday', () => {
    expect(dates(prompt)).toEqual(['2026-11-27', '2026-11-30']);
    // Sent on Saturday 28 November, the offer runs since yesterday: not Friday 27 August 2027.
    expect(dates(prompt, { now: new Date('2026-11-28T10:00:00Z') })).toEqual(['2026-11-27', '2026-11-30']);
  });
  it('without a month is the next such day', () => {
    expect(dates('Join us Friday 4th for the late opening', { now: new Date('2026-11-28T10:00:00Z') })).toEqual(['2026-12-04']);
  });
});

describe('an hour range with its unit written once', () => {
  it('starts at its first hour ("10–13 Uhr" is 10:00, never 13:00)', () => {
    const times = (prompt: string, language: string) => brief(prompt, { language, purpose: 'event' }).facts.dates.map((d) => d.time);
    expect(times('Adventsbacken für Kinder am Samstag, 12. Dezember, 10–13 Uhr', 'de')).toEqual(['10:00']);
    expect(times('Portes ouvertes samedi 12 décembre, 9-12h', 'fr')).toEqual(['09:00']);
    expect(times('Sommerfest am 12. Juli um 15 Uhr', 'de')).toEqual(['15:00']);
  });

  it('starts at its first hour whatever joins the two ("von 7 bis 12 Uhr", "6–9pm", "10-6pm")', () => {
    const times = (prompt: string, language: string) => brief(prompt, { language, purpose: 'event' }).facts.dates.map((d) => d.time);
    expect(times('Am 8. Dezember haben wir von 7 bis 12 Uhr offen', 'de')).toEqual(['07:00']);
    expect(times('Carols on the Lawn, Sunday 13 December, 6–9pm', 'en')).toEqual(['18:00']);
    expect(times('Open house Saturday, December 12, 10-6pm', 'en')).toEqual(['10:00']);
    expect(times('Wine night Friday, December 11, between 6 and 9 pm', 'en')).toEqual(['18:00']);
    expect(times('Mercatino sabato 12 dicembre dalle 10 alle 18', 'it')).toEqual(['10:00']);
    expect(times('Flu shots walk-in clinic Saturday Dec 5, 9am-1pm, no appointment needed', 'en')).toEqual(['09:00']);
    expect(times('Private view on Wednesday 20 January 2027, 6.30–8.30pm, at the Harbour Gallery', 'en')).toEqual(['18:30']);
    // German "alle 15 Minuten" is "every 15 minutes", no time (Italian "alle 15" is).
    expect(times('Fahrplanwechsel am Sonntag, 13. Dezember: die S3 fährt alle 15 Minuten', 'de')).toEqual([undefined]);
    // A single hour after "to" with no span before it stays itself.
    expect(times('Party on Friday, December 11 at 7 pm, come early to 6 pm drinks', 'en')[0]).toBe('19:00');
  });
});

describe('an explicit date beside a relative one is the day meant', () => {
  const prompt = 'Tell trial users their Canvasly Pro trial ends in 3 days (on Saturday, November 28). Annual Pro is $119.99/year.';
  it.each([
    ['written that day', '2026-11-25T10:00:00Z'],
    ['generated two days later (en-144)', '2026-11-27T10:00:00Z'],
  ])('%s: one deadline, November 28', (_what, now) => {
    const b = brief(prompt, { now: new Date(now) });
    expect(b.facts.dates.map((d) => [d.role, d.date])).toEqual([['deadline', '2026-11-28']]);
  });
  it('in every language, whatever stands between them', () => {
    const later = new Date('2026-11-27T10:00:00Z');
    expect(dates('Die Aktion endet morgen, am 26. November', { now: later, language: 'de' })).toEqual(['2026-11-26']);
    expect(dates('La oferta termina en 3 días (el sábado 28 de noviembre)', { now: later, language: 'es' })).toEqual(['2026-11-28']);
    expect(dates('Sale ends Friday — December 4', { now: later })).toEqual(['2026-12-04']);
  });
  it('leaves two days apart when the prompt gives both', () => {
    expect(dates('Doors open tomorrow and the sale ends December 3', { purpose: 'promotional' }).sort()).toEqual(['2026-11-26', '2026-12-03']);
  });
});


describe('a time belongs to its own day', () => {
  const timed = (prompt: string, language: string) => brief(prompt, { language }).facts.dates.map((d) => [d.date, d.time ?? null]);
  it('does not give a date the hours of another weekday named between them', () => {
    expect(timed('da lunedì 14 dicembre siamo aperti anche la domenica sera, dalle 19 alle 23', 'it')).toEqual([['2026-12-14', null]]);
    expect(timed('From Monday, December 14 we also open on Sunday evenings, 7-11pm', 'en')).toEqual([['2026-12-14', null]]);
    expect(timed('Ab Montag, 14. Dezember haben wir auch sonntags geöffnet, 18–22 Uhr', 'de')).toEqual([['2026-12-14', null]]);
  });
  it('keeps a time after the date\'s own weekday', () => {
    expect(timed('Tasting on December 11 (Friday) at 7pm', 'en')).toEqual([['2026-12-11', '19:00']]);
    expect(timed('Dégustation le 11 décembre, vendredi, à 19h', 'fr')).toEqual([['2026-12-11', '19:00']]);
  });
});

describe('a weekday before a plural day-part is every week', () => {
  it('reads no date in "on Sunday evenings", one in "on Friday night"', () => {
    expect(dates('We now open on Sunday evenings, 7-11pm.')).toEqual([]);
    expect(dates('Party on Friday night at our store.')).toEqual(['2026-11-27']);
  });
});
