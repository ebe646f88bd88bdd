/**
 * One reader of money (src/generate/read): the brief's offer and the facts the email must keep read
 * an amount the same way, in every language's way of writing it — thousands separators, signs and
 * words before or after the figure.
 */
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../src/generate/facts';
import { extractFreeShipping, findDiscount } from '../../src/generate/understand/money';
import { currencyCode, findAmounts } from '../../src/generate/read/money';

const now = new Date('2026-11-28T09:00:00Z');

describe('one money reader for the brief and the facts', () => {
  const cases: Array<[string, string, number, string]> = [
    ['en', 'Invisalign treatment is $1,000 off through December 31.', 1000, 'USD'],
    ['en', 'everyone who finishes gets Rs 200 off next order', 200, 'INR'],
    ['de', 'Nur diese Woche: 1.299 € Rabatt auf die Küche', 1299, 'EUR'],
    ['fr', 'Profitez de 15 € de réduction sur la bûche', 15, 'EUR'],
    ['pt', 'R$ 25,90 de desconto no kit', 25.9, 'BRL'],
    ['es', 'Ahorra 10 euros en tu pedido', 10, 'EUR'],
  ];
  for (const [language, prompt, value, currency] of cases) {
    it(`reads "${prompt}" as ${value} ${currency} in both`, () => {
      const offer = findDiscount(prompt)?.discount;
      expect(offer).toMatchObject({ kind: 'amount', value, currency });
      const money = extractFacts(prompt, { language, now }).filter((f) => f.type === 'money');
      expect(money.map((f) => f.value)).toEqual([{ kind: 'money', minor: Math.round(value * 100), currency }]);
    });
  }

  it('reads a free-shipping threshold written with thousands separators or after the figure', () => {
    expect(extractFreeShipping('free shipping on orders over $1,000 this week')).toEqual({ minimum: { value: 1000, currency: 'USD' } });
    expect(extractFreeShipping('livraison offerte dès 60 € d’achat')).toEqual({ minimum: { value: 60, currency: 'EUR' } });
    expect(extractFreeShipping('envío gratis en todo')).toEqual({});
  });

  it('keeps a sign with the amount after it, not the number before it ("Pro 2 $189")', () => {
    expect(findAmounts('Pro 2 $189 and the Mini for $99').map((a) => [a.value, a.currency])).toEqual([
      [189, 'USD'],
      [99, 'USD'],
    ]);
  });

  it('reads a bare "$" by the locale only when one is given', () => {
    expect(findAmounts('$15 per ticket', 'es-MX')[0].currency).toBe('MXN');
    expect(findAmounts('$15 per ticket')[0].currency).toBe('USD');
    expect(currencyCode('NOK')).toBe('NOK');
    expect(currencyCode('kr')).toBe('SEK');
    expect(currencyCode('hello')).toBeUndefined();
  });
});
