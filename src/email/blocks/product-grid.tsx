import { z } from 'zod';
import { BlockId } from '../fields';
import { BlockSection } from '../components/block-section';
import { Grid } from '../components/grid';
import { ProductCard, ProductItem, productText } from './product';
import { defineBlock, paragraphs, type BlockProps } from './define';

export const ProductGridSchema = z
  .object({
    type: z.literal('productGrid'),
    id: BlockId,
    products: z.array(ProductItem).min(2).max(9),
    columns: z.number().int().min(2).max(3).default(2),
  })
  .strict();
export type ProductGridBlock = z.infer<typeof ProductGridSchema>;

export function ProductGridView({ block, ctx }: BlockProps<ProductGridBlock>) {
  const rows: ProductItem[][] = [];
  for (let i = 0; i < block.products.length; i += block.columns) rows.push(block.products.slice(i, i + block.columns));
  return (
    <>
      {rows.map((row, r) => (
        <BlockSection key={r} ctx={ctx} top={16} bottom={16}>
          <Grid
            ctx={ctx}
            count={block.columns}
            cell={(i, cellCtx) => (row[i] ? <ProductCard product={row[i]} ctx={cellCtx} /> : null)}
          />
        </BlockSection>
      ))}
    </>
  );
}

export const productGrid = defineBlock({
  schema: ProductGridSchema,
  Component: ProductGridView,
  toText: (block, ctx) => paragraphs(...block.products.map((item) => productText(item, ctx))),
});
