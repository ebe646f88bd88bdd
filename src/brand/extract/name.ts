/**
 * The brand's own name, weighed the way a person would: what the site declares about itself
 * (JSON-LD Organization, og:site_name, application-name, WebSite), what its logo is called (the
 * home link's alt, title or aria-label), the part of the title every page shares, the copyright
 * line, and the registrable domain as a witness. Each source votes once for a name; forms of one
 * name ("The Boston Globe", "Boston Globe", "BostonGlobe.com") pool their votes and the kit
 * shows the form the brand writes. Link text, file names, headlines and slogans are never names:
 * they are refused by shape, and a title segment only counts when it is the title's brand part.
 */
import { registrableDomain } from '../../lib/domains';
import { organizations, stringOf, typesOf, type JsonLdNode } from './jsonld';
import { absoluteUrl, cleanText, isEntryLink, isHomeLink, sameSite, textOutside, type Site } from './site';

export type Confidence = 'high' | 'medium' | 'low';

export interface NameCandidate {
  name: string;
  /** The sources that named it, strongest first, e.g. "og:site_name", "logo alt text". */
  sources: string[];
  confidence: Confidence;
}

export interface NameChoice {
  name: string | null;
  confidence: Confidence;
  /** The page the winning name was read on, and the rule that chose it. */
  source: string;
  rule: string;
  /** Every name considered, strongest first (the chosen one included). */
  candidates: NameCandidate[];
}

interface Vote {
  text: string;
  source: string;
  weight: number;
  /** Declared by the site about itself (metadata), not read from its visible text. */
  declared: boolean;
  /** The weight the source has, before a name written as a host is held down in the ranking. */
  stated?: number;
  /** Written as an address ("www.liberation.fr", "http://www.hindustantimes.com/", "… di GialloZafferano.it"), not as the brand writes its name. */
  address?: boolean;
}

export const TITLE_SEPARATORS = /\s+[|\-–—·•:»«‹›~]\s+|\s*[|•·»‹›]\s*|\s+[-–—]\s*|\s*[-–—]\s+(?=\p{Lu})|(?<=\.[a-z]{2,6}):\s+/u;
export const GENERIC_SEGMENT = /^(home|homepage|home page|start|startseite|accueil|inicio|início|página inicial|pagina iniziale|startpagina|startsidan?|forsiden?|etusivu|strona główna|welcome|bienvenue|willkommen|bienvenid[oa]s?|benvenut[oi]|bem-vindo|welkom|official (web)?site|index|main|news|blog|shop|store|dashboard)$/i;
/** Link text, calls to action and placeholders: "Visit our page on Twitter", "Subscribe Info", "Go to homepage". */
const NOT_A_NAME =
  /^(visit|follow|subscribe|click|tap|go to|back to|return to|read|watch|listen to|sign (in|up)|log ?(in|out)|download|learn more|find out|see (all|more)|view|skip to|share|tweet)\b|^(a|an)\s+(\S+\s+){0,3}(head|photo|picture|image|logo|icon|portrait|drawing|illustration|graphic)$|^(home|logo|image|icon|photo|banner|header|menu|search|placeholder|untitled|null|undefined)$|\b(our|your|my)\s+(\w+\s+)?(page|site|website|web site|profile|feed|channel|store|shop|blog)\b|^(your|my|our)\s+(company|business|brand|name|logo)(\s+name)?$|^(company|business|brand|site|website|store|shop)\s+name$|^lorem ipsum\b|\bon (twitter|facebook|instagram|linkedin|youtube|x)\b/i;
/** File and asset names: "audiense_logotype_black", "logo-white.png", "header_img2". */
const FILE_NAME = /_|\.(png|jpe?g|gif|svg|webp|ico)$|^(img|image|logo|icon)\d*$/i;
/** A file's slug is written in lower case ("logo-white-big"); capitals joined by hyphens are initials ("H-E-B"). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+){2,}$/;
/** Top-level domains a name written as its address ends in ("BostonGlobe.com", "ICA.se", "Przepisy.pl"). */
const TLDS = 'com|net|org|co|io|de|fr|es|it|nl|uk|us|ca|au|info|biz|tv|fm|me|app|dev|ai|jp|cn|br|ru|pl|se|ch|at|be|in|pt|no|dk|fi|cz|sk|hu|gr|ie|nz|mx|ar|cl|tr|ro|eu';
const HOSTISH = new RegExp(`^[\\p{L}\\p{N}-]+(\\.[\\p{L}\\p{N}-]+)*\\.(${TLDS})$`, 'iu');
// (A "masthead" is the picture of the name, like a logo: "cbc masthead logo".)
// The word for a logo and for the home page in the languages sites are written in: "Coop logotyp", "ICA.se Startsida",
// "Till startsidan" (Swedish: to the home page), "Logotipo de …".
const LOGO_WORDS =
  /\s*\b(logo(type|typ|tipo|tip)?|masthead|home ?page|homepage|home|(zur )?startseite|(vers l['’]|retour à l['’])?accueil|(ir al )?inicio|página inicial|pagina iniziale|(naar de )?(startpagina|hoofdpagina)|(till )?startsidan|startsida|(til )?forsiden?|etusivu(lle)?|strona główna|go to|back to|return to|link to)\b\s*/gi;

export function chooseName(site: Site): NameChoice {
  const page = site.entry;
  const $ = page.$;
  const votes: Vote[] = [];
  const domain = domainLabel(site.entryUrl);
  const product = productLabel(site.entryUrl) ?? productBeforeKind(site.entryUrl);
  // The page's text, where a template's maker is credited ("made with ❤ by Creative Tim", "© Creative Tim").
  let credits: string | undefined;
  const vote = (text: string | undefined, source: string, weight: number, declared: boolean): void => {
    let t = cleanName(text);
    if (!t) return;
    // "Material Kit by Creative Tim": a maker credited at the page's end too is the maker, not part of the name.
    const byMaker = /^(.{2,}?)\s+by\s+(\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*){0,3})$/u.exec(t);
    if (byMaker) {
      credits ??= cleanText($('body').text()).toLowerCase();
      const count = (needle: string) => credits!.split(needle.toLowerCase()).length - 1;
      // Credited somewhere else than in the name itself ("made with love by Creative Tim" in the footer).
      if (count(byMaker[2]) > count(t)) t = byMaker[1];
    }
    // A declared name with a separator ("aboutpam.com - Pam's blog") is parts: each votes, the domain decides.
    if (declared) {
      // "The News International, Pakistan": a place or a strapline after a comma is a part too.
      const parts = t.split(TITLE_SEPARATORS).flatMap((p) => (/^[^,]{3,},\s+\p{Lu}[\p{L}.'’-]*(\s+\p{Lu}[\p{L}.'’-]*)?$/u.test(p) ? p.split(/,\s+/) : [p])).filter(Boolean);
      if (parts.length > 1) {
        for (const part of parts) vote(part, source, weight, declared);
        return;
      }
    }
    // "http://www.cbc.ca/" or "www.liberation.fr" in og:site_name is a host, not how the brand writes its name.
    const host = /^(https?:\/\/)?(www\.)?([^/\s]+\.[a-z]{2,})\/?$/i.exec(t);
    let address = !!host && /^(https?:\/\/|www\.)/i.test(t);
    if (address) t = host![3];
    // "Le Ricette di GialloZafferano.it", "Zobacz na przepisy.pl", "Recept ICA.se": the site's own address in a phrase names
    // the site, and the words around it say what the page is (the site's recipes, "see it on").
    const inPhrase = t.includes(' ') ? ownAddressIn(t, domain) : undefined;
    // (An address mentioned in a phrase is where the site is, not how it writes its name: "Le Ricette di GialloZafferano.it".)
    if (inPhrase) [t, address] = [inPhrase, true];
    if (!isNameShaped(t)) return;
    // A hosting platform's name ("Tumblr", "WordPress.com") on a site of another domain is the host, not the brand.
    const key = keyOf(t);
    if (PLATFORMS.has(key) && domain !== key) return;
    const hostish = HOSTISH.test(t);
    // A name written as a host counts little: the domain's agreement already speaks for it. The mark's own words are the
    // exception: a logo whose alt text is the site's address ("philly.com" on philly.com) is the brand as its mark writes it.
    const ownMark = source === 'logo alt text' && keyOf(t) === domain;
    votes.push({ text: t, source, weight: hostish && !ownMark ? Math.min(weight, 1) : weight, declared: declared && !hostish, stated: weight, address });
  };

  for (const org of organizations(page.jsonLd)) vote(stringOf(org.name), `JSON-LD ${typesOf(org)[0] ?? 'Organization'} name`, 5, true);
  for (const p of publishers(page.jsonLd)) vote(stringOf(p.name), 'JSON-LD article publisher', 4, true);
  // "Guacamole" as both og:site_name and og:title of a recipe page: a template that writes each page's title as the site's
  // name. A site's name is the same on every page; one that is this page's own title, and that the domain does not say, is not it.
  const siteName = $('meta[property="og:site_name"]').attr('content');
  const ogTitle = $('meta[property="og:title"]').attr('content');
  const frontPage = /^\/(index\.\w+)?$/.test(new URL(site.entryUrl).pathname);
  const pagesOwnTitle = !frontPage && !!siteName && !!ogTitle && keyOf(siteName) === keyOf(ogTitle) && !agreesWith(keyOf(siteName), siteName, domain);
  if (!pagesOwnTitle) vote(siteName, 'og:site_name', 4, true);
  vote($('meta[name="application-name"]').attr('content'), 'application-name', 3, true);
  vote($('meta[name="apple-mobile-web-app-title"]').attr('content'), 'apple-mobile-web-app-title', 3, true);
  for (const n of page.jsonLd) if (typesOf(n).includes('WebSite')) vote(stringOf(n.name), 'JSON-LD WebSite name', 3, true);
  const manifest = site.manifest?.json;
  if (manifest) {
    vote(typeof manifest.name === 'string' ? manifest.name : undefined, 'web manifest name', 3, true);
    vote(typeof manifest.short_name === 'string' ? manifest.short_name : undefined, 'web manifest short_name', 2, true);
  }
  vote($('meta[name="twitter:site"]').attr('content')?.replace(/^@/, ''), 'twitter:site', 1, true);
  // The same declarations written as microdata (<div itemscope itemtype="http://schema.org/Organization">): its name, and
  // its logo, whose alt text names it wherever the link around it goes (Monsieur Cuisine's links to its recipes' front).
  $('[itemscope][itemtype]')
    // (The site's own item, or its publisher; an organisation that is another item's author or brand is someone else.)
    .filter((_, el) => ORGANIZATION_TYPE.test(el.attribs.itemtype ?? '') && (!el.attribs.itemprop || el.attribs.itemprop === 'publisher'))
    .slice(0, 3)
    .each((_, el) => {
      const org = $(el);
      const named = org.find('[itemprop="name"]').first();
      vote(named.attr('content') ?? cleanText(named.text()), 'microdata Organization name', 5, true);
      vote(org.find('img[itemprop="logo"]').first().attr('alt')?.replace(LOGO_WORDS, ' '), 'logo alt text', 3, false);
    });
  // The owner the page declares (<meta name="copyright">, schema.org copyrightHolder): a witness like the copyright line.
  for (const owner of [$('meta[name="copyright" i]').attr('content'), $('meta[itemprop="copyrightHolder"]').attr('content')]) {
    const holder = owner?.replace(COPYRIGHT_PREFIX, '').replace(/\s*\.?\s*(all rights reserved|alle rechte vorbehalten|tous droits réservés)\.?$/i, '').replace(LEGAL_FORM, '').trim();
    vote(projectOfHolder(holder), 'declared copyright holder', 1.5, false);
  }

  // A document's corporate author (DocBook's corpauthor: "The X.Org Foundation" over the X11R7.7 README) is the organisation
  // that publishes it, a witness like the copyright holder — unless its link leaves the site (another body's document).
  $('.corpauthor').slice(0, 2).each((_, el) => {
    const href = $(el).find('a[href]').first().attr('href');
    const target = href && absoluteUrl(href, page.base);
    if (href && !(target && sameSite(target, site.entryUrl))) return;
    vote(cleanText($(el).text()), 'corporate author of the document', 1.5, false);
  });
  for (const text of logoNames(site)) vote(text, 'logo alt text', 3, false);
  for (const text of siteTitleTexts(site)) vote(text, 'site title in the header', 2, false);
  // A text link home near the top ("<a href=/>O.R.N.G.</a>" on orng.org) names the site when it spells the whole
  // domain as a written name (capitals: "izs" is the address, "Verein" a word of it).
  for (const text of homeLinkTexts(site)) if (keyOf(text) === domain && /\p{Lu}/u.test(text)) vote(text, 'home link text agreeing with the domain', 1.5, false);
  // A masthead's own heading, outside the page's main content ("<div id=head><h1>Temple of Mathematics</h1>").
  const mastheadHeading = $('header h1, #header h1, #head h1, .masthead h1, [role="banner"] h1').filter((_, h) => !$(h).closest('main, article').length).first();
  if (mastheadHeading.length && !mastheadHeading.find('a').length) vote(cleanText(mastheadHeading.text()), 'heading of the masthead', 1.5, false);

  const titleVote = titleBrandPart(site, new Set(votes.map((v) => keyOf(v.text))));
  if (titleVote) vote(titleVote.text, titleVote.source, titleVote.weight, false);
  // "… Rezept aus der Kategorie Hauptgerichte auf www.rezeptwelt.de, der Thermomix Community": a title that writes the site's
  // own address, wherever in it, is a witness of the name even when no part of it is the title's brand part.
  const ownInTitle = ownAddressIn(cleanText($('title').first().text()), domain);
  if (ownInTitle && !(titleVote && keyOf(ownAddressIn(titleVote.text, domain) ?? titleVote.text) === keyOf(ownInTitle))) vote(ownInTitle, 'own address in the title', 1, false);

  // "© 2013 Acme Inc. All rights reserved", "©2010 Baidu 使用百度前必读": the holder runs to punctuation, a rights notice or another script.
  const COPYRIGHT = /(?:©|\(c\)|copyright(?=\s*(?:©|\(c\)|\d{4})))(?:[\s,]*(?:©|\(c\)|copyright|\d{4}(?:\s*[-–]\s*\d{4})?)\b)*\s*,?\s*(\p{L}[^|•\n©]{1,60}?)(?=(?<!\b(?:Dr|Mr|Mrs|Ms|St|Prof|Jr|Sr|[A-Z]))[.,]\s|\s*[|•]|\s+(all rights|alle rechte|tous droits|todos los derechos|tutti i diritti)|\s*$|\s*\n|\s*[^\p{Script=Latin}\s\d&'’.,\u2010\u2011-])/iu;
  // Read as lines, box by box: "Copyright (c) The Transmission Project" in an About box is not run on into the next box's
  // headings ("Current Session", "Uploaded:"), which no punctuation parts from it.
  const footerText = $('footer').toArray().map((f) => linesOf(f)).join('\n').trim();
  const copyright = COPYRIGHT.exec(copyrightElementText(page)) ?? COPYRIGHT.exec(footerText || linesOf($('body')[0]).slice(-3000));
  // The copyright holder is often the owner (Microsoft for MSN, Hearst for SFGate): a witness more than a name.
  // "© Acme 2023" writes the year after the holder: the year is no word of the name.
  vote(projectOfHolder(copyright?.[1]?.replace(/^by\s+/i, '').replace(/[\s,]+\d{4}(\s*[-–]\s*\d{4})?$/, '').replace(LEGAL_FORM, '').trim()), 'copyright line', 1.5, false);

  // The page's first picture, at its top before any heading or text, whose alt text the title spells ("Boost C++ Libraries"
  // heading a page titled "The Boost C++ Libraries BoostBook Documentation Subset"): the picture is the mark, its alt the name.
  const first = $('body').find('img, h1, h2, h3, p').first();
  // (Unlinked: a picture in a link home is the logo, whose alt is read as such; an alt of parts is a caption.)
  const firstAlt = first.is('img') && !first.closest('a').length ? cleanName(first.attr('alt')?.replace(LOGO_WORDS, ' ')) : undefined;
  const titleKey = keyOf(cleanText($('title').first().text()));
  if (firstAlt && keyOf(firstAlt).length >= 4 && !TITLE_SEPARATORS.test(firstAlt) && titleKey.includes(keyOf(firstAlt))) vote(firstAlt, "top picture's alt spelled by the title", 2, false);

  // Nothing else speaks: a project in its own folder of a shared host ("/dropbear/dropbear.html", title "Dropbear SSH")
  // is named by the title that its folder spells.
  if (votes.length === 0) {
    const folder = new URL(site.entryUrl).pathname.split('/').filter(Boolean)[0]?.toLowerCase().replace(/[^a-z0-9]/g, '');
    const title = cleanName(cleanText($('title').first().text()));
    if (folder && folder.length >= 4 && title && keyOf(title).startsWith(folder) && !title.split(TITLE_SEPARATORS).slice(1).length) vote(title, 'title agreeing with the site folder', 1, false);
  }
  // Nothing at all: a link near the top whose text is the registrable domain's name, written with capitals ("Gnuplot" on gnuplot.info).
  if (votes.length === 0 && domain && domain.length >= 4) {
    const link = $('a[href]').slice(0, 30).toArray().map((a) => cleanText($(a).text())).find((t) => keyOf(t) === domain && /\p{Lu}/u.test(t));
    vote(link, 'link text spelling the domain', 1, false);
  }
  if (votes.length === 0) return { name: null, confidence: 'low', source: site.entryUrl, rule: 'no source on the page states a name', candidates: [] };

  // Forms of one name pool their votes; each source counts once per name.
  type Group = { forms: Vote[]; sources: Map<string, number>; declared: boolean };
  const groups = new Map<string, Group>();
  for (const v of votes) {
    const key = keyOf(v.text);
    if (!key) continue;
    const g: Group = groups.get(key) ?? { forms: [], sources: new Map(), declared: false };
    g.forms.push(v);
    g.sources.set(v.source, Math.max(g.sources.get(v.source) ?? 0, v.weight));
    g.declared ||= v.declared;
    groups.set(key, g);
  }
  // "Spectre.css CSS Framework" in the logo's alt beside the site's declared "spectrecss": the declared name and what the
  // longer one adds about it (its kind, its strapline). The longer one's votes go to the name it starts with, in its writing.
  // A longer name the site declares itself stays ("Brightside Dental" as the manifest's name, "Brightside" its short_name).
  for (const [key, g] of groups) {
    if (g.declared) continue;
    for (const [short, s] of groups) {
      if (short === key || short.length < 4 || !key.startsWith(short) || !s.declared) continue;
      const words = displayForm(g.forms).split(/\s+/);
      const n = words.findIndex((_, i) => keyOf(words.slice(0, i + 1).join(' ')) === short);
      if (n < 0 || n === words.length - 1) continue;
      const text = words.slice(0, n + 1).join(' ');
      for (const v of g.forms) s.forms.push({ ...v, text });
      for (const [src, w] of g.sources) s.sources.set(src, Math.max(s.sources.get(src) ?? 0, w));
      groups.delete(key);
      break;
    }
  }
  // "GRASS GIS" in the title beside "GRASS logo" and "GRASS Development Team": a product that its title names with a
  // trailing acronym (its kind: GIS, CMS, DB) is named so, and the bare word's votes are that name's. An ordinary word
  // after it ("Kestrel Blog") is a part of the site, not a longer name; a name the site declares itself stays as declared.
  for (const g of [...groups.values()]) {
    if (g.declared || ![...g.sources.keys()].some((src) => src.startsWith('title'))) continue;
    const m = /^(.+?)\s+(\p{Lu}{2,5})$/u.exec(displayForm(g.forms));
    const bare = m && groups.get(keyOf(m[1]));
    if (!m || !bare || bare === g || bare.declared) continue;
    for (const [src, w] of bare.sources) g.sources.set(src, Math.max(g.sources.get(src) ?? 0, w));
    groups.delete(keyOf(m[1]));
  }
  // "The Transmission Project" in an About box's copyright is the page's only voice, and its title ("Transmission Web
  // Interface") says one word of it: a second witness agreeing on that word alone. The name is the word both say; the rest is
  // what each adds (the team, the screen). A title saying more of it keeps it whole ("Tor Project | Anonymity Online" beside
  // "The Tor Project", "Le Monde" beside "Le Monde SA"), and so does the domain agreeing with it or the site declaring it.
  if (groups.size === 1) {
    const [[key, g]] = groups;
    // (Another voice than the title's own: a title's part does not witness itself. A word of two letters is too common to
    // agree by chance unless the domain says it too: "The Qt Company" beside the title "Qt Core 5.15.8" on doc.qt.io.)
    const fromTitle = [...g.sources.keys()].some((src) => src.startsWith('title'));
    const words = displayForm(g.forms).split(/[^\p{L}\p{N}]+/u).filter((w) => w && !/^the$/i.test(w));
    const titleWords = new Set(cleanText($('title').first().text()).toLowerCase().split(/[^\p{L}\p{N}]+/u));
    const shared = words.filter((w) => titleWords.has(w.toLowerCase()));
    if (!g.declared && !fromTitle && g.sources.size === 1 && words.length >= 2 && shared.length === 1 && (shared[0].length >= 3 || keyOf(shared[0]) === domain) && /^\p{Lu}/u.test(shared[0]) && !agreesWith(key, displayForm(g.forms), domain)) {
      groups.delete(key);
      groups.set(keyOf(shared[0]), { forms: g.forms.map((v) => ({ ...v, text: shared[0] })), sources: new Map([...g.sources].map(([src, w]) => [`${src}, one word of it in the title`, w])), declared: false });
    }
  }
  const ranked = [...groups].map(([key, g]) => {
    // flask.palletsprojects.com: the product's own host label says its name more closely than the owner's domain does.
    const agreesWithDomain = agreesWith(key, displayForm(g.forms), domain) || (!!product && key === product);
    const sum = [...g.sources.values()].reduce((a, b) => a + b, 0);
    const words = displayForm(g.forms).split(/\s+/).length;
    const score = sum + (agreesWithDomain ? 3 : 0) - (words > 4 ? 2 : 0);
    const kinds = new Set([...g.sources.keys()].map((s) => (s.startsWith('title') ? 'title' : s)));
    const confidence: Confidence =
      kinds.size >= 2 && (agreesWithDomain || g.declared) ? 'high' : kinds.size >= 2 || (g.declared && agreesWithDomain) ? 'medium' : g.declared || agreesWithDomain ? 'medium' : 'low';
    return { name: displayForm(g.forms), sources: [...g.sources].sort((a, b) => b[1] - a[1]).map(([s]) => s), score, confidence, agreesWithDomain };
  });
  ranked.sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const rule = `${best.sources.join(' + ')}${best.agreesWithDomain ? ', agreeing with the domain' : ''}`;
  return {
    name: best.name.slice(0, 200),
    confidence: best.confidence,
    source: site.entryUrl,
    rule,
    candidates: ranked.slice(0, 5).map(({ name, sources, confidence }) => ({ name, sources, confidence })),
  };
}

/**
 * A project's people named as its copyright holder ("the NiBabel developers", "Jukka Lehtosalo and mypy contributors",
 * "The pandas development team", "the SciPy community") hold it as the project's: the name is the project's.
 */
const PROJECT_PEOPLE = /^(?:.*?\s(?:and|&)\s+)?(?:the\s+)?(.+?)\s+(?:core\s+)?(?:developers|contributors|development team|dev team|team|authors|maintainers|community)$/i;

export function projectOfHolder(holder: string | undefined): string | undefined {
  if (!holder) return holder;
  const m = PROJECT_PEOPLE.exec(holder.replace(/[.\s]+$/, ''));
  // "The Tor Project" and "Acme" alone stay; a holder that is only a word for people ("the developers") names nothing.
  // "The Octave Project Developers": the project's people hold it as the project's, and the project is "Octave".
  return m && !/^(the|its|our|all|other|many|several)$/i.test(m[1]) ? m[1].replace(/(\S)\s+project$/i, '$1') : holder;
}

/** "Copyright © 2013–2019", "(c) 2020": the words and years before a holder's name. */
const COPYRIGHT_PREFIX = /^(?:\s*(?:copyright\b|©|\(c\)|\d{4}(?:\s*[-–]\s*\d{4})?\b|by\b)\.?[\s,:]*)+/i;

/**
 * The text of the last element outside the article that itself writes ©: read on its own, since a
 * footer's text runs the notice into its links ("© 2017 Pixabay Terms Privacy") and a notice may sit
 * after the <footer>.
 */
function copyrightElementText(page: Site['entry']): string {
  let last = '';
  // ('body *', not $('body').find('*'): find is quadratic on a body of thousands of children.)
  page.$('body *').each((_, el) => {
    if (el.type !== 'tag' || /^(script|style|noscript|figure|figcaption)$/i.test(el.tagName)) return;
    if (!el.children.some((c) => 'data' in c && c.type === 'text' && /©|\(c\)\s*\d{4}/i.test(c.data))) return;
    // A photo credit ("© privat", "© Reuters") in the article is not the site's notice.
    if (page.$(el).closest('article, main, figure, [class*="caption"], [class*="credit"]').length) return;
    last = cleanText(visibleText(el));
  });
  return last;
}

/**
 * What a visitor reads under an element: a script's source, a style sheet and a fallback are no text
 * ("Copyright © <script>document.write(new Date().getFullYear())</script> Soft UI" reads "Copyright © 2026 Soft UI").
 */
const NOT_READ = new Set(['script', 'style', 'noscript', 'template']);
function visibleText(el: Parameters<typeof textOutside>[0]): string {
  return textOutside(el, NOT_READ);
}

/** The elements a browser lays out as boxes of their own (and <br>): each ends a line of what a visitor reads. */
const BOXES = new Set('address article aside blockquote br dd div dl dt fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul'.split(' '));
/** What a visitor reads under an element, a line for each box, spaces made single. */
function linesOf(el: Parameters<typeof textOutside>[0]): string {
  return textOutside(el, NOT_READ, BOXES).replace(/[^\S\n]+/g, ' ').replace(/ ?\n[\s]*/g, '\n').trim();
}

/** Blog and site hosts whose name pages on other domains carry in og:site_name. */
const PLATFORMS = new Set(['tumblr', 'wordpress', 'wordpresscom', 'blogger', 'blogspot', 'medium', 'substack', 'svbtle', 'ghost', 'wix', 'squarespace', 'shopify', 'weebly', 'jimdo', 'typepad', 'livejournal']);

/** The site's name written as text in its masthead: the home link's text in the header, or a .site-title / .logo element's. */
function siteTitleTexts(site: Site): string[] {
  const page = site.entry;
  const $ = page.$;
  const out: string[] = [];
  $(`h1 a[href], header h1 a[href], #header h1 a[href], .header h1 a[href], ${BRAND_LINK}`)
    // A page's <h1> linking home outside its content is the site's title ("<h1>Department of Philosophy at <a href=/>Brandeis University</a>").
    .filter((_, a) => linksHome(site, $(a)) && !$(a).closest('article, main').length)
    .slice(0, 4)
    .each((_, a) => {
      const link = $(a).clone();
      link.find('script, style, noscript').remove();
      // "2ality – JavaScript and more": the name, not its strapline.
      const text = cleanText(link.text()).split(TITLE_SEPARATORS)[0];
      if (text && text.length <= 60) out.push(text);
    });
  return out;
}

/** A link that calls itself the brand or the logo: "a.navbar-brand", ".site-title a", "#logo a". */
const BRAND_LINK = '[class*="site-title"] a[href], [class*="site-name"] a[href], [class*="logo"] a[href], a[class*="logo"][href], a[class*="brand"][href], [id*="logo"] a[href]';

/**
 * A link home: to the site's root, or — when the link calls itself the brand — back to the page the import started
 * from. A one-page site's brand links its own top ("<a class=navbar-brand href=#page-top>"), and a site kept in a
 * folder (a project's pages under /name/) links its own index.html; that page is the site the user gave.
 */
function linksHome(site: Site, link: ReturnType<Site['entry']['$']>): boolean {
  const href = link.attr('href');
  const page = site.entry;
  // (A "logout" or "login" link is no logo link, whatever its class spells: "a.dropdown-item.logout href=#" reading "Déconnexion".)
  const brandLink = link.is(BRAND_LINK) && !/\blog-?(out|in|on|off)\b/i.test(link.attr('class') ?? '');
  return isHomeLink(href, page.url, page.base) || (brandLink && (isEntryLink(href, site.entryUrl, page.base) || isFolderFrontPage(href, site.entryUrl, page.base)));
}

/**
 * A page at the top of the folder the entry page is kept in: a site published in a folder of a shared host
 * ("/soft-ui-design-system/pages/about-us.html") has its brand link its front page there
 * ("/soft-ui-design-system/presentation.html"). Another folder of the host is another site.
 */
function isFolderFrontPage(href: string | undefined, entryUrl: string, base: string): boolean {
  const abs = absoluteUrl(href, base);
  if (!abs) return false;
  const target = new URL(abs);
  const entry = new URL(entryUrl);
  if (target.host !== entry.host) return false;
  const folder = entry.pathname.split('/').filter(Boolean);
  const path = target.pathname.split('/').filter(Boolean);
  return folder.length >= 2 && path.length >= 1 && path.length <= 2 && path[0] === folder[0] && (path.length === 1 || /\.(html?|php)$/i.test(path[1]));
}

/** The texts of the page's first text-only links home, outside its content. */
function homeLinkTexts(site: Site): string[] {
  const page = site.entry;
  const $ = page.$;
  const out: string[] = [];
  $('a[href]')
    .slice(0, 60)
    .filter((_, a) => isHomeLink($(a).attr('href'), page.url, page.base) && !$(a).find('img, svg').length && !$(a).closest('article, main, footer').length)
    .slice(0, 4)
    .each((_, a) => {
      const text = cleanText($(a).text());
      if (text && text.length <= 40) out.push(text);
    });
  return out;
}

/** Publishers of the page's articles: a news page's own organization. */
function publishers(nodes: JsonLdNode[]): JsonLdNode[] {
  return nodes
    .filter((n) => typesOf(n).some((t) => /Article$|BlogPosting|WebPage$/.test(t)))
    .map((n) => n.publisher)
    .filter((p): p is JsonLdNode => !!p && typeof p === 'object' && !Array.isArray(p));
}

/** What the header's home link calls its mark: the image's alt or title, the link's aria-label or title, an SVG's <title>. */
function logoNames(site: Site): string[] {
  const page = site.entry;
  const $ = page.$;
  const out: string[] = [];
  $('a[href]')
    .filter((_, a) => linksHome(site, $(a)))
    .slice(0, 6)
    .each((_, a) => {
      const link = $(a);
      const img = link.find('img, svg').first();
      // A mark a stylesheet paints: the logo link holds only an empty box (WW's header), and its own label names the mark.
      const painted = !img.length && !cleanText(link.text()) && /logo|brand/i.test(`${link.attr('class') ?? ''} ${link.find('[class]').toArray().map((e) => e.attribs.class).join(' ')}`);
      if (!img.length && !painted) return;
      const words = `${img.attr('class') ?? ''} ${img.attr('id') ?? ''} ${link.attr('class') ?? ''} ${img.attr('src') ?? ''}`;
      // Only the mark: a home link around an avatar or a photo says nothing of the brand.
      if (!/logo|brand|masthead|site-?(name|title)/i.test(words) && !link.closest('header, [role="banner"], #header, .header, .masthead, nav').length) return;
      for (const t of [img.attr('alt'), img.attr('title'), link.attr('aria-label'), link.attr('title'), img.find('title').first().text()]) {
        const cleaned = t?.replace(LOGO_WORDS, ' ').replace(/\s*(\bof\b|\bfor\b)?\s*$/i, '');
        if (cleaned && cleaned.trim()) out.push(cleaned);
      }
    });
  return out;
}

/**
 * The title's brand part: the segment every page shares, else the end segment that agrees with
 * the domain, else (a home page) the shorter end. An article's headline is never it.
 */
function titleBrandPart(site: Site, named: Set<string> = new Set()): { text: string; source: string; weight: number } | null {
  const titles = site.pages.map((p) => cleanText(p.$('title').first().text())).filter(Boolean);
  if (!titles.length) return null;
  const segmentsOf = (t: string) =>
    t
      .split(TITLE_SEPARATORS)
      // "Agency - Start Bootstrap Theme": a theme's or template's maker is named without the word.
      .map((s) => cleanName(s)?.replace(/(\S)\s+(theme|template)$/i, '$1'))
      .filter((s): s is string => !!s && !GENERIC_SEGMENT.test(s));
  const entry = segmentsOf(titles[0]);
  if (titles.length > 1) {
    const shared = entry.find((seg) => titles.slice(1).some((t) => segmentsOf(t).includes(seg)));
    if (shared) return { text: shared, source: 'title (shared by every page)', weight: 3 };
  }
  const domain = domainLabel(site.entryUrl);
  const kindless = productBeforeKind(site.entryUrl);
  // An end segment that another source names (the logo's alt, the metadata) is the title's brand part, however long.
  const named1 = [entry[entry.length - 1], entry[0]].find((s) => s && isNameShaped(s) && named.has(keyOf(s)));
  if (named1) return { text: named1, source: 'title (agreeing with another source)', weight: 2 };
  // Brands put their name at an end of the title ("Story - Brand", "Brand | Slogan"); a headline in the middle never counts.
  const ends = [...new Set([entry[entry.length - 1], entry[0]])].filter((s) => s && isNameShaped(s));
  const agreeing = (s: string) => keyOf(s).length >= 3 && (agreesWith(keyOf(s), s, domain) || spellsDomain(s, site.entryUrl) || keyOf(s) === kindless);
  const wordsOf = (s: string) => s.split(/\s+/).length;
  // "GraphicsMagick Image Processing System" on graphicsmagick.org: the word that is the domain is the name, the rest says
  // what kind of thing it is.
  const lead = (s: string) => {
    const w = s.split(/\s+/);
    return w.length >= 3 && keyOf(w[0]) === domain && KIND_TAIL.test(w.slice(1).join(' ')) ? w[0] : s;
  };
  const agreed = ends.find(agreeing);
  // "Référence Debian" on debian.org, "The Mutt E-Mail Client" on mutt.org, "Spielanleitung für Battle for Wesnoth" on
  // wesnoth.org: a manual's longer title that no other source names agrees with the domain through one word, and that
  // word is the name; the rest says what the manual is. (Only a manual's: "Monadnock Valley Press" on monadnock.net and
  // "NASA Jet Propulsion Laboratory" on nasa.gov are whole names.)
  const manual = site.pages[0]?.$(MANUAL_MARKUP).length > 0;
  const domainWord = (s: string) => {
    const w = s.split(/\s+/);
    // (On nano-editor.org the word is "nano": the domain's part before the kind it names.)
    const hits = w.filter((x) => keyOf(x) === domain || (!!kindless && keyOf(x) === kindless));
    // "GNU Octave": an organisation's initials before the name are part of it.
    if (w.every((x) => x === hits[0] || /^\p{Lu}{2,5}$/u.test(x))) return s;
    return manual && w.length >= 2 && hits.length === 1 && keyOf(s) !== domain && !named.has(keyOf(s)) ? hits[0].replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '') : s;
  };
  const agrees = agreed && domainWord(lead(agreed));
  // "The GNU General Public License v3.0 - GNU Project - Free Software Foundation": a headline can start with
  // the brand's word; a short segment that agrees with the domain is the brand even in the middle.
  const closer = entry.slice(1, -1).find((s) => isNameShaped(s) && wordsOf(s) <= 3 && agreeing(s) && (!agrees || wordsOf(agrees) > 3));
  if (closer) return { text: closer, source: 'title', weight: 2 };
  if (agrees) return { text: agrees, source: 'title', weight: 2 };
  // A home page's whole title is its name more often than not ("The Go Programming Language"); an article's is its headline.
  const home = /^\/(index\.\w+)?$/.test(new URL(site.entryUrl).pathname);
  if (entry.length === 1) {
    const words = entry[0].replace(LEGAL_FORM, '').trim().split(/\s+/).length;
    // A manual's or a guide's title names its product wherever the manual is kept ("The Z Shell Manual (zsh)").
    if (isManualTitle(titles[0]) && words <= 4) return { text: entry[0], source: 'title of a manual', weight: 2 };
    // Elsewhere a one-part title is the page's own ("plato", "Course Schedule: Spring 2000"), not the site's.
    return home && words <= 6 ? { text: entry[0], source: 'title of the home page', weight: 2 } : null;
  }
  // "Welcome to Flask — Flask Documentation": a title that names the same thing at both ends names the site.
  if (entry.length >= 2 && keyOf(entry[0]) === keyOf(entry[entry.length - 1]) && isNameShaped(entry[0])) return { text: entry[entry.length - 1], source: 'title (both ends)', weight: 2 };
  // "Headline - Brand" is the common order: the last short segment first.
  const short = ends.filter((s) => s.split(/\s+/).length <= 3);
  return short.length ? { text: short[0], source: 'title (end segment)', weight: 1 } : null;
}

/** A manual's page as DocBook, Texinfo and AsciiDoc write it: a book's title page, Texinfo's set title. */
const MANUAL_MARKUP = 'div.book, div.titlepage, h1.settitle, meta[name="generator" i][content*="DocBook" i], meta[name="generator" i][content*="AsciiDoc" i], meta[name="generator" i][content*="texi2any" i], meta[name="generator" i][content*="makeinfo" i]';

/** A kind of software or service after a name: "Image Processing System", "Web Framework", "Library". */
const KIND_TAIL = /^(\p{L}+\s+){0,3}(system|software|suite|toolkit|framework|library|libraries|platform)$/iu;

/** What is left of "Logo du site", "Logo of the website" once the logo words are gone. */
const SITE_WORDS = /^((du|de la|de l'|of the|of|der|des|del|della|do|da)\s+)?(site|website|web site|page|seite|webseite|página|sitio|sito|homepage)(\s+web)?$/i;

/** Legal forms do not count as words of a name ("Hunde Verein Kreis Unna 1990 e. V."). */
const LEGAL_FORM = /[\s,]+(e\.\s?V|GmbH|gGmbH|AG|KG|Ltd|Ltda|Inc|LLC|LLP|L\.?P|plc|S\.?A|S\.?L|SARL|SAS|S\.?p\.?A|S\.?r\.?l|B\.?V|N\.?V|Oy|AB|A\/S|ASA|Sp\. z o\.o|Co)\.?$/i;

function isNameShaped(t: string): boolean {
  const words = t.replace(LEGAL_FORM, '').split(/\s+/);
  return (
    t.length <= 60 &&
    words.length <= 6 &&
    !NOT_A_NAME.test(t) &&
    !FILE_NAME.test(t) &&
    !SLUG.test(t) &&
    !SITE_WORDS.test(t) &&
    // A CJK sentence ("百度一下，你就知道") is a slogan, and a list ("News, Tutorials, AI Research") is topics.
    !/[，。！？；]/.test(t) &&
    (t.match(/,/g)?.length ?? 0) < 2 &&
    /\p{L}/u.test(t) &&
    !GENERIC_SEGMENT.test(t)
  );
}

/** "Plato and his dialogues" on plato-dialogues.org: every word of a hyphenated domain is a word of the name. */
function spellsDomain(name: string, url: string): boolean {
  let label: string;
  try {
    label = registrableDomain(new URL(url).hostname).split('.')[0];
  } catch {
    return false;
  }
  const parts = label.split('-').filter((p) => p.length >= 2);
  if (parts.length < 2) return false;
  const words = new Set(name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return parts.every((p) => words.has(p));
}

/** schema.org's kinds of organisation, as microdata's itemtype names them. */
const ORGANIZATION_TYPE = /schema\.org\/(Organization|Corporation|LocalBusiness|Store|OnlineStore|NewsMediaOrganization|NGO|EducationalOrganization|Brand)\/?$/i;

/** The site's own address as a text writes it ("GialloZafferano.it", "www.rezeptwelt.de,"): the word whose name is the domain's. */
function ownAddressIn(text: string, domain: string | null): string | undefined {
  if (!domain) return undefined;
  for (const word of text.split(/\s+/)) {
    const w = word.replace(/^[("'«„“]+|[)"'»“”,;:!?]+$/g, '').replace(/^(https?:\/\/)?www\./i, '').replace(/\/$/, '');
    if (HOSTISH.test(w) && keyOf(w) === domain) return w;
  }
  return undefined;
}

/** Whether a name and the registrable domain's label are one: contained either way, or the domain is its initials ("loldf"). */
function agreesWith(key: string, words: string, domain: string | null): boolean {
  if (!domain) return false;
  // keyOf drops a leading article, a domain keeps it: "thenews.com.pk" is "The News".
  if (/^the.{4,}/.test(domain) && agreesWith(key, words, domain.slice(3))) return true;
  if (key === domain || (key.length >= 4 && domain.includes(key)) || (domain.length >= 4 && key.includes(domain)) || (domain.length >= 3 && key.startsWith(domain))) return true;
  const initials = words
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w[0])
    .join('');
  return initials.length >= 3 && initials === domain;
}

/**
 * The form the brand writes: not a host name when a spelled-out form exists, and not an all-lowercase one (an alt
 * text typed as "cbc masthead logo") when a source writes it with capitals ("© CBC"); else the strongest source's.
 */
function displayForm(forms: Vote[]): string {
  const spelled = forms.filter((f) => !HOSTISH.test(f.text));
  // "Przepisy.pl" as the site declares itself and begins its breadcrumb, "Przepisy" only as a menu's link text: a brand
  // that writes its address with capitals as its name (not "www.liberation.fr", not an address in a phrase) is named so
  // when no source of standing (metadata, the mark, the masthead, the title) writes the name without it. ("ESPN.com" in
  // og:site_name beside "ESPN" in the masthead stays "ESPN", as "BostonGlobe.com" stays "The Boston Globe".)
  const standing = spelled.filter((f) => (f.stated ?? f.weight) >= 2);
  const asName = forms.filter((f) => HOSTISH.test(f.text) && !f.address && /\p{Lu}/u.test(f.text));
  const pool = spelled.length && (standing.length || !asName.length) ? spelled : asName.length ? asName : forms;
  const capitals = (f: Vote) => Number(/\p{Lu}/u.test(f.text));
  return [...pool].sort((a, b) => capitals(b) - capitals(a) || (b.stated ?? b.weight) - (a.stated ?? a.weight))[0].text;
}

const ADDRESS_END = new RegExp(`\\.(co\\.uk|com\\.br|com\\.au|${TLDS})$`);

/** One key for the forms of a name: case, accents, a leading "The", spaces, punctuation and a TLD do not count. */
function keyOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^(the|la|le|les|el|los|las|der|die|das|il)\s+/, '')
    .replace(ADDRESS_END, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The product a hyphenated domain names before saying what kind of thing it is: "nano-editor.org" is nano's,
 * "dia-installer.de" Dia's (its Windows installer's site), "foo-project.org" Foo's.
 */
function productBeforeKind(url: string): string | null {
  try {
    const parts = registrableDomain(new URL(url).hostname).split('.')[0].split('-');
    return parts.length >= 2 && DOMAIN_KIND.test(parts[parts.length - 1]) ? parts.slice(0, -1).join('').replace(/[^a-z0-9]/g, '') || null : null;
  } catch {
    return null;
  }
}
const DOMAIN_KIND = /^(editor|installer|project|software|app|client|server|browser|player|toolkit|framework|library|lang)$/;

/** The host label just left of the registrable domain when it names a product (flask.palletsprojects.com), not a service (www, docs, blog). */
function productLabel(url: string): string | null {
  try {
    const host = new URL(url).hostname;
    const rest = host.slice(0, -registrableDomain(host).length).replace(/\.$/, '').split('.');
    const label = rest[rest.length - 1]?.replace(/[^a-z0-9]/g, '');
    return label && label.length >= 3 && !GENERIC_HOST_LABEL.test(label) ? label : null;
  } catch {
    return null;
  }
}
const GENERIC_HOST_LABEL = /^(www\d*|docs?|documentation|help|support|blog|news|shop|store|api|app|apps|dev|developers?|m|mobile|en|de|fr|es|it|static|cdn|web|home|my|portal|wiki|forum|community|status|about|info|mail|login|account)$/;

function domainLabel(url: string): string | null {
  try {
    const host = registrableDomain(new URL(url).hostname);
    return host.split('.')[0].replace(/[^a-z0-9]/g, '') || null;
  } catch {
    return null;
  }
}

// The words for a manual, in the languages the pages come in ("Tux Paint ドキュメント", "git(1) Manual Page").
const DOCS_WORDS = "(documentation|docs|manual|manual page|man page|samples?|demos?|examples?|user[’']?s guide|user guide|developer[’']?s guide|api reference|reference manual|dokumentation|documentación|documentação|documentazione|handbuch|ドキュメント|マニュアル|文档|手册)";
// (A manual may add the product's short name after the word: "The Z Shell Manual (zsh)".)
const DOCS_SUFFIX = new RegExp(`\\s+${DOCS_WORDS}(\\s+\\(?v?\\d+(\\.(\\d+|x))+\\)?|\\s+\\([\\p{L}\\p{N}.+-]{2,20}\\))?$`, 'iu');
/** A manual's page titled by its product, the word for the manual and the page: "Vim documentation: help". */
const DOCS_PAGE = new RegExp(`^(.+?)\\s+${DOCS_WORDS}:\\s+\\S.*$`, 'iu');
/** A guide's title before the product it is about: "Erste Schritte mit KiCad", "Guide de démarrage rapide WeeChat". */
const DOCS_PREFIX =
  /^(getting started (with|in)|erste schritte (mit|in)|einführung in|guide de démarrage rapide( de| d['’])?|premiers pas (avec|dans|sous)|primeros pasos (con|en)|guía de inicio rápido( de)?|guida rapida( di| a)?|quick ?start guide( (for|to))?|schnelleinstieg( in)?)\s+/i;
// (A "v" and a major release alone is one too: "Gentelella v4"; Texinfo writes "(version 7.3.0)".)
const VERSION_SUFFIX = /\s+((version|release|versión|versão)\s+)?(\(?v?\d+(\.(\d+|x))+\)?|@\d+(\.\d+)+|v\d{1,2}|\((version|release|versión|versão)\s+v?\d+(\.(\d+|x))+\))$/i;
/** Whether a title is a manual's or a guide's: then the rest of it is the product the manual is about. */
export function isManualTitle(title: string): boolean {
  const t = cleanText(title).replace(TEXINFO_TOP, '$1');
  return DOCS_PREFIX.test(t) || DOCS_PAGE.test(t) || DOCS_SUFFIX.test(t.replace(VERSION_SUFFIX, '')) || MAN_SECTION.test(t.replace(DOCS_SUFFIX, ''));
}
/** Texinfo's top node names the manual in brackets: "Top (GNU Octave (version 7.3.0))". */
const TEXINFO_TOP = /^top\s+\((.+)\)$/i;
/** A manual page's section after the command: "git(1)". */
const MAN_SECTION = /^([\p{L}][\p{L}\p{N}._+-]*)\(\d[a-z]*\)$/u;

export function cleanName(text: string | undefined): string | undefined {
  const t = cleanText(text)
    // "[ A GNU head ]": an alt text in brackets describes a picture.
    .replace(/^\[\s*(.*?)\s*\]$/, '$1')
    // "Monsieur Cuisine [MCL4]": a tag in brackets after a name (a model, a code) is not part of it.
    .replace(/(\S)\s+\[[^\]]{1,20}\]$/, '$1')
    .replace(/^(welcome to|willkommen bei|bienvenue (chez|à|sur)|bienvenid[oa]s? a|benvenuti (su|da|a)|bem-vindo (à|ao))\s+/i, '')
    // A sentence's full stop goes; an abbreviation's stays ("Acme Inc.", "e. V.").
    .replace(/\s*!+$/, '')
    // A station's frequency is where it broadcasts, not its name: "WBAL Radio 1090 AM", "KEXP 90.3 FM".
    .replace(/(\D)\s+(\d{2,4}([.,]\d)?\s*(AM|FM|MHz|kHz)|(AM|FM)\s*\d{2,4}([.,]\d)?)$/, '$1')
    .replace(/(\p{L}{4,})\.+$/u, '$1')
    .replace(TEXINFO_TOP, '$1')
    .replace(DOCS_PREFIX, '')
    .replace(DOCS_PAGE, '$1')
    // A release and the word for its manual are not part of the name: "Django 3.2.25 documentation", "Node.js v18.20.4
    // Documentation", "npm @11.21.2", "Flask Documentation (2.2.x)", "PostgreSQL 15.20 Documentation" (a version has a dot).
    .replace(DOCS_SUFFIX, '')
    // "Apache Tomcat 10 (10.1.60)": a major release that the full release beside it spells is the release's too.
    .replace(/\s+(\d+)\s+\(v?\1(\.(\d+|x))+\)$/i, '')
    .replace(VERSION_SUFFIX, '')
    .replace(DOCS_SUFFIX, '')
    .replace(MAN_SECTION, '$1')
    // "Wikipedia, the free encyclopedia", "Dustin Curtis on Svbtle": an appositive or the host platform is not the name.
    .replace(/,\s+(the|a|an|la|le|el|die|der|das|il)\s+[^,]*$/i, '')
    .replace(/\s+(on|auf|sur|en)\s+(svbtle|tumblr|medium|blogger|wordpress(\.com)?|substack|ghost)$/i, '')
    .replace(/^[|\-–—·:\s]+|[|\-–—·:\s]+$/g, '')
    // "Doxygen: Doxygen" (a generator's "Project: Page" on the project's own page): one name said twice.
    .replace(/^(.{2,}?)\s*[:|\-–—·]\s*(.+)$/u, (whole, a: string, b: string) => (a.toLowerCase() === b.toLowerCase() ? b : whole))
    .trim();
  return t || undefined;
}
