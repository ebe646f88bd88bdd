/**
 * An image sized for the column it sits in: a pixel width attribute for Outlook, which ignores CSS
 * widths on images, and the fluid-image style `width:100%; max-width:<width>px; height:auto`, so it
 * is its own width where there is room and shrinks with a phone's column. The reverse
 * (`width:<width>px; max-width:100%`) does not shrink in a table cell of automatic width: Chromium
 * (and WebKit) size such a cell to the image's fixed width, so a 536 px image made the whole email
 * 576 px wide on a 375 px phone, and the PDF's phone page cut it off. Centred or end-aligned images
 * sit in an aligned table, the one alignment Outlook honours, fluid the same way.
 *
 * Inside a grid cell (nested, narrower than the email) the image keeps its fixed width: the cell
 * has a fixed pixel width that the grid lays out, and stacks to full width on phones, where an
 * image of a cell's width always fits.
 */
import type { CSSProperties } from 'react';
import { Img, Link, Section } from './react-email';
import type { Image } from '../fields';
import type { RenderContext } from '../context';

export interface EmailImageProps {
  ctx: RenderContext;
  image: Image;
  href?: string;
  align?: 'left' | 'center' | 'right';
  /** Caps the displayed width below the available width (logos, avatars). */
  maxWidth?: number;
  style?: CSSProperties;
}

export function displaySize(image: Image, available: number, maxWidth?: number): { width: number; height?: number } {
  const width = Math.min(image.width ?? available, available, maxWidth ?? Infinity);
  const height = image.width && image.height ? Math.round((image.height * width) / image.width) : undefined;
  return { width, height };
}

/** Width styles of an image or its aligned table: fluid in the email's column, fixed in a grid cell. */
export function widthStyle(ctx: RenderContext, width: number): CSSProperties {
  const inGridCell = ctx.nested && ctx.width < ctx.theme.contentWidth;
  return inGridCell ? { width: `${width}px`, maxWidth: '100%' } : { width: '100%', maxWidth: `${width}px` };
}

export function EmailImage({ ctx, image, href, align = ctx.start, maxWidth, style }: EmailImageProps) {
  const { width, height } = displaySize(image, ctx.width, maxWidth);
  let node = (
    <Img
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      style={{ ...widthStyle(ctx, width), height: 'auto', ...style }}
    />
  );
  // The link colour also colours the alt text shown while images are blocked.
  if (href)
    node = (
      <Link href={href} style={{ display: 'block', color: ctx.palette.link }}>
        {node}
      </Link>
    );
  if (width >= ctx.width || align === ctx.start) return node;
  return (
    <Section align={align} width={width} style={widthStyle(ctx, width)}>
      {node}
    </Section>
  );
}
