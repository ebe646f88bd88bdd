import { describe, expect, it } from 'vitest';
import { extractSocialLinks, normalizeProfile, socialPlatformOf } from '../../../src/brand/extract/social';
import { siteOf } from '../helpers/site';

describe('extractSocialLinks', () => {
  it('finds profiles of every major network, once per platform', () => {
    const links = extractSocialLinks(
      siteOf(`<footer>
        <a href="https://www.facebook.com/acme/">f</a><a href="https://instagram.com/acme?igshid=xyz">i</a>
        <a href="https://x.com/acme">x</a><a href="https://twitter.com/acme_old">t</a>
        <a href="https://www.linkedin.com/company/acme">in</a><a href="https://www.youtube.com/@acme">yt</a>
        <a href="https://www.tiktok.com/@acme">tt</a><a href="https://pinterest.com/acme/">p</a></footer>`),
    );
    expect(links).toEqual([
      { platform: 'facebook', url: 'https://www.facebook.com/acme' },
      { platform: 'instagram', url: 'https://instagram.com/acme' },
      { platform: 'x', url: 'https://x.com/acme' },
      { platform: 'linkedin', url: 'https://www.linkedin.com/company/acme' },
      { platform: 'youtube', url: 'https://www.youtube.com/@acme' },
      { platform: 'tiktok', url: 'https://www.tiktok.com/@acme' },
      { platform: 'pinterest', url: 'https://pinterest.com/acme' },
    ]);
  });

  it('skips share buttons and bare network home pages, and reads JSON-LD sameAs', () => {
    const links = extractSocialLinks(
      siteOf(`<script type="application/ld+json">{"@type":"Organization","name":"A","sameAs":["https://github.com/acme"]}</script>
        <a href="https://www.facebook.com/sharer/sharer.php?u=x">share</a><a href="https://twitter.com/intent/tweet?text=hi">tweet</a>
        <a href="https://www.linkedin.com/">li</a>`),
    );
    expect(links).toEqual([{ platform: 'github', url: 'https://github.com/acme' }]);
  });

  it('recognises hosts and normalises profile URLs', () => {
    expect(socialPlatformOf('https://m.facebook.com/acme')).toBe('facebook');
    expect(socialPlatformOf('https://youtu.be/abc')).toBe('youtube');
    expect(socialPlatformOf('https://example.com/facebook')).toBeUndefined();
    expect(normalizeProfile('http://www.instagram.com/acme/?utm_source=site#top')).toBe('https://www.instagram.com/acme');
  });
});
