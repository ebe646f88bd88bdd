import { Column, Row, Text } from '../components/react-email';
import { z } from 'zod';
import { BlockId, CallToAction, PlainText, RichText } from '../fields';
import { onBackground } from '../context';
import { joinSegments, linkText, parseRichText, richTextToPlain } from '../content';
import { BlockSection } from '../components/block-section';
import { Cta } from '../components/cta';
import { plainText } from '../components/inline';
import { RichTextView } from '../components/rich-text';
import { textStyle } from '../components/typography';
import { defineBlock, lines, type BlockProps } from './define';

export const CouponSchema = z
  .object({
    type: z.literal('coupon'),
    id: BlockId,
    value: PlainText.describe('What the code gives, e.g. "20% off everything"'),
    code: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'Letters, digits, - and _'),
    description: RichText.optional(),
    expiresAt: z.iso.date().optional().describe('Last valid day, YYYY-MM-DD'),
    expiryText: PlainText.optional().describe('How the expiry reads, e.g. "Valid until Sunday"; default: the date'),
    button: CallToAction.optional(),
  })
  .strict();
export type CouponBlock = z.infer<typeof CouponSchema>;

export function CouponView({ block, ctx }: BlockProps<CouponBlock>) {
  const tinted = onBackground(ctx, ctx.theme.tint);
  const codeBox = onBackground(ctx, ctx.palette.background);
  const expiry = block.expiryText
    ? plainText(block.expiryText, tinted)
    : block.expiresAt
      ? tinted.formatDate(block.expiresAt)
      : null;
  return (
    <BlockSection ctx={ctx} top={16} bottom={16}>
      <Row>
        <Column
          align="center"
          style={{
            backgroundColor: ctx.theme.tint,
            border: `2px dashed ${ctx.theme.accent}`,
            borderRadius: '8px',
            padding: '24px',
            textAlign: 'center',
          }}
        >
          <Text
            style={textStyle(tinted, {
              size: 'h2',
              font: 'heading',
              color: 'heading',
              bold: true,
              align: 'center',
              margin: '0 0 8px',
            })}
          >
            {plainText(block.value, tinted)}
          </Text>
          {block.description ? <RichTextView ctx={tinted} content={block.description} align="center" /> : null}
          <Row style={{ width: 'auto' }} width="auto" align="center">
            <Column align="center" style={{ paddingTop: '16px' }}>
              <Text
                style={{
                  ...textStyle(codeBox, { size: 'h3', color: 'heading', bold: true, align: 'center' }),
                  fontFamily: "'Courier New', Courier, monospace",
                  letterSpacing: '3px',
                  backgroundColor: codeBox.palette.background,
                  border: `1px solid ${ctx.theme.accent}`,
                  borderRadius: '4px',
                  padding: '8px 20px',
                }}
              >
                {block.code}
              </Text>
            </Column>
          </Row>
          {expiry ? (
            <Text style={textStyle(tinted, { size: 'small', color: 'muted', align: 'center', margin: '12px 0 0' })}>
              {expiry}
            </Text>
          ) : null}
          {block.button ? <Cta ctx={tinted} cta={block.button} align="center" top={16} /> : null}
        </Column>
      </Row>
    </BlockSection>
  );
}

export const coupon = defineBlock({
  schema: CouponSchema,
  Component: CouponView,
  toText: (block, ctx) =>
    lines(
      joinSegments(block.value, ctx.tokenText),
      block.description && richTextToPlain(parseRichText(block.description), ctx.tokenText),
      `Code: ${block.code}`,
      block.expiryText
        ? joinSegments(block.expiryText, ctx.tokenText)
        : block.expiresAt && ctx.formatDate(block.expiresAt),
      block.button && linkText(joinSegments(block.button.label, ctx.tokenText), block.button.href),
    ),
});
