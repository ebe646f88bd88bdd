import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFailure, importBrand } from '../../src/brand/pipeline';
import { serveSite, type ServedSite } from './helpers/site-server';

describe('importBrand', () => {
  let js: ServedSite;
  let shop: ServedSite;
  beforeAll(async () => {
    js = await serveSite('reactor-js');
    shop = await serveSite('northwind-shop');
  });
  afterAll(async () => {
    await js.close();
    await shop.close();
  });

  const stored: string[] = [];
  const options = { allowPrivate: true, fallbackName: 'Fallback', storeImage: async (kind: string) => (stored.push(kind), `https://bm.test/assets/${kind}.png`) };

  it('completes a JavaScript-only site from its static HTML when rendering is off, with a warning', async () => {
    const { kit, warnings, pages } = await importBrand([js.url], { ...options, render: 'never' });
    expect(kit.name).toBe('Reactor');
    expect(kit.colors.primary).toBe('#0ea5e9');
    expect(pages[0]).toMatchObject({ status: 'fetched', error: 'needs JavaScript; Chromium not available' });
    expect(warnings.some((w) => /builds its content with JavaScript/.test(w))).toBe(true);
  });

  it('stores the logo and icon as PNGs and reports progress in order', async () => {
    const stages: string[] = [];
    const { kit } = await importBrand([shop.url], { ...options, onProgress: (stage) => void stages.push(stage) });
    expect(kit.logo).toMatchObject({ url: 'https://bm.test/assets/logo.png', format: 'png', width: 320, height: 80, origin: 'header' });
    expect(kit.icon).toMatchObject({ url: 'https://bm.test/assets/icon.png', origin: 'apple-touch-icon' });
    expect([...new Set(stages)]).toEqual(['fetching', 'extracting', 'processing-images']);
  });

  it('fails naming every URL when none can be read', async () => {
    const err = await importBrand(['http://brandmail-a.invalid/', 'http://brandmail-b.invalid/'], options).catch((e) => e);
    expect(err).toBeInstanceOf(ImportFailure);
    expect(err.message).toMatch(/brandmail-a\.invalid.*DNS.*brandmail-b\.invalid.*DNS/);
  });
});
