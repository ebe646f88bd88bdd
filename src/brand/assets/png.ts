/**
 * Any logo or icon to a PNG an email can show: SVG (rendered at twice its display size, for
 * high-density screens), ICO, WebP, AVIF, GIF, JPEG and PNG. Raster images are only ever scaled
 * down. The pixels also tell whether the mark is light (for dark backgrounds) or dark, and
 * which chromatic colour dominates it.
 */
import sharp, { type Sharp } from 'sharp';
import { converter, formatHex } from 'culori';
import { decodeIco, isIco } from './ico';
import { checkSvg } from './svg-guard';

export interface PngImage {
  png: Buffer;
  width: number;
  height: number;
  variant: 'light' | 'dark' | null;
  /** Most common clearly chromatic colour (≥ 10 % of the opaque pixels), if any. */
  dominant: string | null;
}

export interface ConvertOptions {
  displayWidth?: number;
  displayHeight?: number;
  /** Bounding box of the output (default 1200 × 600: twice an email's 600 px column). */
  maxWidth?: number;
  maxHeight?: number;
  /** Size an SVG without any stated size is drawn at (default 160 px tall, then ×2). */
  defaultSvgHeight?: number;
}

const toOklch = converter('oklch');
/**
 * Pixels decoded from one image: a 20,000 × 20,000 PNG is 50 KB on the wire and 1.6 GB decoded.
 * Checked against the header before decoding, so the refusal can say how big the image claims to be.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export function looksLikeSvg(buf: Buffer): boolean {
  const head = buf.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || (head.startsWith('<!--') && head.includes('<svg'));
}

export async function toPng(input: Buffer, options: ConvertOptions = {}): Promise<PngImage> {
  const maxWidth = options.maxWidth ?? 1200;
  const maxHeight = options.maxHeight ?? 600;
  let image: Sharp;

  if (isIco(input)) {
    const decoded = decodeIco(input);
    image = 'png' in decoded ? sharp(decoded.png, { limitInputPixels: MAX_INPUT_PIXELS }) : sharp(decoded.raw, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
  } else if (looksLikeSvg(input)) {
    checkSvg(input);
    // The header alone: librsvg reads the stated size without drawing anything.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    const w0 = meta.width ?? 300;
    const h0 = meta.height ?? 150;
    // Drawn at no less than 1 dpi, an SVG this large cannot be scaled down to a logo's size.
    checkPixels(Math.ceil(w0 / 72), Math.ceil(h0 / 72), 'SVG');
    // Twice the size the site shows it at; failing that, twice its own size within reason.
    let targetH = options.displayHeight ? options.displayHeight * 2 : options.displayWidth ? (options.displayWidth * 2 * h0) / w0 : 0;
    if (!targetH) targetH = h0 >= 16 && h0 <= 300 ? h0 * 2 : (options.defaultSvgHeight ?? 80) * 2;
    let targetW = (targetH * w0) / h0;
    const fit = Math.min(1, maxWidth / targetW, maxHeight / targetH);
    targetW = Math.max(1, Math.round(targetW * fit));
    targetH = Math.max(1, Math.round(targetH * fit));
    const density = Math.min(2400, Math.max(1, (72 * targetW) / w0));
    image = sharp(input, { density, limitInputPixels: MAX_INPUT_PIXELS }).resize(targetW, targetH, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
    return finish(image);
  } else {
    image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  }

  // sharp refuses an oversized image at metadata() already, without saying how big it is: read
  // the header unchecked (no pixel is decoded) to name the size.
  const meta = await image.metadata().catch(async (err) => {
    const header = await sharp(input, { limitInputPixels: false }).metadata().catch(() => undefined);
    if (header?.width && header.height) checkPixels(header.width, header.height, 'image');
    throw err;
  });
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (!w || !h) throw new Error('not a readable image');
  let targetW = w;
  if (options.displayWidth && w > options.displayWidth * 2) targetW = options.displayWidth * 2;
  else if (options.displayHeight && h > options.displayHeight * 2) targetW = Math.round((w * options.displayHeight * 2) / h);
  const fit = Math.min(1, maxWidth / targetW, maxHeight / ((targetW * h) / w));
  targetW = Math.max(1, Math.round(targetW * fit));
  if (targetW < w) image = image.resize({ width: targetW });
  return finish(image);
}

function checkPixels(width: number, height: number, what: string): void {
  if (width * height > MAX_INPUT_PIXELS) {
    throw new Error(`the ${what} is too large to read (${width}×${height} pixels; at most ${MAX_INPUT_PIXELS / 1e6} megapixels are decoded)`);
  }
}

async function finish(image: Sharp): Promise<PngImage> {
  const png = await image.png({ compressionLevel: 6 }).toBuffer();
  const { data, info } = await sharp(png).ensureAlpha().resize({ width: 128, height: 128, fit: 'inside', kernel: 'nearest' }).raw().toBuffer({ resolveWithObject: true });
  const meta = await sharp(png).metadata();
  return { png, width: meta.width!, height: meta.height!, ...analyse(data, info.channels) };
}

/** Light/dark from the mean luminance of the opaque pixels of a mark on transparency. */
function analyse(data: Buffer, channels: number): { variant: PngImage['variant']; dominant: string | null } {
  let opaque = 0;
  let transparent = 0;
  let lum = 0;
  const bins = new Map<number, { n: number; r: number; g: number; b: number; exact: Map<number, number> }>();
  for (let i = 0; i < data.length; i += channels) {
    const a = data[i + 3];
    if (a < 128) {
      transparent++;
      continue;
    }
    const r = data[i];
    const g = data[i + 1];
    const b = data[i + 2];
    opaque++;
    lum += (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key) ?? { n: 0, r: 0, g: 0, b: 0, exact: new Map<number, number>() };
    const rgb = (r << 16) | (g << 8) | b;
    bin.exact.set(rgb, (bin.exact.get(rgb) ?? 0) + 1);
    bin.n++;
    bin.r += r;
    bin.g += g;
    bin.b += b;
    bins.set(key, bin);
  }
  let variant: PngImage['variant'] = null;
  if (opaque > 0 && transparent / (opaque + transparent) > 0.15) {
    const mean = lum / opaque;
    if (mean > 0.8) variant = 'light';
    else if (mean < 0.45) variant = 'dark';
  }
  let dominant: string | null = null;
  let best = 0;
  for (const bin of bins.values()) {
    const hex = formatHex({ mode: 'rgb', r: bin.r / bin.n / 255, g: bin.g / bin.n / 255, b: bin.b / bin.n / 255 })!;
    const chroma = toOklch(hex)?.c ?? 0;
    if (chroma >= 0.06 && bin.n > best) {
      best = bin.n;
      // The bin's commonest exact colour: a flat logo fill comes out as the very hex of the CSS.
      const [mode] = [...bin.exact].sort((a, b) => b[1] - a[1])[0];
      dominant = `#${mode.toString(16).padStart(6, '0')}`;
    }
  }
  if (best < opaque * 0.1) dominant = null;
  return { variant, dominant };
}
