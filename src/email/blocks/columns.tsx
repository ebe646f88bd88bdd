import { z } from 'zod';
import { BlockId } from '../fields';
import { BlockSection } from '../components/block-section';
import { Grid } from '../components/grid';
import { HeadingSchema } from './heading';
import { TextSchema } from './text';
import { ButtonSchema } from './button';
import { ImageSchema } from './image';
import { ListSchema } from './list';
import { DividerSchema } from './divider';
import { SpacerSchema } from './spacer';
import { ProductSchema } from './product';
import { defineBlock, paragraphs, type BlockProps } from './define';

/** Blocks that fit in a column. No nested columns: keeps the JSON Schema non-recursive for LLMs. */
export const ColumnChild = z.discriminatedUnion('type', [
  HeadingSchema,
  TextSchema,
  ButtonSchema,
  ImageSchema,
  ListSchema,
  DividerSchema,
  SpacerSchema,
  ProductSchema,
]);
export type ColumnChild = z.infer<typeof ColumnChild>;

export const ColumnsSchema = z
  .object({
    type: z.literal('columns'),
    id: BlockId,
    columns: z
      .array(z.object({ blocks: z.array(ColumnChild).min(1).max(8) }).strict())
      .min(2)
      .max(3)
      .describe('2 or 3 equal columns, side by side on desktop, stacked on phones'),
  })
  .strict();
export type ColumnsBlock = z.infer<typeof ColumnsSchema>;

export function ColumnsView({ block, ctx }: BlockProps<ColumnsBlock>) {
  return (
    <BlockSection ctx={ctx}>
      <Grid
        ctx={ctx}
        count={block.columns.length}
        cell={(i, cellCtx) => block.columns[i]!.blocks.map((child, j) => ctx.renderBlock(child, cellCtx, j))}
      />
    </BlockSection>
  );
}

export const columns = defineBlock({
  schema: ColumnsSchema,
  Component: ColumnsView,
  toText: (block, ctx) =>
    paragraphs(...block.columns.flatMap((column) => column.blocks.map((child) => ctx.blockText(child, ctx)))),
});
