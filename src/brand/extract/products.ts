/**
 * Products for product blocks in emails: JSON-LD Product (with its Offer) where the site
 * publishes it, else product cards recognised by shape: an element named like a product holding
 * a name, a price and an image.
 */
import type { Product } from '../schema';
import { stringOf, typesOf, type JsonLdNode } from './jsonld';
import { absoluteUrl, cleanText, type Site } from './site';

const MAX_PRODUCTS = 24;
const PRICE = /(?:[$€£¥₹]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|JPY)\b)\s?\d[\d.,\s]*|\d[\d.,]*\s?(?:[$€£¥₹]|\b(?:USD|EUR|GBP|CHF|kr|zł)\b)/;
const CURRENCY_SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };

export function extractProducts(site: Site): Product[] {
  const out: Product[] = [];
  const seen = new Set<string>();
  const push = (p: Product) => {
    const key = (p.url ?? p.name).toLowerCase();
    if (seen.has(key) || out.length >= MAX_PRODUCTS) return;
    seen.add(key);
    out.push(p);
  };
  for (const page of site.pages) {
    for (const node of page.jsonLd) {
      if (!typesOf(node).some((t) => t === 'Product' || t === 'ProductGroup' || t === 'IndividualProduct')) continue;
      const p = fromJsonLd(node, page.base);
      if (p) push(p);
    }
  }
  if (out.length > 0) return out;
  for (const page of site.pages) for (const p of productCards(page.$, page.base)) push(p);
  return out;
}

function fromJsonLd(node: JsonLdNode, base: string): Product | undefined {
  const name = cleanText(stringOf(node.name));
  if (!name) return undefined;
  const offers = Array.isArray(node.offers) ? node.offers[0] : node.offers;
  const offer = (offers && typeof offers === 'object' ? offers : {}) as Record<string, unknown>;
  const price = stringOf(offer.price) ?? stringOf(offer.lowPrice) ?? stringOf((offer.priceSpecification as Record<string, unknown> | undefined)?.price);
  const description = cleanText(stringOf(node.description));
  return {
    name: name.slice(0, 300),
    description: description ? description.slice(0, 1000) : null,
    price: price ?? null,
    currency: stringOf(offer.priceCurrency) ?? null,
    image: absoluteUrl(stringOf(node.image), base) ?? null,
    url: absoluteUrl(stringOf(node.url) ?? stringOf(offer.url), base) ?? null,
  };
}

function productCards($: Site['entry']['$'], base: string): Product[] {
  const out: Product[] = [];
  $('[class*="product"], [itemtype*="schema.org/Product"], [data-product-id], li[class*="item"], article[class*="card"]').each((_, el) => {
    const card = $(el);
    // The innermost element that still holds one product: skip wrappers holding several.
    if (card.find('img').length !== 1 && card.find('img').length !== 0) return;
    const text = cleanText(card.text());
    const priceText = PRICE.exec(text)?.[0];
    if (!priceText || text.length > 600) return;
    const nameEl = card.find('[itemprop="name"], h2, h3, h4, [class*="title"], [class*="name"]').first();
    const name = cleanText(nameEl.text()) || cleanText(card.find('img').attr('alt'));
    if (!name || PRICE.test(name) && name.length < 12) return;
    const link = card.is('a') ? card : card.find('a[href]').first();
    const img = card.find('img').first();
    const { amount, currency } = splitPrice(priceText);
    out.push({
      name: name.slice(0, 300),
      description: null,
      price: amount,
      currency,
      image: absoluteUrl(img.attr('src') ?? img.attr('data-src'), base) ?? null,
      url: absoluteUrl(link.attr('href'), base) ?? null,
    });
  });
  // Nested matches (a card and its inner .product-title) produce the same name twice; keep the outermost with a price.
  const seen = new Set<string>();
  return out.filter((p) => !seen.has(p.name) && !!seen.add(p.name));
}

export function splitPrice(text: string): { amount: string | null; currency: string | null } {
  const amount = /\d[\d.,\s]*\d|\d/.exec(text)?.[0].replace(/\s/g, '') ?? null;
  const symbol = /[$€£¥₹]|USD|EUR|GBP|CHF|CAD|AUD|JPY|kr|zł/.exec(text)?.[0] ?? null;
  return { amount, currency: symbol ? (CURRENCY_SYMBOLS[symbol] ?? symbol) : null };
}
