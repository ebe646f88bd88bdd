import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeIco, isIco } from '../../../src/brand/assets/ico';
import { toPng } from '../../../src/brand/assets/png';
import fs from 'node:fs';
import path from 'node:path';
import { SITES_DIR } from '../helpers/site-server';

const svg = (w: number, h: number, fill: string, extra = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${extra} viewBox="0 0 ${w} ${h}"><rect x="${w / 4}" y="${h / 4}" width="${w / 2}" height="${h / 2}" fill="${fill}"/></svg>`);

describe('toPng', () => {
  it('renders an SVG at twice its display size', async () => {
    const out = await toPng(svg(100, 25, '#5b3df5'), { displayWidth: 160, displayHeight: 40 });
    expect([out.width, out.height]).toEqual([320, 80]);
    expect((await sharp(out.png).metadata()).format).toBe('png');
    expect(out.dominant).toBe('#5b3df5');
  });

  it('renders a size-less SVG at twice its viewBox when reasonable', async () => {
    const out = await toPng(svg(240, 60, '#1d4e89'));
    expect([out.width, out.height]).toEqual([480, 120]);
  });

  it('converts WebP and scales rasters down to twice the display size, never up', async () => {
    const webp = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#8c2f1b' } }).webp().toBuffer();
    expect(await toPng(webp, { displayWidth: 150 })).toMatchObject({ width: 300, height: 100 });
    expect(await toPng(webp, { displayWidth: 500 })).toMatchObject({ width: 600, height: 200 });
  });

  it('reads ICO files with BMP and PNG entries, picking the largest', async () => {
    const ico = fs.readFileSync(path.join(SITES_DIR, 'trattoria-lume/favicon.ico'));
    expect(isIco(ico)).toBe(true);
    const decoded = decodeIco(ico);
    expect('raw' in decoded && [decoded.width, decoded.height]).toEqual([32, 32]);
    const out = await toPng(ico);
    expect([out.width, out.height]).toEqual([32, 32]);
    expect(out.dominant).toBe('#8c2f1b');
  });

  it('tells a white mark on transparency (light variant) from a dark one', async () => {
    expect((await toPng(svg(100, 40, '#ffffff'))).variant).toBe('light');
    expect((await toPng(svg(100, 40, '#111111'))).variant).toBe('dark');
    const opaque = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect((await toPng(opaque)).variant).toBeNull();
  });

  it('refuses what is not an image', async () => {
    await expect(toPng(Buffer.from('<html>not an image</html>'))).rejects.toThrow();
  });
});
