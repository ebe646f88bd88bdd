/**
 * What a client shows in place of an image: nothing changes when it can display it; an image
 * format it cannot decode (caniemail image-*) shows as a broken image with its alt text; with
 * images off, every image gives way to its alt text — in a bordered box of the image's size
 * (Outlook desktop) or as styled text (most others). Background images simply do not load: the
 * page's network is closed in that mode.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { ImagesOffStyle } from '../clients';
import { isUnsupported, type Support } from './caniemail';

const FORMAT_FEATURES: Record<string, string> = {
  webp: 'image-webp',
  svg: 'image-svg',
  avif: 'image-avif',
  heic: 'image-heif',
  heif: 'image-heif',
  bmp: 'image-bmp',
  tif: 'image-tiff',
  tiff: 'image-tiff',
  apng: 'image-apng',
  ico: 'image-ico',
};

function formatOf(src: string): string | undefined {
  if (src.startsWith('data:')) return /^data:image\/(\w+)/i.exec(src)?.[1]?.toLowerCase();
  const path = src.split(/[?#]/)[0];
  return /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
}

/**
 * Images in a format the client cannot show, or inlined as data: URLs where it refuses those, lose
 * their source (Chromium then draws the alt text, as the clients do).
 */
export function applyImageFormatSupport($: CheerioAPI, support: Map<string, Support>): void {
  $('img[src]').each((_, node) => {
    const el = node as Element;
    const format = formatOf(el.attribs.src);
    const feature = format ? FORMAT_FEATURES[format] : undefined;
    const inline = el.attribs.src.trim().toLowerCase().startsWith('data:');
    if ((feature && isUnsupported(support.get(feature))) || (inline && isUnsupported(support.get('image-base64')))) {
      delete el.attribs.src;
      delete el.attribs.srcset;
    }
  });
}

function lengthOf(attr: string | undefined, style: string, property: 'width' | 'height'): string | undefined {
  const fromStyle = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*(\\d+(?:\\.\\d+)?)(px)?\\s*(?:!important)?\\s*(?:;|$)`, 'i').exec(style);
  if (fromStyle) return `${fromStyle[1]}px`;
  if (attr && /^\d+(\.\d+)?(px)?$/.test(attr.trim())) return `${parseFloat(attr)}px`;
  return undefined;
}

const TEXT_PROPERTIES = /^(font(-[a-z]+)?|color|line-height|text-align|letter-spacing|text-transform)$/i;

/** Replaces each `<img>` (and `<picture>`) with what the client shows when images are blocked. */
export function applyImagesOff($: CheerioAPI, style: ImagesOffStyle): void {
  $('picture').each((_, node) => {
    const img = $(node).find('img').first();
    if (img.length) $(node).replaceWith(img);
    else $(node).remove();
  });
  $('img').each((_, node) => {
    const el = node as Element;
    const inline = el.attribs.style ?? '';
    const width = lengthOf(el.attribs.width, inline, 'width');
    const height = lengthOf(el.attribs.height, inline, 'height');
    const block = /display\s*:\s*block/i.test(inline);
    const textStyles = inline
      .split(';')
      .map((d) => d.trim())
      .filter((d) => TEXT_PROPERTIES.test(d.split(':')[0]?.trim() ?? ''));
    const css = [
      `display:${block ? 'block' : 'inline-block'}`,
      'box-sizing:border-box',
      'overflow:hidden',
      'word-break:break-word',
      'vertical-align:top',
      // min() rather than max-width: a percentage max-width does not shrink a table cell's
      // minimum width, so the box would push a narrow screen wider than the image ever did.
      width ? `width:min(${width},100%)` : 'max-width:100%',
      ...(style === 'box'
        ? [
            height && `height:${height}`,
            'border:1px solid #c8c8c8',
            'background-color:#f3f3f3',
            'padding:4px 6px',
            'color:#444444',
            "font:12px/1.4 'Segoe UI',Arial,sans-serif",
            'text-align:left',
          ]
        : [height && !el.attribs.alt && `height:${height}`, ...textStyles]),
    ].filter(Boolean);
    const replacement = $('<span></span>').attr('style', css.join(';')).attr('data-brandmail-image-off', '');
    replacement.text(el.attribs.alt ?? '');
    $(el).replaceWith(replacement);
  });
}
