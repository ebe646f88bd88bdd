/**
 * Series briefs written the ways the sixth held-out batch showed the planner could not read (issue
 * #23): send days named by weekday and date after a label ("Start Donnerstag 3.12."), "J+3"-style
 * day labels under Markdown headings with bullets beneath them, "el segundo una semana antes" and
 * "el mismo día por la tarde", an email that "goes out today", waits that grow from a first email at
 * the trigger, the series' name or the request for it in the context, and notes for the developer or
 * the writer. Every wording here is our own (not the corpus'), and each test fails on the planner
 * before this change.
 */
import { describe, expect, it } from 'vitest';
import { labelHeadings, partSchedule } from '../../src/generate/series/heads';
import { scheduleOffsets } from '../../src/generate/series/plan';
import { generateSeries as series, SATURDAY, split, TODAY } from './series-helpers';

describe('a series brief in the sixth batch’s wordings', () => {
  it('reads a send day named by weekday and date, after a role word or a label of its own', () => {
    expect(partSchedule('Vorschau am Dienstag 1.12. (nur die Marken)').onDate).toEqual({ month: 12, day: 1 });
    expect(partSchedule('le mardi 1/12 : les nouveautés de la saison').onDate).toEqual({ month: 12, day: 1 });
    expect(partSchedule('Apertura giovedì 3/12 alle 9: -25% sui cappotti')).toMatchObject({ onDate: { month: 12, day: 3 }, content: 'Apertura giovedì 3/12 alle 9: -25% sui cappotti' });
    const s = split('Drei Mails für den Winterschluss bei Hüttenzauber: Vorschau am Dienstag 1.12., Start Donnerstag 3.12. um 9 Uhr: -25 % auf Jacken und Mützen, und Finale Samstag 5.12. abends, Schluss um 22 Uhr.', 3);
    expect(s.by).toBe('labels');
    expect(s.parts.map((p) => p.onDate)).toEqual([{ month: 12, day: 1 }, { month: 12, day: 3 }, { month: 12, day: 5 }]);
    expect(s.parts[1].text).toMatch(/^Start Donnerstag 3\.12\. um 9 Uhr: -25 %/);
    expect(scheduleOffsets('sale-countdown', s.parts, undefined, SATURDAY, TODAY)).toEqual([3, 5, 7]);
    // A deadline is not a send day.
    expect(partSchedule('gilt bis Samstag 5.12., solange der Laden offen ist').onDate).toBeUndefined();
  });

  it('puts an offer stated after the sentence that names every email with the emails’ offers, not in the last email', () => {
    const s = split(
      'Tre email per i saldi di Ferramenta Rossi: anteprima lunedì 30/11, apertura mercoledì 2/12 alle 9: -20% sugli attrezzi da giardino, e ultima chiamata domenica 6/12, i saldi finiscono a mezzanotte. Bonus: affilatura a 5 € invece di 9 € con ogni attrezzo. Grazie!',
      3,
    );
    expect(scheduleOffsets('sale-countdown', s.parts, undefined, SATURDAY, TODAY)).toEqual([2, 4, 8]);
    expect(s.parts[1].text).toMatch(/-20%[\s\S]*affilatura a 5 € invece di 9 €/u);
    expect(s.parts[2].text).not.toMatch(/affilatura/u);
    expect(s.parts[2].text).toMatch(/mezzanotte/u);
    // Parts named at the start of their own sentences keep what follows them.
    const lines = split('Three emails for the Rossi Hardware sale. Monday 30/11: the preview. Wednesday 2/12: 20% off garden tools. Sunday 6/12: last call. Sharpening for $5 instead of $9.', 3);
    expect(lines.parts[2].text).toMatch(/Sharpening/u);
  });

  it('has a countdown’s last step say its own day, which its head named', async () => {
    // A last step headed "zuletzt" says its day again; one headed by a label keeps it in its words.
    expect(split('Drei Mails für den Winterschluss bei Hüttenzauber: Vorschau am Dienstag 1.12., Start Donnerstag 3.12. um 9 Uhr: -25 % auf Jacken, und zuletzt Samstag 5.12. abends, Schluss um 22 Uhr.', 3).parts[2]).toMatchObject({ sendDay: 'Samstag 5.12.', text: 'Schluss um 22 Uhr.' });
    const { emails } = await series(
      'northwind',
      'de-AT',
      'Drei Mails für den Winterschluss bei Hüttenzauber: Vorschau am Dienstag 1.12., Start Donnerstag 3.12. um 9 Uhr: -25 % auf Jacken und Mützen, und zuletzt Samstag 5.12. abends, Schluss um 22 Uhr.',
    );
    expect(emails.map((e) => e.sendOffsetDays)).toEqual([3, 5, 7]);
    expect(emails[2].text).toMatch(/5\.12\.|5\. Dezember/);
  });

  it('reads "J0 / J+3 / J+6" labels under Markdown headings, with the bullets beneath each label in its email', async () => {
    const md = '## Bienvenue à la Cave des Quais (3 mails)\n\n### J0\n- Merci, code QUAIS5 = 5 % sur la première commande\n- Livraison à vélo dans Nantes\n\n### J+3\n- Notre caviste Inès Morvan\n\n### J+6\n- Dégustation le jeudi soir\n- Rappel : QUAIS5 expire bientôt';
    expect(labelHeadings(md)).toMatch(/^J\+3$/mu);
    const s = split(labelHeadings(md), 3);
    expect(s.parts.map((p) => p.offsetDays)).toEqual([0, 3, 6]);
    expect(s.parts[0].text).toMatch(/QUAIS5[\s\S]*vélo/);
    expect(s.parts[1].text).toMatch(/Inès Morvan/);
    expect(split('Email 1\n- hello and the code HI5\n- free returns\nEmail 2\n- our story\nEmail 3\n- bestsellers', 3).parts.map((p) => p.text)).toEqual([
      'Hello and the code HI5\n- free returns',
      'Our story',
      'Bestsellers',
    ]);
    const { emails } = await series('northwind', 'fr-FR', md);
    expect(emails.map((e) => e.sendOffsetDays)).toEqual([0, 3, 6]);
    expect(emails[1].text).toMatch(/Inès Morvan/);
    expect(emails.map((e) => e.text).join('\n')).not.toMatch(/J\+\d/);
  });

  it('reads "el segundo una semana antes", "el primero sale hoy" and "el mismo día por la tarde", none of it copy', () => {
    const s = split(
      'Necesito tres correos para la feria del libro de Librería Quimera. La feria es el sábado 19 de diciembre. El primero sale hoy anunciando la feria y los autores invitados. El segundo una semana antes pidiendo que reserven en quimera.example.cl. El tercero el mismo día por la tarde recordando que hay café gratis.',
      3,
    );
    expect(s.preamble).not.toMatch(/necesito/iu);
    expect(s.parts.map((p) => p.text)).toEqual(['La feria y los autores invitados.', 'Reserven en quimera.example.cl.', 'Hay café gratis.']);
    expect(s.parts.map((p) => [p.offsetDays, p.beforeEvent])).toEqual([[0, undefined], [undefined, 7], [undefined, 0]]);
    expect(scheduleOffsets('event-reminders', s.parts, 21)).toEqual([0, 14, 21]);
  });

  it('counts waits that grow from a first email at the trigger from that trigger ("7 dias depois", "21 dias depois")', () => {
    const s = split('Sequência de 3 emails após a entrega da bicicleta Ria 2: logo no dia, o manual (ria.example.pt/manual); 7 dias depois, a primeira revisão grátis; 21 dias depois, 10% nos acessórios com o código RIA10.', 3);
    expect(s.parts.map((p) => p.offsetDays)).toEqual([0, 7, 21]);
    expect(scheduleOffsets('welcome', s.parts)).toEqual([0, 7, 21]);
    // Waits that do not grow still count from the email before.
    expect(scheduleOffsets('welcome', [{ position: 1, text: 'a', offsetDays: 0 }, { position: 2, text: 'b', offsetDays: 3, relative: true }, { position: 3, text: 'c', offsetDays: 3, relative: true }])).toEqual([0, 3, 6]);
  });

  it('leaves the series’ name, the request for it and notes for the developer or the writer out of every email', async () => {
    expect(split('flusso carrello per Legatoria Aurora: il primo dopo 3 ore, il carrello; il secondo il giorno dopo, la consegna gratuita.', 2).preamble).toBe('Legatoria Aurora');
    expect(split('Brauche 2 Mails für unseren Adventmarkt: am 1.12. die Einladung, am 5.12. die Erinnerung.', 2).preamble).not.toMatch(/brauche/iu);
    const dev = split('Day 0: the welcome. Day 4: the guide to the dashboard. Dev note: count is sent in the body, under 90 words each', 2);
    expect(dev.notes).toEqual(['Dev note: count is sent in the body, under 90 words each']);
    expect(dev.parts[1].text).not.toMatch(/dev note|90 words/iu);
    const aside = split('Série de 2 mails pour la Cave des Quais\nJ0\n- le code QUAIS5\nJ+3\n- la dégustation du jeudi\n(pas de gros plans de bouteilles ouvertes, merci)', 2);
    expect(aside.parts[1].text).not.toMatch(/gros plans/u);
    expect(aside.notes).toEqual(['(pas de gros plans de bouteilles ouvertes, merci)']);
    const teaser = split('Drei Mails für den Winterschluss bei Hüttenzauber: Vorschau am Dienstag 1.12. (noch ohne Preise, nur „bald ist es so weit“), Start Donnerstag 3.12.: -25 % auf Jacken, und Finale Samstag 5.12.: Schluss um 22 Uhr.', 3);
    expect(teaser.parts[0].text).toBe('');
    expect(teaser.notes).toEqual(['(noch ohne Preise, nur „bald ist es so weit“)']);
    const { emails, warnings } = await series('northwind', 'en-US', 'Day 0: welcome to Trailhead Club, your member number is in your account. Day 4: the guide to our repair bench. Dev note: count is sent in the body, under 90 words each', 2);
    expect(emails.map((e) => e.text).join('\n')).not.toMatch(/dev note|90 words|count is sent/iu);
    expect(warnings.join('\n')).toMatch(/Dev note/);
  });

  it('dates its reminders with the event, not with the day the first email goes out ("Today: …")', async () => {
    const { emails } = await series(
      'northwind',
      'en-GB',
      '3 emails for people with tickets to our cheese and cider evening:\n1) Today: practical info — Thu 10 Dec, 7pm, The Old Granary, 4 Mill Lane, Bath.\n2) Mon 7 Dec: what we pour (8 ciders, 5 cheeses).\n3) Thu 10 Dec, morning: see you tonight, doors at 6:30.',
      undefined,
      'event',
    );
    expect(emails).toHaveLength(3);
    for (const e of emails.slice(1)) {
      expect(e.text).toMatch(/10 December/u);
      // The 28th is the day of writing, when the first email goes out: no later email dates the evening then.
      expect(e.text).not.toMatch(/28 November/u);
    }
  });
});
