import { z } from 'zod';
import { BlockId } from '../fields';
import { sanitizeEmailHtml } from '../sanitize';
import { nameInSource } from '../source-names';
import { BlockSection } from '../components/block-section';
import { convert } from 'html-to-text';
import { boundHtmlDepth } from '../../lib/html-depth';
import { darkClass, textStyle } from '../components/typography';
import { defineBlock, type BlockProps } from './define';

export const HtmlSchema = z
  .object({
    type: z.literal('html'),
    id: BlockId,
    html: z
      .string()
      .min(1)
      .max(50_000)
      .describe('Escape hatch for markup no block covers; sanitised (no scripts, forms, iframes, colours)'),
  })
  .strict();
export type HtmlBlock = z.infer<typeof HtmlSchema>;

export function HtmlView({ block, ctx }: BlockProps<HtmlBlock>) {
  return (
    <BlockSection ctx={ctx}>
      <div
        className={darkClass(ctx, 'text')}
        style={textStyle(ctx)}
        dangerouslySetInnerHTML={nameInSource('customHtml', { __html: sanitizeEmailHtml(block.html) })}
      />
    </BlockSection>
  );
}

export const html = defineBlock({
  schema: HtmlSchema,
  Component: HtmlView,
  toText: (block) =>
    // html-to-text recurses per level; 50,000 characters of unclosed tags nest 10,000 deep.
    convert(boundHtmlDepth(sanitizeEmailHtml(block.html)), {
      wordwrap: false,
      selectors: [
        { selector: 'img', format: 'skip' },
        { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
      ],
    }),
});
