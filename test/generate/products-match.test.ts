/**
 * A brand product is matched by its distinctive words only where they stand together: "the Alpine
 * jacket" is the kit's "Alpine Trail Jacket", but "the Alpine down jacket" is another jacket, and a
 * list naming "the Ridge 30L pack" and a "merino beanie" names no "Ridge Merino Tee" — showing it
 * would put a product the prompt never named in the email.
 */
import { describe, expect, it } from 'vitest';
import { matchBrandProducts } from '../../src/generate/understand/products';
import { fold } from '../../src/generate/understand/text';
import { loadBrand } from './helpers';

const products = loadBrand('northwind').products;
const names = (prompt: string) => matchBrandProducts(fold(prompt), products, prompt).map((p) => p.name);

describe('matching the brand kit’s products', () => {
  it('matches a name with a word left out, or its words in another order', () => {
    expect(names('20% off the Alpine jacket this weekend')).toEqual(['Alpine Trail Jacket']);
    expect(names('our merino Ridge tee is back')).toEqual(['Ridge Merino Tee']);
    expect(names('Summit Daypack 24L back in stock')).toEqual(['Summit Daypack 24L']);
  });
  it('never matches words of a name scattered over other products', () => {
    expect(names('the Alpine down jacket is backordered until January 12')).toEqual([]);
    expect(names('3 picks: the Ridge 30L pack ($149), merino beanie ($38), and the trail thermos ($42)')).toEqual([]);
  });
});
