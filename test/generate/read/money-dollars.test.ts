/**
 * A bare "$" is the money of the prompt's region (issue #23, the eighth held-out batch): pesos in
 * Buenos Aires, Santiago, Bogotá and Montevideo, dollars of their own in Auckland and Singapore, as
 * already in Sydney, Mexico City and Montréal; USD where the locale names no such region. Our own
 * wordings; each fails on a8c69a6, which read every one of them as USD.
 */
import { describe, expect, it } from 'vitest';
import { currencyCode, findAmounts } from '../../../src/generate/read/money';

const currencyOf = (text: string, locale?: string) => findAmounts(text, locale).map((a) => [a.value, a.currency]);

describe('the dollar of a locale', () => {
  it('reads a bare "$" as the peso of es-AR, es-CL, es-CO and es-UY', () => {
    expect(currencyOf('Tostadora Brío a $42.500, envío gratis desde $70.000', 'es-AR')).toEqual([[42500, 'ARS'], [70000, 'ARS']]);
    expect(currencyOf('Polerón a $19.990', 'es-CL')).toEqual([[19990, 'CLP']]);
    expect(currencyOf('Bicicleta urbana $1.899.000', 'es-CO')).toEqual([[1899000, 'COP']]);
    expect(currencyOf('Entrada $ 950', 'es-UY')).toEqual([[950, 'UYU']]);
  });

  it('reads it as NZD in en-NZ and SGD in en-SG, "S$" included', () => {
    expect(currencyOf('Gift box $85', 'en-NZ')).toEqual([[85, 'NZD']]);
    expect(currencyOf('Team lunch S$320, or $40 a head', 'en-SG')).toEqual([[320, 'SGD'], [40, 'SGD']]);
  });

  it('keeps USD without such a region, and the code after an amount wins', () => {
    expect(currencyOf('Mug $18', 'en-US')).toEqual([[18, 'USD']]);
    expect(currencyOf('Taza $180', 'es')).toEqual([[180, 'USD']]);
    expect(currencyOf('Taza $18.000 ARS', 'es')).toEqual([[18000, 'ARS']]);
    expect(currencyOf('Taza CLP 9.990', 'es')).toEqual([[9990, 'CLP']]);
  });

  it('names "pesos" by the region too', () => {
    expect(currencyCode('pesos', 'es-CL')).toBe('CLP');
    expect(currencyCode('pesos', 'es-AR')).toBe('ARS');
    expect(currencyCode('pesos', 'es-ES')).toBe('MXN');
  });
});
