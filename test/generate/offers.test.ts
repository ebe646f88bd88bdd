/**
 * A percentage is an offer only when the prompt says it is money off (issue #16: no invented
 * discount). "5% niacinamide", "comissão de 12 %", "IVA 21 %", a beer's "6,8 %" or "donate 5% of
 * sales" must never become "5% off" in the email; "20 % auf alles", "-20 % sur tout" stay offers.
 */
import { describe, expect, it } from 'vitest';
import { extractDiscountScope, findDiscount } from '../../src/generate/understand/money';
import { hayOf, promptOffers, statedDiscounts, wrongFacts, allowedFrom } from '../../bench/lib/fidelity';
import { loadPromptCorpus } from '../fixtures/prompt-corpus';
import { generate, normalize, visibleText } from './helpers';

const NOT_OFFERS = [
  ['en', 'Announce our new Barrier Repair Cream (50ml, £32). Mention it’s fragrance-free, vegan, with 5% niacinamide and ceramides.'],
  ['en', 'Holiday greeting from the crew. We’ll donate 5% of December sales to the Oregon Trails Alliance.'],
  ['en', 'Newsletter: the 5.2 release cuts alert noise by roughly 40% through correlation rules.'],
  ['en', 'Tell sellers the commission rises to 12% on electronics from January 4.'],
  ['pt', 'mudança nas regras: a partir de 4 de janeiro, comissão de 12 % em eletrônicos (hoje 11 %)'],
  ['pt', 'lançamos a Catuaba IPA (6,5 %), o happy hour agora vai até 21h'],
  ['pt', 'após o vencimento: multa de 2 % + juros de 1 % ao mês'],
  ['es', 'factura F-2026/0318: base 450,00 € + IVA 21 % = 544,50 €'],
  ['fr', 'Notre nouvelle IPA, la Sucrerie, arrive samedi : 6,8 %, 9 $ la canette.'],
  ['fr', 'les groupes de plus de 10 doivent verser 30 % d’arrhes'],
  ['it', 'Nuova birra di Natale, ambrata al 7,2 %, in vendita da venerdì a 6 €.'],
  ['it', 'la vendemmia 2026 è stata scarsa ma di ottima qualità, -20 % di uva rispetto al 2025'],
] as const;

const OFFERS = [
  ['Summer sale: 20% off all jackets until June 30', 20],
  ['Black Friday: 30% everything this weekend', 30],
  ['Students get 10% with their card', 10],
  ['Sommer-Sale: 20 % auf alles bis Sonntag', 20],
  ['-20 % sur tout l’outillage du 27 novembre au 1er décembre', 20],
  ['per la befana 15 % su tutti i giochi in legno', 15],
  ['saldos de inverno\n- até 50 % em sofás e mesas', 50],
  ['os kits de bombons têm 15 % até 9 de maio', 15],
  ['buen fin: 15% extra en electrónica', 15],
  ['Promozione pranzo: 15% di sconto sul menu del giorno', 15],
] as const;

describe('a percentage is an offer only with discount context', () => {
  it.each(NOT_OFFERS.map(([l, t]) => [t, l] as const))('no discount in "%s"', (text) => {
    expect(findDiscount(text)).toBeUndefined();
  });

  it.each(OFFERS.map(([t, v]) => [t, v] as const))('"%s" is %i% off', (text, value) => {
    expect(findDiscount(text)?.discount).toMatchObject({ kind: 'percent', value });
  });

  it('writes no "% off" for the strength of an ingredient, in the preheader or anywhere', async () => {
    const prompt = NOT_OFFERS[0][1];
    const { brief, rendered } = await generate('nightowl', prompt, { purpose: 'product-launch', language: 'en-GB', now: '2026-11-25T10:00:00Z' });
    expect(brief.facts.discount).toBeUndefined();
    const all = normalize(`${rendered.subject} ${rendered.preheader} ${visibleText(rendered.html)} ${rendered.text}`);
    expect(all).toContain('5% niacinamide');
    expect(all).not.toMatch(/\d+ ?% (?:off|discount)|save \d+ ?%/);
  });

  it('writes no discount for a marketplace commission in Portuguese', async () => {
    const { brief, rendered } = await generate('aurora', NOT_OFFERS[4][1], { language: 'pt-BR', now: '2026-11-25T10:00:00Z' });
    expect(brief.facts.discount).toBeUndefined();
    expect(normalize(`${rendered.subject} ${rendered.preheader} ${rendered.text}`)).not.toContain('desconto');
  });
});

describe('the fidelity judge counts an invented discount', () => {
  const en064 = loadPromptCorpus({ languages: ['en'] }).find((p) => p.id === 'en-064')!;
  const ctx = { now: en064.sendDate, shifted: false };

  it('flags "5% off" the prompt gives only as "5% niacinamide"', () => {
    const hay = hayOf(`To celebrate: 5% off.\n${en064.prompt}`, en064.locale);
    expect(wrongFacts(hay, en064, allowedFrom(en064, ''), ctx)).toContainEqual(expect.objectContaining({ kind: 'invented-discount' }));
  });

  it('accepts the email that states only the prompt’s facts', () => {
    const hay = hayOf(en064.prompt, en064.locale);
    expect(wrongFacts(hay, en064, allowedFrom(en064, ''), ctx).filter((w) => w.kind === 'invented-discount')).toEqual([]);
  });

  it('reads discounts of six languages and the offers a prompt gives', () => {
    const hay = (s: string, l = 'en-US') => hayOf(s, l).numNoUrl;
    expect(statedDiscounts(hay('Save 15% today, or take $10 off')).map((d) => d.number)).toEqual(['15', '10']);
    expect(statedDiscounts(hay('12 % de desconto', 'pt-BR')).map((d) => d.number)).toEqual(['12']);
    expect(statedDiscounts(hay('20 % Rabatt', 'de-DE')).map((d) => d.number)).toEqual(['20']);
    expect(statedDiscounts(hay('- 19 % MwSt.\n- 25 € pro Kind', 'de-DE'))).toEqual([]);
    const offers = promptOffers({ ...en064, prompt: 'Winter sale: 25% off coats. Our wool is 80% merino.' });
    expect(offers.has('25')).toBe(true);
    expect(offers.has('80')).toBe(false);
  });
});

describe('a promo code only where the prompt gives one', () => {
  it.each([
    'heads up email - their parcel (order 10442, 2x Vitamin C serum + 1 SPF50 moisturiser) left our warehouse today',
    'Launching the Pulse Mini speaker: 18-hour battery, IP67 waterproof, $79',
    'Ask passengers who flew on flight QF441 on 22 November to rate their trip.',
    'Eye test on Thursday 3 December at 10:15, 22 Market Place, Kingston KT1 1JH',
    'La PS5 Pro est de retour en stock à 799,99 €',
  ])('no code in "%s"', async (prompt) => {
    const { brief, rendered } = await generate('nightowl', prompt, { now: '2026-11-25T10:00:00Z' });
    expect(brief.facts.code).toBeUndefined();
    expect(normalize(rendered.text)).not.toMatch(/use (?:the )?code|code:/);
  });

  it.each([
    ['20% off everything with SUMMER20', 'SUMMER20'],
    ['Use BF25 at checkout for 25% off', 'BF25'],
    ['-20 % avec le code promo ETE20', 'ETE20'],
  ])('"%s" gives %s', async (prompt, code) => {
    const { brief } = await generate('nightowl', prompt, { now: '2026-11-25T10:00:00Z' });
    expect(brief.facts.code).toBe(code);
  });
});

describe('an offer keeps what it covers when that is a first item, not a first order', () => {
  it('says the discount is on the first bath (pt), box (en) or class (fr), never on everything', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['aurora', 'pt-BR', 'clientes sumidos: 20% no primeiro banho de volta com o cupom VOLTAPET até 20/12', 'no primeiro banho de volta'],
      ['northwind', 'en-US', 'win back lapsed subscribers: 15% off the first box of your new subscription with code BACK15', 'the first box of your new subscription'],
      ['eclair', 'fr-FR', 'anciens élèves : 20 % sur le premier cours avec le code RETOUR20', 'sur le premier cours'],
    ];
    for (const [brand, language, prompt, scope] of cases) {
      const out = await generate(brand, prompt, { language, purpose: 're-engagement', now: '2026-11-28T10:00:00Z' });
      expect(out.brief.facts.discount?.scope).toBe(scope);
      // Every time the email states the discount, it states what it covers.
      const text = normalize(visibleText(out.rendered.html));
      const offers = [...text.matchAll(/\d+\s?% (?:de desconto|off|de réduction)/gu)];
      expect(offers.length).toBeGreaterThan(0);
      for (const m of offers) expect(text.slice(m.index!, m.index! + m[0].length + scope.length + 2)).toContain(normalize(scope));
    }
  });
  it('still reads a first order as who gets the offer', () => {
    const scope = (text: string, language: string) => extractDiscountScope(text, text.indexOf('%') + 1, language);
    expect(scope('10% off your first order with code HELLO10', 'en')).toBeUndefined();
    expect(scope('10% de desconto na primeira compra', 'pt')).toBeUndefined();
    expect(scope('-20 % sur votre première commande', 'fr')).toBeUndefined();
  });
});
