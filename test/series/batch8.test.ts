/**
 * Series briefs written the ways the eighth held-out batch showed the planner could not read (issue
 * #23): a send time corrected in passing ("a los 3 días — no, mejor a los 4"); a send day with the
 * month's name ("on Tue Dec 8:"); hours before an event that has an hour ("one hour before the
 * workshop" at 10am); a German one-liner with shortened weekdays ("Di 8.12. 9 Uhr Start … Fr 11.12.
 * Erinnerung"); Portuguese "ao fim de 20 dias", "ao dia 45"; a teaser's "niente funzionalità"; a
 * closing line that tells the writer what to leave out of every email; "e lembrar a …" inside a
 * part. Every wording is our own (not the corpus'), and each test fails on a8c69a6.
 */
import { describe, expect, it } from 'vitest';
import { correctedHead, partSchedule } from '../../src/generate/series/heads';
import { forTheReader, scheduleOffsets } from '../../src/generate/series/plan';
import { generateSeries, SATURDAY, split, TODAY } from '../generate/series-helpers';

describe('a series brief in the eighth batch’s wordings', () => {
  it('sends at the corrected time, and no email says the one taken back', () => {
    expect(partSchedule('a los 3 días — no, mejor a los 4 —: cupón VOLVER10')).toMatchObject({ offsetDays: 4, content: 'cupón VOLVER10' });
    expect(partSchedule('after 2 — no, 3 days: the code')).toMatchObject({ offsetDays: 3, content: 'the code' });
    expect(partSchedule('nach 2 Tagen, nein, lieber 5 Tage: der Gutschein')).toMatchObject({ offsetDays: 5, content: 'der Gutschein' });
    // "not five" is no correction: the first time stands.
    expect(correctedHead('a los 3 días, no 5 como siempre: el cupón')).toBe('a los 3 días, no 5 como siempre: el cupón');
    const s = split('Serie de 3 correos para clientes que no compran hace 5 meses. El 1º hoy: los extrañamos. El 2º a los 4 días — no, mejor a los 6 —: cupón VOLVER10, 10% en tu próxima compra. El 3º a los 12 días: el cupón vence el 20 de diciembre.', 3);
    expect(s.parts[1].text).not.toMatch(/no, mejor|a los 4/iu);
    expect(scheduleOffsets('win-back', s.parts, undefined, SATURDAY, TODAY)).toEqual([0, 6, 12]);
  });

  it('reads a send day with its month’s name, and counts hours before a timed event back from its hour', async () => {
    expect(partSchedule('on Tue Dec 8: the packing list — 2 tents')).toMatchObject({ onDate: { month: 12, day: 8 }, content: 'the packing list — 2 tents' });
    expect(partSchedule('el 9 de diciembre: la lista').onDate).toEqual({ month: 12, day: 9 });
    const out = await generateSeries(
      'northwind',
      'en-US',
      'Need 3 emails for our live pottery workshop "Glaze basics" with Ana Ruiz: Sun Dec 13, 10am, about 2 hours. $30 per seat, book at northwind.example/glaze.\nEmail 1 goes out today: the invitation.\nEmail 2 on Thu Dec 10: what to bring — an apron, an old towel.\nEmail 3 on Dec 13, one hour before the workshop: the stream link.',
    );
    // Dec 10 is 12 days after Nov 28; the workshop at 10:00 on Dec 13 (15 days on), one hour before it: 15 + 9/24.
    expect(out.emails.map((e) => e.sendOffsetDays)).toEqual([0, 12, 15.38]);
    expect(out.emails[1].text).not.toMatch(/December 10|Dec 10|Thu/u);
    // Without a date in the head, "2 hours before" a class at 18:00 five days on is 16:00 that day, not 22:00 the evening before.
    expect(scheduleOffsets('event-reminders', [{ position: 1, text: 'a' }, { position: 2, text: 'b', beforeEvent: 2 / 24 }], 5, SATURDAY, TODAY, 18 / 24)).toEqual([0, 5.67]);
    // "On the day" is the day itself, not the event's hour.
    expect(scheduleOffsets('event-reminders', [{ position: 1, text: 'a' }, { position: 2, text: 'b', beforeEvent: 0 }], 5, SATURDAY, TODAY, 18 / 24)).toEqual([0, 5]);
  });

  it('reads a German one-liner with shortened weekdays: the start day stays a fact, the reminder’s day is only when it goes out', async () => {
    const prompt = '2 Mails Adventsaktion: 1) Di 8.12. 9 Uhr Start, 15 % auf Kerzen und Laternen, versandkostenfrei ab 39 € 2) Fr 11.12. Erinnerung „nur noch bis Mo 14.12. 18:00", ausgenommen Geschenkkarten';
    const s = split(prompt, 2);
    expect(s.parts[0].text).toContain('8.12.');
    expect(s.parts[1].text).not.toMatch(/11\.12/u);
    expect(scheduleOffsets('sale-countdown', s.parts, 10, SATURDAY, TODAY)).toEqual([10, 13]);
    const out = await generateSeries('northwind', 'de-DE', prompt);
    expect(out.emails.map((e) => e.sendOffsetDays)).toEqual([10, 13]);
    expect(out.emails[1].text).not.toMatch(/11\. Dezember|11\.12\./u);
  });

  it('reads "ao fim de 20 dias" and "ao dia 45" as days after the trigger', () => {
    expect(partSchedule('ao fim de 20 dias: como está a correr?').offsetDays).toBe(20);
    expect(partSchedule('ao dia 45: a revisão gratuita').offsetDays).toBe(45);
    const s = split('Sequência de 3 emails para quem comprou a bicicleta Vento. 1º no próprio dia: como ajustar o selim. 2º ao fim de 20 dias: como está a correr? 3º ao dia 45: a revisão gratuita na loja.', 3);
    expect(scheduleOffsets('nurture', s.parts, undefined, SATURDAY, TODAY)).toEqual([0, 20, 45]);
  });

  it('leaves out a teaser’s "niente funzionalità, niente prezzi"', () => {
    const s = split('Sequenza di 2 email per il lancio di "Orto Facile".\n- Teaser lunedì 14/12: solo "ci siamo quasi", niente funzionalità, niente prezzi.\n- Lancio giovedì 17/12: app su iOS, 4,99 €/mese.', 2);
    expect(s.parts[0].text).toContain('ci siamo quasi');
    expect(s.parts[0].text).not.toMatch(/niente/u);
  });

  it('keeps a closing line for the writer out of every email, quoted words and all', async () => {
    const it_ = await generateSeries('northwind', 'it-IT', 'Sequenza di 2 email per il lancio della nostra borraccia "Fonte".\n- Teaser lunedì 14/12: arriva qualcosa di nuovo.\n- Lancio giovedì 17/12: 24 € invece di 30 €, solo fino a domenica.\nNon chiamare i clienti "pionieri" e non citare il nostro socio.');
    for (const e of it_.emails) expect(e.text).not.toMatch(/pionieri/iu);
    expect(it_.warnings.join('\n')).toMatch(/pionieri.*note for you/u);
    const fr = await generateSeries('northwind', 'fr-FR', 'Série de bienvenue pour la Cave du Moulin.\nTout de suite : merci + code SALUT5, 5 % sur la première commande.\nJ+4 : notre histoire — trois générations de vignerons.\nPas de points d’exclamation, pas de « OFFRE FINALE ».', 2);
    for (const e of fr.emails) expect(e.text).not.toMatch(/OFFRE FINALE/u);
  });

  it('drops "e lembrar" inside a part as it drops it at the start', () => {
    expect(forTheReader('Link para o inquérito em vento.pt/30 e lembrar a garantia de 5 anos.')).toBe('Link para o inquérito em vento.pt/30. A garantia de 5 anos.');
  });
});
