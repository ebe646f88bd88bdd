/**
 * Colour evidence: every place a site states a colour with a purpose. Each piece carries a weight
 * (how deliberate the choice is: a `--brand-primary` variable beats a link colour, which beats a
 * colour merely used somewhere) and a role hint. `palette.ts` turns the evidence into roles.
 *
 * Only rules whose subject some page actually uses count, so a framework's unused `.btn-danger`
 * says nothing; status colours (error, success, …) never count toward the brand roles.
 */
import type { AnyNode, Element } from 'domhandler';
import { converter, formatHex } from 'culori';
import { parseColor, parseCss } from '../../lib/color';
import { selectorAncestors, selectorTarget, type CssDeclaration, type CssRule, type SelectorTarget } from './css';
import { isGrey } from './palette';
import { paintsHero, placementOf } from './placement';
import { absoluteUrl, inlineStyleOf, isHomeLink, type Site } from './site';

export type ColorHint = 'primary' | 'secondary' | 'accent' | 'background' | 'text' | 'link' | 'heading' | null;

export interface ColorEvidence {
  hex: string;
  weight: number;
  /** Where it was seen: theme-color, var(--x), .btn background, logo fill, … (for debugging and tests). */
  source: string;
  hint: ColorHint;
  /** Deliberate brand signals (theme-color, brand variables, buttons, links, logo): a primary needs one. */
  strong: boolean;
}

const STATUS = /(danger|error|success|warning|warn|alert|invalid|admonition|caution|(^|[-_\s])(note|tip|hint|important|attention)([-_\s]|$)|(^|[-_])valid|destructive|critical|positive|negative|notice|(^|[-_])info([-_]|$)|disabled|muted)/i;
/** Cookie and consent banners and third-party widgets bring their own colours, not the brand's (Google blue in a GDPR popup). */
const NOT_THE_BRAND = /cookie|consent|gdpr|dsgvo|privacy-popup|onetrust|didomi|usercentrics|cookiebot|(^|[\s.#-])cc-|cmp-|recaptcha|g-recaptcha|gsc-|google|fb-|facebook|twitter|addthis|sharethis|disqus|livefyre|intercom|zopim|hubspot/i;
const DARK_MEDIA = /prefers-color-scheme\s*:\s*dark|print/i;
/**
 * A CSS framework's untouched primary colour (Bootstrap 2–5's button and link blues) says a site kept the framework's
 * look, not what its brand is: it counts half, so the site's own colour wins where it states one, and it still
 * speaks where nothing else does (like RealFaviconGenerator's default mask colour, which says nothing at all).
 */
const FRAMEWORK_STOCK = new Set([
  '#006dcc', '#0088cc', '#0044cc', '#337ab7', '#286090', '#2e6da4', '#007bff', '#0069d9', '#0062cc', '#0d6efd', '#0b5ed7', '#0a58ca',
  // pydata-sphinx-theme 0.x's untouched link and primary colours (rgb(0, 91, 129), rgb(19, 6, 84)), the look of many projects' documentation.
  '#005b81', '#130654',
  // Bootstrap 3–5's untouched success and danger buttons: read only where one is the hero's call to action.
  '#5cb85c', '#28a745', '#198754', '#d9534f', '#dc3545',
  // Sphinx's built-in themes' untouched relbars (`div.related`): nature's green, classic's dark teal.
  '#6ba81e', '#133f52',
]);
/** RealFaviconGenerator's colours left as it wrote them: the Windows tile's #da532c, the pinned tab's #5bbad5. */
const GENERATOR_DEFAULT = /^#(da532c|5bbad5)$/i;

/** Where a site names its colour for itself (theme-color, the manifest, tiles, the pinned tab): deliberate whatever it is. */
const DECLARED_SOURCE = /^(meta |web manifest|link mask-icon)/;
const STATE_ATTRIBUTE = /^\s*(disabled|aria-(disabled|pressed|expanded|selected|current|checked))\b/;
const STATE_CLASS = /^(active|open|show|hover|focus|focused|pressed|selected|current|is-(active|open|selected|current|focused))$/;
const STATE_PSEUDO = new Set(['hover', 'focus', 'active', 'visited', 'focus-visible', 'focus-within', 'disabled', 'checked']);
/** A call to action or a bar in the header or the hero (placement.ts) counts this much more; one only at the page's edges this much. */
const TOP_FACTOR = 1.5;
const EDGE_FACTOR = 0.5;
const CONTROL_NAME = /toggle|toggler|btn-navbar|burger|close|dismiss|search|menu/i;
const HEADER_NAME = /(^|[-_])(header|navbar|topbar|masthead|hero|banner)([-_]|$)/i;
/** A selector whose ancestor part is the page header (`header p`, `#page-header .title`, `.masthead div`). */
const HEADER_CONTEXT = /(^|[\s>+~])(header|nav)(?=$|[\s.#:[>+~])|[.#]([\w-]*[-_])?(header|navbar|topbar|masthead)([-_][\w-]*)?(?=$|[\s.#:[>+~])/i;
/** Links of the navigation, sidebar or footer (`nav a`, `div.footer a:hover`, `.sphinxsidebar a`): chrome, not the content's link colour. */
const NAV_CONTEXT = /(^|\s)(nav|footer|header|menu)|[.#][\w-]*(nav|footer|header|menu|sidebar|related|breadcrumb)/;
const CODE_CONTEXT = /(^|[\s>+~])(code|pre|tt|kbd|samp)(?=$|[\s.#:[>+~])|\.(highlight|hljs|codehilite|syntax|sourcecode|code)(?=$|[\s.#:[>+~-])/i;
const CONTENT_CONTEXT = /[.#](body|content|main|main-content|article|post|entry|document|page-content|text)(?=$|[\s.#:[>+~])|(^|[\s>+~])(main|article)(?=$|[\s.#:[>+~])/i;
const BROWSER_LINK_DEFAULTS = new Set(['#0000ee', '#551a8b', '#0000ff', '#ee0000']);
/**
 * A browser's own link colour, or a pure blue a step from it (Privoxy's `a:link { color: #0c29ff }` beside
 * `<body link="#0000FF">`): the colour links have when nobody chose one for the brand.
 */
function browserLinkDefault(hex: string): boolean {
  if (BROWSER_LINK_DEFAULTS.has(hex)) return true;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return r <= 0x20 && g <= 0x40 && b >= 0xe0;
}
const BUTTON_CLASS = /(^|[-_])(btn|button|cta)([-_]|$)|^(primary|action|signup|sign-up|get-started)$/i;
const SECONDARY_CLASS = /secondary|outline|ghost|(^|[-_])link$|light|dark|tertiary|neutral|subtle|plain|white|black|gr[ae]y|default/i;

/** Hex colours in a CSS value: hex, rgb()/hsl()/oklch()… and named colours; transparent ones skipped. */
export function colorsIn(value: string): string[] {
  const out: string[] = [];
  const tokens = value.match(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^()]*\)|\b[a-zA-Z]{3,20}\b/g) ?? [];
  for (const token of tokens) {
    const lower = token.toLowerCase();
    if (lower === 'transparent' || lower === 'currentcolor' || lower === 'inherit' || lower === 'initial' || lower === 'none') continue;
    const parsed = parseCss(lower);
    if (!parsed || (parsed.alpha !== undefined && parsed.alpha < 0.5)) continue;
    out.push(formatHex({ ...parsed, alpha: undefined }));
  }
  return out;
}

const toOklab = converter('oklab');
const toOklch = converter('oklch');

/**
 * A gradient between shades of one colour (LilyPond's bar from rgb(25,115,50) to rgb(45,205,115)) reads as that colour:
 * its middle shade. Stops of different hues stay apart and share the weight.
 */
export function oneHueGradient(hexes: string[]): string[] {
  if (hexes.length < 2) return hexes;
  const lch = hexes.map((h) => toOklch(h));
  if (lch.some((c) => !c || (c.c ?? 0) < 0.045)) return hexes;
  const hues = lch.map((c) => c!.h ?? 0);
  const spread = Math.max(...hues.map((a) => Math.max(...hues.map((b) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b))))));
  if (spread > 25) return hexes;
  const lab = hexes.map((h) => toOklab(h)!);
  const mean = (k: 'l' | 'a' | 'b') => lab.reduce((s, c) => s + c[k], 0) / lab.length;
  return [formatHex({ mode: 'oklab', l: mean('l'), a: mean('a'), b: mean('b') })];
}

/**
 * Declarations a later rule for the same selector replaces (the cascade: same selector, same media, later wins
 * unless only the earlier one is !important). A theme loaded after a framework restyles `a` and `body`: the
 * framework's colours are never seen. `background` and `background-color` set the same colour.
 */
function overriddenDeclarations(rules: readonly CssRule[]): Map<CssDeclaration, Set<string>> {
  const out = new Map<CssDeclaration, Set<string>>();
  const later = new Map<string, boolean>();
  const group = (p: string) => (p === 'background' || p === 'background-color' ? 'background' : p);
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i];
    for (let j = rule.declarations.length - 1; j >= 0; j--) {
      const d = rule.declarations[j];
      if (d.property.startsWith('--')) continue;
      for (const selector of rule.selectors) {
        const key = `${rule.media ?? ''}|${selector.replace(/\s+/g, ' ').trim()}|${group(d.property)}`;
        const laterImportant = later.get(key);
        if (laterImportant !== undefined && (laterImportant || !d.important)) out.set(d, (out.get(d) ?? new Set()).add(selector));
        later.set(key, (laterImportant ?? false) || d.important);
      }
    }
  }
  return out;
}

/** A compound of classes only (`.btn`, `.btn.btn-neutral`): the classes, else null. */
function classesOnly(selector: string): string[] | null {
  const m = /^((?:\.[\w-]+)+)$/.exec(selector.trim());
  return m ? m[1].slice(1).split('.') : null;
}

/**
 * A class's colour that every element wearing it on the page overrides with a later variant class
 * (Read the Docs' green `.btn` on pages whose buttons are all `.btn.btn-neutral` grey) is never seen there.
 */
function restyledOnPage(site: Site): Map<CssDeclaration, Set<string>> {
  const out = new Map<CssDeclaration, Set<string>>();
  const group = (p: string) => (p === 'background' || p === 'background-color' ? 'background' : p);
  // Later class-only rules by property: their classes and their position.
  const COLOURED = ['background', 'color', 'border-color'];
  const later = new Map<string, { at: number; classes: string[] }[]>();
  site.rules.forEach((rule, at) => {
    for (const selector of rule.selectors) {
      const classes = classesOnly(selector);
      if (!classes || !classes.every((c) => site.used.classes.has(c))) continue;
      for (const d of rule.declarations) {
        const key = `${group(d.property)}|${rule.media ?? ''}`;
        if (COLOURED.includes(group(d.property))) later.set(key, [...(later.get(key) ?? []), { at, classes }]);
      }
    }
  });
  site.rules.forEach((rule, at) => {
    for (const selector of rule.selectors) {
      const classes = classesOnly(selector);
      if (!classes || !classes.every((c) => site.used.classes.has(c))) continue;
      for (const d of rule.declarations) {
        const prop = group(d.property);
        if (!COLOURED.includes(prop)) continue;
        const over = (later.get(`${prop}|${rule.media ?? ''}`) ?? []).filter((o) => o.at > at && o.classes.some((c) => !classes.includes(c)));
        if (!over.length) continue;
        const elements = wearing(site, classes).map(({ el }) => el);
        const covered = (el: AnyNode) => {
          const own = new Set(((el as Element).attribs?.class ?? '').split(/\s+/));
          return over.some((o) => o.classes.every((c) => own.has(c)));
        };
        if (elements.length && elements.every(covered)) out.set(d, (out.get(d) ?? new Set()).add(selector));
      }
    }
  });
  return out;
}

type Worn = { page: Site['pages'][number]; el: Element };
const wornCache = new WeakMap<Site, { classes: Map<string, Worn[]>; shapes: Map<string, 'button' | 'logo' | null> }>();
/** Elements kept per class name: enough to tell what a class is worn by. */
const MAX_WORN_PER_CLASS = 200;

/** Every page's elements by class name, read once per site (a selector lookup per rule would cost a document walk each). */
function wornIndex(site: Site) {
  let index = wornCache.get(site);
  if (index) return index;
  index = { classes: new Map(), shapes: new Map() };
  for (const page of site.pages) {
    page.$('[class]').slice(0, 20_000).each((_, node) => {
      const el = node as Element;
      for (const c of (el.attribs.class ?? '').split(/\s+/)) {
        if (!c) continue;
        const list = index!.classes.get(c) ?? [];
        if (list.length < MAX_WORN_PER_CLASS) list.push({ page, el });
        index!.classes.set(c, list);
      }
    });
  }
  wornCache.set(site, index);
  return index;
}

/** The elements (up to the index's cap per class) that wear every one of these classes. */
function wearing(site: Site, classes: string[]): Worn[] {
  return (wornIndex(site).classes.get(classes[0]) ?? []).filter(({ el }) => {
    const own = new Set((el.attribs.class ?? '').split(/\s+/));
    return classes.every((c) => own.has(c));
  });
}

/**
 * What the elements a class-only selector matches are, when its names cannot tell (hashed class names): every one a
 * button (`<button>`, a submit input, `role=button`, or a link the rule itself shapes as one with a fill and rounded
 * corners or padding), or every one the mark in the header's home link (the link, its svg or the svg's parts).
 */
function wornBy(site: Site, selector: string, t: SelectorTarget, rule: CssRule): 'button' | 'logo' | null {
  if (t.tag || t.ids.length || !t.classes.length || t.context) return null;
  const classes = classesOnly(selector.replace(/::?[\w-]+(\([^)]*\))?/g, ''));
  if (!classes) return null;
  const index = wornIndex(site);
  const shaped = rule.declarations.some((x) => /^(border-radius|padding)/.test(x.property));
  const key = `${classes.join('.')}|${shaped}`;
  if (index.shapes.has(key)) return index.shapes.get(key)!;
  const els = wearing(site, classes);
  const button = ({ el }: Worn) => {
    const tag = el.tagName.toLowerCase();
    return tag === 'button' || (tag === 'input' && /^(submit|button)$/i.test(el.attribs.type ?? '')) || el.attribs.role === 'button' || (tag === 'a' && shaped);
  };
  const logo = ({ page, el }: Worn) => {
    const link = el.tagName.toLowerCase() === 'a' ? page.$(el) : page.$(el).closest('a');
    if (!link.length || !isHomeLink(link.attr('href'), page.url, page.base)) return false;
    if (!link.closest('header, nav, [role=banner], [class*="header"], [id*="header"]').length) return false;
    return el.tagName.toLowerCase() === 'a' ? link.find('svg, img').length > 0 : !!page.$(el).closest('svg').length;
  };
  const out = els.length && els.every(button) ? 'button' : els.length && els.every(logo) ? 'logo' : null;
  index.shapes.set(key, out);
  return out;
}

/** A bar across the top that holds the brand (`header`, `nav`, a role=banner, `.topbar`, `#navbar`, `.masthead`). */
const BAR_CONTAINER = 'header, nav, [role=banner], [class*="header"], [id*="header"], [class*="topbar"], [id*="topbar"], [class*="navbar"], [id*="navbar"], [class*="masthead"], [id*="masthead"]';

/**
 * A rule for one id or a compound of classes whose elements are all text inside the bar's link home, where that link
 * holds no picture (Astropy's `<a class="brand" href="#"><span id="logotext1">astro</span><span id="logotext2">py</span>`):
 * the brand's mark is set in type there, and the colour of its letters is the mark's colour.
 */
function wordmarkText(site: Site, selector: string, t: SelectorTarget): boolean {
  if (t.tag || t.context || t.pseudo.length || !(t.ids.length || t.classes.length)) return false;
  const bare = selector.trim();
  const id = /^#([\w-]+)$/.exec(bare)?.[1];
  const classes = id ? null : classesOnly(bare);
  if (!id && !classes) return false;
  const els: Worn[] = id
    ? site.pages.flatMap((page) => page.$(`[id="${id}"]`).toArray().map((el) => ({ page, el: el as Element })))
    : wearing(site, classes!);
  return (
    els.length > 0 &&
    els.every(({ page, el }) => {
      if (/^(img|svg|picture)$/i.test(el.tagName) || !page.$(el).text().trim()) return false;
      const link = el.tagName.toLowerCase() === 'a' ? page.$(el) : page.$(el).closest('a');
      if (!link.length || link.find('img, svg, picture').length || !link.closest(BAR_CONTAINER).length) return false;
      const href = link.attr('href');
      // A link to the page itself (`href="#"` on the home page) is the link home too.
      return isHomeLink(href, page.url, page.base) || href === '#' || absoluteUrl(href, page.base)?.split('#')[0] === page.url.split('#')[0];
    })
  );
}

/** Three colour channels, by commas or spaces, with an optional alpha: `124 58 237`, `19, 6, 84`, `262 83% 58%`, `0 0% 100% / .5`. */
const CHANNELS = /^\s*-?[\d.]+(deg)?%?(\s*,\s*|\s+)[\d.]+%?(\s*,\s*|\s+)[\d.]+%?(\s*[,/]\s*[\d.]+%?)?\s*$/;

/**
 * Custom properties the site's rules use as the channels of a colour function (Tailwind's `rgb(var(--color-primary) /
 * <alpha>)`, pydata-sphinx-theme's `rgba(var(--pst-color-primary), 1)`, shadcn/ui's `hsl(var(--primary))`), by the function.
 */
function channelTokens(site: Site): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of site.rules) {
    for (const d of rule.declarations) {
      if (!d.value.includes('var(')) continue;
      for (const m of d.value.matchAll(/\b(rgba?|hsla?)\(\s*var\(\s*(--[\w-]+)/gi)) if (!out.has(m[2])) out.set(m[2], m[1].toLowerCase().replace(/a$/, ''));
    }
  }
  return out;
}

function headingWeight(tag: string): number {
  return /^h[1-3]$/.test(tag) ? 1 : 0.3;
}

/** A near-white: text set on a filled colour. */
function isLight(hex: string): boolean {
  const c = toOklch(hex);
  return !!c && c.l > 0.9 && (c.c ?? 0) < 0.06;
}

/**
 * A box pinned across the top of the page (`position: absolute|fixed|sticky; top: 0`) is the page's bar, whatever its
 * name (LilyPond's `#tocframe`); one that also fills the height (`height: 100%`, `bottom: 0`) is an overlay, not a bar.
 */
function topBar(rule: CssRule): boolean {
  const get = (p: string) => rule.declarations.filter((d) => d.property === p).at(-1)?.value.trim().toLowerCase();
  if (!/^(absolute|fixed|sticky)$/.test(get('position') ?? '')) return false;
  if (!/^0(px|em|rem)?$/.test(get('top') ?? '')) return false;
  return !/^0(px)?$/.test(get('bottom') ?? '') && !/^100(%|vh)$/.test(get('height') ?? '') && !/^100(%|vh)$/.test(get('min-height') ?? '');
}

function isDeclOf(d: CssDeclaration, ...props: string[]) {
  return props.includes(d.property);
}

/** Role a custom property's name announces, or 'status'/'skip' when it must not count. */
export function roleOfVariable(name: string): { hint: ColorHint; weight: number } | 'skip' {
  const n = name.toLowerCase().replace(/^--/, '');
  if (STATUS.test(n)) return 'skip';
  const stateOrVariant = /hover|focus|active|pressed|visited|disabled|shadow|border|ring|outline|overlay|muted|subtle|light|lighter|dark|darker|tint|shade|alpha|contrast|(^|-)on-|foreground|(^|-)fg|text|inverse/.test(n);
  // Numbered scales: 500/600 are a scale's base; 50–300 are tints, 800+ near-black.
  const step = /(?:^|-)(\d{2,3})$/.exec(n)?.[1];
  const scaleFactor = step === undefined ? 1 : ['500', '600'].includes(step) ? 0.9 : ['400', '700'].includes(step) ? 0.5 : 0.15;
  if (/(^|-)(bg|background|surface|canvas|page|paper|base-100)(-|$)/.test(n) && !/(brand|primary|accent)/.test(n)) {
    return { hint: 'background', weight: 4 * scaleFactor };
  }
  if (/(^|-)(text|fg|foreground|ink|body-color|base-content|font-color)(-|$)/.test(n) && !/(brand|primary|accent|secondary)/.test(n)) {
    return { hint: 'text', weight: 4 * scaleFactor };
  }
  if (/secondary/.test(n)) return { hint: 'secondary', weight: (stateOrVariant ? 1 : 5) * scaleFactor };
  if (/accent|highlight|tertiary|pop/.test(n)) return { hint: 'accent', weight: (stateOrVariant ? 1 : 5) * scaleFactor };
  if (/(^|-)(brand|primary|main|theme|key|cta)(-|$)|^(brand|primary)/.test(n)) {
    return { hint: 'primary', weight: (stateOrVariant ? 1 : 6) * scaleFactor };
  }
  if (/(^|-)link(-|$)/.test(n) && !stateOrVariant) return { hint: 'link', weight: 2 };
  return { hint: null, weight: 0.3 };
}

function isButton(t: SelectorTarget): boolean {
  return (
    t.tag === 'button' ||
    t.classes.some((c) => BUTTON_CLASS.test(c)) ||
    t.attributes.some((a) => /type\s*[~|^$*]?=\s*["']?(submit|button)/.test(a) || /role\s*=\s*["']?button/.test(a))
  );
}

export function collectColorEvidence(site: Site): ColorEvidence[] {
  const out: ColorEvidence[] = [];
  const add = (value: string, weight: number, source: string, hint: ColorHint, strong: boolean) => {
    const colors = oneHueGradient(colorsIn(site.resolveVars(value)));
    // A gradient's stops share its weight.
    // A framework's palette declared untouched (Bootstrap's `:root { --primary: #007bff }`) says even less than a rule that uses it.
    const stock = (hex: string) => (FRAMEWORK_STOCK.has(hex) && !DECLARED_SOURCE.test(source) ? (source.startsWith('var(') ? 0.25 : 0.5) : 1);
    for (const hex of colors) out.push({ hex, weight: (weight / colors.length) * stock(hex), source, hint, strong });
  };

  // Link rules scoped to the content (`div.body a`) and bare ones (`a`, `a:link`): where both speak, the bare one is
  // overridden wherever the reader reads, and only colours the chrome's leftover links.
  const contentLinks: ColorEvidence[] = [];
  const headings: { level: string; evidence: ColorEvidence }[] = [];
  const bareLinks: ColorEvidence[] = [];
  const $ = site.entry.$;
  const theme = $('meta[name="theme-color"]')
    .filter((_, el) => !/dark/i.test(el.attribs.media ?? ''))
    .first()
    .attr('content');
  if (theme) add(theme, 4, 'meta theme-color', 'primary', true);
  const manifestTheme = site.manifest?.json.theme_color;
  if (typeof manifestTheme === 'string') add(manifestTheme, 4, 'web manifest theme_color', 'primary', true);
  const tile = $('meta[name="msapplication-TileColor"]').attr('content');
  // Like theme-color, a colour the site declares for itself (Windows tiles): deliberate enough to be primary alone — except
  // RealFaviconGenerator's untouched default, as for the pinned tab below (Panelinha's, a green site's, a blue one's).
  if (tile && !GENERATOR_DEFAULT.test(tile.trim())) add(tile, 3, 'meta msapplication-TileColor', 'primary', true);
  const mask = $('link[rel~="mask-icon"][color]').first().attr('color');
  // Safari's pinned-tab colour is chosen by the site too, except RealFaviconGenerator's untouched default.
  if (mask && !GENERATOR_DEFAULT.test(mask.trim())) add(mask, 3, 'link mask-icon color', 'primary', true);

  const channels = channelTokens(site);
  for (const [name, value] of site.customProps) {
    const role = roleOfVariable(name);
    if (role === 'skip') continue;
    // A token that holds a colour's channels (`--color-primary: 124 58 237`, `--pst-color-primary: 19, 6, 84`,
    // `--primary: 262 83% 58%`) is a colour once the function the site wraps it in is known.
    const fn = channels.get(name);
    const colour = fn && CHANNELS.test(value) ? `${fn}(${value.trim()})` : value;
    add(colour, role.weight, `var(${name})`, role.hint, role.weight >= 2 && role.hint !== 'background' && role.hint !== 'text');
  }

  // A button named for a status that a visitor meets as the hero's or the header's call to action (Shards' green
  // "Download" in `btn-success`) is the site's call to action, whatever the theme calls its colour; elsewhere a status
  // button reports a status (a form's "Saved", a "Delete").
  const statusCallToAction = (selector: string, t: SelectorTarget) =>
    isButton(t) && !t.pseudo.length && !t.attributes.length && !CONTROL_NAME.test(selector) && placementOf(site, selector) === 'top';

  const overridden = overriddenDeclarations(site.rules);
  for (const [d, sels] of restyledOnPage(site)) for (const sel of sels) overridden.set(d, (overridden.get(d) ?? new Set()).add(sel));
  /** What one selector of a rule says of one of its colour declarations, or null when it says nothing of the brand. */
  type Reading = { weight: number; source: string; hint: ColorHint; strong: boolean; list?: ColorEvidence[]; level?: string; bar?: SelectorTarget; kind?: 'button' | 'ground' };
  // Header bars, and the boxes whose text is set light (white on a filled bar): a bar that carries light text is painted solid.
  const bars: { evidence: ColorEvidence; names: string[]; rule: CssRule }[] = [];
  const lightTextIn = new Set<string>();
  const lightTextRules = new Set<CssRule>();
  const read = (rule: CssRule, selector: string, t: SelectorTarget, d: CssDeclaration): Reading | null => {
    // A state written as an attribute or a class (`.btn-primary[disabled]`, `.btn.active`, `.btn-group.open .btn`) is a
    // state like `:hover`: not the colour the control rests in.
    const state =
      t.pseudo.some((p) => STATE_PSEUDO.has(p)) ||
      t.attributes.some((a) => STATE_ATTRIBUTE.test(a)) ||
      t.classes.some((c) => STATE_CLASS.test(c)) ||
      /\.(open|show|active|is-open|is-active)(?=$|[\s.#:[>+~])/.test(t.context);
    const stateFactor = state ? 0.25 : 1;
    // `body:before` is a strip the body draws (a coloured top bar), not the page's background.
    const root = !t.classes.length && !t.ids.length && (t.tag === 'body' || t.tag === 'html' || selector.trim() === ':root') && !t.context && !t.pseudo.some((p) => p === 'before' || p === 'after');
    const bg = isDeclOf(d, 'background', 'background-color');
    const fg = isDeclOf(d, 'color');
    if (!bg && !fg && !isDeclOf(d, 'border-color', 'fill', 'outline-color', 'text-decoration-color')) return null;
    // Syntax highlighting (Pygments' `.highlight .k`, highlight.js, `pre`, `code`) is a code theme's palette, never the brand's.
    if (CODE_CONTEXT.test(selector)) return null;
    if (root) {
      if (bg) return { weight: 5, source: `${selector} background`, hint: 'background', strong: false };
      if (fg) return { weight: 5, source: `${selector} color`, hint: 'text', strong: false };
      return null;
    }
    // The logo's own colour (its box or its text) is the brand's colour by definition.
    if ((bg || fg) && ([...t.classes, ...t.ids].some((n) => /(^|[-_])logo([-_]|$)/i.test(n)) || /[#.][\w-]*logo\b/i.test(t.context)) && !t.pseudo.length) {
      return { weight: 3, source: `${selector} ${d.property} (logo)`, hint: 'primary', strong: true };
    }
    // A class whose name says nothing (CSS-in-JS hashes: `.e1ax5wel1`, `.l1ovpqvx`) is read by the elements wearing it.
    const worn = !isButton(t) && (bg || fg || isDeclOf(d, 'fill')) ? wornBy(site, selector, t, rule) : null;
    if (worn === 'logo' && !t.pseudo.length) return { weight: 3, source: `${selector} ${d.property} (on the logo)`, hint: 'primary', strong: true };
    if (fg && wordmarkText(site, selector, t)) return { weight: 3, source: `${selector} color (the wordmark's letters in the bar's home link)`, hint: 'primary', strong: true };
    if (isButton(t) || (worn === 'button' && bg)) {
      const secondary = t.classes.some((c) => SECONDARY_CLASS.test(c));
      if (bg) return { weight: (secondary ? 1.5 : 4) * stateFactor, source: `${selector} background`, hint: secondary ? 'secondary' : 'primary', strong: stateFactor === 1, kind: 'button' };
      if (isDeclOf(d, 'border-color') && !secondary) return { weight: 1 * stateFactor, source: `${selector} border`, hint: 'primary', strong: false };
      return { weight: 0.3, source: `${selector} ${d.property}`, hint: null, strong: false };
    }
    // Links inside code (API references coloured by kind: `code.module a`, `.highlight .k a`) are syntax colours, not the site's link colour.
    if (t.tag === 'a' && !t.classes.length && fg && !NAV_CONTEXT.test(t.context) && !CODE_CONTEXT.test(t.context)) {
      const hexes = colorsIn(site.resolveVars(d.value));
      if (hexes.some(browserLinkDefault)) return null;
      // The content's own link rule (`div.body a`, `.content a`) overrides the generic `a` where a reader reads: it is the link colour seen most.
      const content = CONTENT_CONTEXT.test(t.context);
      return { weight: (content ? 3 : 2.5) * stateFactor, source: `${selector} color`, hint: 'link', strong: stateFactor === 1, list: content ? contentLinks : bareLinks };
    }
    if (t.tag && /^h[1-6]$/.test(t.tag) && fg && !t.pseudo.length) {
      return { weight: headingWeight(t.tag), source: `${selector} color`, hint: 'heading', strong: false, level: t.tag };
    }
    // A header bar painted by the element itself or by a block inside it (`#page-header`, `div#page-header p.title`): ids name headers as often as classes do.
    if (bg && (t.tag === 'header' || t.tag === 'nav' || [...t.classes, ...t.ids].some((c) => HEADER_NAME.test(c)) || (HEADER_CONTEXT.test(t.context) && !t.pseudo.length) || (topBar(rule) && !t.pseudo.length))) {
      return { weight: 2, source: `${selector} background`, hint: null, strong: true, bar: t };
    }
    if ((t.tag === 'p' || t.tag === 'main') && fg && !t.classes.length) return { weight: 2, source: `${selector} color`, hint: 'text', strong: false };
    return { weight: bg ? 0.5 : 0.3, source: `${selector} ${d.property}`, hint: null, strong: false, kind: bg && !t.pseudo.length && stateFactor === 1 ? 'ground' : undefined };
  };
  // Where the rule's elements sit on the page (placement.ts): a call to action or a bar in the header or the hero counts
  // more, a section's ground there is the hero's colour, and what sits only in the footer, a cookie banner or a widget less.
  const placed = (reading: Reading | null, selector: string): Reading | null => {
    if (!reading || reading.hint === 'background' || reading.hint === 'text' || /\((on the )?logo|the wordmark/.test(reading.source)) return reading;
    if (!reading.kind && !reading.bar && !reading.strong) return reading;
    const where = placementOf(site, selector);
    if (where === 'edge') return { ...reading, weight: reading.weight * EDGE_FACTOR, source: `${reading.source} (only at the page's edge)` };
    if (where !== 'top') return reading;
    // The bar's own controls (a menu toggle, a search or close button) are glyphs, not its call to action.
    if (reading.kind === 'button' && !CONTROL_NAME.test(selector)) return { ...reading, weight: reading.weight * TOP_FACTOR, source: `${reading.source} (at the top of the page)` };
    // A box filled at the top of the page (Sphinx's relbar, `div.related` with role=navigation; a hero's ground) is a bar.
    // The hero's own ground (Mailchimp's yellow section under its <h1> and calls to action) is the first colour a
    // visitor sees, a large one: it counts like a call to action up there.
    if (reading.kind === 'ground' && paintsHero(site, selector)) return { ...reading, weight: 2 * TOP_FACTOR, strong: true, bar: selectorTarget(selector), source: `${reading.source} (the hero's ground)` };
    if (reading.kind === 'ground') return { ...reading, weight: 2, strong: true, bar: selectorTarget(selector), source: `${reading.source} (a ground at the top of the page)` };
    return reading;
  };
  for (const rule of site.rules) {
    if (rule.media && DARK_MEDIA.test(rule.media)) continue;
    const targets = rule.selectors.flatMap((selector) => {
      if (!site.applies(selector)) return [];
      const t = selectorTarget(selector);
      // A status box's parts are the status's colours too: `div.warning div.admonition_header` is a warning's bar.
      const ancestors = selectorAncestors(selector);
      // The context is read whole: a leading class (`.alert-info a`, Bootstrap's link in an info box) is a box's, not only <html>'s.
      const around = [...ancestors.classes, ...ancestors.ids, ...(t.context.match(/[.#][\w-]+/g) ?? []).map((n) => n.slice(1))].join(' ');
      if (NOT_THE_BRAND.test(selector) || STATUS.test(around)) return [];
      return !STATUS.test([...t.classes, ...t.ids].join(' ')) || statusCallToAction(selector, t) ? [{ selector, t }] : [];
    });
    for (const d of rule.declarations) {
      if (d.property.startsWith('--')) continue;
      // A rule that lists several selectors (`a, a:hover, .btn-link, .icon-btn { color }`) states its colour once: the
      // selector that says most of it speaks for the rule, so a long list does not outweigh one deliberate button.
      let best: Reading | null = null;
      const levels = new Set<string>();
      for (const { selector, t } of targets) {
        if (overridden.get(d)?.has(selector)) continue;
        if (isDeclOf(d, 'color') && !t.pseudo.length && colorsIn(site.resolveVars(d.value)).some(isLight)) {
          lightTextRules.add(rule);
          const up = selectorAncestors(selector);
          for (const n of [...up.tags.filter((x) => x === 'header' || x === 'nav'), ...up.classes.map((c) => `.${c}`), ...up.ids.map((i) => `#${i}`)]) lightTextIn.add(n);
        }
        const reading = placed(read(rule, selector, t, d), selector);
        if (!reading) continue;
        if (reading.level) levels.add(reading.level);
        if (!best || reading.weight > best.weight) best = reading;
      }
      if (!best) continue;
      // Each title level a rule colours is a kind of title the reader sees in it: `h2, h3` sets two.
      const weight = best.level ? [...levels].reduce((sum, level) => sum + headingWeight(level), 0) : best.weight;
      const from = out.length;
      add(d.value, weight, best.source, best.hint, best.strong);
      for (const e of out.slice(from)) {
        best.list?.push(e);
        if (best.bar) bars.push({ evidence: e, names: [...(best.bar.tag === 'header' || best.bar.tag === 'nav' ? [best.bar.tag] : []), ...best.bar.classes.map((c) => `.${c}`), ...best.bar.ids.map((i) => `#${i}`)], rule });
        // `h1, h2 { color }` sets two levels' titles in one colour.
        if (best.level) for (const level of levels) headings.push({ level, evidence: e });
      }
    }
  }

  // A bar filled with a colour and carrying light text on it (`header { background: #7a1f3d } header a { color: #fff }`,
  // LilyPond's green `#tocframe` with white links) is the brand's band across the page, as deliberate as a link colour.
  for (const bar of bars) {
    if (isLight(bar.evidence.hex) || isGrey(bar.evidence.hex)) continue;
    if (lightTextRules.has(bar.rule) || bar.names.some((n) => lightTextIn.has(n))) {
      // The band across the top of the page in a colour with light text on it is what a visitor sees first: it counts
      // like a call to action up there, ahead of the content's link colour and its odd states and sidebar links.
      bar.evidence.weight = (bar.evidence.weight + 1) * TOP_FACTOR;
      bar.evidence.source += ' (light text on it)';
    }
  }

  // One chromatic colour for the titles of two levels and more (h1 and h2 in Debian red) is the house colour the
  // page sets its titles in, chosen as deliberately as a link colour; one heading's colour may be a section's.
  // Titles stepped in shades of one hue (Privoxy: h1 #4c000f down to h4 #99001d) are one house colour too.
  const hueOf = (hex: string) => toOklch(hex)?.h ?? 0;
  const oneHue = (a: string, b: string) => a === b || Math.abs(((hueOf(a) - hueOf(b) + 540) % 360) - 180) <= 8;
  const chromatic = headings.filter((h) => !isGrey(h.evidence.hex));
  // Stepped shades read as the hue at its fullest, so the levels add up as one colour would.
  const chroma = (hex: string) => toOklch(hex)?.c ?? 0;
  const stepped = new Map<ColorEvidence, string>();
  for (const h of chromatic) {
    const group = chromatic.filter((o) => oneHue(o.evidence.hex, h.evidence.hex));
    if (new Set(group.map((o) => o.level)).size < 2) continue;
    h.evidence.strong = true;
    stepped.set(h.evidence, group.map((o) => o.evidence.hex).sort((a, b) => chroma(b) - chroma(a))[0]);
  }
  for (const [e, hex] of stepped) e.hex = hex;

  if (contentLinks.some((e) => e.strong)) {
    const content = new Set(contentLinks.map((e) => e.hex));
    for (const e of bareLinks) if (!content.has(e.hex) && !/\s/.test(e.source.replace(/ color$/, ''))) e.weight *= 0.25;
  }

  // Presentational HTML (pre-CSS sites still online): <body link>, table bars' bgcolor, <font color>.
  for (const page of site.pages) {
    const body = page.$('body').first();
    const link = body.attr('link') && parseColor(body.attr('link')!);
    if (link && !browserLinkDefault(link)) add(body.attr('link')!, 2.5, 'body link attribute', 'link', true);
    if (body.attr('bgcolor')) add(body.attr('bgcolor')!, 5, 'body bgcolor attribute', 'background', false);
    if (body.attr('text')) add(body.attr('text')!, 5, 'body text attribute', 'text', false);
    page.$('table[bgcolor], tr[bgcolor], td[bgcolor], th[bgcolor]').slice(0, 200).each((_, el) => {
      // A 0×1 table (a tracking cell parked off-screen) shows nothing.
      const table = el.tagName === 'table' ? page.$(el) : page.$(el).closest('table');
      if (/^[01](px)?$/.test(table.attr('width') ?? '') || /^[01](px)?$/.test(table.attr('height') ?? '')) return;
      add(el.attribs.bgcolor, 1, `<${el.tagName} bgcolor>`, null, true);
    });
    page.$('font[color]').slice(0, 200).each((_, el) => add(el.attribs.color, 0.3, '<font color>', null, false));
  }

  // Inline styles on buttons and calls to action (page builders write colours this way).
  for (const page of site.pages) {
    // Links in the content that share one inline colour ("› Read more" in #275EC3 under every item) are the
    // site's link colour, as an `a { color }` rule would be; one link in its own colour is a section's or a widget's.
    const linkColors = new Map<string, number>();
    const contentLinkColor = (el: Element): string | undefined => {
      if (el.tagName.toLowerCase() !== 'a' || page.$(el).closest('nav, header, footer, [class*="menu"], [id*="menu"]').length) return undefined;
      if (NOT_THE_BRAND.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''} ${el.attribs.href ?? ''}`)) return undefined;
      // An embedded widget (a blog network's badge, a share box) brings its vendor's colours.
      if (page.$(el).closest('[class*="widget"], [id*="widget"], [class*="share"], [id*="share"]').length) return undefined;
      if (page.$(el).parents().toArray().slice(0, 6).some((p) => NOT_THE_BRAND.test(`${p.attribs.class ?? ''} ${p.attribs.id ?? ''}`))) return undefined;
      const value = inlineStyleOf(site, el.attribs.style ?? '').find((d) => isDeclOf(d, 'color'))?.value;
      const [hex] = value ? colorsIn(site.resolveVars(value)) : [];
      return hex && !browserLinkDefault(hex) ? hex : undefined;
    };
    page.$('a[style]').each((_, el) => {
      const hex = contentLinkColor(el);
      if (hex) linkColors.set(hex, (linkColors.get(hex) ?? 0) + 1);
    });
    // Boxes the content repeats in one colour with light text on it (numbered steps, drop caps, badges) are set in the house colour.
    const boxColors = new Map<string, number>();
    const lightTextBox = (el: Element): string | undefined => {
      const decls = inlineStyleOf(site, el.attribs.style ?? '');
      const bg = decls.find((d) => isDeclOf(d, 'background', 'background-color'))?.value;
      const fg = decls.find((d) => isDeclOf(d, 'color'))?.value;
      const [bgHex] = bg ? colorsIn(site.resolveVars(bg)) : [];
      const [fgHex] = fg ? colorsIn(site.resolveVars(fg)) : [];
      if (!bgHex || !fgHex || !/^#(f[0-9a-f]){3}$/.test(fgHex)) return undefined;
      if (page.$(el).closest('nav, header, footer, [class*="widget"], [id*="widget"], [class*="share"], [id*="share"], [class*="cookie"], [id*="cookie"]').length) return undefined;
      return bgHex;
    };
    page.$('[style]').each((_, el) => {
      const hex = lightTextBox(el);
      if (hex) boxColors.set(hex, (boxColors.get(hex) ?? 0) + 1);
    });
    page.$('[style]').each((_, el) => {
      const decls = inlineStyleOf(site, el.attribs.style);
      if (decls.length === 0) return;
      const cls = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`;
      if (STATUS.test(cls)) return;
      const tag = el.tagName.toLowerCase();
      const buttonLike = tag === 'button' || el.attribs.role === 'button' || cls.split(/\s+/).some((c) => BUTTON_CLASS.test(c));
      for (const d of decls) {
        if (isDeclOf(d, 'background', 'background-color')) {
          if (tag === 'body') add(d.value, 5, 'body style background', 'background', false);
          else if (buttonLike) add(d.value, 3, `<${tag} style> background`, 'primary', true);
          else if (tag === 'header' || tag === 'nav' || /(^|[-_\s])(header|navbar|topbar|masthead|banner)([-_\s]|$)/i.test(cls)) add(d.value, 2, `<${tag} style> background (header)`, null, true);
          else if ((boxColors.get(lightTextBox(el) ?? '') ?? 0) >= 3) add(d.value, 1, `<${tag} style> background (a light-text box the content repeats)`, null, true);
          else add(d.value, 0.5, `<${tag} style> background`, null, false);
        } else if (isDeclOf(d, 'color')) {
          const linkHex = contentLinkColor(el);
          if (tag === 'body') add(d.value, 5, 'body style color', 'text', false);
          else if (linkHex && (linkColors.get(linkHex) ?? 0) >= 2) add(d.value, 1, '<a style> color (a link colour the content repeats)', 'link', true);
          else add(d.value, 0.3, `<${tag} style> color`, null, false);
        }
      }
    });
  }
  return out;
}

/** Fill and stroke colours of an inline SVG logo: a logo's colour is the brand's colour by definition. */
export function logoColorEvidence(svgMarkup: string): ColorEvidence[] {
  const out: ColorEvidence[] = [];
  const seen = new Map<string, number>();
  for (const m of svgMarkup.matchAll(/(?:fill|stroke|stop-color)\s*[=:]\s*["']?\s*(#[0-9a-fA-F]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\)|[a-zA-Z]+)/g)) {
    for (const hex of colorsIn(m[1])) seen.set(hex, (seen.get(hex) ?? 0) + 1);
  }
  const total = [...seen.values()].reduce((a, b) => a + b, 0);
  for (const [hex, n] of seen) out.push({ hex, weight: 3 * (0.5 + (0.5 * n) / total), source: 'logo fill', hint: null, strong: true });
  return out;
}
