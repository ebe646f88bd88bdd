/**
 * The brand kit: what an import extracts from a brand's website and what the email generator,
 * the legal footer and validation read. DESIGN.md §5 fixes the fields; `products` and `pages`
 * are the additions. Every field is plain JSON (no transforms) so the same schema feeds
 * validation, TypeScript types, the OpenAPI document and LLM structured output.
 *
 * Nullable rather than optional: a field the import could not defend is `null`, so a reader can
 * tell "not found" from "not asked", and a PATCH can set it.
 */
import { z } from 'zod';

export const Hex = z
  .string()
  .regex(/^#[0-9a-f]{6}$/, 'Expected a lowercase #rrggbb colour')
  .describe('Opaque colour as lowercase #rrggbb');

const AbsoluteUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/\S+$/i, 'Expected an absolute http(s) URL');

export const LogoImage = z
  .object({
    url: AbsoluteUrl.describe('PNG served by brandmail at a public, unguessable address, usable in an <img> of an email'),
    width: z.number().int().positive().describe('Pixel width of the PNG (rendered at 2× the size the site displays, when known)'),
    height: z.number().int().positive().describe('Pixel height of the PNG'),
    format: z.literal('png').describe('Always png: email clients do not show SVG, ICO or (in Outlook) WebP'),
    sourceUrl: AbsoluteUrl.nullable().describe('Where the image was found: the image file, or the page holding an inline SVG'),
    origin: z
      .enum(['header', 'inline-svg', 'css-background', 'json-ld', 'image', 'apple-touch-icon', 'manifest-icon', 'favicon', 'og-image', 'user'])
      .describe('Which signal chose it, strongest first: header image linking home, inline SVG, CSS background, JSON-LD logo, …'),
    variant: z
      .enum(['light', 'dark'])
      .nullable()
      .describe('light: a light-coloured mark meant for dark backgrounds; dark: for light backgrounds; null when unclear'),
  })
  .meta({ id: 'BrandLogo' });
export type LogoImage = z.infer<typeof LogoImage>;

export const ColorRole = z.enum(['primary', 'secondary', 'accent', 'background', 'text', 'link', 'other']);

export const BrandColors = z
  .object({
    primary: Hex.nullable().describe('null when no colour can be defended as the primary brand colour (a warning says why)'),
    secondary: Hex.nullable(),
    accent: Hex.nullable(),
    background: Hex.describe("The site's page background"),
    text: Hex.describe("The site's body text colour"),
    palette: z
      .array(z.object({ hex: Hex, role: ColorRole, weight: z.number().min(0).max(1).describe('Share of the colour evidence, 0–1') }))
      .max(16)
      .describe('Colours seen on the site, strongest evidence first'),
    contrast: z
      .array(
        z.object({
          foreground: Hex,
          background: Hex,
          ratio: z.number().describe('WCAG 2.x contrast ratio, 1–21'),
          aa: z.boolean().describe('Reaches 4.5:1 (normal text)'),
          aaLarge: z.boolean().describe('Reaches 3:1 (large text, buttons)'),
          use: z.string().describe('e.g. "text on background", "white label on primary"'),
        }),
      )
      .describe('WCAG contrast of the pairs an email will use'),
  })
  .meta({ id: 'BrandColors' });
export type BrandColors = z.infer<typeof BrandColors>;

export const BrandFont = z
  .object({
    family: z.string().min(1).max(200).describe('The family the site asks for, e.g. "Playfair Display"'),
    stack: z.string().min(1).max(500).describe("Email-safe font-family value: the family, then installed fonts of the same kind, then the generic"),
    source: AbsoluteUrl.nullable().describe('Google Fonts stylesheet or @font-face file; null for a system font'),
  })
  .meta({ id: 'BrandFont' });
export type BrandFont = z.infer<typeof BrandFont>;

export const BrandImage = z.object({
  url: AbsoluteUrl,
  alt: z.string().max(500),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  role: z.enum(['hero', 'product', 'content', 'social']).describe('hero: the page-top visual; social: the og:image'),
});
export type BrandImage = z.infer<typeof BrandImage>;

export const SocialPlatform = z.enum([
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'github',
  'threads',
  'snapchat',
  'whatsapp',
  'discord',
  'mastodon',
  'bluesky',
  'vimeo',
  'dribbble',
  'behance',
  'medium',
  'reddit',
  'twitch',
  'spotify',
  'tumblr',
  'yelp',
  'tripadvisor',
]);
export type SocialPlatform = z.infer<typeof SocialPlatform>;

export const SocialLink = z.object({ platform: SocialPlatform, url: AbsoluteUrl });
export type SocialLink = z.infer<typeof SocialLink>;

export const BrandContact = z
  .object({
    email: z.string().max(320).nullable(),
    phone: z.string().max(100).nullable(),
    address: z.string().max(500).nullable().describe('Postal address on one line, as the legal footer of an email needs it'),
  })
  .meta({ id: 'BrandContact' });
export type BrandContact = z.infer<typeof BrandContact>;

export const SampleCopy = z.object({
  role: z.enum(['headline', 'subheadline', 'cta', 'value-proposition', 'tagline']),
  text: z.string().max(500),
});
export type SampleCopy = z.infer<typeof SampleCopy>;

export const BrandVoice = z
  .object({
    tone: z.array(z.string()).max(5).describe('Tone labels derived from the copy, strongest first, e.g. friendly, playful, technical'),
    sampleCopy: z.array(SampleCopy).max(30).describe("The site's own words by role, for the generator to echo"),
    keywords: z.array(z.string()).max(20),
  })
  .meta({ id: 'BrandVoice' });
export type BrandVoice = z.infer<typeof BrandVoice>;

export const Product = z.object({
  name: z.string().max(300),
  description: z.string().max(1000).nullable(),
  price: z.string().max(40).nullable().describe('Amount as written in the data, e.g. "24.00"'),
  currency: z.string().max(10).nullable().describe('ISO 4217 code or the symbol shown'),
  image: AbsoluteUrl.nullable(),
  url: AbsoluteUrl.nullable(),
});
export type Product = z.infer<typeof Product>;

export const PageType = z.enum(['home', 'shop', 'products', 'pricing', 'about', 'contact', 'blog', 'careers', 'faq']);
export type PageType = z.infer<typeof PageType>;

export const KeyPage = z.object({ type: PageType, url: AbsoluteUrl, title: z.string().max(300).nullable() });
export type KeyPage = z.infer<typeof KeyPage>;

export const Confidence = z
  .enum(['high', 'medium', 'low'])
  .describe('high: independent sources agree; medium: one explicit source; low: a guess a person should check before the first email');

export const FieldEvidence = z
  .object({
    source: z.string().max(2048).describe('Where the value was found: the page, and the element, meta tag, file or stylesheet'),
    rule: z.string().max(500).describe('The rule that chose it, e.g. "og:site_name + logo alt text, agreeing with the domain"'),
    confidence: Confidence,
  })
  .meta({ id: 'BrandFieldEvidence' });
export type FieldEvidence = z.infer<typeof FieldEvidence>;

export const BrandEvidence = z
  .object({
    name: FieldEvidence.extend({
      candidates: z
        .array(z.object({ name: z.string().max(200), sources: z.array(z.string().max(200)).max(10), confidence: Confidence }))
        .max(5)
        .describe('Every name the import weighed, strongest first: PATCH brand.name to pick another'),
    }).nullable(),
    logo: FieldEvidence.nullable(),
    icon: FieldEvidence.nullable(),
    primaryColor: FieldEvidence.nullable(),
    description: FieldEvidence.nullable().default(null),
    tagline: FieldEvidence.nullable().default(null),
    language: FieldEvidence.nullable().default(null),
    headingFont: FieldEvidence.nullable().default(null),
    bodyFont: FieldEvidence.nullable().default(null),
    email: FieldEvidence.nullable().default(null),
    phone: FieldEvidence.nullable().default(null),
    address: FieldEvidence.nullable().default(null),
  })
  .meta({ id: 'BrandEvidence' });
/** Fields whose evidence the extractors note as they pick a value (the others are decided after merging). */
export type NotedField = 'description' | 'tagline' | 'language' | 'headingFont' | 'bodyFont' | 'email' | 'phone' | 'address';
export type BrandEvidence = z.infer<typeof BrandEvidence>;

export const NO_EVIDENCE: BrandEvidence = {
  name: null,
  logo: null,
  icon: null,
  primaryColor: null,
  description: null,
  tagline: null,
  language: null,
  headingFont: null,
  bodyFont: null,
  email: null,
  phone: null,
  address: null,
};

export const BrandKit = z
  .object({
    name: z.string().min(1).max(200),
    description: z.string().max(1000).nullable(),
    tagline: z.string().max(300).nullable(),
    logo: LogoImage.nullable(),
    icon: LogoImage.nullable().describe('Square app icon or favicon, as PNG'),
    colors: BrandColors,
    fonts: z.object({ heading: BrandFont.nullable(), body: BrandFont.nullable() }),
    images: z.array(BrandImage).max(30),
    socialLinks: z.array(SocialLink).max(30),
    contact: BrandContact,
    voice: BrandVoice,
    language: z.string().max(35).nullable().describe('BCP 47 tag, from <html lang> confirmed by text detection'),
    products: z.array(Product).max(50),
    pages: z.array(KeyPage).max(30).describe('Key pages: shop, pricing, about, contact, …'),
    evidence: BrandEvidence.default(NO_EVIDENCE).describe(
      'Where the name, logo, icon and primary colour came from and how sure the import is, for a person reviewing the kit; a field you PATCH says "set by you"',
    ),
  })
  .meta({ id: 'BrandKit' });
export type BrandKit = z.infer<typeof BrandKit>;

/** A logo the user hosts: replaces the extracted one whole (its size cannot be merged). */
const UserImage = z
  .object({
    url: AbsoluteUrl.describe('A PNG the email may show'),
    width: LogoImage.shape.width,
    height: LogoImage.shape.height,
    variant: LogoImage.shape.variant.optional(),
  })
  .strict();

/**
 * What `PATCH /v1/projects/{id}` accepts under `brand`: any part of the kit. Objects merge field
 * by field (`colors: { primary }` leaves the palette alone); arrays and scalars replace; `null`
 * clears. A user's correction is kept apart from the extraction, so a reimport cannot undo it.
 */
export const BrandKitPatch = z
  .object({
    name: BrandKit.shape.name,
    description: BrandKit.shape.description,
    tagline: BrandKit.shape.tagline,
    logo: UserImage.nullable(),
    icon: UserImage.nullable(),
    colors: BrandColors.partial(),
    fonts: z.object({ heading: BrandFont.partial().nullable(), body: BrandFont.partial().nullable() }).partial(),
    images: BrandKit.shape.images,
    socialLinks: BrandKit.shape.socialLinks,
    contact: BrandContact.partial(),
    voice: BrandVoice.partial(),
    language: BrandKit.shape.language,
    products: BrandKit.shape.products,
    pages: BrandKit.shape.pages,
  })
  .partial()
  .strict()
  .meta({ id: 'BrandKitPatch' });
export type BrandKitPatch = z.infer<typeof BrandKitPatch>;
