/**
 * Name, description and tagline. Sites say their name in many places with different amounts of
 * noise ("Home | Acme Inc.", "Welcome to Acme!"), so candidates are scored by how explicit the
 * source is, then by agreement with the domain and with the other pages' titles.
 */
import { organizations, stringOf } from './jsonld';
import { chooseName, cleanName, GENERIC_SEGMENT, TITLE_SEPARATORS, type NameChoice } from './name';
import { cleanText, note, type Page, type Site } from './site';

export interface Identity {
  name: string | null;
  description: string | null;
  tagline: string | null;
  /** How the name was chosen, and the runners-up. */
  nameChoice: NameChoice;
}

export function extractIdentity(site: Site): Identity {
  const choice = chooseName(site);
  const description = describe(site.entry);
  if (description.text) note(site, 'description', site.entry.url, description.rule, description.rule === 'the first substantial paragraph' ? 'low' : 'high');
  return { name: choice.name, description: description.text, tagline: extractTagline(site, choice.name), nameChoice: choice };
}

export function extractName(site: Site): string | null {
  return chooseName(site).name;
}

export function extractDescription(page: Page): string | null {
  return describe(page).text;
}

function describe(page: Page): { text: string | null; rule: string } {
  const $ = page.$;
  for (const [selector, rule] of [
    ['meta[name="description"]', 'meta description'],
    ['meta[property="og:description"]', 'og:description'],
    ['meta[name="twitter:description"]', 'twitter:description'],
  ] as const) {
    const text = cleanText($(selector).attr('content'));
    if (text) return { text: text.slice(0, 1000), rule };
  }
  for (const org of organizations(page.jsonLd)) {
    const text = cleanText(stringOf(org.description));
    if (text) return { text: text.slice(0, 1000), rule: 'JSON-LD Organization description' };
  }
  const text = cleanText($('main p, section p, p').filter((_, el) => cleanText($(el).text()).length >= 40).first().text());
  return { text: text ? text.slice(0, 1000) : null, rule: 'the first substantial paragraph' };
}

export function extractTagline(site: Site, brandName: string | null = extractName(site)): string | null {
  const { entry } = site;
  const $ = entry.$;
  for (const org of organizations(entry.jsonLd)) {
    const slogan = cleanText(stringOf(org.slogan));
    if (slogan) {
      note(site, 'tagline', entry.url, 'JSON-LD Organization slogan', 'high');
      return slogan.slice(0, 300);
    }
  }
  const name = brandName?.toLowerCase();
  const title = cleanText($('title').first().text());
  const segments = title.split(TITLE_SEPARATORS).map((s) => cleanName(s)).filter((s): s is string => !!s);
  if (segments.length > 1) {
    const rest = segments.filter((s) => s.toLowerCase() !== name && !GENERIC_SEGMENT.test(s));
    const pick = rest.find((s) => s.split(/\s+/).length >= 2 && s.length <= 120);
    if (pick) {
      note(site, 'tagline', entry.url, 'the title beside the name', 'medium');
      return pick;
    }
  }
  const hero = cleanText($('main h1, header h1, h1').first().text());
  if (hero && hero.toLowerCase() !== name && hero.split(/\s+/).length <= 14) {
    note(site, 'tagline', entry.url, 'the page\'s first <h1>', 'low');
    return hero.slice(0, 300);
  }
  return null;
}
