import { describe, expect, it } from 'vitest';
import { extractImages } from '../../../src/brand/extract/images';
import { siteOf } from '../helpers/site';

describe('extractImages', () => {
  it('keeps hero, product and social images with alt and size; drops logos, icons, SVG and small images', () => {
    const images = extractImages(
      siteOf(`<meta property="og:image" content="/og.jpg"><meta property="og:image:width" content="1200">
        <header><img src="/logo.png" alt="Acme"></header>
        <section class="hero"><img src="/hero.jpg" alt="Our workshop" width="1600" height="800"></section>
        <img src="/icons/star.png" width="16" height="16"><img src="/art.svg" width="800" height="400"><img src="/thumb.jpg" width="120" height="90">
        <div class="product-card"><img src="/tote.jpg" alt="Tote" width="600" height="600"></div>`),
    );
    expect(images).toEqual([
      { url: 'https://brand.example/hero.jpg', alt: 'Our workshop', width: 1600, height: 800, role: 'hero' },
      { url: 'https://brand.example/tote.jpg', alt: 'Tote', width: 600, height: 600, role: 'product' },
      { url: 'https://brand.example/og.jpg', alt: '', width: 1200, height: null, role: 'social' },
    ]);
  });

  it('picks the srcset candidate nearest an email’s 1200 px', () => {
    const [img] = extractImages(siteOf('<main><img srcset="/a-600.jpg 600w, /a-1200.jpg 1200w, /a-3000.jpg 3000w" src="/a.jpg" alt="A"></main>'));
    expect(img.url).toBe('https://brand.example/a-1200.jpg');
  });
});
