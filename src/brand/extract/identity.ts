/**
 * Name, description and tagline. Sites say their name in many places with different amounts of
 * noise ("Home | Acme Inc.", "Welcome to Acme!"), so candidates are scored by how explicit the
 * source is, then by agreement with the domain and with the other pages' titles.
 */
import { organizations, stringOf, typesOf } from './jsonld';
import { cleanText, type Page, type Site } from './site';

export interface Identity {
  name: string | null;
  description: string | null;
  tagline: string | null;
}

const TITLE_SEPARATORS = /\s+[|\-–—·•:»]\s+|\s*\|\s*/;
const GENERIC_SEGMENT = /^(home|homepage|home page|start|startseite|accueil|inicio|welcome|official (web)?site|index|main)$/i;

export function extractIdentity(site: Site): Identity {
  return { name: extractName(site), description: extractDescription(site.entry), tagline: extractTagline(site) };
}

type Candidate = { text: string; score: number };

export function extractName(site: Site): string | null {
  const { entry } = site;
  const $ = entry.$;
  const candidates: Candidate[] = [];
  const add = (text: string | undefined, score: number) => {
    const t = cleanName(text);
    if (t && t.length <= 80) candidates.push({ text: t, score });
  };

  for (const org of organizations(entry.jsonLd)) add(stringOf(org.name), 10);
  add($('meta[property="og:site_name"]').attr('content'), 9);
  add($('meta[name="application-name"]').attr('content'), 8);
  add($('meta[name="apple-mobile-web-app-title"]').attr('content'), 7);
  for (const n of entry.jsonLd) if (typesOf(n).includes('WebSite')) add(stringOf(n.name), 7);

  const headerLogo = $('header, [role="banner"], .header, #header, nav').first().find('img[alt], svg[aria-label], a[aria-label]').first();
  add((headerLogo.attr('alt') ?? headerLogo.attr('aria-label'))?.replace(/\s*\b(logo|home|homepage)\b\s*/gi, ' '), 6);

  // The title segment every page shares is the site's name ("Pricing | Acme", "About | Acme").
  const titles = site.pages.map((p) => cleanText(p.$('title').first().text())).filter(Boolean);
  const segmentsOf = (t: string) => t.split(TITLE_SEPARATORS).map((s) => cleanName(s)).filter((s): s is string => !!s && !GENERIC_SEGMENT.test(s));
  const entryTitle = titles[0] ?? '';
  const entrySegments = segmentsOf(entryTitle);
  if (titles.length > 1) {
    for (const seg of entrySegments) {
      const shared = titles.slice(1).filter((t) => segmentsOf(t).includes(seg)).length;
      if (shared > 0) add(seg, 6 + shared / titles.length);
    }
  }
  entrySegments.forEach((seg, i) => add(seg, entrySegments.length === 1 ? 4 : i === entrySegments.length - 1 ? 3.5 : 3));

  const copyright = /©\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?([^.|•\n]{2,60}?)(?:\.\s|\s*[|•]|\s+all rights|\s*$)/i.exec(cleanText($('footer').text()));
  add(copyright?.[1], 3);

  const host = new URL(site.entryUrl).hostname.replace(/^www\./, '').split('.')[0];
  if (candidates.length === 0) return null;
  for (const c of candidates) {
    const squashed = c.text.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (host.length >= 3 && squashed.length >= 3 && (squashed.includes(host) || host.includes(squashed))) c.score += 2;
    if (c.text.split(/\s+/).length > 5) c.score -= 3;
  }
  // Agreement between sources counts: the same name from two places beats one louder source.
  const byText = new Map<string, Candidate>();
  for (const c of candidates) {
    const key = c.text.toLowerCase();
    const prev = byText.get(key);
    if (prev) prev.score = Math.max(prev.score, c.score) + 1;
    else byText.set(key, { ...c });
  }
  return [...byText.values()].sort((a, b) => b.score - a.score)[0].text;
}

function cleanName(text: string | undefined): string | undefined {
  const t = cleanText(text)
    .replace(/^(welcome to|willkommen bei|bienvenue (chez|à)|bienvenido a)\s+/i, '')
    .replace(/\s*[!.]+$/, '')
    .replace(/^[|\-–—·:\s]+|[|\-–—·:\s]+$/g, '')
    .trim();
  return t || undefined;
}

export function extractDescription(page: Page): string | null {
  const $ = page.$;
  const fromMeta =
    $('meta[name="description"]').attr('content') ??
    $('meta[property="og:description"]').attr('content') ??
    $('meta[name="twitter:description"]').attr('content');
  let text = cleanText(fromMeta);
  if (!text) {
    for (const org of organizations(page.jsonLd)) {
      text = cleanText(stringOf(org.description));
      if (text) break;
    }
  }
  if (!text) text = cleanText($('main p, section p, p').filter((_, el) => cleanText($(el).text()).length >= 40).first().text());
  return text ? text.slice(0, 1000) : null;
}

export function extractTagline(site: Site): string | null {
  const { entry } = site;
  const $ = entry.$;
  for (const org of organizations(entry.jsonLd)) {
    const slogan = cleanText(stringOf(org.slogan));
    if (slogan) return slogan.slice(0, 300);
  }
  const name = extractName(site)?.toLowerCase();
  const title = cleanText($('title').first().text());
  const segments = title.split(TITLE_SEPARATORS).map((s) => cleanName(s)).filter((s): s is string => !!s);
  if (segments.length > 1) {
    const rest = segments.filter((s) => s.toLowerCase() !== name && !GENERIC_SEGMENT.test(s));
    const pick = rest.find((s) => s.split(/\s+/).length >= 2 && s.length <= 120);
    if (pick) return pick;
  }
  const hero = cleanText($('main h1, header h1, h1').first().text());
  if (hero && hero.toLowerCase() !== name && hero.split(/\s+/).length <= 14) return hero.slice(0, 300);
  return null;
}
