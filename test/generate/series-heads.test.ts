/**
 * Email series (issue #23), how a brief is split into its emails: the head grammar (ordinal words
 * and numerals per language, "Email 2", send offsets and send days, role words) inside one sentence
 * as well as at line starts; the words a head or an instruction says to the writer never reach the
 * reader; a line saying who an email goes to is a note for the marketer, in no email and demanded
 * by no fact check. Prompts written for these tests (not the corpus's).
 */
import { describe, expect, it } from 'vitest';
import { generateEmail } from '../../src/generate/engine';
import { countInWords, forTheReader, scheduleOffsets, splitSeries, withoutAudience, type SequenceKind } from '../../src/generate/series/plan';
import { renderText } from '../../src/email';
import { loadBrand } from './helpers';

function plan(prompt: string, count: number, kind: SequenceKind, eventInDays?: number) {
  const words = countInWords(prompt);
  const split = splitSeries(prompt, count, words && words.count === count ? words.span : undefined);
  // Saturday 2026-11-28.
  return { ...split, texts: split.parts.map((p) => p.text), offsets: scheduleOffsets(kind, split.parts, eventInDays, 6, '2026-11-28') };
}

describe('the head of each email’s part, in one sentence, in six languages', () => {
  it('fr: 1er / 2e / 3e with "une semaine après" and "deux jours avant la fin" of a code valid 14 days', () => {
    const p = plan(
      "Série de 3 e-mails de reconquête : 1er « on vous a gardé une place » avec le nouveau savon au lait d'ânesse, 2e une semaine après avec -10 % avec le code DOUX10 valable 14 jours, 3e deux jours avant la fin : dernier rappel du code.",
      3,
      'win-back',
    );
    expect(p.by).toBe('labels');
    expect(p.texts[0]).toContain("savon au lait d'ânesse");
    expect(p.texts[1]).toContain('DOUX10');
    expect(p.texts[1]).not.toMatch(/semaine|^2e/);
    expect(p.texts[2]).toBe('Dernier rappel du code.');
    // The code ends 14 days after email 2 (day 7); two days before that is day 19.
    expect(p.offsets).toEqual([0, 7, 19]);
  });

  it('pt: 1º / 2º "depois de 2 dias" / 3º "depois de uma semana" (depois de is a send time, not "then")', () => {
    const p = plan(
      'Sequência de 3 e-mails: 1º na hora, com o cupom OLA10; 2º depois de 2 dias explicando a troca grátis em 30 dias; 3º depois de uma semana falando do clube de vantagens.',
      3,
      'welcome',
    );
    expect(p.offsets).toEqual([0, 2, 7]);
    expect(p.texts[1]).toBe('A troca grátis em 30 dias');
    expect(p.texts[2]).toBe('O clube de vantagens.');
  });

  it('es: "el primero a las 3 horas recordando …; el segundo a las 48 horas diciendo que …"', () => {
    const p = plan('Secuencia de 2 correos de carrito: el primero a las 3 horas recordando la mochila Andes (79 €); el segundo a las 48 horas diciendo que el envío es gratis.', 2, 'abandoned-cart');
    expect(p.texts).toEqual(['La mochila Andes (79 €)', 'El envío es gratis.']);
    expect(p.offsets).toEqual([0.13, 2]);
  });

  it('es: "primero …, luego … (a, b y c) y al final el día del lanzamiento …": no split inside brackets', () => {
    const p = plan('3 correos antes del lanzamiento del café Nube el 12 de diciembre: primero un adelanto, luego la receta (canela, cacao y piloncillo) y al final el día del lanzamiento con el precio, 180 MXN.', 3, 'launch-countdown', 14);
    expect(p.texts).toEqual(['', 'La receta (canela, cacao y piloncillo)', '180 MXN.']);
    expect(p.parts[2].beforeEvent).toBe(0);
    expect(p.preamble).toContain('12 de diciembre');
  });

  it('de: role words and send times as heads ("Einladung (…), Erinnerung zwei Tage vorher, und am Tag selbst: …")', () => {
    const p = plan('3 Mails zu unserem Weinabend am 18. Dezember um 19 Uhr: Einladung (30 € pro Person), Erinnerung zwei Tage vorher, und am Tag selbst: Eingang im Hof, Lindenstraße 4.', 3, 'event-reminders', 20);
    expect(p.by).toBe('labels');
    expect(p.texts[0]).toContain('30 € pro Person');
    expect(p.texts[2]).toBe('Eingang im Hof, Lindenstraße 4.');
    expect(p.parts[1]).toMatchObject({ beforeEvent: 2 });
    expect(p.offsets).toEqual([0, 18, 20]);
  });

  it('de: a send day in the head ("Teaser am 1.12.") is the schedule, not copy', () => {
    const p = plan('Launch der Jacke „Berg“: Teaser am 1.12. (Enthüllung am 3.12.), Launch-Mail am 3.12. (199 €, 100 % Wolle), Erinnerung am 6.12.: nur bis 8.12. gratis Mütze.', 3, 'launch-countdown');
    expect(p.texts).toEqual(['Enthüllung am 3.12.', '199 €, 100 % Wolle', 'Nur bis 8.12. gratis Mütze.']);
    // Planned on Saturday 28 November: 1 December is 3 days on.
    expect(p.offsets).toEqual([3, 5, 8]);
    const pt = plan('Série de 2 e-mails pro lançamento do chá Bruma: teaser dia 2/12 com a data, lançamento dia 4/12 com 10% off.', 2, 'launch-countdown');
    expect(pt.offsets).toEqual([4, 6]);
    expect(pt.texts[1]).toBe('Com 10% off.');
  });

  it('it: "prima mail dopo 2 ore, seconda il giorno dopo …, terza dopo 4 giorni: …"', () => {
    const p = plan('recupero carrello per la lampada Arco (240 €): prima mail dopo 2 ore, seconda il giorno dopo con la garanzia di 5 anni, terza dopo 4 giorni: spedizione gratuita.', 3, 'abandoned-cart');
    expect(p.preamble).toBe('recupero carrello per la lampada Arco (240 €)');
    expect(p.texts.slice(1)).toEqual(['Con la garanzia di 5 anni', 'Spedizione gratuita.']);
    expect(p.offsets).toEqual([0.08, 1, 4]);
  });

  it('it: "il 1° dicembre" is a date, not an ordinal head', () => {
    const p = plan('Serie di 2 email: la prima il 1° dicembre con il calendario, la seconda il giorno dopo con il codice NATALE5', 2, 'nurture');
    expect(p.texts[0]).toContain('1° dicembre');
    expect(p.texts[1]).toContain('NATALE5');
  });

  it('en: "email 1 straight away — …; email 2 three days later — …; email 3 a week after signup — …"', () => {
    const p = plan('3-email welcome series: email 1 straight away — thanks and a free sample; email 2 three days later — how we roast our beans; email 3 a week after signup — 10% off with HI10.', 3, 'welcome');
    expect(p.texts).toEqual(['Thanks and a free sample', 'How we roast our beans', '10% off with HI10.']);
    expect(p.offsets).toEqual([0, 3, 7]);
  });

  it('es: "a la semana" is a week after the trigger', () => {
    const p = plan('Secuencia de 3 correos de bienvenida: el primero al registrarse con el horario; el segundo a los 2 días con la clase gratis; el tercero a la semana con el bono de 5 clases.', 3, 'welcome');
    expect(p.offsets).toEqual([0, 2, 7]);
    expect(p.texts[0]).toBe('Con el horario');
    const fr = plan("2 e-mails pour l'atelier du 12 décembre : un mail 3 jours avant avec le matériel à apporter, un mail la veille avec l'adresse.", 2, 'event-reminders', 14);
    expect(fr.texts).toEqual(['Avec le matériel à apporter', "Avec l'adresse."]);
    expect(fr.offsets).toEqual([11, 13]);
  });

  it('en: "Email 2 (48h later): …" and a short part that is content, not a head', () => {
    const p = plan('2 emails. Email 1: the new Atlas mug. Email 2 (48h later): 15% off with MUG15.', 2, 'nurture');
    expect(p.texts).toEqual(['The new Atlas mug.', '15% off with MUG15.']);
    expect(p.offsets).toEqual([0, 2]);
  });

  it('en: "start with …, then a week later …, finally after 3 weeks …"', () => {
    const p = plan('Post-purchase flow, 3 emails: start with care tips for the Ember pan (preheat 2 minutes), then a week later ask for a review, finally after 3 weeks 10% off with PAN10.', 3, 'nurture');
    expect(p.texts[0]).toBe('Care tips for the Ember pan (preheat 2 minutes)');
    expect(p.texts[2]).toBe('10% off with PAN10.');
    expect(p.offsets).toEqual([0, 7, 21]);
  });

  it('drops the gerund or infinitive that tells the writer what to do', () => {
    expect(forTheReader('An die Tasche „Isar“ (89 €) erinnern')).toBe('Die Tasche „Isar“ (89 €)');
    expect(forTheReader('recordando que la mochila sigue en tu carrito')).toBe('La mochila sigue en tu carrito');
    expect(forTheReader('falando sobre o clube de vantagens')).toBe('O clube de vantagens');
    expect(forTheReader("rappeler que la tuque est toujours dans le panier")).toBe('La tuque est toujours dans le panier');
    expect(forTheReader('ricordando che la promo scade domenica')).toBe('La promo scade domenica');
  });
});

describe('a flow sent on each recipient’s own trigger', () => {
  it('keeps a weekday without a date as a weekday, not the calendar day after today', async () => {
    const brand = loadBrand('nightowl');
    const out = await generateEmail({
      brand,
      projectUrls: [brand.pages[0]?.url ?? 'https://example.com/'],
      prompt: '2-email welcome series: email 1 straight away — thanks, your first print ships Monday; email 2 three days later — how we print our posters.',
      language: 'en-GB',
      now: new Date('2026-11-28T10:00:00Z'),
    });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const first = out.series?.emails[0];
    const text = `${first?.document.preheader}\n${renderText(first!.document)}`;
    expect(text).toContain('Monday');
    expect(text).not.toMatch(/30 November|November 30/);
  });
});

describe('who an email goes to is a note for the marketer', () => {
  it('takes the audience out of the context and of a part, keeping what the reader may be told', () => {
    expect(withoutAudience("reconquête pour les clientes qui n'ont pas commandé depuis 6 mois")).toEqual({
      text: 'Votre dernière commande remonte à 6 mois.',
      note: "pour les clientes qui n'ont pas commandé depuis 6 mois",
    });
    expect(withoutAudience('Post-purchase series for people who bought the Nord Kettle').text).toBe('Nord Kettle');
    expect(withoutAudience("pour les inscrits à l'atelier bougies du samedi 12 décembre").text).toBe("l'atelier bougies du samedi 12 décembre");
    expect(withoutAudience('Winback für Kunden, die seit 3 Monaten nicht bestellt haben').text).toBe('Seit 3 Monaten haben wir nichts mehr von Ihnen gehört.');
    const p = plan('3-email win-back. Email 1: our new linen range. Email 2, only to people who didn\'t open email 1: 20% off with BACK20. Email 3: last chance, the code ends Sunday.', 3, 'win-back');
    expect(p.texts[1]).toBe('20% off with BACK20.');
    expect(p.audience).toEqual([{ position: 2, note: "Only to people who didn't open email 1" }]);
    const fr = plan("Série de 2 e-mails : 1er la nouvelle bougie Figue ; 2e, pour ceux qui n'ont pas ouvert le premier : -10 % avec RETOUR10.", 2, 'nurture');
    expect(fr.texts).toEqual(['La nouvelle bougie Figue', '-10 % avec RETOUR10.']);
  });

  it('writes no audience line into an email and tells the marketer instead; the fact check does not demand it', async () => {
    const brand = loadBrand('eclair');
    const out = await generateEmail({
      brand,
      projectUrls: [brand.pages[0]?.url ?? 'https://example.com/'],
      prompt: "Série de 2 e-mails pour les clientes qui n'ont pas commandé depuis 5 mois : 1er nos nouveautés (la tarte Tatin), 2e une semaine après, pour celles qui n'ont pas ouvert le premier : -15 % avec le code REVIENS15.",
      language: 'fr-FR',
      now: new Date('2026-11-28T10:00:00Z'),
    });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const texts = (out.series?.emails ?? []).map((e) => renderText(e.document));
    expect(texts).toHaveLength(2);
    for (const t of texts) expect(t).not.toMatch(/n'ont pas (?:commandé|ouvert)|pour celles qui/);
    expect(texts[1]).toContain('REVIENS15');
    expect(out.warnings.join('\n')).toMatch(/Email 2 is for: "pour celles qui n'ont pas ouvert le premier"/i);
    expect(out.warnings.join('\n')).not.toMatch(/does not state[^\n]*(?:ouvert|commandé)/);
  });
});
