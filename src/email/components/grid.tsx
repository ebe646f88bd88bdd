/**
 * Side-by-side cells that stack on phones. Real table cells, so Outlook (no media queries, no
 * inline-block) keeps them side by side at fixed pixel widths; the bm-stack class turns them into
 * full-width blocks under the content width in clients that honour media queries.
 */
import type { ReactNode } from 'react';
import { Column, Row } from './react-email';
import type { RenderContext } from '../context';

export interface GridProps {
  ctx: RenderContext;
  count: number;
  gap?: number;
  /** Renders cell `index` with a context sized to the cell. */
  cell: (index: number, cellCtx: RenderContext) => ReactNode;
}

export function Grid({ ctx, count, gap = 24, cell }: GridProps) {
  const cellWidth = Math.floor((ctx.width - gap * (count - 1)) / count);
  const half = gap / 2;
  return (
    <Row>
      {Array.from({ length: count }, (_, i) => {
        const padStart = i > 0 ? half : 0;
        const padEnd = i < count - 1 ? half : 0;
        // The width attribute is the cell's outer width (what Outlook lays out); the CSS width is
        // its content box, to which browsers add the padding: the cell's own content width.
        const width = cellWidth + padStart + padEnd;
        return (
          <Column
            key={i}
            className="bm-stack"
            width={width}
            valign="top"
            style={{
              width: `${cellWidth}px`,
              verticalAlign: 'top',
              [ctx.start === 'left' ? 'paddingLeft' : 'paddingRight']: `${padStart}px`,
              [ctx.start === 'left' ? 'paddingRight' : 'paddingLeft']: `${padEnd}px`,
            }}
          >
            {cell(i, { ...ctx, width: cellWidth, nested: true })}
          </Column>
        );
      })}
    </Row>
  );
}
