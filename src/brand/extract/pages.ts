/**
 * Key pages (shop, pricing, about, contact, …), found from the navigation by link text and path
 * in the languages brands most often use. The crawler uses the same classifier to pick the
 * few same-site pages worth fetching.
 */
import type { CheerioAPI } from 'cheerio';
import type { KeyPage, PageType } from '../schema';
import { absoluteUrl, cleanText, sameSite, type Site } from './site';

const PATTERNS: [PageType, RegExp, RegExp][] = [
  // [type, link text, URL path]
  ['pricing', /^(pricing|plans|plans (&|and) pricing|preise|tarife|tarifs|prix|precios|prezzi|料金)$/i, /\/(pricing|plans|preise|tarifs|precios|prezzi)(\/?$|\.html?$)/i],
  ['shop', /^(shop|store|shop (all|now)|boutique|tienda|negozio|ショップ)$/i, /\/(shop|store|boutique|tienda|negozio)(\/?$|\.html?$)/i],
  ['products', /^(products?|our products|collections?|catalog(ue)?|menu|speisekarte|carte|produkte|produits|productos|prodotti|solutions|features|sortiment)$/i, /\/(products?|collections?|catalog|menu|speisekarte|produkte|produits|productos|prodotti|features|sortiment)(\/?$|\.html?$)/i],
  ['about', /^(about|about us|our story|who we are|company|team|über uns|ueber uns|unternehmen|à propos|a propos|qui sommes-nous|sobre nosotros|nosotros|chi siamo|会社概要|私たちについて)$/i, /\/(about|about-us|our-story|company|ueber-uns|uber-uns|about_us|a-propos|nosotros|chi-siamo)(\/?$|\.html?$)/i],
  ['contact', /^(contact|contact us|get in touch|kontakt|contacto|contatti|nous contacter|お問い合わせ|impressum)$/i, /\/(contact|contact-us|kontakt|contacto|contatti|impressum)(\/?$|\.html?$)/i],
  ['blog', /^(blog|news|journal|stories|articles|magazin|actualités|noticias)$/i, /\/(blog|news|journal|stories|magazin)(\/?$|\.html?$)/i],
  ['careers', /^(careers|jobs|join us|karriere|emplois|empleo)$/i, /\/(careers|jobs|karriere)(\/?$|\.html?$)/i],
  ['faq', /^(faq|faqs|help|support|hilfe)$/i, /\/(faq|help|support|hilfe)(\/?$|\.html?$)/i],
];

/** Order in which the crawler spends its page budget. */
export const CRAWL_PRIORITY: PageType[] = ['about', 'products', 'shop', 'pricing', 'contact'];

export function classifyLink(text: string, url: string): PageType | undefined {
  const t = cleanText(text).replace(/[→›»>]+$/, '').trim();
  let path = '';
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  for (const [type, byText] of PATTERNS) if (byText.test(t)) return type;
  for (const [type, , byPath] of PATTERNS) if (byPath.test(path)) return type;
  return undefined;
}

export interface NavLink {
  type: PageType;
  url: string;
  title: string;
}

/** Same-site links of a page's navigation (header, nav, footer first), classified. */
export function navLinks($: CheerioAPI, pageUrl: string): NavLink[] {
  const out: NavLink[] = [];
  const seen = new Set<string>();
  $('header a[href], nav a[href], footer a[href], a[href]').each((_, el) => {
    const abs = absoluteUrl(el.attribs.href, pageUrl);
    if (!abs || !sameSite(abs, pageUrl)) return;
    const u = new URL(abs);
    u.hash = '';
    const url = u.toString();
    if (seen.has(url) || url === new URL(pageUrl).toString()) return;
    const title = cleanText($(el).text()) || cleanText(el.attribs['aria-label']) || cleanText(el.attribs.title);
    const type = classifyLink(title, url);
    if (!type) return;
    seen.add(url);
    out.push({ type, url, title });
  });
  return out;
}

export function extractKeyPages(site: Site): KeyPage[] {
  const out: KeyPage[] = [{ type: 'home', url: site.entryUrl, title: cleanText(site.entry.$('title').first().text()) || null }];
  const types = new Set<PageType>(['home']);
  for (const page of site.pages) {
    for (const link of navLinks(page.$, page.base)) {
      if (types.has(link.type)) continue;
      types.add(link.type);
      out.push({ type: link.type, url: link.url, title: link.title || null });
    }
  }
  return out;
}
