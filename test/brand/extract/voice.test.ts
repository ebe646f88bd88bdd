import { describe, expect, it } from 'vitest';
import { deriveTone, extractKeywords, extractSampleCopy } from '../../../src/brand/extract/voice';
import { siteOf } from '../helpers/site';

describe('voice', () => {
  it('collects the headline, the line under it, calls to action and value propositions', () => {
    const copy = extractSampleCopy(
      siteOf(`<nav><a class="btn" href="/login">Log in</a></nav><section class="hero"><h1>Bread worth waking up for</h1><p>Baked at dawn, every day.</p>
        <a class="btn btn-primary" href="/shop">Order for pickup</a><button>Join the club</button></section>
        <h2>Slow-fermented for 48 hours</h2><h3>Flour from local farms</h3><div class="product-card"><h3>Rye loaf</h3></div>`),
      'Since 1928',
    );
    expect(copy).toEqual([
      { role: 'tagline', text: 'Since 1928' },
      { role: 'headline', text: 'Bread worth waking up for' },
      { role: 'subheadline', text: 'Baked at dawn, every day.' },
      { role: 'cta', text: 'Order for pickup' },
      { role: 'cta', text: 'Join the club' },
      { role: 'value-proposition', text: 'Slow-fermented for 48 hours' },
      { role: 'value-proposition', text: 'Flour from local farms' },
    ]);
  });

  it('derives tone labels from the copy', () => {
    expect(deriveTone(['Stream events from our SDKs into real-time dashboards via the API. Integrate your data platform and automate workflows.'], 'en')).toContain('technical');
    expect(deriveTone(["You'll love it! We're so happy you're here! Let's make something fun together!"], 'en')).toEqual(expect.arrayContaining(['playful', 'friendly']));
    expect(deriveTone(['Our family welcomes you home to fresh, homemade food cooked with love and care for our community.'], 'en')).toContain('warm');
  });

  it('ranks keywords from headings and text, without stop words or the brand name', () => {
    const keywords = extractKeywords(siteOf('<h1>Sourdough bread from Acme</h1><h2>Sourdough classes</h2><p>Our sourdough bread uses rye flour and the bread is baked daily.</p>'), 'Acme', 'en');
    expect(keywords.slice(0, 2)).toEqual(['sourdough', 'bread']);
    expect(keywords).not.toContain('acme');
    expect(keywords).not.toContain('from');
  });

  it('segments words of languages written without spaces', () => {
    const keywords = extractKeywords(siteOf('<h1>自家焙煎の珈琲</h1><h2>珈琲豆の量り売り</h2>'), null, 'ja');
    expect(keywords).toContain('珈琲');
  });
});
