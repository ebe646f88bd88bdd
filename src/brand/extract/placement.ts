/**
 * Where on the page a rule's colour is seen. A person names a brand's colour from the top of the page — the header, its
 * navigation bar, the hero and its call to action — and passes over what sits at the edges: the footer, a cookie
 * banner, an ad, a share or social widget. A rule whose elements sit up there says more of the brand than the same
 * rule on a button in the middle of the content (scikit-learn: three orange calls to action in its hero, six blue
 * "primary" buttons lower down), and one whose elements all sit at the edges says less.
 *
 * The place is read from the elements a rule's selector matches on the crawled pages (state pseudo-classes dropped),
 * and from the elements themselves and their ancestors: tags, landmark roles, and class or id words.
 */
import type { Element } from 'domhandler';
import type { Site } from './site';

/** `top`: the header, a navigation bar or the hero; `edge`: the footer, a cookie banner, an ad or a widget; `body`: the rest. */
export type Placement = 'top' | 'body' | 'edge';

/** Class or id words of the page's edges: footers, consent banners, ads, embedded widgets. */
const EDGE_NAME = /(^|[-_])((footer|cookie|consent|gdpr|onetrust|didomi|cookiebot|widget|share|sharing|social|disqus|addthis|newsletter-popup)\w*|(foot|colophon|cmp|ad|ads|advert|adverts|advertisement|sponsor|sponsored)([-_]|$))/i;
/** Class or id words of sidebars and tables of contents: neither the top of the page nor its edge. */
const SIDE_NAME = /(^|[-_])(sidebar|sidenav|side-nav|side|aside|toc|sphinxsidebar|sidebar-left|sidebar-right|left_col|drawer)([-_]|$)/i;
/** Class or id words of the header, its bars and the hero under it. */
// (The site's navigation box under its banner is a bar too, whatever the word: GraphicsMagick's green `div.navmenu`.)
const TOP_NAME = /(^|[-_])(header|site-header|page-header|navbar|topbar|top-bar|masthead|hero|jumbotron|banner|splash|landing|welcome|showcase|navmenu|nav-menu|navigation|mainnav|main-nav|topnav|top-nav|menubar|menu-bar)([-_]|$)/i;

const MAX_MATCHES = 40;
const MAX_DEPTH = 40;

const cache = new WeakMap<Site, Map<string, Placement | null>>();
const elementCache = new WeakMap<Element, Placement>();

function words(el: Element): string[] {
  return `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`.split(/\s+/).filter(Boolean);
}

/** A call to action: a button, or a link named as one. */
const callToAction = (el: Element) =>
  el.tagName.toLowerCase() === 'button' || el.attribs.role === 'button' || (el.tagName.toLowerCase() === 'a' && /btn|button|cta/i.test(el.attribs.class ?? ''));

/** Whether a descendant of `root` (up to a few thousand elements) passes `test`. */
function holds(root: Element, test: (el: Element) => boolean): boolean {
  const stack = [...(root.children as Element[])];
  for (let seen = 0; stack.length && seen < 3000; seen++) {
    const el = stack.pop()!;
    if (el.type !== 'tag') continue;
    if (test(el)) return true;
    stack.push(...(el.children as Element[]));
  }
  return false;
}

/**
 * The hero, whatever it is called: the first block of the page's main content (or of the body) that holds the page's
 * <h1> and a call to action (Mailchimp's `<main><section class="section--yellow"><h1>…<a class="button">`).
 */
function heroBlock(node: Element): boolean {
  if (!/^(section|div|header)$/i.test(node.tagName)) return false;
  const parent = node.parent as Element | null;
  if (!parent || parent.type !== 'tag' || !(/^(main|body)$/i.test(parent.tagName) || parent.attribs.role === 'main')) return false;
  const blocks = (parent.children as Element[]).filter((c) => c.type === 'tag' && !/^(script|style|link|meta|noscript|template)$/i.test(c.tagName));
  const first = blocks.find((c) => !/^(header|nav)$/i.test(c.tagName));
  if (first !== node) return false;
  return holds(node, (el) => el.tagName.toLowerCase() === 'h1') && holds(node, callToAction);
}

/** Where one element sits: at an edge if it or any ancestor is an edge; else at the top if a header, bar or hero holds it. */
export function placementOfElement(el: Element): Placement {
  const known = elementCache.get(el);
  if (known) return known;
  let top = false;
  let side = false;
  let inContent = false;
  let node: Element | null = el;
  for (let depth = 0; node && node.type === 'tag' && depth < MAX_DEPTH; depth++, node = node.parent as Element | null) {
    const tag = node.tagName.toLowerCase();
    if (tag === 'body' || tag === 'html') break;
    const role = (node.attribs.role ?? '').toLowerCase();
    const names = words(node);
    if (tag === 'footer' || role === 'contentinfo' || names.some((n) => EDGE_NAME.test(n))) {
      elementCache.set(el, 'edge');
      return 'edge';
    }
    if (tag === 'aside' || role === 'complementary' || names.some((n) => SIDE_NAME.test(n))) side = true;
    // The main content and an article close the way up: a hero inside <main> is the top of the page, but a wrapper
    // around the content named for the landing page (`sk-landing-container` with role=main) is not; a post's own
    // header, inside its article, is the post's.
    if (!inContent && !side && heroBlock(node)) top = true;
    if (tag === 'article') top = false;
    if (tag === 'main' || tag === 'article' || role === 'main') inContent = true;
    else if (!inContent && !side && (tag === 'header' || tag === 'nav' || role === 'banner' || role === 'navigation' || names.some((n) => TOP_NAME.test(n)))) top = true;
  }
  const out: Placement = top && !side ? 'top' : 'body';
  elementCache.set(el, out);
  return out;
}

/** A selector with its states and generated boxes taken off (`.btn:hover::after` → `.btn`): the elements it paints. */
function matchable(selector: string): string {
  return selector.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').trim();
}

/**
 * Where the elements a selector matches sit, over the crawled pages: `top` if any of them is in the header, a bar or
 * the hero; `edge` if all of them are at the edges; `body` otherwise; `null` when the selector matches nothing here
 * (or cannot be matched).
 */
export function placementOf(site: Site, selector: string): Placement | null {
  let perSite = cache.get(site);
  if (!perSite) cache.set(site, (perSite = new Map()));
  const key = matchable(selector);
  if (perSite.has(key)) return perSite.get(key)!;
  let out: Placement | null = null;
  if (key && !/[*]$/.test(key)) {
    try {
      for (const page of site.pages) {
        const found = page.$(key).slice(0, MAX_MATCHES).toArray() as Element[];
        for (const el of found) {
          const p = placementOfElement(el);
          if (p === 'top') {
            out = 'top';
            break;
          }
          if (p === 'body' || out === null) out = p;
        }
        if (out === 'top') break;
      }
    } catch {
      out = null;
    }
  }
  perSite.set(key, out);
  return out;
}

/** Whether a selector paints the hero itself (the first block of the content, holding the <h1> and a call to action). */
export function paintsHero(site: Site, selector: string): boolean {
  const key = matchable(selector);
  if (!key) return false;
  try {
    return site.pages.some((page) => (page.$(key).slice(0, MAX_MATCHES).toArray() as Element[]).some(heroBlock));
  } catch {
    return false;
  }
}
