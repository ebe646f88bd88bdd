import { z } from 'zod';
import { Align, BlockId, RichText } from '../fields';
import { alignOf } from '../context';
import { parseRichText, richTextToPlain } from '../content';
import { BlockSection } from '../components/block-section';
import { RichTextView } from '../components/rich-text';
import { defineBlock, type BlockProps } from './define';

export const TextSchema = z
  .object({
    type: z.literal('text'),
    id: BlockId,
    content: RichText,
    size: z.enum(['lead', 'body', 'small']).default('body').describe('lead: a larger intro paragraph'),
    align: Align.optional(),
  })
  .strict();
export type TextBlock = z.infer<typeof TextSchema>;

export function TextView({ block, ctx }: BlockProps<TextBlock>) {
  return (
    <BlockSection ctx={ctx}>
      <RichTextView ctx={ctx} content={block.content} size={block.size} align={alignOf(ctx, block.align)} />
    </BlockSection>
  );
}

export const text = defineBlock({
  schema: TextSchema,
  Component: TextView,
  toText: (block, ctx) => richTextToPlain(parseRichText(block.content), ctx.tokenText),
});
