/**
 * The facts of a prompt (issue #16): what a recipient must find in the email. One extractor and one
 * checker share these types so the composer, refinements, the LLM guard and the validation
 * endpoint cannot drift apart.
 */
import type { CopyLanguage } from '../types';
import { copyLanguageOf } from '../understand/language';

export const FACT_TYPES = [
  'money',
  'percent',
  'date',
  'time',
  'duration',
  'quantity',
  'address',
  'venue',
  'order-number',
  'invoice-number',
  'tracking-number',
  'reference-number',
  'account',
  'code',
  'url',
  'email',
  'phone',
  'person',
  'product',
  'condition',
  'topic',
] as const;
export type FactType = (typeof FACT_TYPES)[number];

/** The extractor reads the languages the embedded writer writes. */
export type FactLanguage = CopyLanguage;

/** A value a checker compares, normalised so that two renderings of one fact are equal. */
export type FactValue =
  | { kind: 'money'; minor: number; currency: string }
  | { kind: 'percent'; value: number }
  /** `end` for a range ("Dec 18–21", "this weekend"). */
  | { kind: 'date'; iso: string; end?: string }
  /** 24-hour HH:MM. */
  | { kind: 'time'; hhmm: string }
  | { kind: 'number'; value: number; unit?: string }
  | { kind: 'phone'; e164: string }
  /** URLs, emails, identifiers: compared without case, spacing or punctuation around them. */
  | { kind: 'token'; value: string }
  /** Names, venues, conditions, topics: the words that show the fact is covered. */
  | { kind: 'words'; keywords: string[] };

export interface Fact {
  /** `f1`, `f2`… in the order of the prompt. */
  id: string;
  type: FactType;
  /** As the prompt writes it. */
  text: string;
  value: FactValue;
  /** [start, end) in the prompt. */
  span: [number, number];
}

export interface ExtractOptions {
  language: FactLanguage | string;
  /** The send date: relative and yearless dates resolve against it (the calendar day counts, in UTC). */
  now: Date;
  /** BCP 47 locale with region, when known: a bare "$" is AUD in en-AU, MXN in es-MX, CAD in fr-CA. */
  locale?: string;
}

/** A candidate before ids are given; the extractor keeps the first of two that overlap, by priority. */
export interface Candidate {
  type: FactType;
  start: number;
  end: number;
  value: FactValue;
}

export function baseLanguage(language: string): FactLanguage {
  return copyLanguageOf(language) ?? 'en';
}
