/**
 * Issue #16 point 4, the email is the one asked for: a notice no transactional kind fits (a
 * renewal, a pause) is not written as the kind of the first thing it mentions, and a notice to a
 * group (sellers, parents) is news for them, not a notice about an order or an invoice. Prompts
 * written here, in several languages.
 */
import { describe, expect, it } from 'vitest';
import { joinSegments } from '../../src/email/content';
import type { Purpose } from '../../src/generate/types';
import { generate } from './helpers';

const NOW = '2026-12-02T10:00:00Z';

async function email(prompt: string, language: string, purpose?: Purpose) {
  const { brief, composed } = await generate('northwind', prompt, { language, purpose, now: NOW });
  const title = composed.document.blocks.find((b) => b.type === 'heading');
  const heading = title && 'text' in title ? joinSegments(title.text, (t) => t.fallback) : '';
  return { brief, heading, subject: joinSegments(composed.document.subject, (t) => t.fallback) };
}

describe('a renewal is a renewal', () => {
  it.each([
    [
      'de',
      'Förmliche Mitteilung an die Berger Haustechnik GmbH: Ihr Servicevertrag SV-88 verlängert sich automatisch um ein Jahr. Kündigungsfrist 3 Monate zum Laufzeitende. Neuer Preis 42 € netto pro Monat.',
      /Verlängerung/,
    ],
    ['en', 'Renewal notice for Harbor Dental: the practice software plan auto-renews on March 1 for 12 months; the first invoice of the new term goes out on March 5.', /renewal/i],
    ['fr', "Avis de renouvellement du contrat d'entretien de chaudière n° CH-12 : échéance le 30 avril, reconduction pour un an au tarif de 190 € HT.", /renouvellement/i],
    ['it', 'Il contratto di assistenza n. 55 si rinnova il 1° marzo per 12 mesi; la fattura arriverà a metà marzo.', /rinnovo/i],
  ])('%s: neither a cancellation nor an invoice, headed as a renewal', async (language, prompt, heading) => {
    const e = await email(prompt, language, 'transactional');
    expect(e.brief.facts.transactional).toBe('generic');
    expect(e.heading).toMatch(heading);
    expect(`${e.subject} ${e.heading}`).not.toMatch(/Stornierung|invoice|facture|fattura|annul/i);
  });
});

describe('a pause is a pause', () => {
  it.each([
    ['pt-PT', 'Confirma a pausa da assinatura do cabaz: sem entregas a 8 e 15 de janeiro e sem cobrança nesse período.', /pausa/i],
    ['es', 'Confirmación: la pausa de tu suscripción de café empieza el 3 de febrero y no habrá ningún cargo ni vencimiento hasta el 3 de marzo.', /pausa/i],
    ['en', 'Your meal-kit subscription is paused for three weeks, so no invoice until you restart; the next box arrives on January 20.', /pause/i],
  ])('%s: no invoice, headed as a pause', async (language, prompt, heading) => {
    const e = await email(prompt, language, 'transactional');
    expect(e.brief.facts.transactional).toBe('generic');
    expect(e.heading).toMatch(heading);
    expect(`${e.subject} ${e.heading}`).not.toMatch(/invoice|fatura|factura/i);
  });
});

describe('a notice to a group is news for it, not an order or an invoice', () => {
  it.each([
    ['en', 'Notice to all vendors of our craft fair: orders marked shipped after December 20 are paid out on January 8; the commission stays at 12%.'],
    ['it', 'Avviso ai venditori: gli ordini spediti dopo il 20 dicembre vengono pagati il 7 gennaio.'],
    ['fr', 'Lettre aux parents : à partir du 4 janvier, le repas de midi est facturé 4,10 €.'],
  ])('%s: an announcement', async (language, prompt) => {
    const e = await email(prompt, language);
    expect(e.brief.purpose).toBe('announcement');
    expect(`${e.subject} ${e.heading}`).not.toMatch(/order|ordine|facture|shipped|spedit/i);
  });
});

describe('a notice names what it is about in its subject', () => {
  it.each([
    ['en-US', 'Your Trailhead Pro membership renews on January 15 for $89. To cancel before then, reply to this email.', /renews on January 15/],
    ['de-DE', 'Ihr Brotabo pausiert vom 21. Dezember bis 6. Januar; die erste Lieferung danach ist am Donnerstag, 7. Januar.', /pausiert/],
  ])('%s: not "An update from …"', async (language, prompt, about) => {
    const e = await email(prompt, language, 'transactional');
    expect(e.subject).toMatch(about);
  });
});
