/**
 * Field schemas shared by the document and its blocks.
 *
 * The document is written by programs and by LLMs with structured output, and is turned into
 * JSON Schema (OpenAPI, LLM tools), so every field here is a plain JSON shape: no transforms,
 * validation expressed as JSON-Schema-friendly patterns and bounds wherever possible.
 */
import { z } from 'zod';

export const HexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'Expected a hex colour like #1a73e8')
  .describe('Hex colour, #rgb or #rrggbb');

/** Absolute http(s) URL; the only schemes that make sense for an image or page in an email. */
export const HttpUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[^\s"'<>\\]+$/i, 'Expected an absolute http(s) URL')
  .refine(isParsableUrl, 'Expected a valid URL');

/** Where a link may point: web pages, e-mail addresses and phone numbers. Never javascript: or data:. */
export const LinkUrl = z
  .string()
  .max(2048)
  .regex(/^(?:https?:\/\/|mailto:|tel:)[^\s"'<>\\]+$/i, 'Expected an http(s), mailto: or tel: URL')
  .refine(isParsableUrl, 'Expected a valid URL')
  .describe('Link target: http(s), mailto: or tel: URL');

/** Image source: http(s) and not SVG, which Gmail, Outlook and most webmails refuse to show. */
export const ImageUrl = HttpUrl.refine(
  (url) => !/\.svgz?$/i.test(safePathname(url)),
  'SVG images are not shown by most email clients; use PNG, JPEG or GIF',
).describe('Image URL (PNG, JPEG, GIF or WebP; not SVG)');

function isParsableUrl(value: string): boolean {
  return URL.canParse(value);
}

function safePathname(url: string): string {
  return URL.canParse(url) ? new URL(url).pathname : url;
}

/**
 * A personalisation token: a contact field filled in at send time, with the text to show when the
 * contact has no value. A node of its own (never `{{firstName}}` inside a string) so every export
 * can translate it to its platform's merge-tag syntax.
 */
export const MergeTag = z
  .object({
    type: z.literal('mergeTag'),
    field: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Field names are letters, digits and underscores')
      .describe('Contact field, e.g. firstName, lastName, email, company, or a custom attribute name'),
    fallback: z.string().max(100).describe('Shown when the contact has no value, e.g. "there" in "Hi there"'),
  })
  .strict()
  .describe('Personalisation token');
export type MergeTag = z.infer<typeof MergeTag>;

/**
 * Text that may contain personalisation tokens: a string, or an array of strings and tokens
 * (`["Hi ", { type: "mergeTag", field: "firstName", fallback: "there" }, "!"]`).
 */
export function textWithTokens(maxLength: number) {
  return z.union([
    z.string().max(maxLength),
    z
      .array(z.union([z.string().max(maxLength), MergeTag]))
      .min(1)
      .max(50),
  ]);
}

/** A single line of text, shown as written (no markdown). */
export const PlainText = textWithTokens(500).describe('Text shown as written; may mix strings and merge tags');
export type PlainText = z.infer<typeof PlainText>;

/** Markdown subset: paragraphs, **bold**, *italic*, [links](https://…), "- " and "1. " lists. Raw HTML is shown as text. */
export const RichText = textWithTokens(5000).describe(
  'Markdown subset: paragraphs, **bold**, *italic*, [links](https://…), "- " and "1. " lists; may mix strings and merge tags',
);
export type RichText = z.infer<typeof RichText>;

export const Align = z.enum(['start', 'center', 'end']).describe('start/end follow the document direction');
export type Align = z.infer<typeof Align>;

export const Image = z
  .object({
    src: ImageUrl,
    alt: z.string().max(300).describe('What the image shows; "" only for purely decorative images'),
    width: z
      .number()
      .int()
      .min(1)
      .max(1200)
      .optional()
      .describe('Intrinsic width in px; the renderer caps it to the column'),
    height: z.number().int().min(1).max(2400).optional(),
  })
  .strict();
export type Image = z.infer<typeof Image>;

export const LinkedImage = Image.extend({ href: LinkUrl.optional() }).strict();
export type LinkedImage = z.infer<typeof LinkedImage>;

export const CallToAction = z
  .object({
    label: PlainText,
    href: LinkUrl,
  })
  .strict();
export type CallToAction = z.infer<typeof CallToAction>;

export const NavLink = CallToAction;
export type NavLink = CallToAction;

/** Optional id so generators and refinements can address a block ("make the second button green"). */
export const BlockId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional();

export const Money = z
  .object({
    amount: z.number().min(0).max(1e9),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'ISO 4217 code, e.g. EUR')
      .describe('ISO 4217 currency code'),
  })
  .strict()
  .describe('Formatted in the document language, e.g. 49.9 EUR → "49,90 €" in de');
export type Money = z.infer<typeof Money>;
