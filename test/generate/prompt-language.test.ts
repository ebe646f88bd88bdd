/**
 * Issue #16: the language a prompt is written in, told by its function words. A terse Spanish
 * one-liner has few of them, and "en", which French shares, is most of what it has.
 */
import { describe, expect, it } from 'vitest';
import { detectPromptLanguage } from '../../src/generate/understand/language';
import { fold } from '../../src/generate/understand/text';

const language = (prompt: string) => detectPromptLanguage(fold(prompt));

describe('the language of a terse prompt', () => {
  it('reads Spanish with "en", "no" and "hoy" as Spanish, not French', () => {
    expect(language('venta nocturna HOY 8pm-12am 40% en toda la tienda, solo en línea, código NOCHE40, no aplica en tenis')).toBe('es');
    expect(language('promo en la tienda de Monterrey, no aplica en outlet')).toBe('es');
  });
  it('still reads French with "en" as French', () => {
    expect(language('soldes en magasin et en ligne, -30 % sur les manteaux jusqu’au 6 décembre')).toBe('fr');
    expect(language('nouvelle collection en vente dès samedi dans nos boutiques')).toBe('fr');
  });
});

describe('a prompt full of clock times', () => {
  // An opening-hours table was read as German through the "am" of "7am-2pm", and its whole message was left out.
  it('reads letters glued to a number as no word ("7am-2pm" is no German "am")', () => {
    expect(language('holiday hours email pls, both shops:\nShop | 24 Dec | 26 Dec\nHigh St | 7am-2pm | 10am-4pm\nMill Rd | 8am-1pm | 9am-3pm\nNormal hours back on 2 Jan.')).toBe('en');
    expect(language('Wir haben am Samstag bis 14 Uhr geöffnet, am Sonntag geschlossen.')).toBe('de');
  });
});
