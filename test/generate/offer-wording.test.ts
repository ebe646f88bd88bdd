/**
 * How an offer is worded around the prompt's own words: a condition the prompt gives the offer is
 * not its scope (the cart email said "10% off if you complete your order today if you complete
 * your order until…"), and an acronym at the start of an offer is not lowered mid-sentence ("uSD 15 off").
 */
import { describe, expect, it } from 'vitest';
import { lowerFirst } from '../../src/generate/copy/format';
import { extractDiscountScope } from '../../src/generate/understand/money';
import { generate, normalize } from './helpers';

describe('an offer’s condition is not its scope', () => {
  it.each([
    ['10% off if you complete your order today', undefined],
    ['15% off when you order before Friday', undefined],
    ['20% off until Sunday', undefined],
    ['20% off all jackets until Sunday', 'all jackets'],
    ['20% off for members', 'for members'],
  ])('%s', (text, scope) => {
    const end = text.indexOf('%') + 1;
    expect(extractDiscountScope(text, end, 'en')).toBe(scope);
  });

  it('a cart email says the condition once', async () => {
    const { rendered, composed } = await generate('northwind', 'cart reminder: 10% off if you complete your order today with code BACK10', { purpose: 'abandoned-cart', now: '2026-11-28T10:00:00Z' });
    const text = normalize(`${composed.document.preheader ?? ''}\n${rendered.text}`);
    expect(text).not.toMatch(/if you complete your order[^.]*if you complete your order/);
    expect(text).toContain('back10');
  });
});

describe('an acronym keeps its capitals mid-sentence', () => {
  it.each([
    ['USD 15 off', 'USD 15 off'],
    ['CHF 20 off', 'CHF 20 off'],
    ['Free shipping', 'free shipping'],
    ['20% off the Alpine Trail Jacket', '20% off the Alpine Trail Jacket'],
    ['A', 'a'],
  ])('%s', (text, expected) => expect(lowerFirst(text)).toBe(expected));
});

describe('an end date is an offer’s only when the email makes one', () => {
  it.each([
    ['eclair', 'fr', 'mail noël 🎄 merci à tous nos clients pour cette année ! commandes de bûches ouvertes jusqu’au 18/12', /offre/i],
    ['northwind', 'en', 'Holiday email: gift wrapping is free at the Portland store until December 23. Happy holidays!', /\boffer\b/i],
    ['northwind', 'en', 'New opening hours until January 6: Mon-Fri 8am-6pm, Sat 9am-2pm', /\boffer\b/i],
    ['sonnenschein', 'de', 'Weihnachtsmail: Stollen-Bestellungen sind bis zum 18. Dezember möglich. Frohe Feiertage!', /angebot/i],
  ])('%s: %s', async (brand, language, prompt, offerWord) => {
    const { rendered, composed } = await generate(brand, prompt, { language, now: '2026-11-28T10:00:00Z' });
    expect(`${composed.document.preheader ?? ''}\n${rendered.text}`).not.toMatch(offerWord);
  });
});

describe('a greeting that says who it is from is no label', () => {
  it('keeps the sender of "…email from all of us at Scruff & Suds 🐾 …"', async () => {
    const { rendered } = await generate('northwind', 'happy holidays email from all of us at Scruff & Suds 🐾 thank you for a great 1st year!! closed dec 24-26', { now: '2026-11-28T10:00:00Z' });
    expect(rendered.text).toContain('Scruff & Suds');
  });
});
