/**
 * Composing: a layout of its own per purpose, the brand applied (and nothing invented), the
 * copy banks complete in six languages and tones, inbox lines within bounds, determinism.
 */
import { topicParts } from '../../src/generate/compose/topics';
import { describe, expect, it } from 'vitest';
import { BrandKit } from '../../src/brand/schema';
import { renderEmail } from '../../src/email';
import { composeEmail } from '../../src/generate/compose';
import { fontStack } from '../../src/generate/compose/brand';
import { understandPrompt } from '../../src/generate/understand';
import { COPY_LANGUAGES, PURPOSES, type Purpose } from '../../src/generate/types';
import { englishLeaks, generate, LEFTOVERS, loadBrand, normalize, visibleText } from './helpers';

const NOW = new Date('2025-06-02T10:00:00Z');

/** A prompt per purpose with the facts that purpose usually carries. */
const PROMPTS: Record<Purpose, string> = {
  welcome: 'Welcome new subscribers with 10% off their first order, code HELLO10',
  promotional: 'Summer sale: 20% off everything until June 30 with code SUN20',
  newsletter: 'Monthly newsletter with our latest products',
  announcement: 'Announce our new opening hours from July 1',
  'product-launch': 'Launching the Summit Daypack 24L on July 10',
  event: 'Invite customers to our gear swap on Saturday at 6pm at the Portland store',
  'abandoned-cart': 'Abandoned cart reminder for the Alpine Trail Jacket with free shipping',
  're-engagement': 'Win back inactive customers with 15% off until June 30, code BACK15',
  transactional: 'Order confirmation with a link to https://northwind-outfitters.example/account',
  feedback: 'Ask for feedback at https://northwind-outfitters.example/survey',
  holiday: 'Christmas greetings, we are closed from December 24 to December 26',
};

function compose(prompt: string, options: { brand?: BrandKit; language?: string; purpose?: Purpose } = {}) {
  const brand = options.brand ?? loadBrand('northwind');
  const understood = understandPrompt({ prompt, brand, now: NOW, language: options.language, purpose: options.purpose });
  if (!understood.ok) throw new Error(understood.message);
  return { brief: understood.brief, ...composeEmail(understood.brief, brand) };
}

describe('layouts', () => {
  it('give every purpose a structure of its own, framed by the logo header and the legal footer', () => {
    const shapes = new Map<string, string>();
    for (const purpose of PURPOSES) {
      const { document } = compose(PROMPTS[purpose], { purpose });
      const types = document.blocks.map((b) => b.type);
      expect(types[0]).toBe('header');
      expect(types.at(-1)).toBe('footer');
      shapes.set(purpose, types.join(' '));
    }
    expect(new Set(shapes.values()).size).toBe(PURPOSES.length);
  });

  it('always ends with the postal address and an unsubscribe link', () => {
    for (const purpose of PURPOSES) {
      const footer = compose(PROMPTS[purpose], { purpose }).document.blocks.at(-1)!;
      expect(footer).toMatchObject({
        type: 'footer',
        address: '1200 Harbor Way, Portland, OR 97209, USA',
        unsubscribeUrl: expect.stringMatching(/^mailto:hello@northwind-outfitters\.example\?subject=/),
      });
    }
  });

  it('shortens and lengthens on request', () => {
    const normal = compose('Summer sale: 20% off everything with code SUN20').document.blocks.length;
    expect(compose('Short email: summer sale, 20% off everything with code SUN20').document.blocks.length).toBeLessThan(normal);
  });
});

describe('the brand, and nothing invented', () => {
  it('uses the kit’s colours and fonts, rewritten into valid font stacks', () => {
    const { document } = compose(PROMPTS.promotional);
    expect(document.theme).toMatchObject({
      primaryColor: '#1f6f4a',
      bodyFont: { stack: "'Open Sans', Arial, sans-serif" },
      headingFont: { stack: "Montserrat, 'Helvetica Neue', Arial, sans-serif" },
    });
    expect(
      fontStack({ family: 'Playfair Display', stack: '"Playfair Display", Georgia', source: 'https://fonts.example/p.woff2' }),
    ).toEqual({
      stack: "'Playfair Display', Georgia, serif",
      webFont: { family: 'Playfair Display', url: 'https://fonts.example/p.woff2', format: 'woff2' },
    });
  });

  it('writes a dark site as a dark email, so its light logo stays visible', () => {
    const { document } = compose('Feature our bestsellers', { brand: loadBrand('nightowl') });
    expect(document.theme.contentBackground).toBe('#111111');
    expect(document.blocks[0].type).toBe('header');
  });

  it('says what the kit lacks instead of inventing it', () => {
    const bare = BrandKit.parse({
      ...loadBrand('northwind'),
      logo: null,
      icon: null,
      contact: { email: null, phone: null, address: null },
    });
    const { document, warnings } = compose(PROMPTS.promotional, { brand: bare });
    expect(document.blocks[0]).toMatchObject({ type: 'text', content: '**Northwind Outfitters**' });
    expect(document.blocks.at(-1)).toMatchObject({ type: 'footer', address: 'northwind-outfitters.example' });
    expect(warnings.join('\n')).toMatch(/no logo/);
    expect(warnings.join('\n')).toMatch(/no postal address/);
  });

  it('shows only the products an offer covers, with the kit’s own prices', async () => {
    const { rendered, brand } = await generate('northwind', 'Summer sale: 20% off all jackets until June 30');
    const text = visibleText(rendered.html);
    expect(text).toContain('Alpine Trail Jacket');
    expect(text).not.toContain('Summit Daypack');
    const prices = text.match(/\$\d+(?:\.\d\d)?/g)!.filter((p) => !p.startsWith('$0'));
    const kitPrices = brand.products.map((p) => `$${p.price}`);
    expect(prices.every((p) => kitPrices.includes(p))).toBe(true);
  });

  it('leaves out product descriptions written in another language than the email', async () => {
    const { rendered } = await generate('northwind', 'Feature our bestsellers', { language: 'de' });
    expect(rendered.text).toContain('Alpine Trail Jacket');
    expect(rendered.text).not.toContain('Waterproof shell');
  });

  it('never invents a deadline, a price or a product the prompt does not give', async () => {
    const { rendered } = await generate('cloudlytic', 'Announce our new dashboard');
    expect(rendered.text).not.toMatch(/\$|€|£|until|ends|last chance/i);
  });
});

describe('copy banks', () => {
  // Every purpose, language and the tones that have their own wording: each email well formed,
  // inbox lines within bounds, and no English in the other languages.
  const cases = COPY_LANGUAGES.flatMap((language) =>
    PURPOSES.flatMap((purpose) => (['neutral', 'playful', 'formal'] as const).map((tone) => [language, purpose, tone] as const)),
  );
  it.each(cases)('%s %s %s', async (language, purpose, tone) => {
    const prompt = `${PROMPTS[purpose]}${tone === 'neutral' ? '' : `, ${tone} tone`}`;
    const { document, brief } = compose(prompt, { language, purpose });
    expect(brief.copyLanguage).toBe(language);
    if (tone !== 'neutral') expect(brief.tone).toBe(purpose === 'transactional' && tone === 'playful' ? 'friendly' : tone);
    const rendered = await renderEmail(document);
    expect(rendered.subject.length).toBeLessThanOrEqual(60);
    expect(rendered.preheader.length).toBeGreaterThanOrEqual(40);
    expect(rendered.preheader.length).toBeLessThanOrEqual(110);
    for (const text of [rendered.text, rendered.subject, rendered.preheader]) expect(text).not.toMatch(LEFTOVERS);
    if (language !== 'en') {
      const brand = loadBrand('northwind');
      const own = [
        brand.name,
        ...brand.products.map((p) => p.name),
        ...brand.images.map((i) => i.alt),
        brand.contact.address!,
        'Instagram',
        'Facebook',
        'Portland store',
        'the Portland store',
      ];
      expect(englishLeaks(rendered.text, own)).toEqual([]);
    }
  });
});

describe('determinism and variety', () => {
  it('writes the same email for the same prompt and brand', async () => {
    const a = await generate('northwind', PROMPTS.promotional);
    const b = await generate('northwind', PROMPTS.promotional);
    expect(a.rendered.html).toBe(b.rendered.html);
  });

  it('varies the wording across prompts and brands', () => {
    const headings = new Set<string>();
    const subjects = new Set<string>();
    const prompts = [
      'Spring sale',
      'Flash sale',
      'Weekend sale',
      'Clearance',
      'Mid-season sale',
      'Summer offer',
      'Warehouse sale',
      'Members sale',
    ];
    for (const name of prompts) {
      for (const brand of ['northwind', 'nightowl', 'cloudlytic']) {
        const { document } = compose(`${name}: 25% off everything with code SAVE25`, { brand: loadBrand(brand) });
        const hero = document.blocks.find((b) => b.type === 'hero') as { heading: string } | undefined;
        headings.add(normalize(hero!.heading));
        subjects.add(normalize(String(document.subject)));
      }
    }
    expect(headings.size).toBeGreaterThanOrEqual(4);
    expect(subjects.size).toBeGreaterThanOrEqual(3);
  });
});

describe('a topic heading never stops on an abbreviation', () => {
  it('ends before "am Fr." rather than on it', () => {
    expect(topicParts('Weihnachtsbasar am Fr., 4. Dezember, 15–18 Uhr im Gemeindesaal.', 'de').heading).toBe('Weihnachtsbasar');
    expect(topicParts('Webinar with our CISO, Dr. Lena Marsh, on December 10.', 'en').heading).toBe('Webinar with our CISO');
  });
});

describe('a topic heading never cuts a number from what it counts', () => {
  it('ends before the number and the words that lead to it', () => {
    expect(topicParts('Members can freeze their membership for up to 2 months for $10/month', 'en').heading).toBe('Members can freeze their membership');
    expect(topicParts('Los socios pueden congelar su membresía durante hasta 3 meses por 10 €', 'es').heading).toBe('Los socios pueden congelar su membresía');
    expect(topicParts('Die Mitglieder können ihre Mitgliedschaft bis zu 2 Monate lang pausieren', 'de').heading).not.toMatch(/\d$/u);
  });
});

describe('a German topic heading never stops before its verb', () => {
  it('is the words before the finite verb when the clause is cut', () => {
    expect(topicParts('Unser Support ist zwischen den Jahren vom 28. bis 30. Dezember nur per Mail erreichbar: hilfe@baustellio.de.', 'de').heading).toBe('Unser Support');
    expect(topicParts('Ab Januar haben wir, wie versprochen, auch sonntags von 8 bis 12 Uhr offen.', 'de').heading).toBe('Ab Januar');
    expect(topicParts('Der Weihnachtsmarkt findet am 12. Dezember (Samstag) auf dem Marktplatz statt.', 'de').heading).toBe('Der Weihnachtsmarkt');
  });
  it('keeps a clause the sentence ends with, and a heading with no verb', () => {
    expect(topicParts('Unser neuer Roggen ist da.', 'de').heading).toBe('Unser neuer Roggen ist da');
    expect(topicParts('Neue Öffnungszeiten ab Januar, montags bis samstags 7 bis 18 Uhr.', 'de').heading).toBe('Neue Öffnungszeiten ab Januar');
    // Other languages keep their clause ("is" is no German verb).
    expect(topicParts('Our support is closed between Christmas and New Year (28–30 December), email only.', 'en').heading).toBe('Our support is closed between Christmas and New Year');
  });
});

describe('the greeting', () => {
  it('never reads "Dear there": a formal English email without a name greets the customer', async () => {
    const seen = new Set<string>();
    for (const prompt of [
      'Tell the customer their annual Pro plan was cancelled as they asked and we refunded $58.33 to the Visa ending 4410.',
      'Formal notice: our terms of service change on January 1. Please review them at cloudlytic.example/terms.',
      'Remind customers, formally, that invoices are due within 14 days.',
    ]) {
      const out = await generate('cloudlytic', prompt, { language: 'en' });
      const text = out.rendered.text;
      expect(text).not.toMatch(/\bDear there\b/);
      const greeting = /^(Dear|Hello|Hi|Hey)\b.*$/m.exec(text)?.[0];
      if (greeting) seen.add(greeting);
    }
    expect([...seen].some((g) => /^Dear customer,/.test(g) || /^Hello there,/.test(g))).toBe(true);
  });
});

describe('an offer’s last day is a day of the offer', () => {
  it('the preheader uses the code "by" the last day, never "before" it (en-212 said "before 30 November" for "Monday only")', async () => {
    const now = '2026-11-28T10:00:00Z';
    const cases: Array<[string, string, string, RegExp]> = [
      ['nightowl', 'en-GB', 'cyber monday!! 25% off all prints & frames, monday only, ends midnight. code CYBER25', /\bbefore\b/i],
      ['casaverde', 'es', '20 % en todas las plantas de interior hasta el 8 de diciembre con el código PUENTE20', /antes del/i],
      ['eclair', 'fr', '-15 % sur les bûches jusqu’au 8 décembre avec le code NOEL15', /avant le/i],
    ];
    for (const [brand, language, prompt, wrong] of cases) {
      const out = await generate(brand, prompt, { language, purpose: 'promotional', now });
      expect(out.rendered.preheader).not.toMatch(wrong);
    }
  });
});

describe('two dates the prompt gives apart are no span', () => {
  it('states no "Von 1. Januar bis 31. März" for a price change from January 1 and subscriptions unchanged until March 31 (de-045)', async () => {
    const out = await generate(
      'sonnenschein',
      'Schreib unseren Stammkunden, dass wir ab 1. Januar die Preise anpassen müssen: das Roggenbrot kostet dann 4,20 € statt 3,90 €. Grund sind gestiegene Mehl- und Energiekosten. Die Abo-Preise bleiben bis 31. März gleich.',
      { language: 'de', now: '2026-11-28T10:00:00Z' },
    );
    expect(out.rendered.text).not.toMatch(/Von [^.]*1\. Januar[^.]*bis[^.]*31\. März/);
    // Each sentence once: the news line does not repeat what the message states.
    expect(out.rendered.text.match(/Roggenbrot kostet dann/g)).toHaveLength(1);
  });
  it('still writes a span the prompt gives as one', async () => {
    const out = await generate('eclair', 'La boutique sera fermée pour congé annuel du 4 au 18 janvier inclus.', { language: 'fr', now: '2026-11-28T10:00:00Z' });
    expect(out.rendered.text).toMatch(/4 janvier au [^.]*18 janvier/);
  });
});
