import { describe, expect, it } from 'vitest';
import { extractDescription, extractName, extractTagline } from '../../../src/brand/extract/identity';
import { siteOf } from '../helpers/site';

describe('extractName', () => {
  it('prefers the JSON-LD Organization name over a noisy title', () => {
    const site = siteOf(`<html><head><title>Home | Welcome to Acme Tools</title>
      <script type="application/ld+json">{"@type":"Organization","name":"Acme Tools"}</script></head><body></body></html>`);
    expect(extractName(site)).toBe('Acme Tools');
  });

  it('takes og:site_name when there is no structured data', () => {
    expect(extractName(siteOf('<title>Spring sale – 20% off everything</title><meta property="og:site_name" content="Linen &amp; Co">'))).toBe('Linen & Co');
  });

  it('finds the title segment every page shares', () => {
    const site = siteOf('<title>Product analytics for teams | Cloudlytic</title>', {
      more: [
        { path: '/pricing', html: '<title>Pricing | Cloudlytic</title>' },
        { path: '/about', html: '<title>About | Cloudlytic</title>' },
      ],
    });
    expect(extractName(site)).toBe('Cloudlytic');
  });

  it('strips "Welcome to" and ignores generic segments like Home', () => {
    expect(extractName(siteOf('<title>Home - Welcome to Brightside Dental</title>', { url: 'https://brightsidedental.example/' }))).toBe('Brightside Dental');
  });

  it('uses the header logo alt text without the word logo', () => {
    const site = siteOf('<title>Best running shoes online</title><header><a href="/"><img src="/l.svg" alt="Strider logo"></a></header>', { url: 'https://strider.example/' });
    expect(extractName(site)).toBe('Strider');
  });

  it('returns null when nothing names the site', () => {
    expect(extractName(siteOf('<p>hello</p>'))).toBeNull();
  });
});

describe('extractDescription and extractTagline', () => {
  it('reads the meta description, then og:description', () => {
    expect(extractDescription(siteOf('<meta name="description" content="  We roast coffee.  ">').entry)).toBe('We roast coffee.');
    expect(extractDescription(siteOf('<meta property="og:description" content="Fresh bread daily.">').entry)).toBe('Fresh bread daily.');
  });

  it('falls back to the first substantial paragraph', () => {
    expect(extractDescription(siteOf('<main><p>Hi</p><p>We build quiet, efficient heat pumps for old houses.</p></main>').entry)).toBe(
      'We build quiet, efficient heat pumps for old houses.',
    );
  });

  it('takes JSON-LD slogan, else the title part beside the name, else a short hero heading', () => {
    expect(extractTagline(siteOf('<script type="application/ld+json">{"@type":"Organization","name":"A","slogan":"Just do it"}</script>'))).toBe('Just do it');
    expect(extractTagline(siteOf('<title>Northwind Goods — Everyday essentials, made to last</title><meta property="og:site_name" content="Northwind Goods">'))).toBe(
      'Everyday essentials, made to last',
    );
    expect(extractTagline(siteOf('<title>Acme</title><h1>Tools that outlast you</h1>'))).toBe('Tools that outlast you');
  });
});
