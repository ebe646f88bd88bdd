/**
 * Logo candidates, strongest first. The strongest signal is the one every site shares: an image
 * or inline SVG in the header that links to the home page. Then what names itself a logo (alt,
 * file name, class), a CSS background on the header's logo element, the JSON-LD logo, and last
 * the app icon and the social-share image. Customer and partner logo walls, social icons and
 * tiny UI icons are refused. Downloading and converting happens later (../assets.ts), which
 * walks this list until one candidate yields a usable image.
 */
import type { Element } from 'domhandler';
import type { Cheerio } from 'cheerio';
import type { LogoImage } from '../schema';
import { firstUrl, selectorTarget } from './css';
import { registrableDomain } from '../../lib/domains';
import { organizations, stringOf, typesOf } from './jsonld';
import { absoluteUrl, isEntryLink, isHomeLink, sameSite, type Page, type Site } from './site';
import { socialPlatformOf } from './social';

export interface LogoCandidate {
  /** Image URL to download; absent for inline SVG. */
  url?: string;
  /** Serialized inline <svg>. */
  svg?: string;
  pageUrl: string;
  origin: LogoImage['origin'];
  score: number;
  /** The size the site displays it at, when stated (attributes or CSS). */
  displayWidth?: number;
  displayHeight?: number;
  variantHint?: 'light' | 'dark';
  reason: string;
}

/** What a header's lone picture is when its name says so: a banner, the bar's own background, a menu or navigation glyph. */
const LONE_NOT_A_MARK = /header|banner|background|(^|[\W_])bg([\W_]|$)|nav|menu|burger|toggle|search|arrow|close|photo|hero|slide/i;
const HEADER = 'header, [role="banner"], [id*="header"], #head, .header, .head, .site-header, .navbar, .topbar, [class*="masthead"], [id*="masthead"], [id^="hdr"], nav';
/** Sections that show other companies' logos. */
const LOGO_WALL = /partner|customer|client|sponsor|trusted|featured|press|as[-_ ]seen|integration|brands|used[-_ ]by|loved[-_ ]by|backed|investor|award|certif|payment|testimonial|case[-_]stud|marquee|logos/i;
/** People, not marks: an author's or user's picture is never the brand's logo. */
const AVATAR = /avatar|gravatar|(^|[\W_])(authors?|bylines?|headshots?|mugs?|contributors?|profile[-_ ]?(pic|photo|image|img)|(img|image|photo)[-_ ]profile|user[-_ ]?(pic|photo|image|img))([\W_]|$)|(^|\/)profile[-_]?\d*\.(jpe?g|png|webp)(?=[\s?#]|$)/i;
/** Layout spacers and placeholders: a masthead <img> whose file is a blank GIF is painted by CSS. */
const SPACER = /(^|\/)(transparent|spacer|blank|pixel|clear|trans|1x1[^/]*|b|s|t|x|dot|empty|loading[^/]*|placeholder[^/]*)\.(gif|png)(\?|$)/i;
/** Ads and promotions that sit in mastheads. */
const AD = /(^|[\W_])(ads?|advert\w*|banners?|publicidad|werbung|sponsor\w*|promo\w*|campaign)([\W_]|$)/i;
/** An app store's badge ("Download on the App Store", "Get it on Google Play"): the store's mark, however the file is filed ("/logos/app_store/…"). */
const APP_STORE_BADGE = /app[-_ ]?store|google[-_ ]?play|play[-_ ]?store|app[-_ ]?gallery/i;
const APP_STORE_HOST = /^(apps|itunes)\.apple\.com$|^play\.google\.com$|^apps\.microsoft\.com$|^appgallery\.huawei\.com$/i;
/** Words that every publisher's name shares and so do not tie a file to this brand. */
const GENERIC_NAME_WORDS = new Set(['the', 'news', 'daily', 'online', 'times', 'media', 'group', 'magazine', 'blog', 'shop', 'store', 'official', 'home', 'web', 'site', 'inc', 'com', 'net', 'org', 'and', 'der', 'die', 'das', 'les', 'los']);
/** Elements looked at, in document order: the mark is near the top of any page. */
const MAX_SCANNED = 1500;
/** Past this score a candidate is a mark; below it the kit offers the icon instead. */
export const WEAK_LOGO = 4;
/** Classes that hide a box from the desktop breakpoint up: what is inside is shown on phones only. */
const PHONE_ONLY = /(^|\s)((md|lg|xl):hidden|d-(md|lg|xl)-none|hidden-(md|lg)|visible-(xs|sm))(\s|$)/;
const UI_ICON = /(^|[\W_])(icon|sprite|flag|avatar|cart|basket|search|menu|hamburger|close|arrow|chevron|caret|user|account|burger|lang|globe)([\W_]|$)/i;

/** Words a logo's file name carries besides a name: "site_logo_white@2x.png" names nobody. */
const LOGO_FILE_FILLER = /^(logos?|logotype|site|header|head|main|top|nav|footer|small|large|big|mini|white|black|dark|light|colou?r|default|retina|img|image|new|old|final|web|full|horizontal|vertical|mobile|desktop|print|png|svg|gif|jpe?g|webp|bak|transparent)$/;

/** Whether an image file called logo also names something: "usat_logo.png", "logo-sportsday.jpg". */
function namesAnother(src: string): boolean {
  const stem = (src.split(/[?#]/)[0].split('/').pop() ?? '').replace(/\.\w+$/, '').toLowerCase();
  return /logo/.test(stem) && stem.split(/[^a-z]+|logo/).some((w) => w.length >= 3 && !LOGO_FILE_FILLER.test(w));
}

export function findLogoCandidates(site: Site, brandName: string | null): LogoCandidate[] {
  const out: LogoCandidate[] = [];
  const page = site.entry;
  const $ = page.$;
  const nameTokens = (brandName ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length >= 3 && !GENERIC_NAME_WORDS.has(t));
  const squashedName = (brandName ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const mentionsBrand = (s: string) => {
    const w = s.toLowerCase();
    return nameTokens.some((t) => w.includes(t)) || (squashedName.length >= 3 && w.replace(/[^\p{L}\p{N}]+/gu, '').includes(squashedName));
  };

  // One pass over the page in document order, as a person scans it: the mark is the first image that
  // links home or calls itself the logo, most often in the header; a footer's counts for less.
  let order = 0;
  const isTop = topOfPage($);
  // The files the page declares as its icon: shown as a picture at the top of the page, the icon is the mark itself.
  const iconFiles = new Set($('link[rel~="icon" i][href], link[rel="shortcut icon" i][href]').toArray().map((l) => absoluteUrl(l.attribs.href, page.base)).filter(Boolean));
  // (Descendant selectors, not $('body').find(…): find is quadratic on a body of thousands of children.)
  $('body img, body svg, body picture source, body [class*="logo"], body [id*="logo"]')
    .slice(0, MAX_SCANNED)
    .each((_, el) => {
      const node = $(el);
      if (el.tagName === 'source' || (el.tagName === 'svg' && node.parents('svg').length)) return;
      // What a visitor never sees is no mark: a loading spinner (`<img alt="Loading please wait" style="display: none">` in
      // Kodi's header), a box the markup itself hides.
      if (hiddenByMarkup(node)) return;
      const link = node.closest('a');
      // rel="home" says so whatever the address (a staging copy linking the live domain).
      // A link that opens a new window leaves the site (the parent foundation's feather beside Tomcat's cat): never home.
      let home = (isHomeLink(link.attr('href'), page.url, page.base) && !/^_blank$/i.test(link.attr('target') ?? '')) || /(^|\s)home(\s|$)/i.test(link.attr('rel') ?? '');
      // A partner's logo links to the partner; one linking home is this brand's, whatever its container is called.
      if ((!home && inLogoWall($, node)) || inSocialLink($, node, page.url)) return;
      const words = describe(node);
      if (!home && appStoreBadge(words, link.attr('href'), page.base)) return;
      if (AVATAR.test(words)) return;
      // (A footer's own navigation is no header: Marley Spoon's store badges sat in a `nav` inside its `role=contentinfo` box.)
      const header = node.closest(HEADER).length > 0 && !node.closest('footer, [role="contentinfo"]').length;
      const footer = node.closest('footer, aside, [id*="footer"], [class*="footer"]').length > 0;
      if (node.closest('article').length && !home) return;
      const src = realSrc(node);
      if (el.tagName === 'img' && (SPACER.test(src) || /^data:image\/gif/i.test(src))) return;
      // The image's host says who serves it, not what it shows: "cache.boston.com/…/player_iconlogo.png" names no brand.
      const ownWords = words.replace(src, pathOf(src));
      // An image whose alt text is the brand's name and nothing else ("SPHINX" for Sphinx) names itself the mark.
      // Only a written name at the top ("washington_post" on a blogger's default avatar is a handle).
      const alt = el.attribs.alt ?? '';
      const altIsName = squashedName.length >= 3 && !/_/.test(alt) && alt.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '') === squashedName && (node.closest(HEADER).length > 0 || isTop(el));
      // fish's documentation: its fish, the favicon's own file, opens the navigation bar unlinked and unnamed.
      const iconShownAtTop = el.tagName === 'img' && iconFiles.has(absoluteUrl(src, page.base)) && isTop(el) && !node.closest('footer, aside, [id*="footer"], [class*="footer"]').length;
      // Not "masthead": today's themes call their hero so (".masthead", its photo "bg-masthead.jpg", the phone mock-up's
      // backdrop inside it); a mark in it counts by its place in the header and its link home.
      const logoish = /logo|brand/i.test(words) || altIsName || iconShownAtTop;
      // A mark linking back to the page the import started from (`<a href="#">` around the sidebar logo on a
      // documentation site's index, /en/stable/) links home: that page is the site the user gave.
      // The picture must be the site's own file: a tweet's avatar ("…_Logo_normal.jpg" on twimg.com) in a "#" link is a widget's.
      const ownFile = (() => {
        const u = el.tagName === 'img' ? absoluteUrl(src, page.base) : page.url;
        return !!u && sameSite(u, page.url);
      })();
      if (!home && logoish && ownFile && link.length && isEntryLink(link.attr('href'), site.entryUrl, page.base)) home = true;
      // An ad never links home under the brand's own name: "banner-dieparteish.png" in the header is the masthead.
      // Nor is an ad the page's <h1> ("h1 > a#hdr-banner-title > img" is CNN's masthead).
      if (!logoish && AD.test(words) && !(home && (mentionsBrand(`${el.attribs.alt ?? ''} ${el.attribs.title ?? ''} ${pathOf(src)}`) || node.closest('h1').length > 0))) return;
      // Only what links home or names itself a mark; a picture linking elsewhere is a story, a promotion or a button,
      // and a logo linking to another domain is that company's (a partner, a parent, a widget's vendor).
      // The header's one picture, linking nowhere (Apache's feather beside its title bar), is its mark: a promotion or a
      // story links somewhere. Only the first picture of a header, and not a photograph.
      const loneHeaderPicture =
        !home && !logoish && !link.length && el.tagName === 'img' && !/\.jpe?g(\?|$)/i.test(src) && !LONE_NOT_A_MARK.test(`${el.attribs.alt ?? ''} ${pathOf(src)} ${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`) &&
        (displaySize(node).displayWidth ?? 0) < 600 && !photoSized(src) && node.closest(HEADER).find('img').first().is(node) && node.closest(HEADER).find('img').length === 1;
      if (!home && !logoish && !loneHeaderPicture) return;
      if (!home && !header && linksOut(link.attr('href'), page)) return;
      // A size in the file name ("vb-32x32-more.gif", "yi_logo15x13.gif") tells an icon.
      const named = /(\d{1,3})x(\d{1,3})/.exec(src);
      if (named && Number(named[1]) <= 64 && Number(named[2]) <= 64 && (!logoish || (Number(named[1]) <= 32 && Number(named[2]) <= 32))) return;
      const size = displaySize(node);
      // A glyph (globe, menu, cart) unless it is a sizeable picture linking home: CNN's masthead is "hdr-globe-central.gif".
      // The picture that is the page's <h1> linking home is the masthead whatever its file is called.
      if (UI_ICON.test(words) && !logoish && !(home && ((size.displayWidth ?? 0) >= 64 || node.closest('h1').length > 0))) return;
      const brand = mentionsBrand(ownWords);
      // Away from the header a file named logo is as often a parent company's or a partner's: it must name this brand
      // itself — unless it is among the page's first pictures (an old layout's masthead is a table cell).
      const top = isTop(el);
      if (!header && !home && !(top && !footer) && nameTokens.length > 0 && !mentionsBrand(`${el.attribs.alt ?? ''} ${pathOf(src)} ${el.attribs.title ?? ''}`)) return;
      // Linking home counts fully where the mark lives (the header, the top of the page); elsewhere a
      // home link is as often a "donate" or "other sites" button.
      let score = 3 + (home ? (header || top ? 6 : 2) : 0) + (logoish ? 4 : 0) + (brand ? 2 : 0) + (header ? 1 : 0) - (footer ? 3 : 0) - Math.min(order, 6) * 0.5;
      // A logo file named for someone else ("usat_logo.png" in a network bar, "google-logo.png" in a footer) that
      // neither links home nor names this brand is another company's or a section's; a bare "logo.gif" is the site's own.
      // Such a file is weak even in the header (a sister site's or a section's badge in the network bar): the kit
      // offers a better-named mark or the icon instead.
      if (logoish && !home && !brand && nameTokens.length > 0 && namesAnother(src)) score -= 4.5;
      // A box a framework hides at desktop widths (Tailwind's "lg:hidden", Bootstrap's "d-lg-none") holds the phone layout's
      // mark, often only the symbol (Reishunger's rice grain before its wordmark): a person names the desktop mark, as with a
      // logo painted only by a phone-width rule. It is as far from what a desktop visitor sees as a footer's mark, and ranks so.
      if ([el, ...node.parents().toArray()].some((e) => PHONE_ONLY.test(e.attribs?.class ?? ''))) score -= 3;
      // A photograph or a wide banner that nothing names a mark: JPEG is for photos, and marks are small.
      if (!logoish && el.tagName === 'img' && /\.jpe?g(\?|$)/i.test(src)) score -= 2;
      if (!logoish && ((size.displayWidth ?? 0) >= 600 || (size.displayHeight ?? 0) >= 250)) score -= 2;
      if ((size.displayWidth ?? 99) <= 24 && (size.displayHeight ?? 99) <= 24 && !logoish) return;
      // A strip (a 460×9 tagline, a rule) is no mark: marks are at least a line of text high and not a ribbon.
      if (size.displayWidth && size.displayHeight && (size.displayHeight <= 12 || size.displayWidth / size.displayHeight >= 15)) return;
      const variantHint = variantFrom(words);
      const where = header ? 'header ' : footer ? 'footer ' : '';
      const why = home ? ' linking home' : '';

      if (el.tagName === 'img') {
        const url = bestSource(node, page.base);
        if (!url) return;
        out.push({ url, pageUrl: page.url, origin: header ? 'header' : 'image', score, ...size, variantHint, reason: `${where}image${why}${logoish && !home ? ' named as logo' : ''}` });
        order++;
      } else if (el.tagName === 'svg') {
        if (node.closest('button').length && !logoish) return;
        const viewBox = (node.attr('viewBox') ?? node.attr('viewbox') ?? '').split(/[\s,]+/).map(Number);
        if (viewBox.length === 4 && viewBox[2] <= 24 && viewBox[3] <= 24 && !logoish && !home) return;
        const wrapped = wrappedPicture(node, page.base);
        if (wrapped) {
          out.push({ url: wrapped, pageUrl: page.url, origin: header ? 'header' : 'image', score, ...size, variantHint, reason: `${where}image in an SVG${why}` });
          order++;
          return;
        }
        const svg = inlineSvg($, node);
        if (!svg) return;
        out.push({ svg, pageUrl: page.url, origin: 'inline-svg', score: score + 0.5, ...size, variantHint, reason: `${where}inline SVG${why}` });
        order++;
      } else if (logoish && !node.find('img, svg').length) {
        const bg = backgroundOf(site, node, page.base);
        // A sprite sheet holds every icon of the site: converted whole, it is not a logo.
        if (bg?.url && !/sprite/i.test(bg.url)) {
          const linked = home || node.find('a[href]').toArray().some((a) => isHomeLink(a.attribs.href, page.url, page.base)) || (node.is('a') && isHomeLink(node.attr('href'), page.url, page.base));
          out.push({ url: bg.url, pageUrl: page.url, origin: 'css-background', score: 8 + (linked ? 4 : 0) - (footer ? 3 : 0), displayWidth: bg.width, displayHeight: bg.height, variantHint, reason: `CSS background of the ${where}logo` });
        }
      }
    });

  // A home link painted by the stylesheet on itself or its box, with only words inside ("<div id=home><a href=index.html>Home</a>",
  // `#home { background-image: url(logo-banner.png) }`): the mark the visitor sees is that background.
  $(`${HEADER}, #nav, .nav, [role="navigation"]`)
    .find('a[href]')
    .slice(0, 40)
    .each((_, a) => {
      const link = $(a);
      if (link.find('img, svg').length || !isHomeLink(a.attribs.href, page.url, page.base)) return;
      for (const box of [link, link.parent()]) {
        if (!box.length || box.is(`${HEADER}, #nav, .nav, [role="navigation"]`) || box.find('a[href]').length > 1) continue;
        const bg = backgroundOf(site, box as Cheerio<Element>, page.base);
        if (!bg?.url || /sprite|icon|arrow|bg|background|gradient|pattern/i.test(new URL(bg.url).pathname.split('/').pop() ?? '')) continue;
        out.push({ url: bg.url, pageUrl: page.url, origin: 'css-background', score: 9, displayWidth: bg.width, displayHeight: bg.height, reason: 'CSS background of the header home link' });
        return;
      }
    });

  // A masthead painted by an inline style on an unnamed box: `<div style="background: url(images/logo.png)">`.
  $(HEADER)
    .find('[style*="url("]')
    .slice(0, 20)
    .each((_, el) => {
      const target = firstUrl(el.attribs.style ?? '');
      const url = target && absoluteUrl(target, page.base);
      if (!url || !/logo|brand/i.test(new URL(url).pathname) || /sprite/i.test(url)) return;
      const size = displaySize($(el));
      out.push({ url, pageUrl: page.url, origin: 'css-background', score: 7, ...size, reason: 'inline background named logo in the header' });
    });

  for (const org of organizations(page.jsonLd)) {
    const url = absoluteUrl(stringOf(org.logo) ?? stringOf(org.image), page.base);
    if (url) out.push({ url, pageUrl: page.url, origin: 'json-ld', score: 7, reason: 'JSON-LD Organization logo' });
  }
  // An article's publisher is the site's organization: its logo is the mark even where the body holds none.
  for (const n of page.jsonLd) {
    if (!typesOf(n).some((t) => /Article$|BlogPosting|WebPage$/.test(t))) continue;
    const publisher = n.publisher;
    if (!publisher || typeof publisher !== 'object' || Array.isArray(publisher)) continue;
    const url = absoluteUrl(stringOf((publisher as Record<string, unknown>).logo), page.base);
    if (url) out.push({ url, pageUrl: page.url, origin: 'json-ld', score: 6.5, reason: 'JSON-LD article publisher logo' });
  }

  // The app icon stands in for a missing mark (the kit says so): square and large, unlike a favicon.
  const appIcon = findIconCandidates(site).find((icon) => icon.origin === 'apple-touch-icon' || icon.origin === 'manifest-icon');
  if (appIcon) out.push({ ...appIcon, score: 1.5 });
  // The share image is a photo or a banner made for social feeds; only a file named as the logo is one.
  const og = absoluteUrl($('meta[property="og:image"]').attr('content') ?? $('meta[name="twitter:image"]').attr('content'), page.base);
  if (og && /logo/i.test(new URL(og).pathname)) out.push({ url: og, pageUrl: page.url, origin: 'og-image', score: 4, reason: 'og:image named as the logo' });

  // One entry per image, keeping its best score; weak candidates give way to the app icon.
  const seen = new Map<string, LogoCandidate>();
  for (const c of out.filter((x) => x.score >= WEAK_LOGO || x === appIcon || x.url === appIcon?.url)) {
    const key = c.url ?? c.svg!;
    const prev = seen.get(key);
    if (!prev || prev.score < c.score) seen.set(key, c);
  }
  return [...seen.values()].sort((a, b) => b.score - a.score);
}

/** apple-touch-icon (largest first), then icons declared in <link rel=icon>, then /favicon.ico. */
export function findIconCandidates(site: Site): LogoCandidate[] {
  const page = site.entry;
  const out: LogoCandidate[] = [];
  page.$('link[rel][href]').each((_, el) => {
    const rel = el.attribs.rel.toLowerCase().split(/\s+/);
    const url = absoluteUrl(el.attribs.href, page.base);
    if (!url) return;
    const size = Math.max(0, ...(el.attribs.sizes ?? '').split(/\s+/).map((s) => Number(s.split('x')[0]) || 0));
    if (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) {
      out.push({ url, pageUrl: page.url, origin: 'apple-touch-icon', score: 10 + Math.min(size, 512) / 100, reason: 'apple-touch-icon' });
    } else if (rel.includes('icon')) {
      const svg = /svg/.test(el.attribs.type ?? '') || /\.svg(\?|$)/i.test(url);
      out.push({ url, pageUrl: page.url, origin: 'favicon', score: 5 + (svg ? 3 : Math.min(size, 512) / 100), reason: 'link rel=icon' });
    }
  });
  // The web app manifest's icons: square, usually 192 and 512 px (a maskable one is cropped by the OS: less good as is).
  const icons = site.manifest && Array.isArray(site.manifest.json.icons) ? (site.manifest.json.icons as unknown[]).slice(0, 20) : [];
  for (const icon of icons) {
    if (!icon || typeof icon !== 'object') continue;
    const { src, sizes, purpose } = icon as Record<string, unknown>;
    const url = typeof src === 'string' ? absoluteUrl(src, site.manifest!.url) : undefined;
    if (!url) continue;
    const size = Math.max(0, ...String(sizes ?? '').split(/\s+/).map((s) => Number(s.split('x')[0]) || 0));
    const maskable = String(purpose ?? '').split(/\s+/).includes('maskable') && !String(purpose).includes('any');
    out.push({ url, pageUrl: page.url, origin: 'manifest-icon', score: (maskable ? 8 : 9.5) + Math.min(size, 512) / 100, reason: 'web manifest icon' });
  }
  out.push({ url: new URL('/favicon.ico', page.url).toString(), pageUrl: page.url, origin: 'favicon', score: 1, reason: '/favicon.ico' });
  const seen = new Set<string>();
  return out.sort((a, b) => b.score - a.score).filter((c) => !seen.has(c.url!) && !!seen.add(c.url!));
}

/** Lazy-loading attributes that hold the real file while src holds a placeholder (a data: preview or a blank GIF). */
const LAZY_ATTRS = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-hi-res-src', 'data-retina', 'pagespeed_high_res_src', 'pagespeed_lazy_src', 'data-pagespeed-high-res-src', 'data-pagespeed-lazy-src'];

/** Hidden by the page's own markup: the `hidden` attribute, or an inline display:none / visibility:hidden, on it or a box around it. */
function hiddenByMarkup(node: Cheerio<Element>): boolean {
  return [node[0], ...node.parents().toArray()].some((el) => !!el && ('hidden' in el.attribs || /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/i.test(el.attribs.style ?? '')));
}

/** The image's own file: src, unless src is a placeholder and a lazy-loading attribute names the file. */
function realSrc(node: Cheerio<Element>): string {
  const src = node.attr('src') ?? '';
  if (src && !/^data:/i.test(src) && !SPACER.test(src)) return src;
  for (const a of LAZY_ATTRS) {
    const v = node.attr(a)?.trim();
    if (v && !/^data:/i.test(v)) return v;
  }
  return src;
}

/** An address without its scheme and host: "//cdn.acme.com/img/logo.png" → "/img/logo.png". */
function pathOf(src: string): string {
  return src.replace(/^([a-z][a-z0-9+.-]*:)?\/\/[^/]*/i, '');
}

function describe(node: Cheerio<Element>): string {
  const el = node.get(0)!;
  const a = el.attribs;
  const link = node.closest('a');
  return [a.alt, realSrc(node), a.class, a.id, a['aria-label'], a.title, node.find('title').first().text(), link.attr('aria-label'), link.attr('class'), link.attr('id'), node.parent().attr('class')].filter(Boolean).join(' ');
}

function variantFrom(words: string): 'light' | 'dark' | undefined {
  if (/(^|[\W_])(white|light|inverse|inverted|reverse|negative|on-dark)([\W_]|$)/i.test(words)) return 'light';
  if (/(^|[\W_])(black|dark|on-light)([\W_]|$)/i.test(words)) return 'dark';
  return undefined;
}

function inLogoWall($: Page['$'], node: Cheerio<Element>): boolean {
  for (const [depth, el] of node.parents().toArray().slice(0, 6).entries()) {
    if (el.tagName === 'body' || el.tagName === 'html') break;
    const a = el.attribs;
    if (LOGO_WALL.test(`${a.class ?? ''} ${a.id ?? ''} ${a['aria-label'] ?? ''}`)) return true;
    // "Trusted by teams at" heading right before the logos (a section's own heading, not one far up the page).
    if (depth > 3) continue;
    const heading = $(el).children('h2, h3, h4, p').first().text();
    if (heading && LOGO_WALL.test(heading) && $(el).find('img, svg').length > 2) return true;
  }
  return false;
}

/** A picture linking to an app store, or named for one: the store's badge beside the brand's app, never the brand's mark. */
function appStoreBadge(words: string, href: string | undefined, base: string): boolean {
  const target = absoluteUrl(href, base);
  return APP_STORE_BADGE.test(words) || (!!target && APP_STORE_HOST.test(new URL(target).hostname));
}

function inSocialLink($: Page['$'], node: Cheerio<Element>, pageUrl: string): boolean {
  const href = node.closest('a').attr('href');
  const abs = absoluteUrl(href, pageUrl);
  // On a network's own site (twitch.tv, spotify.com) a link to itself is its home link, not a social link.
  return !!abs && !sameSite(abs, pageUrl) && !!socialPlatformOf(abs);
}

function displaySize(node: Cheerio<Element>): { displayWidth?: number; displayHeight?: number } {
  const num = (v: string | undefined) => {
    const n = v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? Math.round(parseFloat(v)) : undefined;
    return n && n > 0 ? n : undefined;
  };
  const style = node.attr('style') ?? '';
  const w = num(node.attr('width')) ?? num(/(?:^|;)\s*width\s*:\s*([\d.]+px)/.exec(style)?.[1]);
  const h = num(node.attr('height')) ?? num(/(?:^|;)\s*height\s*:\s*([\d.]+px)/.exec(style)?.[1]);
  return { ...(w ? { displayWidth: w } : {}), ...(h ? { displayHeight: h } : {}) };
}

/** The densest candidate of srcset (2x beats 1x, 400w beats 200w), else src. */
function bestSource(node: Cheerio<Element>, base: string): string | undefined {
  const srcset = node.attr('srcset') ?? node.closest('picture').find('source[srcset]').first().attr('srcset');
  let best: { url: string; score: number } | undefined;
  for (const part of (srcset ?? '').split(/,\s+/)) {
    const [u, d] = part.trim().split(/\s+/);
    if (!u) continue;
    const score = d?.endsWith('x') ? parseFloat(d) * 1000 : d?.endsWith('w') ? parseFloat(d) : 1000;
    if (!best || score > best.score) best = { url: u, score };
  }
  const src = realSrc(node) || undefined;
  return absoluteUrl(best && (!src || best.score > 1000) ? best.url : src, base) ?? absoluteUrl(best?.url, base);
}

/**
 * The file an SVG only wraps (`<svg><image xlink:href="/images/logo.svg"></svg>`, Pillsbury's header): the wrapper draws
 * nothing of its own, so the file is the mark, and the wrapper's relative reference would not load from a kit.
 */
function wrappedPicture(node: Cheerio<Element>, base: string): string | undefined {
  const image = node.find('image');
  if (image.length !== 1 || node.find('path, rect, circle, polygon, ellipse, text, line, polyline, use').length) return undefined;
  const href = image.attr('href') ?? image.attr('xlink:href') ?? image.attr('src');
  return href && !/^data:/i.test(href) ? absoluteUrl(href, base) : undefined;
}

/** The element's own markup, with <use href="#id"> references to symbols on the page inlined. */
function inlineSvg($: Page['$'], node: Cheerio<Element>): string | undefined {
  const clone = node.clone();
  clone.find('use').each((_, use) => {
    const ref = use.attribs.href ?? use.attribs['xlink:href'];
    if (!ref?.startsWith('#')) return;
    const symbol = $(`[id="${ref.slice(1).replace(/"/g, '')}"]`).first();
    if (!symbol.length) return;
    if (!clone.attr('viewBox') && symbol.attr('viewBox')) clone.attr('viewBox', symbol.attr('viewBox')!);
    $(use).replaceWith(`<g>${symbol.html() ?? ''}</g>`);
  });
  if (!clone.attr('xmlns')) clone.attr('xmlns', 'http://www.w3.org/2000/svg');
  const html = $.html(clone);
  if (!/<(path|rect|circle|polygon|ellipse|text|g|image|line|polyline)\b/i.test(html)) return undefined;
  return html.length > 500_000 ? undefined : html;
}

/** A picture whose address states a photo's size ("dummyimage.com/600x400/…", "hero-1200x600.jpg"): no mark is that big. */
function photoSized(src: string): boolean {
  const m = /(\d{2,4})x(\d{2,4})/.exec(src);
  return !!m && Number(m[1]) >= 300 && Number(m[2]) >= 200;
}

/**
 * The logo element's background image: its own inline style or its first link's or heading's
 * (Wikipedia's `#p-logo a`), else a stylesheet rule whose subject is it or such a child
 * (`.yuhead-logo h2 { background-image: … }`).
 */
function backgroundOf(site: Site, node: Cheerio<Element>, base: string): { url: string; width?: number; height?: number } | undefined {
  const inner = node.find('a, h1, h2, span').slice(0, 3).toArray();
  for (const el of [node.get(0)!, ...inner]) {
    const inline = firstUrl(el.attribs.style ?? '');
    const url = inline && absoluteUrl(inline, base);
    if (url) return { url, width: displaySize(node).displayWidth, height: displaySize(node).displayHeight };
  }
  const owner = node.get(0)!;
  const ownerTokens = [...(owner.attribs.class ?? '').split(/\s+/).filter(Boolean).map((c) => `.${c.toLowerCase()}`), ...(owner.attribs.id ? [`#${owner.attribs.id.toLowerCase()}`] : [])];
  for (const el of [owner, ...inner]) {
    const found = cssBackgroundOf(site, el, el === owner ? [] : ownerTokens);
    if (found) return found;
  }
  return undefined;
}

/**
 * background-image of a rule whose subject is this element (by class or id, or — for a child of
 * the logo element — by tag under the logo element's class or id), with its CSS size.
 */
function cssBackgroundOf(site: Site, el: Element, ancestorTokens: string[]): { url: string; width?: number; height?: number } | undefined {
  const classes = new Set((el.attribs.class ?? '').split(/\s+/).filter(Boolean));
  const id = el.attribs.id;
  // The phone layout (`@media (max-width: …)`) may swap in a smaller or darker mark; a person names the desktop one.
  const phone = (r: Site['rules'][number]) => !!r.media && /max-width/i.test(r.media);
  return backgroundIn(site, site.rules.filter((r) => !phone(r)), el, classes, id, ancestorTokens) ?? backgroundIn(site, site.rules.filter(phone), el, classes, id, ancestorTokens);
}

function backgroundIn(site: Site, rules: Site['rules'], el: Element, classes: Set<string>, id: string | undefined, ancestorTokens: string[]): { url: string; width?: number; height?: number } | undefined {
  let found: { url: string; width?: number; height?: number } | undefined;
  for (const rule of rules) {
    // One picture painted on the logo box and on avatars ("figure.avatar a, figure#logo_top a") is a person's picture.
    if (rule.selectors.some((s) => AVATAR.test(s))) continue;
    for (const selector of rule.selectors) {
      const t = selectorTarget(selector);
      if (t.pseudo.some((p) => p === 'before' || p === 'after') === false && t.pseudo.length) continue;
      const byTag = !t.classes.length && !t.ids.length && t.tag === el.tagName.toLowerCase() && ancestorTokens.some((a) => t.context.includes(a));
      const matches = byTag || (t.classes.length ? t.classes.every((c) => classes.has(c)) : id ? t.ids.includes(id) : false);
      if (!matches || (t.ids.length && !t.ids.includes(id ?? ''))) continue;
      if (!pageKindHolds(el, t.context)) continue;
      const px = (p: string) => {
        const v = rule.declarations.find((d) => d.property === p)?.value;
        const m = v && /^([\d.]+)px$/.exec(site.resolveVars(v).trim());
        return m ? Math.round(parseFloat(m[1])) : undefined;
      };
      for (const d of rule.declarations) {
        if (d.property !== 'background' && d.property !== 'background-image') continue;
        const target = firstUrl(site.resolveVars(d.value));
        const url = target && absoluteUrl(target, rule.source);
        if (url) found = { url, width: px('width') ?? found?.width, height: px('height') ?? found?.height };
      }
      if (found) {
        found.width ??= px('width');
        found.height ??= px('height');
      }
    }
  }
  return found;
}

/**
 * Whether the page is of the kind a rule's context names on its <html> or <body>: "body.gz-benessere .gz-header-logo" paints
 * the white mark of another section's pages, not this page's (whose body is "gz-ricetta").
 */
function pageKindHolds(el: Element, context: string): boolean {
  for (const part of context.split(/[\s>+~]+/)) {
    const m = /^(html|body)((?:[.#][\w-]+)+)$/.exec(part);
    if (!m) continue;
    let node: Element | null = el;
    while (node && node.tagName?.toLowerCase() !== m[1]) node = node.parent && node.parent.type === 'tag' ? (node.parent as Element) : null;
    if (!node) continue;
    const classes = new Set((node.attribs.class ?? '').toLowerCase().split(/\s+/));
    for (const [, kind, name] of m[2].matchAll(/([.#])([\w-]+)/g)) {
      if (kind === '.' ? !classes.has(name) : (node.attribs.id ?? '').toLowerCase() !== name) return false;
    }
  }
  return true;
}

/**
 * Whether an element comes before the page's third picture: the top of the page, where an old
 * layout's masthead sits. One walk of the document, up to that picture, for the whole scan.
 */
function topOfPage($: Page['$']): (el: Element) => boolean {
  const top = new Set<Element>();
  let images = 0;
  const walk = (n: Element): boolean => {
    top.add(n);
    if (n.tagName === 'img' && ++images >= 3) return false;
    for (const c of n.children ?? []) if ((c as Element).type === 'tag' && !walk(c as Element)) return false;
    return true;
  };
  const body = $('body').get(0);
  if (body) walk(body);
  // Fewer than three pictures: the whole page is its top.
  return images < 3 ? () => true : (el) => top.has(el);
}

/** Whether a link leaves the site's registrable domain. */
function linksOut(href: string | undefined, page: Page): boolean {
  const abs = absoluteUrl(href, page.base);
  if (!abs) return false;
  return registrableDomain(new URL(abs).hostname) !== registrableDomain(new URL(page.url).hostname);
}
