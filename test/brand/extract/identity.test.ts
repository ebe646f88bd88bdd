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

  it('never takes link text, a file name or a headline for the name', () => {
    const prnewswire = siteOf(
      `<title>Acme to acquire Globex - PR Newswire</title><header><a href="/"><img src="/tw.png" alt="Visit our social media page on Twitter"></a></header>`,
      { url: 'https://www.prnewswire.com/news-releases/acme-123.html' },
    );
    expect(extractName(prnewswire)).toBe('PR Newswire');
    const audiense = siteOf(`<title>Audiense | Audience intelligence</title><header><a href="/"><img src="/l.svg" alt="audiense_logotype_black"></a></header>`, {
      url: 'https://audiense.com/',
    });
    expect(extractName(audiense)).toBe('Audiense');
    const headline = siteOf(`<title>Cracking the Code- Business News | Business Today</title>`, { url: 'https://www.businesstoday.in/latest/story/cracking-the-code-1.html' });
    expect(extractName(headline)).toBe('Business Today');
  });

  it('writes the name as the brand does, not as its host', () => {
    const globe = siteOf(`<meta property="og:site_name" content="BostonGlobe.com"><title>Story - The Boston Globe</title>
      <header><a href="/"><img class="logo" src="/logo.svg" alt="The Boston Globe"></a></header>`, { url: 'https://www.bostonglobe.com/metro/story.html' });
    expect(extractName(globe)).toBe('The Boston Globe');
    const cbc = siteOf(`<meta property="og:site_name" content="www.cbc.ca"><title>Floods in Alberta - Canada - CBC News</title>`, { url: 'https://www.cbc.ca/news/canada/floods.html' });
    expect(extractName(cbc)).toBe('CBC News');
    const wiki = siteOf(`<title>Solar flare - Wikipedia, the free encyclopedia</title>`, { url: 'https://en.wikipedia.org/wiki/Solar_flare' });
    expect(extractName(wiki)).toBe('Wikipedia');
  });

  it('does not take a hosting platform for the brand, and reads a domain of initials', () => {
    const blog = siteOf(`<meta property="og:site_name" content="Tumblr"><title>izs.me: Curiosity and The Practice</title>`, { url: 'https://blog.izs.me/post/4979' });
    expect(extractName(blog)).toBe('izs.me');
    const radio = siteOf(`<title>Sur la PMA avec deux juristes - Les oreilles loin du front</title><header><a href="/"><img src="/l.png" alt="Logo du site"></a></header>`, {
      url: 'https://www.loldf.org/spip.php?article771',
    });
    expect(extractName(radio)).toBe('Les oreilles loin du front');
  });

  it('reads the copyright holder where the notice stands alone, and the owner a page declares', () => {
    // No <footer>: the notice sits in a span among the footer links' text.
    const terms = siteOf(`<title>Terms of Service</title><div class="foot"><a href="/t">Terms</a> <span>© 2017 Pixabay</span> <a href="/p">Privacy</a> <a href="/api">API</a></div>`, { url: 'https://pixabay.com/en/service/terms/' });
    expect(extractName(terms)).toBe('Pixabay');
    const group = siteOf(`<meta name="copyright" content="Copyright © 2016 CDU - Fraktion Erfurt. All rights reserved."><title>Press release of the day</title>`, { url: 'https://www.cdu-fraktion-erfurt.de/inhalte/1/' });
    expect(extractName(group)).toBe('CDU - Fraktion Erfurt');
  });

  it("takes the title's short segment that agrees with the domain over a headline that starts with the brand's word", () => {
    const page = siteOf(`<title>The GNU General Public License v3.0 - GNU Project - Free Software Foundation</title>`, { url: 'https://www.gnu.org/licenses/gpl-3.0.html' });
    expect(extractName(page)).toBe('GNU Project');
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
