/** Reading prompts: purpose, language, facts (offers, codes, dates, links, counts), vagueness. */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../src/generate/understand/dates';
import { detectPromptLanguage, languageDirective } from '../../src/generate/understand/language';
import { extractCode, extractCtaLabel, extractUrls } from '../../src/generate/understand/links';
import { extractFreeShipping, findDiscount } from '../../src/generate/understand/money';
import { fold } from '../../src/generate/understand/text';
import { understandPrompt } from '../../src/generate/understand';
import { loadBrand } from './helpers';

// A Monday.
const NOW = new Date('2025-06-02T10:00:00Z');
const northwind = loadBrand('northwind');

function brief(prompt: string, options: { language?: string; brand?: string } = {}) {
  const result = understandPrompt({
    prompt,
    brand: options.brand ? loadBrand(options.brand) : northwind,
    now: NOW,
    language: options.language,
  });
  if (!result.ok) throw new Error(result.message);
  return result.brief;
}

describe('purpose', () => {
  it.each([
    ['Welcome new subscribers to the club', 'welcome'],
    ['Flash sale this weekend, 30% off', 'promotional'],
    ['Our June newsletter with three stories', 'newsletter'],
    ['Let customers know our opening hours change in July', 'announcement'],
    ['Launching the Alpine Trail Jacket 2', 'product-launch'],
    ['Invite everyone to our workshop on Thursday', 'event'],
    ['Remind shoppers who left items in their cart', 'abandoned-cart'],
    ['Win back lapsed customers', 're-engagement'],
    ['Order confirmation email', 'transactional'],
    ['Ask for feedback with a short survey', 'feedback'],
    ['Merry Christmas greetings to everyone', 'holiday'],
    ['Black Friday: 40% off everything', 'promotional'],
    ['Rebajas de verano con un 20% de descuento', 'promotional'],
    ['Invitation à notre soirée de lancement', 'event'],
    ['Warenkorb-Erinnerung für den Apfelkuchen', 'abandoned-cart'],
    ['E-mail de boas-vindas para novos assinantes', 'welcome'],
    ['Ci manchi: riattivare i clienti inattivi', 're-engagement'],
    ['Frohe Ostern an alle Kunden', 'holiday'],
  ])('%s → %s', (prompt, purpose) => {
    expect(brief(prompt).purpose).toBe(purpose);
  });

  it('takes the purpose the request names over the prompt’s words', () => {
    const r = understandPrompt({ prompt: 'Summer sale 20% off', brand: northwind, now: NOW, purpose: 'newsletter' });
    expect(r.ok && r.brief.purpose).toBe('newsletter');
  });
});

describe('offers', () => {
  it.each([
    ['20% off all jackets', { kind: 'percent', value: 20, upTo: false }],
    ['up to 30% off', { kind: 'percent', value: 30, upTo: true }],
    ['hasta un 40 % de descuento', { kind: 'percent', value: 40, upTo: true }],
    ['€10 off your order', { kind: 'amount', value: 10, currency: 'EUR', upTo: false }],
    ['10 € de réduction', { kind: 'amount', value: 10, currency: 'EUR', upTo: false }],
    ['5 € Rabatt auf Kuchen', { kind: 'amount', value: 5, currency: 'EUR', upTo: false }],
    ['save $15 today', { kind: 'amount', value: 15, currency: 'USD', upTo: false }],
    ['R$ 20 de desconto', { kind: 'amount', value: 20, currency: 'BRL', upTo: false }],
    ['orders over $50 get 10% off', { kind: 'percent', value: 10, upTo: false }],
  ])('%s', (text, discount) => {
    expect(findDiscount(text)?.discount).toMatchObject(discount);
  });

  it('does not read a price or a threshold as a discount', () => {
    expect(findDiscount('The jacket costs $189')).toBeUndefined();
    expect(findDiscount('free shipping over $50')).toBeUndefined();
  });

  it('reads free shipping and its minimum order', () => {
    expect(extractFreeShipping('free shipping on orders over $50')).toEqual({ minimum: { value: 50, currency: 'USD' } });
    expect(extractFreeShipping('livraison offerte dès 60 €')).toEqual({ minimum: { value: 60, currency: 'EUR' } });
    expect(extractFreeShipping('frete grátis')).toEqual({});
    expect(extractFreeShipping('20% off')).toBeUndefined();
  });

  it('keeps the scope of an offer in the prompt’s words', () => {
    expect(brief('Summer sale: 20% off all jackets until June 30').facts.discount?.scope).toBe('all jackets');
    expect(brief('Soldes : 20 % sur toute la boutique', { brand: 'eclair' }).facts.discount?.scope).toBe('sur toute la boutique');
    expect(brief('Welcome, $10 off your first order').facts.discount?.scope).toBeUndefined();
  });
});

describe('codes, links and buttons', () => {
  it.each([
    ['use code SUN20 at checkout', 'SUN20'],
    ['promo code: WELCOME-10', 'WELCOME-10'],
    ['avec le code promo ETE20', 'ETE20'],
    ['mit dem Gutscheincode SOMMER', 'SOMMER'],
    ['código VERANO25', 'VERANO25'],
    ['codice SCONTO10 fino a domenica', 'SCONTO10'],
    ['Black Friday, BF2025 at checkout', 'BF2025'],
  ])('%s → %s', (text, code) => {
    expect(extractCode(text)).toBe(code);
  });

  it('does not take acronyms or lower-case words for codes', () => {
    expect(extractCode('For our VIP customers, RSVP by Friday')).toBeUndefined();
    expect(extractCode('use the code at checkout')).toBeUndefined();
  });

  it('finds URLs and button wording', () => {
    expect(extractUrls('Book at https://shop.example/book?x=1, or see www.example.com.')).toEqual([
      'https://shop.example/book?x=1',
      'https://www.example.com',
    ]);
    expect(extractCtaLabel('with a button "Save my spot"')).toBe('Save my spot');
    expect(extractCtaLabel('«Réserver» bouton')).toBe('Réserver');
    expect(extractCtaLabel('CTA: Shop the sale')).toBe('Shop the sale');
  });
});

describe('dates (now: Monday 2 June 2025)', () => {
  const one = (text: string, language: 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it' = 'en', purpose: 'promotional' | 'event' = 'promotional') =>
    extractDates(text, NOW, purpose, language);

  it.each([
    ['until June 30', 'en', '2025-06-30', 'deadline'],
    ['ends 30th of June', 'en', '2025-06-30', 'deadline'],
    ['hasta el 30 de junio', 'es', '2025-06-30', 'deadline'],
    ["jusqu'au 30 juin", 'fr', '2025-06-30', 'deadline'],
    ['bis zum 30. Juni', 'de', '2025-06-30', 'deadline'],
    ['até 30 de junho', 'pt', '2025-06-30', 'deadline'],
    ['fino al 30 giugno', 'it', '2025-06-30', 'deadline'],
    ['until 06/30', 'en', '2025-06-30', 'deadline'],
    ['hasta el 30/06', 'es', '2025-06-30', 'deadline'],
    ['bis 30.06.', 'de', '2025-06-30', 'deadline'],
    ['until 2025-07-04', 'en', '2025-07-04', 'deadline'],
    ['from June 10', 'en', '2025-06-10', 'start'],
    ['until Friday', 'en', '2025-06-06', 'deadline'],
    ['hasta el viernes', 'es', '2025-06-06', 'deadline'],
    ['ends tomorrow', 'en', '2025-06-03', 'deadline'],
    ['termina mañana', 'es', '2025-06-03', 'deadline'],
    ['bis morgen', 'de', '2025-06-03', 'deadline'],
    ['until the end of the month', 'en', '2025-06-30', 'deadline'],
    ['ends in 3 days', 'en', '2025-06-05', 'deadline'],
    ['until January 15', 'en', '2026-01-15', 'deadline'],
  ] as const)('%s', (text, language, date, role) => {
    expect(one(text, language)[0]).toMatchObject({ date, role });
  });

  it('reads times in each language’s way, attached to their date', () => {
    expect(one('on Saturday at 7pm', 'en', 'event')[0]).toMatchObject({ date: '2025-06-07', time: '19:00', role: 'event' });
    expect(one('samedi 21 juin à 19h30', 'fr', 'event')[0]).toMatchObject({ date: '2025-06-21', time: '19:30' });
    expect(one('am 12. Juli um 18 Uhr', 'de', 'event')[0]).toMatchObject({ date: '2025-07-12', time: '18:00' });
    expect(one('venerdì 20 giugno alle 20:00', 'it', 'event')).toEqual([expect.objectContaining({ date: '2025-06-20', time: '20:00' })]);
  });

  it('reads ranges as a start and a deadline', () => {
    expect(one('from December 24 to December 26').map((d) => [d.role, d.date])).toEqual([
      ['start', '2025-12-24'],
      ['deadline', '2025-12-26'],
    ]);
    expect(one('du 1er au 15 juillet', 'fr').map((d) => [d.role, d.date])).toEqual([
      ['start', '2025-07-01'],
      ['deadline', '2025-07-15'],
    ]);
    expect(one('vom 24. bis 26. Dezember', 'de').map((d) => [d.role, d.date])).toEqual([
      ['start', '2025-12-24'],
      ['deadline', '2025-12-26'],
    ]);
  });

  it('ignores numbers that are not dates', () => {
    expect(one('20% off, €19.99, 3 products, 24h shipping')).toEqual([]);
    expect(one('aperto la domenica a pranzo', 'it')).toEqual([]);
  });
});

describe('language', () => {
  it.each([
    ['Summer sale for all our customers with the new collection', 'en'],
    ['Rebajas de verano para todos los clientes de la tienda', 'es'],
    ['Soldes d’été pour tous nos clients avec la nouvelle collection', 'fr'],
    ['Sommerschlussverkauf für alle unsere Kunden mit der neuen Kollektion', 'de'],
    ['Promoção de verão para todos os nossos clientes da loja', 'pt'],
    ['Saldi estivi per tutti i nostri clienti della nuova collezione', 'it'],
  ])('%s is %s', (prompt, language) => {
    expect(detectPromptLanguage(fold(prompt))).toBe(language);
  });

  it('follows "in French", "auf Deutsch", "en español", but not "German customers"', () => {
    expect(languageDirective(fold('Write it in French'))).toBe('fr');
    expect(languageDirective(fold('bitte auf Deutsch'))).toBe('de');
    expect(languageDirective(fold('escríbelo en español'))).toBe('es');
    expect(languageDirective(fold('A sale for our German customers'))).toBeUndefined();
  });

  it('writes in the requested language, else the prompt’s directive, else the brand’s', () => {
    expect(brief('Summer sale 20% off', { language: 'pt-BR' }).language).toBe('pt-BR');
    expect(brief('Summer sale 20% off, in Italian').language).toBe('it');
    expect(brief('Summer sale 20% off').language).toBe('en-US');
    expect(brief('Soldes, 20 % de réduction', { brand: 'eclair' }).language).toBe('fr-FR');
  });

  it('addresses readers as the brand does, formally by default', () => {
    expect(brief('Soldes, 20 % de réduction', { brand: 'eclair' }).register).toBe('formal');
    expect(brief('Rebajas de verano, 20% de descuento', { brand: 'casaverde' }).register).toBe('informal');
    expect(brief('Sommer-Sale, 20 % Rabatt, per du', { brand: 'sonnenschein' }).register).toBe('informal');
    expect(brief('Promozione pranzo 15% di sconto', { brand: 'lume' }).register).toBe('formal');
  });
});

describe('other facts', () => {
  it('matches products against the brand’s catalogue, and reads counts, audience, place and topic', () => {
    const b = brief('Invite our VIP customers to try the Summit Daypack at the Portland store on Friday, feature 2 products');
    expect(b.facts.products.map((p) => p.name)).toEqual(['Summit Daypack 24L']);
    expect(b.facts.products[0]).toMatchObject({ known: true, price: { amount: 89, currency: 'USD' } });
    expect(b.facts.count).toBe(2);
    expect(b.facts.audience?.kind).toBe('vip');
    expect(b.facts.location).toBe('the Portland store');
  });

  it('keeps a new product’s name for a launch, without inventing a price or image', () => {
    const b = brief('Launching the Aurora Headlamp on July 1');
    expect(b.facts.products).toEqual([{ name: 'Aurora Headlamp', description: null, price: null, image: null, url: null, known: false }]);
  });

  it.each(['email', 'Write an email', 'something nice please', 'hola', 'test', '???'])('finds "%s" too vague to act on', (prompt) => {
    const result = understandPrompt({ prompt, brand: northwind, now: NOW });
    expect(result.ok).toBe(false);
  });

  it('is deterministic, and seeded by prompt and brand', () => {
    expect(brief('Summer sale 20% off')).toEqual(brief('Summer sale 20% off'));
    expect(brief('Summer sale 20% off').seed).not.toBe(brief('Summer sale 25% off').seed);
    expect(brief('Summer sale 20% off').seed).not.toBe(brief('Summer sale 20% off', { brand: 'nightowl' }).seed);
  });
});
