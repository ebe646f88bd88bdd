/** Helpers the series tests share (issue #23): a brief split as the generator splits it, and a series generated through the engine. */
import { expect } from 'vitest';
import { renderText } from '../../src/email';
import { generateEmail } from '../../src/generate/engine';
import { countInWords, splitSeries } from '../../src/generate/series/plan';
import type { Purpose } from '../../src/generate/types';
import { loadBrand } from './helpers';

export const NOW = new Date('2026-11-28T10:00:00Z');
export const TODAY = '2026-11-28';
export const SATURDAY = 6;

/** The brief split into its emails' parts, with the count words taken out when the prompt says the count. */
export const split = (prompt: string, count: number) => {
  const words = countInWords(prompt);
  return splitSeries(prompt, count, words && words.count === count ? words.span : undefined);
};

/** A series generated from the prompt: each email with its subject, preheader and plain text in `text`, and the outcome's warnings. */
export async function generateSeries(brand: string, locale: string, prompt: string, count?: number, purpose?: Purpose) {
  const kit = loadBrand(brand);
  const out = await generateEmail({ brand: kit, projectUrls: [kit.pages[0]?.url ?? 'https://example.com/'], prompt, language: locale, now: NOW, count, ...(purpose ? { purpose } : {}) });
  expect(out.ok).toBe(true);
  if (!out.ok) throw new Error('generation failed');
  return {
    warnings: out.warnings,
    emails: (out.series?.emails ?? []).map((e) => ({ ...e, text: `${e.document.subject}\n${e.document.preheader}\n${renderText(e.document)}`.replace(/[\u00a0\u202f]/g, ' ') })),
  };
}
