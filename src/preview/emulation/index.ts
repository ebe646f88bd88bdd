/**
 * Client emulation: the email's HTML transformed the way one client treats it, before Chromium
 * draws it. One module per concern — style sheets (style-support), ignored CSS (css-properties),
 * Outlook's Word engine (word-engine), images (images) and dark mode (dark-mode) — all driven by
 * caniemail's data where it has any. This approximates a client's look; it is not the client.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { boundHtmlDepth } from '../../lib/html-depth';
import type { EmailClient } from '../clients';
import { clientSupport } from './caniemail';
import { cssRulesFor, filterInlineStyle } from './css-properties';
import { darkModePlan, declaresDarkColorScheme, LIGHT, type ColorPlan } from './dark-mode';
import { applyImageFormatSupport, applyImagesOff } from './images';
import { applyStyleSupport, hasDarkModeStyles, styleSupportFor } from './style-support';
import { applyConditionalComments, applyWordRendering } from './word-engine';

export type { ColorPlan, DarkTransform } from './dark-mode';
export { RECOLOR_SCRIPT } from './dark-mode';

export interface EmulatedEmail {
  html: string;
  /** http(s) images the page may load (none with images off). */
  imageUrls: string[];
  light: ColorPlan;
  dark: ColorPlan;
}

/** Email clients run no scripts, embed no frames and follow no refresh; neither does a preview. */
function removeActiveContent($: CheerioAPI): void {
  $('script, iframe, frame, frameset, object, embed, applet, base, link, meta[http-equiv="refresh" i], portal').remove();
  $('*').each((_, node) => {
    const el = node as Element;
    for (const name of Object.keys(el.attribs)) if (/^on/i.test(name)) delete el.attribs[name];
  });
}

const STILL =
  '*,*::before,*::after{animation-delay:-1ms!important;animation-duration:1ms!important;animation-iteration-count:1!important;transition:none!important;caret-color:transparent!important}';

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi;
/** Declarations whose url() is an image (not a font, an import or a cursor). */
const IMAGE_DECLARATION = /(?:^|[;{\s])(background|background-image|list-style|list-style-image|border-image|border-image-source|content)\s*:([^;{}]*)/gi;

function collectImageUrls($: CheerioAPI): string[] {
  const urls = new Set<string>();
  const add = (u: string | undefined) => {
    const url = u?.trim();
    if (url && /^https?:\/\//i.test(url)) urls.add(url);
  };
  const addCss = (css: string) => {
    for (const declaration of css.matchAll(IMAGE_DECLARATION)) for (const m of declaration[2].matchAll(CSS_URL)) add(m[1] ?? m[2] ?? m[3]);
  };
  $('img[src], input[type="image" i][src]').each((_, el) => add((el as Element).attribs.src));
  $('img[srcset], source[srcset]').each((_, el) => {
    for (const candidate of (el as Element).attribs.srcset.split(',')) add(candidate.trim().split(/\s+/)[0]);
  });
  $('[background]').each((_, el) => add((el as Element).attribs.background));
  $('[style]').each((_, el) => addCss((el as Element).attribs.style));
  $('style').each((_, el) => addCss($(el).text()));
  return [...urls];
}

export interface EmulationOptions {
  imagesOff: boolean;
  /** Mobile screens lay out an email without a viewport tag at 980 px; clients fit it to the screen. */
  isMobile: boolean;
}

export function emulateClient(source: string, client: EmailClient, options: EmulationOptions): EmulatedEmail {
  const support = clientSupport(client.emulates, client.fallback);
  // Chromium lays out anything past 512 levels flat anyway; flattened first, cheerio's recursive
  // serialiser and depth-slowed parser are safe on mail nested thousands deep.
  const $ = load(boundHtmlDepth(client.wordEngine ? applyConditionalComments(source) : source));
  removeActiveContent($);
  const declaresColorScheme = declaresDarkColorScheme($);

  const rules = cssRulesFor(support);
  const styleSupport = styleSupportFor(support);
  applyStyleSupport($, styleSupport, rules);
  $('[style]').each((_, node) => {
    const el = node as Element;
    const filtered = filterInlineStyle(rules, el.attribs.style, el.name);
    if (filtered === null) return;
    if (filtered) el.attribs.style = filtered;
    else delete el.attribs.style;
  });
  if (rules.backgroundAttribute !== 'all') {
    $('[background]').each((_, node) => {
      const el = node as Element;
      if (rules.backgroundAttribute === 'none' || el.name !== 'body') delete el.attribs.background;
    });
  }
  if (client.wordEngine) applyWordRendering($);
  applyImageFormatSupport($, support);
  if (options.imagesOff) applyImagesOff($, client.imagesOff);

  // A screenshot is one instant: animations jump to their end state and no caret blinks. (The
  // same as Playwright's `animations: 'disabled'`, without two more round trips per screenshot.)
  $('head').append(`<style data-brandmail-preview>${STILL}</style>`);
  if (options.isMobile && $('meta[name="viewport" i]').length === 0) {
    $('head').prepend('<meta name="viewport" content="width=device-width, initial-scale=1">');
  }

  const dark = darkModePlan(client, {
    supportsMediaQuery: styleSupport.prefersColorScheme && styleSupport.styleElements !== 'none',
    hasDarkStyles: hasDarkModeStyles($),
    declaresColorScheme,
  });
  return { html: $.html(), imageUrls: options.imagesOff ? [] : collectImageUrls($), light: LIGHT, dark };
}
