import type { CSSProperties } from 'react';
import { z } from 'zod';
import { BlockId } from '../fields';
import { defineBlock, type BlockProps } from './define';

export const SpacerSchema = z
  .object({
    type: z.literal('spacer'),
    id: BlockId,
    height: z.number().int().min(4).max(160).default(24).describe('px'),
  })
  .strict();
export type SpacerBlock = z.infer<typeof SpacerSchema>;

/** A fixed-height cell; the exact line-height rule and tiny font keep Outlook from growing it. */
export function SpacerView({ block }: BlockProps<SpacerBlock>) {
  const height = `${block.height}px`;
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0}>
      <tbody>
        <tr>
          <td
            height={block.height}
            style={{ height, lineHeight: height, fontSize: '1px', msoLineHeightRule: 'exactly' } as CSSProperties}
          >
            {'\u00a0'}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export const spacer = defineBlock({
  schema: SpacerSchema,
  Component: SpacerView,
  toText: () => '',
});
