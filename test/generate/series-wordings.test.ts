/**
 * Series briefs written the ways the fifth held-out batch showed the planner could not read (issue
 * #23): a count in "courriels", send days named by weekday and day of the month, a role word joined
 * to the content ("rappel + …"), cart waits written "2h depois", "un correo que … y otro el mismo
 * sábado", "for new … subscribers", a drip, and a countdown whose teaser must say the launch day.
 * Every wording here is our own (not the corpus'), and each test fails on the planner before it.
 */
import { describe, expect, it } from 'vitest';
import { partSchedule } from '../../src/generate/series/heads';
import { countInWords, forTheReader, scheduleOffsets, withoutAudience } from '../../src/generate/series/plan';
import { generateSeries, SATURDAY, split, TODAY } from './series-helpers';

const series = async (brand: string, locale: string, prompt: string, count?: number) => (await generateSeries(brand, locale, prompt, count)).emails;

describe('a series brief in the fifth batch’s wordings', () => {
  it('reads a count in "courriels", and the preposition after it goes with it (an audience after it is still a note)', () => {
    expect(countInWords('Deux courriels pour la soirée jeux de la bibliothèque')?.count).toBe(2);
    const salon = split('3 courriels pour notre Salon du livre jeunesse (Bibliothèque Gabrielle-Roy, Québec), samedi 5 décembre. 1) Maintenant : les auteurs. 2) Le mardi 1er : le programme. 3) Le vendredi 4 : rappel.', 3);
    expect(salon.by).toBe('labels');
    expect(salon.preamble).toMatch(/^notre Salon du livre/);
    const rappels = split('Deux rappels pour les inscrites au cours de céramique du jeudi 3 décembre : un mail 2 jours avant avec le tablier à apporter, puis un mail la veille avec le code de la porte.', 2);
    expect(rappels.preamble).not.toMatch(/inscrites/);
    expect(rappels.audience?.[0].note).toMatch(/inscrites/);
  });

  it('reads a weekday with its day of the month as the send day, and the time of day after it', () => {
    expect(partSchedule('Le jeudi 10 : la liste des auteurs invités')).toMatchObject({ weekday: 4, onDay: 10, content: 'la liste des auteurs invités' });
    expect(partSchedule('el martes 8 por la mañana: los horarios del taller')).toMatchObject({ weekday: 2, onDay: 8, content: 'los horarios del taller' });
    // A day with its month is a date, not a send day.
    expect(partSchedule('le mercredi 9 décembre : le programme').onDay).toBeUndefined();
    const parts = [{ position: 1, text: 'a' }, { position: 2, text: 'b', weekday: 4, onDay: 10 }, { position: 3, text: 'c', weekday: 6, onDay: 12 }];
    expect(scheduleOffsets('event-reminders', parts, 14, SATURDAY, TODAY)).toEqual([0, 12, 14]);
  });

  it('drops a role word joined to the content ("rappel + …", "l’annonce, avec …")', () => {
    expect(partSchedule('Vendredi matin : rappel + vestiaire gratuit à l’entrée').content).toBe('vestiaire gratuit à l’entrée');
    expect(partSchedule('l’annonce, avec la tombola des lecteurs').content).toBe('avec la tombola des lecteurs');
  });

  it('reads "2h depois …, 48h depois …" as waits from the same trigger, not "then"', () => {
    const cart = split('fluxo de carrinho em 3 emails pra loja de camping: 2h depois lembra da mochila Trilha 30 L, 48h depois mostra o frete grátis, 96h depois cupom VOLTA10', 3);
    expect(cart.by).toBe('labels');
    expect(cart.parts.map((p) => p.text)).toEqual(['A mochila Trilha 30 L', 'O frete grátis', 'Cupom VOLTA10']);
    expect(scheduleOffsets('abandoned-cart', cart.parts)).toEqual([0.08, 2, 4]);
    // "two days later" after a first email at a stated day still counts from the email before.
    expect(scheduleOffsets('welcome', [{ position: 1, text: 'a', offsetDays: 0 }, { position: 2, text: 'b', offsetDays: 2, relative: true }, { position: 3, text: 'c', offsetDays: 2, relative: true }])).toEqual([0, 2, 4]);
  });

  it('reads "un correo que avise … (el martes 8) y otro el mismo sábado …" as two emails and their days, none of it copy', () => {
    const s = split(
      'remate de fin de temporada en la tienda de Monterrey el sábado 12 de diciembre de 9 am a 3 pm, 30% en chamarras. un correo que avise con tiempo (el martes 8) y otro el mismo sábado en la mañana pa recordar. envío gratis en pedidos en línea',
      2,
    );
    expect(s.by).toBe('labels');
    expect(s.parts[0]).toMatchObject({ text: '', weekday: 2, onDay: 8 });
    expect(s.parts[1]).toMatchObject({ text: 'Envío gratis en pedidos en línea', beforeEvent: 0 });
    expect(scheduleOffsets('sale-countdown', s.parts, 14, SATURDAY, TODAY)).toEqual([10, 14]);
  });

  it('keeps the name of what new subscribers signed up for, and no drip or audience words, in the first email', async () => {
    expect(withoutAudience('welcome for new Petal Post subscribers')).toEqual({ text: 'Petal Post subscribers', note: 'for new Petal Post subscribers' });
    expect(split('4-email onboarding drip for new Tallyho trials (30-day trial): Day 0: connect your calendar. Day 3: invite your team. Day 7: reports. Day 25: pick a plan.', 4).preamble).not.toMatch(/drip|for new/);
    const emails = await series(
      'nightowl',
      'en-GB',
      '3-email welcome series for new Petal Post subscribers: email 1 straight away — thanks, your first bouquet arrives Friday; email 2 three days later — vase tips (fresh water daily); email 3 a week after signup — 10% off with code PETAL10.',
    );
    expect(emails).toHaveLength(3);
    expect(emails[0].text).toContain('Petal Post');
    for (const e of emails) expect(e.text).not.toMatch(/for new Petal Post/);
  });

  it('a countdown’s teaser says the launch day its launch email is sent on', async () => {
    const emails = await series('aurora', 'pt-BR', 'sequência de 3 e-mails pro lançamento da linha de chás Jardim Alto: teaser dia 2/12, lançamento dia 5/12 com frete grátis, e último aviso dia 8/12 que o estoque tá no fim');
    expect(emails).toHaveLength(3);
    expect(emails[0].text).toMatch(/5 de dezembro|5\/12/);
  });
});

describe('what a part keeps for the reader', () => {
  it('starts sentences with a capital but leaves an abbreviation of one letter as written ("u. a.", "z. B.")', () => {
    expect(forTheReader('Das Probierset (4 Tees, u. a. Earl Grey und Sencha, z. B. als Geschenk). dazu eine Dose')).toBe(
      'Das Probierset (4 Tees, u. a. Earl Grey und Sencha, z. B. als Geschenk). Dazu eine Dose',
    );
  });
});

describe('the roles of an event series', () => {
  it('calls an event’s last email sent the day before a reminder, not the day-of email that says "today"', async () => {
    const emails = await series(
      'eclair',
      'fr-CA',
      'Deux courriels pour notre soirée dégustation de thés du jeudi 10 décembre à 19 h (Salon Camellia, 45 rue Cartier, Québec) : 1) Dès maintenant : l’invitation, 20 $ par personne. 2) Le mercredi 9 : rappel + on offre le stationnement.',
    );
    expect(emails.map((e) => e.sendOffsetDays)).toEqual([0, 11]);
    expect(emails[1].role).toBe('reminder');
    expect(emails[1].text).not.toMatch(/aujourd/i);
  });
});

describe('a German series context that says who it is for', () => {
  it('takes "Reaktivierung ehemaliger Kunden des … X, deren … seit 8 Monaten ruht" out of the copy, keeping the name and how long', () => {
    const out = withoutAudience('Reaktivierung ehemaliger Kunden des Teeversands Blattgold Hamburg, deren Abo seit über 8 Monaten ruht.');
    expect(out.note).toMatch(/^Reaktivierung ehemaliger Kunden/);
    expect(out.text).toBe('Blattgold Hamburg. Seit 8 Monaten haben wir nichts mehr von Ihnen gehört.');
  });
});

describe('a first email sent right after the trigger (sixth held-out batch’s cause)', () => {
  it('reads "Right after signup" as day 0, so the days after it keep their numbers', async () => {
    const emails = await series(
      'northwind',
      'en-US',
      'Onboarding drip for new Fernbook accounts. Right after signup: import your contacts, it takes a minute. Day 2: set up your first invoice. Day 5: invite a teammate.',
      3,
    );
    expect(emails.map((e) => e.sendOffsetDays)).toEqual([0, 2, 5]);
  });
});
