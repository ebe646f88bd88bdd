/**
 * Issue #16: what the prompt reader got wrong on prompts it had not seen — a shipping notice in
 * German, Spanish or French read as an announcement, a URL cut at its "?", an RSVP deadline told as
 * the end of an offer, a newsletter's topics run together without headings. The prompts here are
 * new wordings, not the corpus's.
 */
import { describe, expect, it } from 'vitest';
import { blocksText, briefFacts, missingFacts } from '../../src/generate/coverage';
import { generate, normalize } from './helpers';

function expectAllFacts(out: Awaited<ReturnType<typeof generate>>) {
  const missing = missingFacts(briefFacts(out.brief), out.composed.document, out.brief);
  expect(missing.map((f) => `${f.type}: ${f.text}`)).toEqual([]);
}

describe('a shipping notice is read as one in every language', () => {
  const cases: Array<[string, string, string]> = [
    ['de', 'deine bestellung 44120 ist mit Hermes unterwegs, sendungsnummer H1002003004005, kommt am dienstag', 'Sendungsnummer'],
    ['es', 'su pedido 8812 va en camino con Correos Express, número de seguimiento 3300118822, llega el martes', 'Número de seguimiento'],
    ['fr', 'votre commande 55190 est partie avec Chronopost, numéro de suivi XY123456789FR, livraison mardi', 'Numéro de suivi'],
  ];
  for (const [language, prompt, trackingLabel] of cases) {
    it(`is a transactional email with an order summary (${language})`, async () => {
      const out = await generate('northwind', prompt, { language, now: '2026-11-27T10:00:00Z' });
      expect(out.brief.purpose).toBe('transactional');
      expect(out.brief.facts.transactional).toBe('shipping');
      const summary = out.composed.document.blocks.find((b) => b.id === 'summary');
      expect(summary, 'an order summary block').toBeDefined();
      expect(normalize(blocksText([summary!]))).toContain(normalize(trackingLabel));
      expectAllFacts(out);
    });
  }

  it('stays an announcement when only a product is on its way to the shop', async () => {
    const out = await generate('northwind', 'Neuigkeiten: unsere neuen Winterjacken sind unterwegs und ab Montag im Laden.', { language: 'de' });
    expect(out.brief.purpose).not.toBe('transactional');
  });
});

describe('a URL is read whole, query string included', () => {
  it('keeps "?" and what follows in the prose and the links', async () => {
    const url = 'https://shop.example/track?id=AB12&lang=de';
    const out = await generate('northwind', `Ihre Bestellung 7781 ist unterwegs. Sendungsverfolgung: ${url} – Zustellung am Montag.`, {
      language: 'de',
    });
    const text = out.rendered.text;
    expect(text).not.toMatch(/track\? /);
    for (const unit of out.brief.message ?? []) expect(unit.text).not.toMatch(/\?\s+\p{Lu}/u);
    expect(out.brief.facts.urls).toContain(url);
  });
});

describe('an RSVP deadline is not the end of an offer', () => {
  it('the preheader says RSVP, never "Ends"', async () => {
    const out = await generate(
      'northwind',
      'Invite customers to our winter gear swap on Saturday, December 12 at 4 PM at the Portland store. RSVP by December 9.',
      { purpose: 'event', now: '2026-11-27T10:00:00Z' },
    );
    expect(out.rendered.preheader).not.toMatch(/\bEnds\b|Valid until/);
    expect(out.rendered.preheader).toMatch(/RSVP by|December 12/);
  });

  it('a sale’s deadline still ends the offer', async () => {
    const out = await generate('northwind', '20% off all fleece until December 9 with code FLEECE20', {
      purpose: 'promotional',
      now: '2026-11-27T10:00:00Z',
    });
    expect(`${out.rendered.subject} ${out.rendered.preheader}`).toMatch(/December 9|Dec 9/);
  });
});

describe('a newsletter has one section per topic, each with a heading from the topic', () => {
  const cases: Array<[string, string, string, number]> = [
    ['en', 'Newsletter: 1) we opened a repair corner in the Bend store, open Tuesdays; 2) our used-gear buyback now pays in store credit; 3) the trail crew cleaned 12 miles of the Wildwood Trail.', 'en-US', 3],
    ['fr', 'Newsletter de janvier :\n- la galette des rois revient le 2 janvier, 24 € pour 6\n- nouvel atelier macarons le samedi 17 janvier à 10h\n- la boutique de la rue Cler ferme pour travaux du 19 au 25 janvier', 'fr-FR', 3],
    ['de', 'Newsletter Dezember: Unser Stollen hat bei der Brotprüfung Gold gewonnen; ab 1. Dezember backen wir sonntags; die Filiale Kreuzberg zieht in die Oranienstraße 40.', 'de-DE', 3],
  ];
  for (const [language, prompt, locale, n] of cases) {
    it(`writes ${n} headed sections (${language})`, async () => {
      const out = await generate('northwind', prompt, { purpose: 'newsletter', language: locale, now: '2026-11-27T10:00:00Z' });
      const blocks = out.composed.document.blocks;
      const headings = blocks.filter((b) => b.type === 'heading' && /^topic-\d+$/.test(b.id ?? ''));
      expect(headings).toHaveLength(n);
      const folded = (s: string) => normalize(s).normalize('NFKD').replace(/\p{M}/gu, '');
      const prompt_ = folded(prompt);
      for (const h of headings) {
        const text = String((h as { text?: string; content?: string }).text ?? (h as { content?: string }).content);
        // Written from the topic: each of its words is the prompt's own.
        for (const word of folded(text).match(/[\p{L}\p{N}]{3,}/gu) ?? []) expect(prompt_).toContain(word);
        expect(text.length).toBeLessThanOrEqual(70);
      }
      expectAllFacts(out);
    });
  }
});

describe('facts the reader used to lose or change', () => {
  it('reads no date range out of an amount before a day ("£30 until 15 December")', async () => {
    const out = await generate('nightowl', 'Complimentary tote bag with any order over £30 until 15 December.', {
      purpose: 're-engagement',
      language: 'en-GB',
      now: '2026-11-27T10:00:00Z',
    });
    expect(out.brief.facts.dates.map((d) => d.date)).toEqual(['2026-12-15']);
    expect(out.rendered.text).not.toMatch(/30 December/);
  });

  it('links a URL with underscores and a query to exactly that URL, and reads a bare domain with a path', async () => {
    const out = await generate('northwind', 'Newsletter:\n- Case study: our rebrand, read it at https://northwind.example/work/case?utm_source=newsletter\n- Gear swap recap at northwind.example/swap?year=2026', {
      purpose: 'newsletter',
    });
    expect(out.rendered.html).toContain('href="https://northwind.example/work/case?utm_source=newsletter"');
    expect(out.rendered.html).not.toContain('utm\\_source');
    expect(out.brief.facts.urls).toContain('https://northwind.example/swap?year=2026');
  });

  it('keeps the order number of a label that names the email ("Shipping notice for order #NW-48213:")', async () => {
    const out = await generate('northwind', 'Shipping notice for order #NW-48213: 1 x Ridgeline Fleece shipped via UPS, tracking 1Z999AA10123456784.', {
      now: '2026-11-27T10:00:00Z',
    });
    expect(normalize(out.rendered.text)).toContain('#nw-48213');
    expectAllFacts(out);
  });
});

describe('a weekday with its day of the month', () => {
  it('is that day, also when it is today ("from Friday 27 to Monday 30 November" sent on Friday 27)', async () => {
    const out = await generate('northwind', 'Extra 10% off everything from Friday 27 to Monday 30 November with code CARD10.', {
      purpose: 'promotional',
      now: '2026-11-27T10:00:00Z',
    });
    expect(out.brief.facts.dates.map((d) => d.date).sort()).toEqual(['2026-11-27', '2026-11-30']);
  });
});

describe('a time is stated only with its own day', () => {
  it('never joins one item\'s day to another item\'s time in the preheader', async () => {
    const out = await generate(
      'northwind',
      'December newsletter:\n- new route set on the north wall Dec 3\n- yoga for climbers moves to Tuesdays 6:30pm starting Dec 8',
      { language: 'en-US', purpose: 'newsletter', now: '2026-11-28T10:00:00Z' },
    );
    const preheader = normalize(String(out.composed.document.preheader ?? ''));
    expect(preheader).not.toMatch(/december 3[^.]*6:30/u);
  });

  it('keeps the time of the day it belongs to', async () => {
    const out = await generate('northwind', 'Wine tasting on Friday, December 11 at 7pm in our Portland store.', { language: 'en-US', purpose: 'event', now: '2026-11-28T10:00:00Z' });
    expect(normalize(String(out.composed.document.preheader ?? ''))).toMatch(/december 11[^.]*7(?::00)? pm/u);
  });
});

describe('a time span and a time written as the prompt writes them', () => {
  const event = (time: string) => generate('eclair', `Atelier de couronnes de Noël samedi 12 décembre ${time} à la boutique du 2240 rue Beaubien Est. 55 $ tout compris.`, { language: 'fr-CA', purpose: 'event', now: '2026-11-28T10:00:00Z' });
  it('shows a span whole in the details, in the prompt’s own form (fr)', async () => {
    expect(normalize((await event(', 13h30 à 16h,')).rendered.text)).toContain('heure : 13h30 à 16h');
    expect(normalize((await event(', 13 h 30 à 16 h,')).rendered.text)).toContain('heure : 13 h 30 à 16 h');
  });
  it('writes a single time as the prompt does: "13h30" or "13 h 30", never another minute', async () => {
    const compact = normalize((await event('à 13h30')).rendered.text);
    expect(compact).toContain('heure : 13h30');
    expect(compact).not.toContain('13 h 30');
    expect(normalize((await event('à 13 h 30')).rendered.text)).toContain('heure : 13 h 30');
  });
  it('ends the preheader once after an address that ends a sentence', async () => {
    expect((await event(', 13h30 à 16h,')).rendered.preheader).not.toMatch(/\.\s*\./u);
  });
});

describe('deliveries that slip are a delay notice in every language', () => {
  const cases: Array<[string, string]> = [
    ['en', 'heads up: deliveries of the hampers ordered last week are pushed back 2 days because of the storm; you can collect yours at 14 Mill Lane from Monday'],
    ['es', 'las entregas de los turrones pedidos esta semana se retrasan 3 días por la huelga de transportistas; se pueden recoger en la calle Mayor 18 desde el lunes'],
    ['fr', 'les livraisons des bûches commandées la semaine dernière sont décalées de 2 jours à cause de la grève; retrait possible au 12 rue Oberkampf dès lundi'],
    ['de', 'die Lieferungen der bestellten Stollen verschieben sich wegen des Streiks um 3 Tage; Abholung in der Lindenstraße 4 ab Montag möglich'],
    ['pt', 'as entregas dos panetones encomendados nesta semana vão atrasar 3 dias por causa da greve; quem quiser pode retirar na Rua Augusta 200 a partir de segunda'],
    ['it', 'le consegne dei pandori ordinati la settimana scorsa slittano di 2 giorni per lo sciopero; si possono ritirare in via Garibaldi 12 da lunedì'],
  ];
  for (const [language, prompt] of cases) {
    it(`is a transactional delay notice, not an invitation (${language})`, async () => {
      const out = await generate('northwind', prompt, { language, now: '2026-11-28T10:00:00Z' });
      expect(out.brief.purpose).toBe('transactional');
      expect(out.brief.facts.transactional).toBe('delay');
    });
  }
});
