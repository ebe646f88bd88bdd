import { Hr } from '../components/react-email';
import { z } from 'zod';
import { BlockId, HexColor } from '../fields';
import { mix } from '../../lib/color';
import { BlockSection } from '../components/block-section';
import { defineBlock, type BlockProps } from './define';

export const DividerSchema = z
  .object({
    type: z.literal('divider'),
    id: BlockId,
    color: HexColor.optional().describe('A light grey derived from the text colour by default'),
    thickness: z.number().int().min(1).max(8).default(1),
  })
  .strict();
export type DividerBlock = z.infer<typeof DividerSchema>;

export function DividerView({ block, ctx }: BlockProps<DividerBlock>) {
  const color = block.color ?? mix(ctx.palette.text, ctx.palette.background, 0.85);
  return (
    <BlockSection ctx={ctx} top={16} bottom={16}>
      <Hr style={{ borderTop: `${block.thickness}px solid ${color}`, margin: '0' }} />
    </BlockSection>
  );
}

export const divider = defineBlock({
  schema: DividerSchema,
  Component: DividerView,
  toText: () => '----------',
});
