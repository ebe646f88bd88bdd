/**
 * Real pages carry values no schema foresaw. Each page here holds the odd values seen on real
 * sites at once; every import must complete with a valid kit, say what it cut, and keep the
 * values that were fine.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fitToSchema } from '../../src/brand/fit';
import { importBrand } from '../../src/brand/pipeline';
import { BrandKit } from '../../src/brand/schema';
import { serveHandler } from './helpers/site-server';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

async function importPage(html: string | Buffer, contentType = 'text/html; charset=utf-8') {
  const site = await serveHandler((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?')) res.writeHead(200, { 'content-type': contentType }).end(html);
    else res.writeHead(404).end();
  });
  closers.push(site.close);
  return importBrand([site.url], { allowPrivate: true, fallbackName: 'Fallback', render: 'never', storeImage: async (kind) => `https://bm.test/${kind}.png` });
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('an import of a page with odd values', () => {
  it('cuts over-long alt texts, titles and descriptions instead of failing', async () => {
    const { kit, warnings } = await importPage(`<!doctype html><html lang="en"><head><meta charset="utf-8">
      <title>Oddity Outfitters | ${words(400)}</title>
      <meta name="description" content="${words(600)}">
      <meta property="og:site_name" content="Oddity Outfitters">
      </head><body><header><a href="/"><img src="/logo.png" alt="Oddity Outfitters"></a></header>
      <main><h1>${words(300)}</h1>
      ${Array.from({ length: 40 }, (_, i) => `<img src="/photo-${i}.jpg" width="800" height="600" alt="${words(700)}">`).join('')}
      <p>${words(200)}</p></main></body></html>`);
    expect(BrandKit.safeParse(kit).success).toBe(true);
    expect(kit.name).toBe('Oddity Outfitters');
    expect(kit.description!.length).toBeLessThanOrEqual(1000);
    expect(kit.images.every((i) => i.alt.length <= 500)).toBe(true);
    expect(kit.images.some((i) => i.alt.endsWith('…'))).toBe(true);
    expect(warnings.join(' ')).toMatch(/cut to 500/);
  });

  it('survives broken and hostile JSON-LD, thousands of colours and images, and bad links', async () => {
    const colours = Array.from({ length: 3000 }, (_, i) => `<span style="color:#${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}">x</span>`).join('');
    const images = Array.from({ length: 3000 }, (_, i) => `<img src="/i/${i}.jpg" alt="item ${i}">`).join('');
    const { kit } = await importPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger Lane</title>
      <script type="application/ld+json">{"@type": "Organization", "name": </script>
      <script type="application/ld+json">{"@type": ["Organization"], "name": {"@value": 42}, "logo": [null, 7, {"url": "javascript:alert(1)"}],
        "sameAs": ["javascript:alert(1)", "https://www.instagram.com/ledgerlane"]}</script>
      <script type="application/ld+json">{"@type": "Product", "name": "${'Notebook '.repeat(80)}", "offers": {"price": {"amount": 12}, "priceCurrency": ["EUR", "USD"]}, "image": 42}</script>
      <meta property="og:site_name" content="Ledger Lane"></head>
      <body><header><a href="/">Ledger Lane</a></header><main>${colours}${images}
      <a href="javascript:void(0)">facebook</a><a href="https://facebook.com/${'x'.repeat(3000)}">Facebook</a>
      <footer>Contact: <a href="mailto:${'a'.repeat(400)}@example.com">mail</a> <a href="tel:${'1'.repeat(300)}">call</a></footer></main></body></html>`);
    expect(BrandKit.safeParse(kit).success).toBe(true);
    expect(kit.name).toBe('Ledger Lane');
    expect(kit.images.length).toBeLessThanOrEqual(30);
    expect(kit.colors.palette.length).toBeLessThanOrEqual(16);
  });

  it('survives odd values in the colour rules: hashed classes by the thousand, huge gradients, user styles, odd states', async () => {
    const hashed = Array.from({ length: 2000 }, (_, i) => `<button class="e${i.toString(36)}x k${i % 7}" type="submit">Go ${i}</button>`).join('');
    const rules = Array.from({ length: 2000 }, (_, i) => `.e${i.toString(36)}x, .e${i.toString(36)}x:hover, .e${i.toString(36)}x[disabled] { background: hsl(${i % 360} 70% 45%); border-radius: 4px }`).join('\n');
    const stops = Array.from({ length: 1000 }, (_, i) => `rgb(${i % 256}, 10, 20) ${i / 10}%`).join(', ');
    const { kit } = await importPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ledger Lane</title>
      <meta name="theme-color" content="linear-gradient(red, blue)"><meta name="msapplication-TileColor" content="#12">
      <style>${rules}
        #bar { position: sticky !important; top: 0; background: linear-gradient(${stops}) }
        #veil { position: fixed; top: 0; height: 100vh; background: oklch(200% 4 900deg) }
        html { background: var(--a, var(--b, var(--c))) } .x\\:y { color: #zzz }</style>
      <style id="user-style-${'u'.repeat(2000)}">a { color: #00f }</style></head>
      <body><header><a href="/" class="${'c'.repeat(5000)}"><svg class="${'d '.repeat(3000)}" viewBox="0 0 1 1"><path d="M0 0"/></svg></a></header>
      <div id="bar"><a href="/a">A</a></div><div id="veil"></div><main>${hashed}</main></body></html>`);
    expect(BrandKit.safeParse(kit).success).toBe(true);
    expect(kit.name).toBe('Ledger Lane');
    expect(kit.colors.primary === null || /^#[0-9a-f]{6}$/.test(kit.colors.primary)).toBe(true);
  }, 120_000);

  it('reads a page whose bytes are not what its header says', async () => {
    // Windows-1252 bytes served as UTF-8, a BOM, and a NUL: a real misconfigured server.
    const body = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('<!doctype html><html lang="fr"><head><title>Caf', 'latin1'),
      Buffer.from([0xe9, 0x20, 0x64, 0x75, 0x20, 0x50, 0x6f, 0x72, 0x74, 0x00]),
      Buffer.from('</title></head><body><header><a href="/"><img src="/l.png" alt="Café du Port"></a></header><p>Le café du port, ouvert tous les jours, face à la mer.</p></body></html>', 'latin1'),
    ]);
    const { kit } = await importPage(body);
    expect(BrandKit.safeParse(kit).success).toBe(true);
    expect(kit.name).toMatch(/Caf/);
  });
});

describe('fitToSchema', () => {
  it('drops a bad list entry, nulls a bad nullable value and keeps the rest', () => {
    const { value, changes } = fitToSchema(BrandKit.shape.socialLinks, [
      { platform: 'instagram', url: 'https://instagram.com/a' },
      { platform: 'instagram', url: 'javascript:alert(1)' },
      { platform: 'x', url: 'https://x.com/a' },
    ]);
    expect(value).toEqual([
      { platform: 'instagram', url: 'https://instagram.com/a' },
      { platform: 'x', url: 'https://x.com/a' },
    ]);
    expect(changes).toEqual([expect.stringMatching(/^\[1\]\.url|^\[1\] dropped/)]);
  });

  it('replaces a value that is not nullable by dropping its parent object', () => {
    const { value } = fitToSchema(BrandKit.shape.contact, { email: 'a@b.co', phone: 'x'.repeat(150), address: null });
    expect(value.email).toBe('a@b.co');
    expect(value.phone!.length).toBeLessThanOrEqual(100);
  });

  it('cuts text at a word boundary and marks the cut', () => {
    const { value } = fitToSchema(BrandKit.shape.tagline, `${'lorem ipsum '.repeat(40)}end`);
    expect(value!.length).toBeLessThanOrEqual(300);
    expect(value).toMatch(/…$/);
    expect(value!.slice(0, -1).split(' ').every((w) => w === 'lorem' || w === 'ipsum')).toBe(true);
  });
});
