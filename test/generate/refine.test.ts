/** Refinements the embedded generator applies itself, as new versions of the same email. */
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../src/email';
import { generateEmail, refineEmail } from '../../src/generate/engine';
import { loadBrand, normalize } from './helpers';

const brand = loadBrand('northwind');
const base = { brand, projectUrls: ['https://northwind-outfitters.example/'], now: new Date('2025-06-02T10:00:00Z') };

async function first(prompt: string) {
  const outcome = await generateEmail({ ...base, prompt });
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome;
}

async function refine(previous: Awaited<ReturnType<typeof first>>, instruction: string) {
  const outcome = await refineEmail({ ...base, previous: { brief: previous.brief, document: previous.document }, instruction, version: 2 });
  if (!outcome.ok) throw new Error(outcome.error);
  return { ...outcome, rendered: await renderEmail(outcome.document) };
}

describe('refinements', () => {
  const prompt = 'Summer sale: 20% off everything until June 30 with code SUN20';

  it('"shorter" drops the optional sections and keeps the facts', async () => {
    const v1 = await first(prompt);
    const v2 = await refine(v1, 'shorter please');
    expect(v2.document.blocks.length).toBeLessThan(v1.document.blocks.length);
    expect(v2.rendered.text).toContain('SUN20');
    expect(normalize(v2.rendered.text)).toContain('june 30');
  });

  it('"make the button green" paints every button, "use #0055ff as the main colour" the theme', async () => {
    const v1 = await first(prompt);
    const green = await refine(v1, 'make the button green');
    const buttons = green.document.blocks.filter((b) => b.type === 'button');
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((b) => b.type === 'button' && b.color === '#2e7d32')).toBe(true);
    expect(green.document.blocks.some((b) => (b.type === 'hero' && b.button) || (b.type === 'coupon' && b.button))).toBe(false);
    const blue = await refine(v1, 'use #0055ff as the main colour');
    expect(blue.document.theme.primaryColor).toBe('#0055ff');
  });

  it('"in German" rewrites the email in German with the same facts', async () => {
    const v2 = await refine(await first(prompt), 'in German');
    expect(v2.document.language).toBe('de');
    expect(v2.rendered.text).toContain('SUN20');
    expect(v2.rendered.text).toMatch(/Rabatt/);
    expect(normalize(v2.rendered.text)).toContain('30. juni');
  });

  it('adds facts: a code, a deadline, a product', async () => {
    const v1 = await first('Feature our bestsellers');
    const v2 = await refine(v1, 'add the summer sale code SUN25 with 25% off until Friday');
    expect(v2.rendered.text).toContain('SUN25');
    expect(v2.rendered.text).toContain('25% off');
    expect(normalize(v2.rendered.text)).toContain('june 6');
  });

  it('removes and adds sections', async () => {
    const v1 = await first(prompt);
    expect(v1.document.blocks.some((b) => b.type === 'productGrid')).toBe(true);
    const v2 = await refine(v1, 'remove the products');
    expect(v2.document.blocks.some((b) => b.type === 'productGrid' || b.type === 'product')).toBe(false);
    const v3 = await refineEmail({
      ...base,
      previous: { brief: v2.brief, document: v2.document },
      instruction: 'no social links',
      version: 3,
    });
    expect(v3.ok && v3.document.blocks.some((b) => b.type === 'social')).toBe(false);
  });

  it('changes the button’s words and link', async () => {
    const v2 = await refine(
      await first(prompt),
      'change the button to "Grab the deal" and link it to https://northwind-outfitters.example/sale',
    );
    expect(v2.rendered.html).toContain('Grab the deal');
    expect(v2.rendered.html).toContain('href="https://northwind-outfitters.example/sale"');
  });

  it('changes the tone, and "another version" changes the wording', async () => {
    const v1 = await first(prompt);
    const playful = await refine(v1, 'more playful');
    expect(playful.brief.tone).toBe('playful');
    const wordings = new Set<string>();
    let current = v1;
    for (let version = 2; version < 8; version++) {
      const next = await refineEmail({
        ...base,
        previous: { brief: current.brief, document: current.document },
        instruction: 'another version',
        version,
      });
      if (!next.ok) throw new Error(next.error);
      wordings.add(JSON.stringify(next.document.blocks.find((b) => b.type === 'hero')));
      current = next;
    }
    expect(wordings.size).toBeGreaterThan(1);
  });

  it('refuses, with an explanation, what only the LLM writer could do', async () => {
    const v1 = await first(prompt);
    for (const instruction of [
      'Replace the hero with a photo of our founders hiking',
      'Add a testimonial from a happy customer',
      'Explain our repair programme in detail',
    ]) {
      const outcome = await refineEmail({ ...base, previous: { brief: v1.brief, document: v1.document }, instruction, version: 2 });
      expect(outcome.ok, instruction).toBe(false);
      if (!outcome.ok) expect(outcome.error).toMatch(/LLM writer/);
    }
  });
});
