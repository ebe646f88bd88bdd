/**
 * Issue #16, point 5: the blocks carry the structure users expect — an event's details block
 * (date, time, place with address, price, RSVP deadline, extras) and a transactional email's order
 * summary (number, items with quantities, amount, carrier, tracking number and link, delivery
 * estimate), in the email's language, with every fact of the prompt still stated and none changed.
 */
import { describe, expect, it } from 'vitest';
import { briefFacts, blocksText, missingFacts } from '../../src/generate/coverage';
import type { Purpose } from '../../src/generate/types';
import { generate } from './helpers';

/** The rows of a details block, label → value, as a reader sees them. */
function rowsOf(text: string): Record<string, string> {
  return Object.fromEntries(
    text.split('\n').map((line) => {
      const m = /^\*\*(.+?)\s?:\*\*\s(.*)$/u.exec(line);
      if (!m) throw new Error(`not a row: ${line}`);
      return [m[1], m[2].replace(/\\(.)/g, '$1')];
    }),
  );
}

async function detailsOf(prompt: string, purpose: Purpose, language: string, id: string) {
  const out = await generate('northwind', prompt, { purpose, language });
  const blocks = out.composed.document.blocks;
  const block = blocks.find((b) => b.id === id);
  expect(block?.type).toBe('text');
  const content = (block as { content: string }).content;
  expect(typeof content).toBe('string');
  return { out, rows: rowsOf(content), blocks };
}

/** Every fact of the message is stated, none changed; the prose states no row's whole sentence again. */
function expectAllFacts(out: Awaited<ReturnType<typeof generate>>) {
  const missing = missingFacts(briefFacts(out.brief), out.composed.document, out.brief);
  expect(missing.map((f) => `${f.type}: ${f.text}`)).toEqual([]);
}

describe('event details block', () => {
  it('shows date, time, place with address, price, RSVP deadline and extras as rows (English)', async () => {
    const { out, rows, blocks } = await detailsOf(
      'Invite customers to a tasting of three new Kenyan coffees next Friday at 7 PM in our Pearl District roastery (1120 NW Couch St). Tickets are $15, including a bag to take home. RSVP by June 10 at hello@example.com. Free parking behind the building.',
      'event',
      'en',
      'details',
    );
    expect(rows).toEqual({
      Date: 'Friday, June 6',
      Time: '7:00 PM',
      Place: 'Our Pearl District roastery, 1120 NW Couch St',
      Price: '$15',
      'RSVP by': 'Tuesday, June 10 (hello@example.com)',
      'Good to know': 'Free parking behind the building.',
    });
    expectAllFacts(out);
    // One details block; the parking line is not said again in the prose.
    expect(blocks.filter((b) => b.id === 'details')).toHaveLength(1);
    expect(blocksText(blocks.filter((b) => b.id !== 'details')).match(/parking/gi) ?? []).toHaveLength(0);
  });

  it('writes the rows in the email’s language, with the address the place lacks (French)', async () => {
    const { out, rows } = await detailsOf(
      'Invitez nos clients à une dégustation le 21 juin à 19h au Café Lumière, 12 rue de Rivoli, Paris. Entrée 10 €. Merci de répondre avant le 15 juin.',
      'event',
      'fr',
      'details',
    );
    expect(rows).toEqual({
      Date: 'Samedi 21 juin',
      Heure: '19:00',
      Lieu: 'Café Lumière, 12 rue de Rivoli, Paris',
      Prix: '10 €',
      'Réponse avant le': 'Dimanche 15 juin',
    });
    expectAllFacts(out);
  });

  it('keeps a bullet brief’s place line whole and its span of hours as written', async () => {
    const prompt =
      'alumni holiday reception\n- Fri Dec 11, 6–9 PM\n- The Rooftop at Hotel Vermont, 41 Cherry St, Burlington\n- $35 alumni / $20 recent grads\n- RSVP by Dec 4 at uvmalumni.org/holiday';
    const out = await generate('northwind', prompt, { purpose: 'event', language: 'en', now: '2026-11-25T10:00:00Z' });
    const block = out.composed.document.blocks.find((b) => b.id === 'details') as { content: string };
    expect(rowsOf(block.content)).toEqual({
      Date: 'Friday, December 11',
      Time: '6–9 PM',
      Place: 'The Rooftop at Hotel Vermont, 41 Cherry St, Burlington',
      'RSVP by': 'Friday, December 4 (uvmalumni.org/holiday)',
    });
    // Two prices stay in the prose, which says what each is for.
    expect(blocksText(out.composed.document.blocks)).toContain('$35 alumni / $20 recent grads');
    expectAllFacts(out);
  });

  it('writes a span of hours given in words as the prompt does (Spanish)', async () => {
    const { out, rows } = await detailsOf(
      'Invita a nuestros clientes al taller de cerámica el sábado 14 de junio de 10:00 a 13:00 en nuestro estudio, calle Luna 8, Madrid. Precio: 30 € por persona.',
      'event',
      'es',
      'details',
    );
    expect(rows['Hora']).toBe('de 10:00 a 13:00');
    expect(rows['Precio']).toBe('30 €');
    expectAllFacts(out);
  });

  it('takes the place from a brief’s labelled line (Italian)', async () => {
    const { out, rows } = await detailsOf(
      'Serata soci\n- quando: venerdì 13 giugno, dalle 19\n- luogo: Cascina Rosa, strada Valle 4, Asti (parcheggio interno)\n- parcheggio gratuito per i soci',
      'event',
      'it',
      'details',
    );
    expect(rows['Luogo']).toBe('Cascina Rosa, strada Valle 4, Asti (parcheggio interno)');
    expect(rows['Data']).toBe('Venerdì 13 giugno');
    expectAllFacts(out);
  });

  it('never takes where to park for the place ("Parkplätze im Hof", "stationnement dans la ruelle")', async () => {
    const now = '2026-11-28T10:00:00Z';
    const de = await generate(
      'sonnenschein',
      'Einladung Adventsbacken für Kinder:\n- Samstag, 12. Dezember, 10–13 Uhr\n- in unserer Backstube, Lindenstraße 4, 79098 Freiburg\n- Parkplätze im Hof',
      { purpose: 'event', language: 'de', now },
    );
    expect(de.brief.facts.location ?? '').not.toMatch(/Hof/);
    expect(de.rendered.preheader).not.toMatch(/Hof/);
    const place = rowsOf((de.composed.document.blocks.find((b) => b.id === 'details') as { content: string }).content)['Ort'];
    expect(place).toContain('Lindenstraße 4');
    expect(place).not.toMatch(/Hof/);
    const en = await generate('northwind', 'Wreath workshop Saturday, December 12 at 10 am. Parking at the Riverside Garage across the street.', { purpose: 'event', language: 'en', now });
    expect(en.brief.facts.location ?? '').not.toMatch(/Riverside/);
    // The place itself is still read where the prompt gives one.
    const it = await generate('northwind', 'Wreath workshop Saturday, December 12 at 10 am at the Pearl Street Studio. Parking at the Riverside Garage.', { purpose: 'event', language: 'en', now });
    expect(it.brief.facts.location).toMatch(/Pearl Street Studio/);
  });

  it('keeps the street a place gives, written with its capital ("en nuestra tienda de Calle Mayor 18", "no nosso espaço da Rua da Rosa 112")', async () => {
    const now = '2026-11-28T10:00:00Z';
    const esGen = await generate('casaverde', 'Presentación del libro «La huerta en casa», el jueves 10 de diciembre a las 19:00 en nuestra tienda de Calle Mayor 18, Madrid. Entrada libre.', { purpose: 'event', language: 'es', now });
    expect(rowsOf((esGen.composed.document.blocks.find((b) => b.id === 'details') as { content: string }).content)['Lugar']).toContain('Calle Mayor 18, Madrid');
    const pt = await generate('aurora', 'Prova de cafés de Natal\n- quinta-feira, 10 de dezembro, às 18h30\n- no nosso espaço da Rua da Rosa 112, Bairro Alto\n- 12 € por pessoa', { purpose: 'event', language: 'pt-PT', now });
    expect(rowsOf((pt.composed.document.blocks.find((b) => b.id === 'details') as { content: string }).content)['Local']).toContain('Rua da Rosa 112');
    expectAllFacts(esGen);
    expectAllFacts(pt);
  });
});

describe('order summary block', () => {
  it('shows number, items with quantities, amount, carrier, linked tracking number and delivery estimate (English)', async () => {
    const { out, rows } = await detailsOf(
      'Your order #5567 has shipped: 2 x Sumatra Mandheling 250g and 1 x Ceramic Dripper. Carrier: UPS, tracking number 1Z999AA10123456784 (https://ups.com/track?n=1Z999AA10123456784). Expected delivery June 6. Total $48.50.',
      'transactional',
      'en',
      'summary',
    );
    expect(rows).toEqual({
      'Order number': '#5567',
      Items: '2 × Sumatra Mandheling 250g, 1 × Ceramic Dripper',
      Amount: '$48.50',
      Carrier: 'UPS',
      'Tracking number': '[1Z999AA10123456784](https://ups.com/track?n=1Z999AA10123456784)',
      'Estimated delivery': 'Friday, June 6',
    });
    expectAllFacts(out);
  });

  it('writes the summary in the email’s language (German)', async () => {
    const { out, rows } = await detailsOf(
      'Ihre Bestellung Nr. 10422 wurde verschickt: 3 x Espresso Blend 1kg. Versand mit DHL, Sendungsnummer 00340434161094015902. Voraussichtliche Zustellung am 5. Juni. Gesamtbetrag 54,90 €.',
      'transactional',
      'de',
      'summary',
    );
    expect(rows).toEqual({
      Bestellnummer: '10422',
      Artikel: '3 × Espresso Blend 1kg',
      Betrag: '54,90 €',
      Versanddienst: 'DHL',
      Sendungsnummer: '00340434161094015902',
      'Voraussichtliche Zustellung': 'Donnerstag, 5. Juni',
    });
    expectAllFacts(out);
  });

  it('keeps a grouped tracking number whole, reads no dimensions as items, and shows no delay credit as the amount', async () => {
    const { rows } = await detailsOf(
      'shipping update for order 3300-8812\n- Rattan pendant light, 120 x 40 cm, shipped today via FedEx, tracking 7734 8890 1122\n- estimated delivery: Monday June 9',
      'transactional',
      'en',
      'summary',
    );
    expect(rows).toEqual({
      'Order number': '3300-8812',
      Carrier: 'FedEx',
      'Tracking number': '7734 8890 1122',
      'Estimated delivery': 'Monday, June 9',
    });
    const delay = await generate(
      'northwind',
      'Order 77-4410 is delayed: the new estimated delivery is June 12. As an apology we added a $15 credit to your account.',
      { purpose: 'transactional', language: 'en' },
    );
    const summary = delay.composed.document.blocks.find((b) => b.id === 'summary') as { content: string } | undefined;
    expect(summary && rowsOf(summary.content)).not.toHaveProperty('Amount');
    expectAllFacts(delay);
  });

  it('adds no summary to a password reset', async () => {
    const out = await generate('northwind', 'Password reset link for your account, valid for 30 minutes: https://northwind.example/reset?t=abc123', {
      purpose: 'transactional',
      language: 'en',
    });
    expect(out.composed.document.blocks.some((b) => b.id === 'summary')).toBe(false);
    expectAllFacts(out);
  });
});
