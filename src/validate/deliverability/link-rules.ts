import { parse } from 'tldts';
import type { Rule } from './rules';

/**
 * Rules about where links go, read with tldts (the Public Suffix List, private suffixes
 * included) rather than hand-split hosts. They follow what SpamAssassin's URI rules and the
 * phishing reports describe: destinations on free hosting and app platforms, top-level domains
 * that abuse reports single out, and registrable domains that borrow a well-known brand.
 */

/**
 * A link's host split by the Public Suffix List, private suffixes (web.app, github.io…) included;
 * remembered per URL, since several rules read the same links (a newsletter repeats its links).
 */
const seen = new Map<string, ReturnType<typeof parse>>();
function parsed(url: string) {
  let p = seen.get(url);
  if (!p) {
    if (seen.size > 5000) seen.clear();
    p = parse(url, { allowPrivateDomains: true });
    seen.set(url, p);
  }
  return p;
}

/**
 * Top-level domains with the highest shares of abuse in Spamhaus' and Interisle's published
 * "most abused TLDs" reports (cheap or free registration, little checking). A legitimate sender
 * can use one; together with other signals it weighs.
 */
const ABUSED_TLDS = new Set([
  'top', 'xyz', 'click', 'live', 'online', 'buzz', 'cyou', 'icu', 'rest', 'bar', 'monster', 'cfd', 'sbs', 'tk', 'ml', 'ga', 'cf', 'gq', 'work',
  'loan', 'win', 'bid', 'date', 'racing', 'review', 'stream', 'download', 'party', 'trade', 'webcam', 'science', 'accountant', 'cricket', 'faith',
  'men', 'country', 'kim', 'gdn', 'host', 'fun', 'site', 'space', 'website', 'pw', 'su', 'zip', 'mov', 'lol', 'quest', 'bet',
]);

/**
 * Brands phishing most often imitates (the brands named most in APWG and Check Point phishing
 * reports) with the registrable domains they really mail from. A registrable domain that
 * contains the name (or the name with digits for letters) but is none of these borrows it.
 */
const BRANDS: Record<string, string[]> = {
  paypal: ['paypal.com', 'paypal.me'],
  apple: ['apple.com', 'icloud.com'],
  microsoft: ['microsoft.com', 'live.com', 'office.com', 'outlook.com'],
  office365: ['microsoft.com', 'office.com'],
  outlook: ['outlook.com', 'microsoft.com'],
  amazon: ['amazon.com', 'amazon.co.uk', 'amazon.de', 'amazon.fr', 'amazon.es', 'amazon.it', 'amazon.ca', 'amazon.co.jp', 'amazonaws.com'],
  netflix: ['netflix.com'],
  google: ['google.com', 'googleusercontent.com'],
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  dhl: ['dhl.com', 'dhl.de'],
  fedex: ['fedex.com'],
  ups: ['ups.com'],
  usps: ['usps.com'],
  chase: ['chase.com'],
  wellsfargo: ['wellsfargo.com'],
  bankofamerica: ['bankofamerica.com'],
  docusign: ['docusign.com', 'docusign.net'],
  dropbox: ['dropbox.com'],
  metamask: ['metamask.io'],
  coinbase: ['coinbase.com'],
  binance: ['binance.com'],
  irs: ['irs.gov'],
  walmart: ['walmart.com'],
};
const DIGIT_FOR_LETTER: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b' };

/** The brand a registrable domain borrows, if any. */
export function borrowedBrand(domain: string): string | undefined {
  const label = domain.split('.')[0];
  const plain = label.replace(/[0-9]/g, (d) => DIGIT_FOR_LETTER[d] ?? d).replace(/-/g, '');
  for (const [brand, own] of Object.entries(BRANDS)) {
    if (own.includes(domain)) continue;
    // Short names only as a whole hyphen-separated part ("dhl-parcel", not "shadhlan").
    const parts = label.replace(/[0-9]/g, (d) => DIGIT_FOR_LETTER[d] ?? d).split('-');
    if (brand.length <= 5 ? parts.includes(brand) : plain.includes(brand)) return brand;
  }
  return undefined;
}

/** The brand whose own registrable domain this is ("paypal.com" → "paypal"), if any. */
export function brandOwning(domain: string): string | undefined {
  return Object.entries(BRANDS).find(([, own]) => own.includes(domain))?.[0];
}

/** A destination on a numeric address, an abused TLD, a free platform's subdomain or a borrowed brand. */
export function suspiciousDestination(url: string): boolean {
  const p = parsed(url);
  if (p.isIp) return true;
  if (p.isPrivate && p.domain) return true;
  if (p.publicSuffix && ABUSED_TLDS.has(p.publicSuffix)) return true;
  return !!p.domain && !!borrowedBrand(p.domain);
}

export const LINK_RULES: Rule[] = [
  {
    id: 'URI_FREE_HOSTING',
    sa: 'URI_FIREBASEAPP, URI_WPADMIN, FREEMAIL-hosted pages',
    points: 1.2,
    description: 'A link goes to a page on a free hosting or app platform (a subdomain of someone else’s service).',
    fix: 'Link to pages on your own domain; phishing kits live on free platform subdomains, so filters distrust them.',
    test: (c) => {
      for (const l of c.links) {
        const p = parsed(l.url);
        if (p.isPrivate && p.domain && p.publicSuffix) return { offset: l.offset, detail: `${p.hostname} on ${p.publicSuffix}` };
      }
      return null;
    },
  },
  {
    id: 'URI_ABUSED_TLD',
    sa: 'URI_*_TLD rules (e.g. .top, .xyz, .click)',
    points: 1.0,
    description: 'A link uses a top-level domain that abuse reports single out.',
    fix: 'Send from and link to a domain under a widely trusted TLD (.com, .org, your country’s).',
    test: (c) => {
      for (const l of c.links) {
        const p = parsed(l.url);
        if (p.publicSuffix && !p.isPrivate && ABUSED_TLDS.has(p.publicSuffix)) return { offset: l.offset, detail: p.hostname ?? l.url };
      }
      return null;
    },
  },
  {
    id: 'URI_BRAND_LOOKALIKE',
    sa: 'phishing URI rules (PHISH_*, URI_PHISH)',
    points: 2.5,
    severity: 'error',
    description: 'A link’s domain borrows a well-known brand’s name without being that brand’s domain.',
    fix: 'Link only to domains you own; a domain such as "paypal-secure-login.com" is what phishing looks like.',
    test: (c) => {
      for (const l of c.links) {
        const p = parsed(l.url);
        // On a private suffix the brand can sit in the subdomain the platform hands out.
        const domain = p.domain ?? '';
        const brand = domain && !p.isIp ? borrowedBrand(domain) : undefined;
        if (brand) return { offset: l.offset, detail: `${p.hostname} uses "${brand}"` };
      }
      return null;
    },
  },
];
