/**
 * An image sized for the column it sits in: a pixel width attribute for Outlook, which ignores CSS
 * widths on images, and max-width:100% with height:auto so it shrinks on phones. Centred or
 * end-aligned images sit in an aligned table, the one alignment Outlook honours.
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

export function EmailImage({ ctx, image, href, align = ctx.start, maxWidth, style }: EmailImageProps) {
  const { width, height } = displaySize(image, ctx.width, maxWidth);
  let node = (
    <Img
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      style={{ width: `${width}px`, maxWidth: '100%', height: 'auto', ...style }}
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
    <Section align={align} width={width} style={{ width: `${width}px`, maxWidth: '100%' }}>
      {node}
    </Section>
  );
}
