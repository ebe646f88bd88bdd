import { Text } from '../components/react-email';
import { z } from 'zod';
import { Align, BlockId, LinkedImage, PlainText } from '../fields';
import { alignOf } from '../context';
import { joinSegments, linkText } from '../content';
import { BlockSection } from '../components/block-section';
import { EmailImage } from '../components/image';
import { plainText } from '../components/inline';
import { darkClass, textStyle } from '../components/typography';
import { defineBlock, lines, type BlockProps } from './define';

export const ImageSchema = LinkedImage.extend({
  type: z.literal('image'),
  id: BlockId,
  caption: PlainText.optional(),
  align: Align.optional(),
  fullBleed: z.boolean().default(false).describe('Span the whole content width, edge to edge'),
}).strict();
export type ImageBlock = z.infer<typeof ImageSchema>;

export function ImageView({ block, ctx }: BlockProps<ImageBlock>) {
  const inner = block.fullBleed && !ctx.nested ? { ...ctx, nested: true, width: ctx.theme.contentWidth } : ctx;
  const align = alignOf(ctx, block.align, 'center');
  return (
    <BlockSection ctx={inner}>
      <EmailImage ctx={inner} image={block} href={block.href} align={align} />
      {block.caption ? (
        <Text
          className={darkClass(ctx, 'muted')}
          style={textStyle(ctx, { size: 'small', color: 'muted', align, margin: '8px 0 0' })}
        >
          {plainText(block.caption, ctx)}
        </Text>
      ) : null}
    </BlockSection>
  );
}

export const image = defineBlock({
  schema: ImageSchema,
  Component: ImageView,
  // Images are invisible in plain text; only a linked one carries information worth keeping.
  toText: (block, ctx) =>
    lines(
      block.href ? linkText(block.alt, block.href) : undefined,
      block.caption && joinSegments(block.caption, ctx.tokenText),
    ),
});
