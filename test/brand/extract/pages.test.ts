import { describe, expect, it } from 'vitest';
import { classifyLink, extractKeyPages, navLinks } from '../../../src/brand/extract/pages';
import { siteOf } from '../helpers/site';

describe('key pages', () => {
  it('classifies navigation links by text and path in several languages', () => {
    expect(classifyLink('Pricing', 'https://a.test/plans')).toBe('pricing');
    expect(classifyLink('Über uns', 'https://a.test/x')).toBe('about');
    expect(classifyLink('Boutique', 'https://a.test/b')).toBe('shop');
    expect(classifyLink('', 'https://a.test/contact-us/')).toBe('contact');
    expect(classifyLink('Everyday Tote', 'https://a.test/products/everyday-tote')).toBeUndefined();
  });

  it('lists each kind of page once, same-site only, with the home page first', () => {
    const site = siteOf('<title>Acme</title><nav><a href="/shop">Shop</a><a href="/about">About</a><a href="https://other.test/pricing">Pricing</a><a href="/about-us">About us</a></nav>');
    expect(extractKeyPages(site)).toEqual([
      { type: 'home', url: 'https://brand.example/', title: 'Acme' },
      { type: 'shop', url: 'https://brand.example/shop', title: 'Shop' },
      { type: 'about', url: 'https://brand.example/about', title: 'About' },
    ]);
    expect(navLinks(site.entry.$, site.entry.url).map((l) => l.url)).not.toContain('https://other.test/pricing');
  });
});
