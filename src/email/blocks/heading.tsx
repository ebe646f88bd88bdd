import { Heading } from '../components/react-email';
import { z } from 'zod';
import { Align, BlockId, PlainText } from '../fields';
import { alignOf } from '../context';
import { joinSegments } from '../content';
import { plainText } from '../components/inline';
import { BlockSection } from '../components/block-section';
import { darkClass, textStyle } from '../components/typography';
import { defineBlock, type BlockProps } from './define';

export const HeadingSchema = z
  .object({
    type: z.literal('heading'),
    id: BlockId,
    text: PlainText,
    level: z.number().int().min(1).max(3).default(2).describe('1 = main title, 2 = section, 3 = sub-section'),
    align: Align.optional(),
  })
  .strict();
export type HeadingBlock = z.infer<typeof HeadingSchema>;

const SIZES = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

export function HeadingView({ block, ctx }: BlockProps<HeadingBlock>) {
  const level = block.level as 1 | 2 | 3;
  return (
    <BlockSection ctx={ctx} top={level === 1 ? 16 : 12} bottom={4}>
      <Heading
        as={SIZES[level]}
        className={darkClass(ctx, 'heading')}
        style={textStyle(ctx, {
          size: SIZES[level],
          font: 'heading',
          color: 'heading',
          bold: true,
          align: alignOf(ctx, block.align),
        })}
      >
        {plainText(block.text, ctx)}
      </Heading>
    </BlockSection>
  );
}

export const heading = defineBlock({
  schema: HeadingSchema,
  Component: HeadingView,
  toText: (block, ctx) => joinSegments(block.text, ctx.tokenText),
});
