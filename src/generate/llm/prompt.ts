/**
 * What the LLM writer is told: the rules an email must keep, the brand, the facts and the
 * embedded generator's draft to improve on (or, for a refinement, the current version and the
 * change asked for).
 */
import type { BrandKit } from '../../brand/schema';
import type { EmailDocument } from '../../email';
import type { Brief } from '../types';

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
};

function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return LANGUAGE_NAMES[tag.slice(0, 2)] ?? tag;
  }
}

export function systemPrompt(brief: Brief, brand: BrandKit): string {
  const register =
    brief.register === 'formal'
      ? 'Address the reader formally (Sie, vous, usted, Lei) where the language distinguishes.'
      : 'Address the reader informally (du, tu, tú, tu) where the language distinguishes.';
  return [
    `You are the copywriter of ${brand.name}. You write one marketing email as a JSON object that follows the EmailDocument schema exactly.`,
    `Write in ${languageName(brief.language)} (${brief.language}): natural, idiomatic, grammatical, no words from another language. ${register} Tone: ${brief.tone}.`,
    'Keep every fact in FACTS exactly as given: codes verbatim, amounts, percentages, dates, times, places, product names. Never invent prices, discounts, deadlines, stock levels, statistics, testimonials, reviews, awards or people.',
    'Links: only URLs from ALLOWED_URLS. Images: only URLs from ALLOWED_IMAGES. Never use the "html" block type.',
    'Keep the first block (header) and the last block (footer) of the draft unchanged. Keep the theme unchanged.',
    'The subject has at most 60 characters and carries the key fact (the offer or the date); the preheader has 40 to 110 characters and complements the subject without repeating it.',
    'Return only the JSON object.',
  ].join('\n');
}

function brandSummary(brand: BrandKit) {
  return {
    name: brand.name,
    tagline: brand.tagline,
    description: brand.description,
    voice: { tone: brand.voice.tone, sampleCopy: brand.voice.sampleCopy.slice(0, 12) },
    language: brand.language,
    products: brand.products
      .slice(0, 20)
      .map((p) => ({ name: p.name, description: p.description, price: p.price, currency: p.currency, url: p.url, image: p.image })),
    pages: brand.pages,
    contact: { email: brand.contact.email, phone: brand.contact.phone },
  };
}

export function userPrompt(input: {
  brief: Brief;
  brand: BrandKit;
  prompt: string;
  draft: EmailDocument;
  allowedUrls: string[];
  allowedImages: string[];
  current?: EmailDocument;
  instruction?: string;
}): string {
  const parts = [
    `BRAND:\n${JSON.stringify(brandSummary(input.brand))}`,
    `PURPOSE: ${input.brief.purpose}`,
    `FACTS:\n${JSON.stringify(input.brief.facts)}`,
    `ALLOWED_URLS:\n${JSON.stringify(input.allowedUrls)}`,
    `ALLOWED_IMAGES:\n${JSON.stringify(input.allowedImages)}`,
  ];
  if (input.current && input.instruction) {
    parts.push(`CURRENT EMAIL:\n${JSON.stringify(input.current)}`);
    parts.push(`DRAFT WITH THE CHANGES THE RULES COULD APPLY (use it where it helps):\n${JSON.stringify(input.draft)}`);
    parts.push(`CHANGE REQUESTED BY THE USER:\n${input.instruction}`);
    parts.push('Return the whole email with the change applied and everything else kept.');
  } else {
    parts.push(`REQUEST FROM THE USER:\n${input.prompt}`);
    parts.push(
      `DRAFT (a correct but plain version; keep its facts, links and structure where they serve the request, and improve the copy):\n${JSON.stringify(input.draft)}`,
    );
  }
  return parts.join('\n\n');
}
