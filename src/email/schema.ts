/**
 * EmailDocument: the one representation of an email that generation, validation, previews and
 * exports share. Flat and explicit so a program or an LLM with structured output can write it;
 * no transforms, so `z.toJSONSchema(EmailDocument)` describes it exactly (refinements aside).
 */
import { z } from 'zod';
import { HexColor, HttpUrl, textWithTokens } from './fields';
import { blockRegistry } from './blocks/registry';

export { MergeTag, PlainText, RichText, HexColor, LinkUrl, ImageUrl } from './fields';

const FONT_NAME = /^[^;:{}()<>"'\\,]+$/;
// A comma-separated list of font names (bare or 'single-quoted') ending with a generic family,
// so a client missing every named font still picks the right kind of type.
const FONT_STACK =
  /^\s*(?:(?:'[^;:{}()<>"'\\,]+'|[A-Za-z0-9][A-Za-z0-9 _-]*)\s*,\s*)*(?:serif|sans-serif|monospace|cursive|system-ui)\s*$/;

export const FontStack = z
  .object({
    stack: z
      .string()
      .max(300)
      .regex(
        FONT_STACK,
        'A CSS font-family list ending with a generic family, e.g. "\'Inter\', Helvetica, Arial, sans-serif"',
      ),
    webFont: z
      .object({
        family: z.string().min(1).max(80).regex(FONT_NAME).describe('Name used in the stack, e.g. Inter'),
        url: HttpUrl.describe('Font file URL'),
        format: z.enum(['woff2', 'woff']),
      })
      .strict()
      .optional()
      .describe('Loaded by Apple Mail, iOS and some Android clients; others use the rest of the stack'),
  })
  .strict();
export type FontStack = z.infer<typeof FontStack>;

const SYSTEM_SANS: FontStack = { stack: 'Helvetica, Arial, sans-serif' };

export const Theme = z
  .object({
    primaryColor: HexColor.describe('Brand colour: buttons, links, accents'),
    secondaryColor: HexColor.optional(),
    textColor: HexColor.default('#1f2937'),
    headingColor: HexColor.optional().describe('Defaults to textColor'),
    mutedTextColor: HexColor.default('#6b7280'),
    pageBackground: HexColor.default('#f4f4f5'),
    contentBackground: HexColor.default('#ffffff'),
    headingFont: FontStack.default(SYSTEM_SANS),
    bodyFont: FontStack.default(SYSTEM_SANS),
    contentWidth: z.number().int().min(480).max(800).default(600).describe('px'),
    buttonShape: z.enum(['square', 'rounded', 'pill']).default('rounded'),
  })
  .strict()
  .describe('Colours are adjusted at render time where needed to meet WCAG AA contrast');
export type Theme = z.infer<typeof Theme>;

const blockSchemas = Object.values(blockRegistry).map((block) => block.schema);
export const Block = z.discriminatedUnion(
  'type',
  blockSchemas as unknown as [BlockSchemaOf<'header'>, ...BlockSchemaOf<BlockTypeName>[]],
);

type Registry = typeof blockRegistry;
type BlockTypeName = keyof Registry;
type BlockSchemaOf<K extends BlockTypeName> = Registry[K]['schema'];
export type AnyBlock = z.infer<Registry[BlockTypeName]['schema']>;

export const EmailDocument = z
  .object({
    subject: textWithTokens(200).describe('Subject line; may contain merge tags'),
    preheader: textWithTokens(200).optional().describe('Inbox preview text shown after the subject'),
    language: z
      .string()
      .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'A BCP 47 language tag, e.g. en, fr-CA')
      .refine(isKnownLocale, 'Not a valid BCP 47 language tag')
      .default('en'),
    dir: z.enum(['ltr', 'rtl']).default('ltr').describe('rtl for Arabic, Hebrew, Persian, Urdu'),
    theme: Theme,
    blocks: z.array(Block).min(1).max(60),
  })
  .strict()
  .superRefine((doc, ctx) => {
    // Headers and footers frame the email; anywhere else they confuse readers and spam filters alike.
    doc.blocks.forEach((block, index) => {
      if (block.type === 'header' && index !== 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', index, 'type'],
          message: 'A header can only be the first block',
        });
      }
      if (block.type === 'footer' && index !== doc.blocks.length - 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', index, 'type'],
          message: 'A footer can only be the last block',
        });
      }
    });
  });

export type EmailDocument = z.infer<typeof EmailDocument>;
/** What a caller may pass in: defaults not yet applied. */
export type EmailDocumentInput = z.input<typeof EmailDocument>;

function isKnownLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
