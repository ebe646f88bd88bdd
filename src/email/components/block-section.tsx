/**
 * The outer box of every block: horizontal gutter (dropped inside columns, narrowed on phones
 * through the bm-gutter class), vertical rhythm, and an optional background.
 * Padding and background sit on the table cell: Outlook ignores padding on tables and divs.
 */
import type { ReactNode } from 'react';
import { Column, Row } from './react-email';
import type { RenderContext } from '../context';

export interface BlockSectionProps {
  ctx: RenderContext;
  children: ReactNode;
  top?: number;
  bottom?: number;
  background?: string;
  align?: 'left' | 'center' | 'right';
}

export function BlockSection({ ctx, children, top = 12, bottom = 12, background, align }: BlockSectionProps) {
  const side = ctx.nested ? 0 : ctx.theme.gutter;
  return (
    <Row>
      <Column
        className={ctx.nested ? undefined : 'bm-gutter'}
        align={align}
        style={{
          padding: `${top}px ${side}px ${bottom}px`,
          ...(background ? { backgroundColor: background } : {}),
          ...(align ? { textAlign: align } : {}),
        }}
      >
        {children}
      </Column>
    </Row>
  );
}
