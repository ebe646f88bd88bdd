/**
 * Shared vocabulary of the generator: purposes, tones, languages and the brief — what a prompt
 * means once understood, the one input every writer (embedded composer, LLM, refinements) reads.
 */
import type { CopyDeck } from './understand/copy-deck';
export const PURPOSES = [
  'welcome',
  'promotional',
  'newsletter',
  'announcement',
  'product-launch',
  'event',
  'abandoned-cart',
  're-engagement',
  'transactional',
  'feedback',
  'holiday',
] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Languages the embedded generator writes; others need the LLM writer. */
export const COPY_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
export type CopyLanguage = (typeof COPY_LANGUAGES)[number];

export const TONES = ['neutral', 'friendly', 'playful', 'formal', 'urgent', 'luxurious'] as const;
export type Tone = (typeof TONES)[number];

/** Formal address (Sie, vous, usted, Lei) or informal (du, tu, tú, tu). */
export type Register = 'formal' | 'informal';

export type Length = 'short' | 'normal' | 'long';

export type Discount = (
  { kind: 'percent'; value: number; upTo: boolean } | { kind: 'amount'; value: number; currency: string; upTo: boolean }
) & {
  /** What it applies to, with its preposition, in the prompt's words ("all jackets", "auf alle Jacken"); only when the prompt is in the email's language. */
  scope?: string;
};

export type DateRole = 'deadline' | 'start' | 'event';

export interface DateFact {
  role: DateRole;
  /** YYYY-MM-DD, resolved against the generation's "now". */
  date: string;
  /** HH:MM (24 h) when the prompt gave a time. */
  time?: string;
  /** The words of the prompt that gave the date, for debugging and the LLM. */
  source: string;
  /** Where the role came from: a cue word ("until"), a range's ends, or the purpose's default. */
  roleFrom?: 'cue' | 'range' | 'purpose';
}

export interface ProductRef {
  name: string;
  description: string | null;
  price: { amount: number; currency: string } | null;
  image: string | null;
  url: string | null;
  /** True when the product is in the brand kit; false for a name the prompt introduces. */
  known: boolean;
}

export type AudienceKind = 'vip' | 'subscribers' | 'new-customers' | 'customers' | 'members' | 'inactive' | 'loyal' | 'teams' | 'everyone';

export type HolidayKind =
  | 'christmas'
  | 'new-year'
  | 'easter'
  | 'valentines'
  | 'mothers-day'
  | 'fathers-day'
  | 'halloween'
  | 'thanksgiving'
  | 'black-friday'
  | 'cyber-monday'
  | 'hanukkah'
  | 'summer'
  | 'generic';

export type TransactionalKind =
  | 'order'
  | 'order-update'
  | 'shipping'
  | 'delivered'
  | 'delay'
  | 'cancellation'
  | 'refund'
  | 'password'
  | 'verification'
  | 'security'
  | 'booking'
  | 'appointment'
  | 'receipt'
  | 'invoice'
  | 'payment-failed'
  | 'generic';

export type SectionKind = 'products' | 'coupon' | 'social' | 'testimonial' | 'image' | 'list';

/** Everything the prompt says, in a form the writers can use without reading the prompt again. */
export interface Facts {
  discount?: Discount;
  /** Free shipping, with its minimum order when the prompt gives one. */
  freeShipping?: { minimum?: { value: number; currency: string } };
  code?: string;
  dates: DateFact[];
  products: ProductRef[];
  audience?: { kind: AudienceKind; text: string };
  cta?: { label?: string; url?: string };
  /** Every URL the prompt gives, in order; links may point to these and to the brand's pages. */
  urls: string[];
  /** Number of items to feature ("3 bestsellers", "top 5"), 1–9. */
  count?: number;
  /** A time given without a date ("doors open at 7pm"), HH:MM. */
  time?: string;
  /** Where an event takes place, as written. */
  location?: string;
  /** What the email is about, as written ("our new loyalty programme"), when the prompt is in the output language. */
  topic?: string;
  holiday?: HolidayKind;
  /** The dates are a closure ("closed from Dec 24 to 26"). */
  closure?: boolean;
  transactional?: TransactionalKind;
  /** An announcement's own words after a colon ("new hours: we now open on Sundays"), in the email's language. */
  details?: string;
  /** The month a newsletter edition is for ("June newsletter"), YYYY-MM. */
  edition?: string;
  /** Topics a newsletter should cover, as written. */
  items: string[];
}

/**
 * One piece of the prompt's message (a sentence, a clause or a list item), as the recipient reads
 * it: the marketer's instruction words removed ("Tell them that…"), addressed to the reader.
 * Every writer carries every unit; the coverage check proves it.
 */
export interface MessageUnit {
  /** The recipient's words (markdown-free plain text). */
  text: string;
  /** [start, end) of the prompt it came from. */
  span: [number, number];
  /** An item of a list in the prompt (a bullet, "1)", a newsletter topic). */
  item: boolean;
  /** Rewritten from an instruction to the copywriter ("Remind them that…"). */
  rewritten: boolean;
}

export interface Brief {
  purpose: Purpose;
  /** Whether the purpose came from the request or the prompt's words. */
  purposeSource: 'request' | 'detected' | 'default';
  /** BCP 47 tag of the output, e.g. "fr" or "pt-BR". */
  language: string;
  /** The copy bank used: the base language of `language`. */
  copyLanguage: CopyLanguage;
  /** Language the prompt itself is written in (by its function words), when recognisable. */
  promptLanguage?: CopyLanguage;
  tone: Tone;
  register: Register;
  length: Length;
  facts: Facts;
  /**
   * The prompt's message unit by unit; absent in briefs stored before it existed (and empty when
   * the prompt is in another language than the email, whose words cannot be carried over).
   */
  message?: MessageUnit[];
  /**
   * The reader's name as the prompt's own merge tag ("{{nome}}", "*|FNAME|*"), when the prompt
   * greets the reader with one: the email greets with it, as written, instead of its own token.
   */
  addressee?: string;
  /** Lines the marketer wrote and wants kept word for word (understand/copy-deck.ts): the composer places the subject, preheader and headline; the button is `facts.cta.label`, the body lines are message units. */
  deck?: CopyDeck;
  /** Sections the user asked for or against ("add a testimonial", "no products"). */
  include: SectionKind[];
  exclude: SectionKind[];
  /** Visual requests: "make the button green". */
  style: { buttonColor?: string; primaryColor?: string; backgroundColor?: string; buttonShape?: 'square' | 'rounded' | 'pill' };
  /** Seed for deterministic variation: same prompt and brand, same email. */
  seed: number;
  /** ISO date the relative dates were resolved against. */
  today: string;
}
