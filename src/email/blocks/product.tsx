import { Link, Text } from '../components/react-email';
import { z } from 'zod';
import { BlockId, Image, LinkUrl, Money, PlainText, RichText } from '../fields';
import type { RenderContext } from '../context';
import { joinSegments, linkText, parseRichText, richTextToPlain } from '../content';
import { BlockSection } from '../components/block-section';
import { Cta } from '../components/cta';
import { EmailImage } from '../components/image';
import { plainText } from '../components/inline';
import { RichTextView } from '../components/rich-text';
import { darkClass, textStyle } from '../components/typography';
import { defineBlock, lines, type BlockProps } from './define';

export const ProductItem = z
  .object({
    image: Image,
    name: PlainText,
    description: RichText.optional(),
    price: Money.optional(),
    compareAtPrice: Money.optional().describe('Former price, shown struck through'),
    href: LinkUrl.describe('Product page; the image and name link to it'),
    buttonLabel: PlainText.optional().describe('Button under the product, linking to href'),
  })
  .strict();
export type ProductItem = z.infer<typeof ProductItem>;

export const ProductSchema = ProductItem.extend({ type: z.literal('product'), id: BlockId }).strict();
export type ProductBlock = z.infer<typeof ProductSchema>;

/** One product: image, name, price, optional description and button. Also the cell of productGrid. */
export function ProductCard({ product, ctx }: { product: ProductItem; ctx: RenderContext }) {
  const align = ctx.nested ? ctx.start : 'center';
  const nameStyle = textStyle(ctx, {
    size: 'lead',
    font: 'heading',
    color: 'heading',
    bold: true,
    align,
    margin: '16px 0 4px',
  });
  return (
    <>
      <EmailImage ctx={ctx} image={product.image} href={product.href} align="center" />
      <Text className={darkClass(ctx, 'heading')} style={nameStyle}>
        <Link
          href={product.href}
          className={darkClass(ctx, 'heading')}
          style={{ color: nameStyle.color, textDecoration: 'none' }}
        >
          {plainText(product.name, ctx)}
        </Link>
      </Text>
      {product.price ? (
        <Text className={darkClass(ctx, 'text')} style={textStyle(ctx, { bold: true, align, margin: '0 0 8px' })}>
          {ctx.formatMoney(product.price)}
          {product.compareAtPrice ? (
            <span
              className={darkClass(ctx, 'muted')}
              style={{ color: ctx.palette.muted, fontWeight: 400, textDecoration: 'line-through', padding: '0 8px' }}
            >
              {ctx.formatMoney(product.compareAtPrice)}
            </span>
          ) : null}
        </Text>
      ) : null}
      {product.description ? <RichTextView ctx={ctx} content={product.description} size="small" align={align} /> : null}
      {product.buttonLabel ? (
        <Cta ctx={ctx} cta={{ label: product.buttonLabel, href: product.href }} align={align} top={16} />
      ) : null}
    </>
  );
}

export function productText(product: ProductItem, ctx: RenderContext): string {
  const name = joinSegments(product.name, ctx.tokenText);
  return lines(
    product.buttonLabel ? name : linkText(name, product.href),
    product.price &&
      ctx.formatMoney(product.price) +
        (product.compareAtPrice ? ` (was ${ctx.formatMoney(product.compareAtPrice)})` : ''),
    product.description && richTextToPlain(parseRichText(product.description), ctx.tokenText),
    product.buttonLabel && linkText(joinSegments(product.buttonLabel, ctx.tokenText), product.href),
  );
}

export function ProductView({ block, ctx }: BlockProps<ProductBlock>) {
  return (
    <BlockSection ctx={ctx} top={16} bottom={16}>
      <ProductCard product={block} ctx={ctx} />
    </BlockSection>
  );
}

export const product = defineBlock({
  schema: ProductSchema,
  Component: ProductView,
  toText: productText,
});
