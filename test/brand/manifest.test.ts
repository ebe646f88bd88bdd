/**
 * The web app manifest names the site, its icons and its theme colour: an import reads it when
 * the page links one, and a manifest that is broken or too large costs nothing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBrand } from '../../src/brand/pipeline';
import { serveHandler } from './helpers/site-server';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Book a check-up</title>
  <link rel="manifest" href="/site.webmanifest"></head>
  <body><main><h1>Book a check-up</h1><p>Gentle dentistry for the whole family, six days a week, in the heart of town.</p></main></body></html>`;

let icon: Buffer;
const servers: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  icon = await sharp({ create: { width: 192, height: 192, channels: 4, background: '#0a7d6f' } }).png().toBuffer();
});
afterAll(async () => {
  for (const s of servers) await s.close();
});

async function importWith(manifest: string) {
  const site = await serveHandler((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    else if (req.url === '/site.webmanifest') res.writeHead(200, { 'content-type': 'application/manifest+json' }).end(manifest);
    else if (req.url === '/icons/192.png') res.writeHead(200, { 'content-type': 'image/png' }).end(icon);
    else res.writeHead(404).end();
  });
  servers.push(site);
  return importBrand([site.url], { allowPrivate: true, fallbackName: 'Fallback', render: 'never', storeImage: async (kind) => `https://bm.test/${kind}.png` });
}

describe('the web app manifest', () => {
  it('gives the name, the icon and the theme colour', async () => {
    const { kit } = await importWith(
      JSON.stringify({ name: 'Brightside Dental', short_name: 'Brightside', theme_color: '#0A7D6F', icons: [{ src: '/icons/192.png', sizes: '192x192', type: 'image/png' }] }),
    );
    expect(kit.name).toBe('Brightside Dental');
    expect(kit.evidence.name?.rule).toContain('web manifest name');
    expect(kit.icon).toMatchObject({ origin: 'manifest-icon', width: 192, height: 192 });
    expect(kit.colors.primary).toBe('#0a7d6f');
    // No mark on the page: the app icon stands in, and the kit says the logo needs a look.
    expect(kit.logo?.origin).toBe('manifest-icon');
    expect(kit.evidence.logo?.confidence).toBe('low');
  });

  it('is skipped when it does not parse', async () => {
    const { kit } = await importWith('{ "name": "Broken", ');
    expect(kit.name).not.toBe('Broken');
    expect(kit.icon?.origin ?? null).not.toBe('manifest-icon');
  });
});
