/** Host helpers shared by the link and deliverability checks and by brand import (home links, partner logos, names). */

const TWO_LEVEL_SUFFIXES = new Set([
  'co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'com.au', 'net.au', 'org.au', 'co.nz', 'org.nz', 'co.jp', 'ne.jp', 'or.jp',
  'com.br', 'net.br', 'org.br', 'com.mx', 'com.ar', 'com.co', 'com.pe', 'com.tr', 'com.cn', 'com.hk', 'com.tw', 'com.sg', 'com.my', 'co.in', 'co.za',
  'co.kr', 'co.il', 'com.pl', 'com.ua', 'co.id', 'com.ph', 'com.vn', 'com.eg', 'com.sa', 'co.th', 'gob.mx', 'gob.es', 'gouv.fr', 'com.es', 'com.pt',
]);

/** The registrable domain (eTLD+1) for common suffixes: `news.shop.example.co.uk` → `example.co.uk`. */
export function registrableDomain(host: string): string {
  const h = host.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
  if (/^[\d.]+$/.test(h) || h.includes(':')) return h;
  const parts = h.split('.');
  if (parts.length <= 2) return h;
  const lastTwo = parts.slice(-2).join('.');
  return TWO_LEVEL_SUFFIXES.has(lastTwo) ? parts.slice(-3).join('.') : lastTwo;
}

export function hostOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.hostname || undefined;
  } catch {
    return undefined;
  }
}

/** Public URL shorteners: they hide the destination, and spam filters distrust them. */
export const SHORTENERS = new Set([
  'bit.ly', 'bitly.com', 'tinyurl.com', 'goo.gl', 't.co', 'ow.ly', 'is.gd', 'buff.ly', 'rebrand.ly', 'cutt.ly', 'shorturl.at', 'tiny.cc', 'bl.ink',
  'rb.gy', 't.ly', 's.id', 'lnkd.in', 'db.tt', 'qr.ae', 'adf.ly', 'v.gd', 'shorte.st', 'clck.ru', 'short.io', 'tiny.one', 'soo.gd', 'x.co', 'po.st',
  'mcaf.ee', 'su.pr', 'bc.vc', 'u.to', 'j.mp', 'trib.al', 'dlvr.it', 'ift.tt', 'snip.ly', 'cli.re', 'shorturl.com', '1url.com', 'tr.im', 'yourls.org',
]);

export function isShortener(host: string): boolean {
  const h = host.toLowerCase().replace(/^www\./, '');
  return SHORTENERS.has(h);
}

export function isIpHost(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
}
