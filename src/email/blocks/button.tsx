import { z } from 'zod';
import { Align, BlockId, HexColor, LinkUrl, PlainText } from '../fields';
import { alignOf } from '../context';
import { joinSegments, linkText } from '../content';
import { BlockSection } from '../components/block-section';
import { Cta } from '../components/cta';
import { defineBlock, type BlockProps } from './define';

export const ButtonSchema = z
  .object({
    type: z.literal('button'),
    id: BlockId,
    label: PlainText,
    href: LinkUrl,
    variant: z.enum(['solid', 'outline']).default('solid'),
    color: HexColor.optional().describe('Fill colour; the brand primary colour by default'),
    align: Align.optional(),
    fullWidth: z.boolean().default(false),
  })
  .strict();
export type ButtonBlock = z.infer<typeof ButtonSchema>;

export function ButtonView({ block, ctx }: BlockProps<ButtonBlock>) {
  return (
    <BlockSection ctx={ctx} top={16} bottom={16}>
      <Cta
        ctx={ctx}
        cta={block}
        fill={block.color}
        variant={block.variant}
        align={alignOf(ctx, block.align, 'center')}
        fullWidth={block.fullWidth}
      />
    </BlockSection>
  );
}

export const button = defineBlock({
  schema: ButtonSchema,
  Component: ButtonView,
  toText: (block, ctx) => linkText(joinSegments(block.label, ctx.tokenText), block.href),
});
