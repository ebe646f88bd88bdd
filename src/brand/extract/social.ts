/**
 * Social profile links: anchors to known networks (share buttons and the network's own pages
 * excluded) and JSON-LD `sameAs`. One profile per platform, the first seen (header and footer
 * links come before links in articles).
 */
import type { SocialLink, SocialPlatform } from '../schema';
import { organizations } from './jsonld';
import { absoluteUrl, type Site } from './site';

const HOSTS: [RegExp, SocialPlatform][] = [
  [/(^|\.)(facebook|fb)\.com$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(twitter|x)\.com$/, 'x'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)pinterest\.[a-z.]+$|(^|\.)pin\.it$/, 'pinterest'],
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)threads\.(net|com)$/, 'threads'],
  [/(^|\.)snapchat\.com$/, 'snapchat'],
  [/(^|\.)(wa\.me|whatsapp\.com)$/, 'whatsapp'],
  [/(^|\.)(discord\.gg|discord\.com)$/, 'discord'],
  [/(^|\.)bsky\.app$/, 'bluesky'],
  [/(^|\.)vimeo\.com$/, 'vimeo'],
  [/(^|\.)dribbble\.com$/, 'dribbble'],
  [/(^|\.)behance\.net$/, 'behance'],
  [/(^|\.)medium\.com$/, 'medium'],
  [/(^|\.)reddit\.com$/, 'reddit'],
  [/(^|\.)twitch\.tv$/, 'twitch'],
  [/(^|\.)open\.spotify\.com$/, 'spotify'],
  [/(^|\.)tumblr\.com$/, 'tumblr'],
  [/(^|\.)yelp\.[a-z.]+$/, 'yelp'],
  [/(^|\.)tripadvisor\.[a-z.]+$/, 'tripadvisor'],
  [/^(mastodon\.social|mastodon\.online|fosstodon\.org|hachyderm\.io)$/, 'mastodon'],
];

/** Paths that are the network's own pages or share actions, not a profile. */
const NOT_A_PROFILE = /^\/(sharer|share|intent|home|login|signup|dialog|plugins|hashtag|search|explore|legal|policies|privacy|about|help|terms|watch\?|embed|p\/|status\/|tr\b|pin\/create)|\/sharing\/|sharearticle|shareArticle/i;

export function socialPlatformOf(url: string): SocialPlatform | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  const host = u.hostname.toLowerCase().replace(/^(www|m|mobile|de|fr|es|uk|[a-z]{2}-[a-z]{2})\./, '');
  return HOSTS.find(([re]) => re.test(host))?.[1];
}

export function normalizeProfile(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if (NOT_A_PROFILE.test(u.pathname + u.search)) return undefined;
  if ((u.pathname === '/' || u.pathname === '') && !/wa\.me|youtu\.be/.test(u.hostname)) return undefined;
  u.protocol = 'https:';
  u.hash = '';
  // Tracking parameters say nothing about the profile.
  for (const key of [...u.searchParams.keys()]) if (/^(utm_|ref|fbclid|igshid|si$|hl$)/.test(key)) u.searchParams.delete(key);
  return u.toString().replace(/\/$/, '');
}

export function extractSocialLinks(site: Site): SocialLink[] {
  const found = new Map<SocialPlatform, string>();
  const add = (href: string | undefined, base: string) => {
    const abs = absoluteUrl(href, base);
    if (!abs) return;
    const platform = socialPlatformOf(abs);
    if (!platform || found.has(platform)) return;
    const url = normalizeProfile(abs);
    if (url) found.set(platform, url);
  };
  for (const page of site.pages) {
    for (const org of organizations(page.jsonLd)) {
      const sameAs = org.sameAs;
      for (const s of Array.isArray(sameAs) ? sameAs : [sameAs]) if (typeof s === 'string') add(s, page.base);
    }
    // Header and footer first: links inside articles may point at other people's profiles.
    const $ = page.$;
    $('header a[href], footer a[href], [class*="social"] a[href], a[href]').each((_, el) => add(el.attribs.href, page.base));
  }
  return [...found].map(([platform, url]) => ({ platform, url }));
}
