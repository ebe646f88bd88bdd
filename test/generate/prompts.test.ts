/**
 * The prompt fixtures (test/fixtures/prompts/*.json): every purpose in six languages, each with
 * the facts its prompt gives, which must reach the reader in the HTML and in the plain text.
 */
import { createElement } from 'react';
import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { compileReactEmail } from '../../src/email';
import { PURPOSES, COPY_LANGUAGES } from '../../src/generate/types';
import { englishLeaks, generate, hrefs, isAllowedLink, LEFTOVERS, normalize, promptFixtures, visibleText } from './helpers';

const fixtures = promptFixtures();

describe('prompt fixtures', () => {
  it('cover every purpose in several languages, and every language, with at least 50 prompts', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(50);
    const byPurpose = new Map<string, Set<string>>();
    for (const fx of fixtures) {
      const purpose = fx.expect.purpose!;
      if (!byPurpose.has(purpose)) byPurpose.set(purpose, new Set());
      byPurpose.get(purpose)!.add(fx.name.slice(0, 2));
    }
    expect([...byPurpose.keys()].sort()).toEqual([...PURPOSES].sort());
    for (const [, languages] of byPurpose) expect(languages.size).toBeGreaterThanOrEqual(3);
    expect(new Set(fixtures.map((f) => f.name.slice(0, 2)))).toEqual(new Set(COPY_LANGUAGES));
  });

  it.each(fixtures.map((fx) => [`${fx.name}: ${fx.prompt}`, fx] as const))('%s', async (_, fx) => {
    const { brand, brief, composed, rendered } = await generate(fx.brand, fx.prompt, fx);
    if (fx.expect.purpose) expect(brief.purpose).toBe(fx.expect.purpose);
    if (fx.expect.language) expect(brief.language).toBe(fx.expect.language);

    const html = visibleText(rendered.html);
    for (const fact of fx.expect.facts ?? []) {
      expect(normalize(html), `"${fact}" in the HTML`).toContain(normalize(fact));
      expect(normalize(rendered.text), `"${fact}" in the text`).toContain(normalize(fact));
    }
    const inbox = normalize(`${rendered.subject} ${rendered.preheader}`);
    for (const fact of fx.expect.keyFacts ?? []) expect(inbox, `"${fact}" in subject or preheader`).toContain(normalize(fact));
    for (const fact of fx.expect.notContains ?? []) expect(` ${rendered.text} `).not.toContain(fact);

    // Inbox lines: bounded, complementary.
    expect(rendered.subject.length).toBeLessThanOrEqual(60);
    expect(rendered.preheader.length).toBeGreaterThanOrEqual(40);
    expect(rendered.preheader.length).toBeLessThanOrEqual(110);
    expect(normalize(rendered.preheader)).not.toContain(normalize(rendered.subject));

    // Links: only the brand's pages, the prompt's URLs and the brand's own mail and phone.
    const links = hrefs(rendered.html);
    for (const link of fx.expect.links ?? []) expect(links).toContain(link);
    expect(links.filter((l) => !isAllowedLink(l, composed.allowedUrls, brand))).toEqual([]);

    // The brand is there: its logo, its colour, its postal address and an unsubscribe link.
    expect(rendered.html).toContain(brand.logo!.url);
    expect(rendered.html.toLowerCase()).toContain(brand.colors.primary!.toLowerCase());
    expect(normalize(html)).toContain(normalize(brand.contact.address ?? new URL(brand.pages[0].url).hostname));
    const footer = composed.document.blocks.at(-1)!;
    expect(footer.type).toBe('footer');

    expect(rendered.sizeBytes).toBeLessThan(102 * 1024);
    for (const text of [html, rendered.text, rendered.subject, rendered.preheader]) expect(text).not.toMatch(LEFTOVERS);
    if (brief.copyLanguage !== 'en') {
      const own = [
        brand.name,
        ...brand.products.map((p) => p.name),
        ...brand.images.map((i) => i.alt),
        brand.contact.address ?? '',
        fx.prompt,
        'Instagram',
        'Facebook',
        'YouTube',
        'TikTok',
        'LinkedIn',
        'GitHub',
        'X',
      ];
      expect(englishLeaks(rendered.text, own)).toEqual([]);
    }

    // The React source renders the very same HTML.
    const { Component } = await compileReactEmail(rendered.react);
    expect(await render(createElement(Component))).toBe(rendered.html);
  });
});
