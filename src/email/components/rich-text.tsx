/** Rich text (markdown subset) as email-safe paragraphs and lists. */
import type { ReactNode } from 'react';
import { Text } from './react-email';
import type { RichText as RichTextValue } from '../fields';
import type { RenderContext } from '../context';
import { parseRichText, type RichBlock } from '../content';
import { inlineNodes } from './inline';
import { darkClass, textStyle, type TypeSize } from './typography';

export interface RichTextProps {
  ctx: RenderContext;
  content: RichTextValue;
  size?: TypeSize;
  color?: 'text' | 'muted';
  italic?: boolean;
  align?: 'left' | 'center' | 'right';
}

const PARAGRAPH_GAP = '16px';

export function RichTextView({ content, ...look }: RichTextProps) {
  return <RichBlocksView blocks={parseRichText(content)} {...look} />;
}

export function RichBlocksView({
  ctx,
  blocks,
  size = 'body',
  color = 'text',
  italic = false,
  align,
}: Omit<RichTextProps, 'content'> & { blocks: RichBlock[] }) {
  return (
    <>{blocks.map((block, i) => renderBlock(block, i, i === blocks.length - 1, { ctx, size, color, italic, align }))}</>
  );
}

interface Look {
  ctx: RenderContext;
  size: TypeSize;
  color: 'text' | 'muted';
  italic: boolean;
  align: 'left' | 'center' | 'right' | undefined;
}

function renderBlock(block: RichBlock, key: number, last: boolean, look: Look): ReactNode {
  const { ctx } = look;
  const style = textStyle(ctx, {
    size: look.size,
    color: look.color,
    italic: look.italic,
    align: look.align,
    margin: last ? '0' : `0 0 ${PARAGRAPH_GAP}`,
  });
  if (block.kind === 'paragraph') {
    return (
      <Text key={key} className={darkClass(ctx, look.color)} style={style}>
        {inlineNodes(block.children, ctx)}
      </Text>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  const indent = ctx.start === 'left' ? { paddingLeft: '24px' } : { paddingRight: '24px' };
  return (
    <List
      key={key}
      start={block.ordered && block.start !== 1 ? block.start : undefined}
      style={{ ...style, padding: '0', ...indent }}
    >
      {block.items.map((item, i) => (
        <li
          key={i}
          className={darkClass(ctx, look.color)}
          style={{ margin: i === block.items.length - 1 ? '0' : '0 0 8px' }}
        >
          {listItem(item, look)}
        </li>
      ))}
    </List>
  );
}

/** A list item's paragraphs run on with line breaks; nested lists keep their own markup. */
function listItem(blocks: RichBlock[], look: Look): ReactNode[] {
  return blocks.flatMap((block, i) => {
    const separator = i > 0 && block.kind === 'paragraph' ? [<br key={`br${i}`} />] : [];
    if (block.kind === 'paragraph') return [...separator, ...inlineNodes(block.children, look.ctx)];
    return [renderBlock(block, i, true, look)];
  });
}
