import { buildSite, type Site } from '../../../src/brand/extract/site';

/** A one-page site from inline HTML (and optionally a stylesheet), for extractor tests. */
export function siteOf(html: string, opts: { css?: string; url?: string; more?: { path: string; html: string }[] } = {}): Site {
  const url = opts.url ?? 'https://brand.example/';
  return buildSite({
    entryUrl: url,
    pages: [{ url, html, rendered: false }, ...(opts.more ?? []).map((p) => ({ url: new URL(p.path, url).toString(), html: p.html, rendered: false }))],
    stylesheets: opts.css ? [{ url: new URL('/css/site.css', url).toString(), css: opts.css }] : [],
  });
}
