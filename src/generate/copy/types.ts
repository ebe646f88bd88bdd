/**
 * Phrase banks: for each language, each slot of an email (a heading, an intro, a button…) holds
 * hand-written variants, optionally per tone. A variant is a string or a function of the facts
 * that returns undefined when the facts it needs are missing, so "Ends {deadline}" is never
 * written without a deadline. `{firstName}` marks a personalisation token (English only).
 */
import type { AudienceKind, HolidayKind, Register, Tone, TransactionalKind } from '../types';

/** The facts of a brief, formatted for one language: what the phrases interpolate. */
export interface CopyVars {
  brand: string;
  /** The output language tag ("pt-BR"): for regional wording. */
  lang: string;
  /** The discount's value as written in the language: "20%", "20 %", "$10", "10 €". */
  discount?: string;
  upTo: boolean;
  /** What the discount applies to, as the prompt says it ("all jackets"). */
  scope?: string;
  /** The whole offer in the language ("20% off", "up to 30% off", "free shipping"), from the bank's `offer.value`. */
  offer?: string;
  /** True when the discount is an amount rather than a percentage. */
  amount: boolean;
  code?: string;
  /** Long date with weekday ("Monday, June 30") and the short one ("June 30"). */
  deadline?: string;
  deadlineShort?: string;
  start?: string;
  startShort?: string;
  /**
   * The start and the deadline are one span of the prompt ("du 4 au 18 janvier", "from May 1 to
   * May 31"), so an email may write them as one ("From … to …"). A start and a deadline the prompt
   * gives apart ("ab 1. Januar neue Preise … Abo-Preise bis 31. März gleich") are no span.
   */
  range?: boolean;
  event?: string;
  eventShort?: string;
  time?: string;
  location?: string;
  product?: string;
  topic?: string;
  holiday?: string;
  holidayKind?: HolidayKind;
  count?: number;
  audienceKind?: AudienceKind;
  freeShipping: boolean;
  freeShippingMin?: string;
  /** The current month's name, for newsletters. */
  month?: string;
  email?: string;
  phone?: string;
  kind?: TransactionalKind;
  /** True when the email closes for a period (dates with "closed"). */
  closure: boolean;
  /** The reader's name as the prompt's own merge tag ("{{nome}}", "*|FNAME|*"): `greeting.named` greets with it. */
  addressee?: string;
}

export interface Ctx extends CopyVars {
  register: Register;
  tone: Tone;
  /** Picks the formal or informal wording (Sie/du, vous/tu, usted/tú, Lei/tu). */
  f(formal: string, informal: string): string;
}

export type Phrase = string | ((c: Ctx) => string | undefined | false | null);
export type ToneVariants = { neutral: readonly Phrase[] } & Partial<Record<Exclude<Tone, 'neutral'>, readonly Phrase[]>>;
export type Entry = readonly Phrase[] | ToneVariants;
