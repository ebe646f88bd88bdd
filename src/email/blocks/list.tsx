import { Column, Row } from '../components/react-email';
import { z } from 'zod';
import { BlockId, RichText } from '../fields';
import { inlineToPlain, parseRichText, richTextToPlain, type RichBlock } from '../content';
import { BlockSection } from '../components/block-section';
import { inlineNodes } from '../components/inline';
import { RichBlocksView } from '../components/rich-text';
import { darkClass, textStyle } from '../components/typography';
import { defineBlock, type BlockProps } from './define';

export const ListSchema = z
  .object({
    type: z.literal('list'),
    id: BlockId,
    items: z.array(RichText).min(1).max(30),
    style: z.enum(['bullet', 'number', 'check']).default('bullet'),
  })
  .strict();
export type ListBlock = z.infer<typeof ListSchema>;

/** An item's paragraphs as one line of inline content (a list item is a line, not a document). */
function itemInlines(item: ListBlock['items'][number]) {
  return parseRichText(item).flatMap((block) => (block.kind === 'paragraph' ? block.children : []));
}

export function ListView({ block, ctx }: BlockProps<ListBlock>) {
  if (block.style !== 'check') {
    const list: RichBlock = {
      kind: 'list',
      ordered: block.style === 'number',
      start: 1,
      items: block.items.map((item) => parseRichText(item)),
    };
    return (
      <BlockSection ctx={ctx}>
        <RichBlocksView ctx={ctx} blocks={[list]} />
      </BlockSection>
    );
  }
  // Check marks are text in a table cell: list-style images are not supported by most clients.
  const mark = ctx.theme.accessibleOn(ctx.theme.primary, ctx.palette.background);
  const gap = (i: number) => (i === block.items.length - 1 ? '0' : '8px');
  return (
    <BlockSection ctx={ctx}>
      {block.items.map((item, i) => (
        <Row key={i}>
          <Column
            width={28}
            valign="top"
            style={{
              ...textStyle(ctx, { bold: true }),
              width: '28px',
              verticalAlign: 'top',
              color: mark,
              paddingBottom: gap(i),
            }}
          >
            ✓
          </Column>
          <Column
            valign="top"
            className={darkClass(ctx, 'text')}
            style={{ ...textStyle(ctx), verticalAlign: 'top', paddingBottom: gap(i) }}
          >
            {inlineNodes(itemInlines(item), ctx)}
          </Column>
        </Row>
      ))}
    </BlockSection>
  );
}

export const list = defineBlock({
  schema: ListSchema,
  Component: ListView,
  toText: (block, ctx) =>
    block.style === 'check'
      ? block.items.map((item) => `✓ ${inlineToPlain(itemInlines(item), ctx.tokenText)}`).join('\n')
      : richTextToPlain(
          [
            {
              kind: 'list',
              ordered: block.style === 'number',
              start: 1,
              items: block.items.map((item) => parseRichText(item)),
            },
          ],
          ctx.tokenText,
        ),
});
