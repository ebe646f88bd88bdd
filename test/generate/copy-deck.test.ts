/**
 * Issue #16: a copy deck — the subject, preheader, headline, button, opening, closing or P.S. a
 * marketer has already written and wants kept word for word — is placed as written, and the
 * request to keep it, like the send time, is the writer's. In our own wordings, six languages.
 */
import { describe, expect, it } from 'vitest';
import { generateEmail } from '../../src/generate/engine';
import { renderEmail } from '../../src/email';
import { readCopyDeck } from '../../src/generate/understand/copy-deck';
import { withDeck } from '../../src/generate/compose/deck';
import type { AnyBlock } from '../../src/email';
import type { Purpose } from '../../src/generate/types';
import { loadBrand } from './helpers';

async function email(prompt: string, language: string, brand: string, purpose: Purpose = 'promotional') {
  const out = await generateEmail({ brand: loadBrand(brand), projectUrls: [], prompt, language, purpose, now: new Date('2026-12-01T10:00:00Z') });
  if (!out.ok) throw new Error(JSON.stringify(out));
  const rendered = await renderEmail(out.document);
  const heading = out.document.blocks.map((b) => (b.type === 'hero' ? b.heading : b.type === 'heading' ? b.text : undefined)).find(Boolean);
  return { ...rendered, heading: typeof heading === 'string' ? heading : JSON.stringify(heading), units: (out.brief.message ?? []).map((u) => u.text) };
}

describe('a copy deck', () => {
  it('reads each labelled line, quoted in any language’s marks, and leaves the rest of the prompt', () => {
    const { deck, prompt } = readCopyDeck('Winter mail.\nBetreff: „Warm durch den Januar“\nÜberschrift: «Zeit für Tee»\nRest: 15 % auf alle Teesorten bis 10.1.');
    expect(deck).toEqual({ subject: 'Warm durch den Januar', headline: 'Zeit für Tee' });
    expect(prompt).toBe('Winter mail.\n\n\nRest: 15 % auf alle Teesorten bis 10.1.'.replace(/\n{3,}/gu, '\n\n'));
    expect(readCopyDeck('Subject line: Our January sale starts Monday\nEverything 20% off.').deck).toEqual({ subject: 'Our January sale starts Monday' });
    // A subject mentioned in a sentence is no deck line.
    expect(readCopyDeck('The subject of the talk: soil health. Tickets $12.').deck).toEqual({});
  });

  it('uses the subject, preheader, headline and button as written, and writes the rest', async () => {
    const e = await email(
      'January sale mail, goes out tomorrow. Keep these lines exactly, don\'t rewrite the headline:\nSubject: "Fresh start: 25% off all jackets"\nPreheader: "Three days only, ends Sunday"\nHeadline: "New year, warmer you."\nButton: "Find my jacket"\nBody — you can write this part: 25% off every jacket with code FRESH25 until Sunday 6 December. Free returns within 30 days.',
      'en-US',
      'northwind',
    );
    expect(e.subject).toBe('Fresh start: 25% off all jackets');
    expect(e.preheader).toBe('Three days only, ends Sunday');
    expect(e.heading).toBe('New year, warmer you.');
    expect(e.text).toContain('Find my jacket');
    expect(e.units.join(' ')).not.toMatch(/exactly|rewrite|you can write|goes out|sale mail/iu);
    expect(e.units.join(' ')).toMatch(/FRESH25/u);
  });

  it('places a closing line and a P.S. at the end, and keeps a legend asked for as written', async () => {
    const e = await email(
      'Navidad en la tienda. El cierre y la posdata van tal cual:\nCierre: «Con cariño, el equipo de la tienda»\nP. D.: «Envolvemos tus regalos gratis.»\nEl resto lo redactas tú: velas artesanales a 18 € hasta el 24 de diciembre. Al final pon la leyenda tal cual: «Precios con IVA incluido.»',
      'es-ES',
      'casaverde',
      'holiday',
    );
    expect(e.units.slice(-2)).toEqual(['Con cariño, el equipo de la tienda', 'P. D. Envolvemos tus regalos gratis.']);
    expect(e.text).toContain('Precios con IVA incluido.');
    expect(e.units.join(' ')).not.toMatch(/tal cual|lo redactas/iu);
  });

  it('gives a worded button its button, in a layout that shows none without an offer', async () => {
    const e = await email('Feliz Navidad de parte de todo el equipo. Botón: «Ver el horario de fiestas».', 'es-ES', 'casaverde', 'holiday');
    expect(e.text).toContain('Ver el horario de fiestas');
  });
});

describe('the deck over a written email', () => {
  // The LLM writer's draft gets the same lines as the embedded composer's (llm/guard.ts uses withDeck).
  const header = { type: 'header', brandName: 'Kestrel' } as unknown as AnyBlock;
  const text = { type: 'text', text: 'Body' } as unknown as AnyBlock;
  it('puts the headline on the hero, else the first heading, else a new heading under the header', () => {
    const hero = { type: 'hero', heading: 'Written heading' } as unknown as AnyBlock;
    const deck = { subject: 'Our subject', headline: 'Our headline' };
    const onHero = withDeck({ subject: 'Theirs', preheader: 'Their preheader', blocks: [header, hero, text] }, deck);
    expect(onHero.subject).toBe('Our subject');
    expect(onHero.preheader).toBe('Their preheader');
    expect(onHero.blocks[1]).toMatchObject({ type: 'hero', heading: 'Our headline' });
    const heading = { type: 'heading', text: 'Section', level: 2 } as unknown as AnyBlock;
    expect(withDeck({ subject: 'x', blocks: [header, text, heading] }, deck).blocks[2]).toMatchObject({ type: 'heading', text: 'Our headline' });
    expect(withDeck({ subject: 'x', blocks: [header, text] }, deck).blocks[1]).toMatchObject({ type: 'heading', text: 'Our headline', level: 1 });
  });
});
