import { Heading } from '../components/react-email';
import { z } from 'zod';
import { Align, BlockId, CallToAction, HexColor, LinkedImage, PlainText, RichText } from '../fields';
import { alignOf, onBackground } from '../context';
import { joinSegments, linkText, parseRichText, richTextToPlain } from '../content';
import { BlockSection } from '../components/block-section';
import { Cta } from '../components/cta';
import { EmailImage } from '../components/image';
import { plainText } from '../components/inline';
import { RichTextView } from '../components/rich-text';
import { darkClass, textStyle } from '../components/typography';
import { defineBlock, paragraphs, type BlockProps } from './define';

export const HeroSchema = z
  .object({
    type: z.literal('hero'),
    id: BlockId,
    image: LinkedImage.optional().describe('Shown edge to edge above the heading'),
    heading: PlainText,
    text: RichText.optional(),
    button: CallToAction.optional(),
    backgroundColor: HexColor.optional().describe(
      'Behind the heading, text and button; text colours adapt for contrast',
    ),
    align: Align.default('center'),
  })
  .strict();
export type HeroBlock = z.infer<typeof HeroSchema>;

export function HeroView({ block, ctx }: BlockProps<HeroBlock>) {
  const inner = onBackground(ctx, block.backgroundColor);
  const align = alignOf(ctx, block.align);
  const bleed = { ...ctx, nested: true, width: ctx.nested ? ctx.width : ctx.theme.contentWidth };
  return (
    <>
      {block.image ? (
        <BlockSection ctx={bleed} top={0} bottom={0}>
          <EmailImage ctx={bleed} image={block.image} href={block.image.href} align="center" />
        </BlockSection>
      ) : null}
      <BlockSection ctx={inner} top={32} bottom={32} background={block.backgroundColor}>
        <Heading
          as="h1"
          className={darkClass(inner, 'heading')}
          style={textStyle(inner, {
            size: 'h1',
            font: 'heading',
            color: 'heading',
            bold: true,
            align,
            margin: '0 0 16px',
          })}
        >
          {plainText(block.heading, inner)}
        </Heading>
        {block.text ? <RichTextView ctx={inner} content={block.text} size="lead" align={align} /> : null}
        {block.button ? <Cta ctx={inner} cta={block.button} align={align} top={24} /> : null}
      </BlockSection>
    </>
  );
}

export const hero = defineBlock({
  schema: HeroSchema,
  Component: HeroView,
  toText: (block, ctx) =>
    paragraphs(
      joinSegments(block.heading, ctx.tokenText),
      block.text && richTextToPlain(parseRichText(block.text), ctx.tokenText),
      block.button && linkText(joinSegments(block.button.label, ctx.tokenText), block.button.href),
    ),
});
