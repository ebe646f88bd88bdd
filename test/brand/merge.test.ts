import { describe, expect, it } from 'vitest';
import { extractSite } from '../../src/brand/extract';
import { mergeExtractions } from '../../src/brand/merge';

const page = (url: string, html: string) => extractSite({ entryUrl: url, pages: [{ url, html, rendered: false }], stylesheets: [] });

describe('mergeExtractions', () => {
  it('lets the first URL lead and fills its gaps from the others', () => {
    const a = page('https://a.test/', '<html lang="en"><meta property="og:site_name" content="Alpha"><footer><a href="https://instagram.com/alpha">ig</a></footer></html>');
    const b = page('https://b.test/', '<meta property="og:site_name" content="Beta"><meta name="description" content="Beta makes things."><footer><a href="https://instagram.com/beta">ig</a><a href="https://x.com/beta">x</a></footer>');
    const merged = mergeExtractions([a, b]);
    expect(merged.fields.name).toBe('Alpha');
    expect(merged.fields.description).toBe('Beta makes things.');
    expect(merged.fields.socialLinks).toEqual([
      { platform: 'instagram', url: 'https://instagram.com/alpha' },
      { platform: 'x', url: 'https://x.com/beta' },
    ]);
  });

  it('puts every logo candidate of the first site before any of the others, and weighs their colours less', () => {
    const a = page('https://a.test/', '<link rel="apple-touch-icon" href="/apple.png"><meta name="theme-color" content="#aa0000">');
    const b = page('https://b.test/', '<header><a href="/"><img src="/logo.png" alt="B"></a></header><meta name="theme-color" content="#0000aa">');
    const merged = mergeExtractions([a, b]);
    expect(merged.logoCandidates[0].url).toBe('https://a.test/apple.png');
    const weight = (hex: string) => merged.colorEvidence.filter((e) => e.hex === hex).reduce((s, e) => s + e.weight, 0);
    expect(weight('#aa0000')).toBeGreaterThan(weight('#0000aa'));
  });
});
