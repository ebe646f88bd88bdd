import { Column, Row, Text } from '../components/react-email';
import { z } from 'zod';
import { BlockId, PlainText, RichText } from '../fields';
import { joinSegments, parseRichText, richTextToPlain } from '../content';
import { BlockSection } from '../components/block-section';
import { plainText } from '../components/inline';
import { RichTextView } from '../components/rich-text';
import { darkClass, textStyle } from '../components/typography';
import { defineBlock, lines, type BlockProps } from './define';

export const QuoteSchema = z
  .object({
    type: z.literal('quote'),
    id: BlockId,
    text: RichText,
    cite: PlainText.optional().describe('Who said it'),
  })
  .strict();
export type QuoteBlock = z.infer<typeof QuoteSchema>;

/** A pull quote: a brand-coloured rule on the side where lines start. */
export function QuoteView({ block, ctx }: BlockProps<QuoteBlock>) {
  const rule = ctx.start === 'left' ? 'borderLeft' : 'borderRight';
  const inset = ctx.start === 'left' ? 'paddingLeft' : 'paddingRight';
  return (
    <BlockSection ctx={ctx} top={16} bottom={16}>
      <Row>
        <Column style={{ [rule]: `4px solid ${ctx.theme.accent}`, [inset]: '20px' }}>
          <RichTextView ctx={ctx} content={block.text} size="lead" italic />
          {block.cite ? (
            <Text
              className={darkClass(ctx, 'muted')}
              style={textStyle(ctx, { size: 'small', color: 'muted', margin: '8px 0 0' })}
            >
              — {plainText(block.cite, ctx)}
            </Text>
          ) : null}
        </Column>
      </Row>
    </BlockSection>
  );
}

export const quote = defineBlock({
  schema: QuoteSchema,
  Component: QuoteView,
  toText: (block, ctx) =>
    lines(
      richTextToPlain(parseRichText(block.text), ctx.tokenText)
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
      block.cite && `— ${joinSegments(block.cite, ctx.tokenText)}`,
    ),
});
