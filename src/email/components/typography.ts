/**
 * The type scale and the inline styles of text. Every text element carries its own font stack,
 * size and colour inline: Outlook and several webmails do not inherit them from table cells.
 */
import type { CSSProperties } from 'react';
import { isLargeText } from '../../lib/color';
import type { RenderContext } from '../context';

export const TYPE_SCALE = {
  h1: { size: 32, line: 40 },
  h2: { size: 26, line: 34 },
  h3: { size: 20, line: 28 },
  lead: { size: 18, line: 28 },
  body: { size: 16, line: 26 },
  small: { size: 13, line: 20 },
} as const;

export type TypeSize = keyof typeof TYPE_SCALE;

export interface TextStyleOptions {
  size?: TypeSize;
  font?: 'heading' | 'body';
  color?: 'text' | 'heading' | 'muted' | 'link';
  bold?: boolean;
  italic?: boolean;
  align?: 'left' | 'center' | 'right';
  margin?: string;
}

export function textStyle(ctx: RenderContext, options: TextStyleOptions = {}): CSSProperties {
  const {
    size = 'body',
    font = 'body',
    color = 'text',
    bold = false,
    italic = false,
    align = ctx.start,
    margin = '0',
  } = options;
  const scale = TYPE_SCALE[size];
  // Heading colours are only guaranteed 3:1, enough for large text alone; smaller text falls back to the body colour.
  const role = color === 'heading' && !isLargeText(scale.size, bold) ? 'text' : color;
  return {
    margin,
    fontFamily: ctx.theme.fonts[font],
    fontSize: `${scale.size}px`,
    lineHeight: `${scale.line}px`,
    fontWeight: bold ? 700 : 400,
    ...(italic ? { fontStyle: 'italic' } : {}),
    color: ctx.palette[role],
    textAlign: align,
  };
}

/**
 * Class names the dark-mode stylesheet targets. Only text on the content background gets one:
 * text on a brand-coloured section keeps the colour chosen for that background.
 */
export function darkClass(ctx: RenderContext, role: 'text' | 'heading' | 'muted' | 'link'): string | undefined {
  return ctx.onDefaultBackground ? `bm-${role}` : undefined;
}
