import { Column, Row, Text } from '../components/react-email';
import { z } from 'zod';
import { BlockId, Image, PlainText, RichText } from '../fields';
import { joinSegments, parseRichText, richTextToPlain } from '../content';
import { BlockSection } from '../components/block-section';
import { EmailImage } from '../components/image';
import { plainText } from '../components/inline';
import { RichTextView } from '../components/rich-text';
import { darkClass, textStyle } from '../components/typography';
import { WCAG_AA } from '../../lib/color';
import { defineBlock, lines, type BlockProps } from './define';

export const TestimonialSchema = z
  .object({
    type: z.literal('testimonial'),
    id: BlockId,
    quote: RichText,
    author: PlainText,
    role: PlainText.optional().describe('e.g. "Head of Marketing, Acme"'),
    avatar: Image.optional(),
    rating: z.number().int().min(1).max(5).optional().describe('Stars out of 5'),
  })
  .strict();
export type TestimonialBlock = z.infer<typeof TestimonialSchema>;

const AVATAR_SIZE = 64;

export function stars(rating: number): string {
  return '★'.repeat(rating) + '☆'.repeat(5 - rating);
}

export function TestimonialView({ block, ctx }: BlockProps<TestimonialBlock>) {
  // Stars are 20px text: large, so 3:1 suffices.
  const starColor = ctx.theme.accessibleOn(ctx.theme.primary, ctx.palette.background, WCAG_AA.largeText);
  return (
    <BlockSection ctx={ctx} top={24} bottom={24} align="center">
      {block.rating ? (
        <Text
          aria-label={`${block.rating}/5`}
          style={{
            ...textStyle(ctx, { size: 'h3', bold: true, align: 'center', margin: '0 0 12px' }),
            color: starColor,
            letterSpacing: '2px',
          }}
        >
          {stars(block.rating)}
        </Text>
      ) : null}
      <RichTextView ctx={ctx} content={block.quote} size="lead" italic align="center" />
      {block.avatar ? (
        <Row>
          <Column align="center" style={{ paddingTop: '20px' }}>
            <EmailImage
              ctx={ctx}
              image={{ ...block.avatar, width: AVATAR_SIZE, height: AVATAR_SIZE }}
              align="center"
              style={{ borderRadius: '50%' }}
            />
          </Column>
        </Row>
      ) : null}
      <Text
        className={darkClass(ctx, 'text')}
        style={textStyle(ctx, { bold: true, align: 'center', margin: '12px 0 0' })}
      >
        {plainText(block.author, ctx)}
      </Text>
      {block.role ? (
        <Text
          className={darkClass(ctx, 'muted')}
          style={textStyle(ctx, { size: 'small', color: 'muted', align: 'center' })}
        >
          {plainText(block.role, ctx)}
        </Text>
      ) : null}
    </BlockSection>
  );
}

export const testimonial = defineBlock({
  schema: TestimonialSchema,
  Component: TestimonialView,
  toText: (block, ctx) =>
    lines(
      block.rating ? `${stars(block.rating)} (${block.rating}/5)` : undefined,
      `"${richTextToPlain(parseRichText(block.quote), ctx.tokenText)}"`,
      `— ${joinSegments(block.author, ctx.tokenText)}${block.role ? `, ${joinSegments(block.role, ctx.tokenText)}` : ''}`,
    ),
});
