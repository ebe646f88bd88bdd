/** Pixels, images and a local image host for the preview tests. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { ChromiumPool, type FetchedImage, type ImageLoader } from '../../src/preview/renderer';
import { locateChromium } from '../../src/preview/chromium';
import { emulateClient } from '../../src/preview/emulation';
import { clientOf, getDevice, type Device } from '../../src/preview/devices';

export type Rgb = [number, number, number];

export interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): Rgb;
}

export async function decode(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const i = (y * info.width + x) * 3;
      return [data[i], data[i + 1], data[i + 2]];
    },
  };
}

const channel = (v: number) => v / 255;
/** Mean relative brightness (Rec. 709 weights on sRGB values), 0 black … 1 white. */
export function meanLuminance(p: Pixels): number {
  let sum = 0;
  for (let y = 0; y < p.height; y += 2) for (let x = 0; x < p.width; x += 2) {
    const [r, g, b] = p.at(x, y);
    sum += 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  }
  return sum / (Math.ceil(p.height / 2) * Math.ceil(p.width / 2));
}

export const near = (a: Rgb, b: Rgb, tolerance = 40) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) <= tolerance;

/** Pixels matching `color` inside a rectangle (the whole image by default). */
export function count(p: Pixels, match: (c: Rgb) => boolean, box = { x: 0, y: 0, width: p.width, height: p.height }): number {
  let n = 0;
  for (let y = box.y; y < Math.min(p.height, box.y + box.height); y++) for (let x = box.x; x < Math.min(p.width, box.x + box.width); x++) if (match(p.at(x, y))) n++;
  return n;
}

/** Smallest rectangle holding every pixel that matches. */
export function boundingBox(p: Pixels, match: (c: Rgb) => boolean) {
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (let y = 0; y < p.height; y++) for (let x = 0; x < p.width; x++) if (match(p.at(x, y))) {
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  return x1 < 0 ? null : { x0, y0, x1, y1 };
}

export async function solidPng(width: number, height: number, color: Rgb): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: color[0], g: color[1], b: color[2] } } }).png().toBuffer();
}

/** A local image host that records every request it gets. */
export async function startImageHost(files: Record<string, Buffer>) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = files[req.url ?? ''];
    if (!body) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('content-type', req.url!.endsWith('.png') ? 'image/png' : 'text/plain');
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, requests, close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

export function chromiumOrFail(): string {
  const found = locateChromium(process.env.CHROMIUM_PATH);
  if (!found.found) throw new Error(`These tests need Chromium (.ci/run installs Debian's chromium): ${found.message}`);
  return found.path;
}

/** Serves every image URL with the same picture (layout tests do not care what images show). */
export const anyImage = (png: Buffer): ImageLoader => async () => ({ status: 200, contentType: 'image/png', body: png }) satisfies FetchedImage;

/** Emulates the client of `deviceId` and screenshots the email on it. */
export async function shoot(
  pool: ChromiumPool,
  deviceId: string,
  html: string,
  options: { dark?: boolean; imagesOff?: boolean; loadImage?: ImageLoader } = {},
): Promise<{ png: Buffer; device: Device }> {
  const device = getDevice(deviceId);
  if (!device) throw new Error(`no device ${deviceId}`);
  const emulated = emulateClient(html, clientOf(device), { imagesOff: !!options.imagesOff, isMobile: device.isMobile });
  const png = await pool.screenshot({
    device,
    html: emulated.html,
    colors: options.dark ? emulated.dark : emulated.light,
    imageUrls: new Set(emulated.imageUrls),
    loadImage: options.loadImage ?? (async () => null),
    timeoutMs: 30_000,
  });
  return { png, device };
}
