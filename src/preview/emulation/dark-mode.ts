/**
 * Dark mode as each client does it (clients.ts `darkMode`):
 * - whether the email's own `@media (prefers-color-scheme: dark)` styles apply comes from
 *   caniemail (style-support.ts removes them where unsupported; Chromium is told the reader
 *   prefers dark only where they are supported);
 * - then the client's own recolouring runs in the page, on computed colours: `partial` darkens
 *   light neutral backgrounds and lightens dark text that would sit on a dark background, leaving
 *   saturated areas (buttons, banners) alone; `full` inverts the lightness of every background,
 *   text and border colour, so dark designs turn light; `plain` (Apple Mail, Samsung Email)
 *   darkens only an email that sets no background colour at all. Images are never recoloured.
 */
import type { CheerioAPI } from 'cheerio';
import type { EmailClient } from '../clients';

export type DarkTransform = 'none' | 'plain' | 'partial' | 'full';

export interface ColorPlan {
  /** What `prefers-color-scheme` reports to the page. */
  colorScheme: 'light' | 'dark';
  transform: DarkTransform;
}

export const LIGHT: ColorPlan = { colorScheme: 'light', transform: 'none' };

/** True when the email tells clients it has a dark design (`color-scheme` meta tag or property). */
export function declaresDarkColorScheme($: CheerioAPI): boolean {
  const meta = $('meta[name="color-scheme" i], meta[name="supported-color-schemes" i]')
    .toArray()
    .some((el) => /dark/i.test($(el).attr('content') ?? ''));
  if (meta) return true;
  const css = $('style').text() + $('html').attr('style') + $('body').attr('style') + $(':root').attr('style');
  return /(?:^|[;{\s])(?:supported-)?color-scheme\s*:[^;}]*dark/i.test(css);
}

/**
 * The dark-mode plan of a client for one email. `supportsMediaQuery` is caniemail's word on
 * `@media (prefers-color-scheme)`; `hasDarkStyles` tells whether such rules survived emulation.
 */
export function darkModePlan(client: EmailClient, email: { supportsMediaQuery: boolean; hasDarkStyles: boolean; declaresColorScheme: boolean }): ColorPlan {
  const colorScheme = email.supportsMediaQuery ? 'dark' : 'light';
  switch (client.darkMode) {
    case 'none':
      return LIGHT;
    case 'custom':
      if (email.hasDarkStyles) return { colorScheme, transform: 'none' };
      return { colorScheme, transform: email.declaresColorScheme ? 'partial' : 'plain' };
    case 'partial':
      return { colorScheme, transform: 'partial' };
    case 'full':
      return { colorScheme, transform: 'full' };
  }
}

/**
 * Runs in the page (Playwright's evaluate, which works with the page's own JavaScript disabled).
 * Kept as source text: a function compiled by tsx could reference helpers that do not exist in
 * the page.
 */
export const RECOLOR_SCRIPT = `(mode) => {
  const parse = (value) => {
    const m = /rgba?\\(([^)]+)\\)/.exec(value || '');
    if (!m) return null;
    const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(parseFloat);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  const lin = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  const luminance = (c) => 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
  const toHsl = (c) => {
    const r = c.r / 255, g = c.g / 255, b = c.b / 255;
    const max = Math.max(r, g, b), min = Math.min(r, g, b), l = (max + min) / 2;
    if (max === min) return { h: 0, s: 0, l };
    const d = max - min;
    const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return { h: h / 6, s, l };
  };
  const fromHsl = ({ h, s, l }) => {
    if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q;
    const f = (t) => { t = (t + 1) % 1; return t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p; };
    return { r: f(h + 1 / 3) * 255, g: f(h) * 255, b: f(h - 1 / 3) * 255 };
  };
  const relight = (c, lo, hi) => {
    const hsl = toHsl(c);
    hsl.l = Math.min(hi, Math.max(lo, 1 - hsl.l));
    const o = fromHsl(hsl);
    const out = { r: Math.round(o.r), g: Math.round(o.g), b: Math.round(o.b), a: c.a };
    return { css: 'rgba(' + out.r + ', ' + out.g + ', ' + out.b + ', ' + out.a + ')', lum: luminance(out) };
  };
  const elements = Array.from(document.querySelectorAll('*'));
  const styles = elements.map((el) => getComputedStyle(el));
  const opaque = (c) => c && c.a > 0.05;
  if (mode === 'plain') {
    if (styles.some((cs) => opaque(parse(cs.backgroundColor)))) return;
    mode = 'partial';
  }
  const root = document.documentElement;
  const bodyBg = document.body ? parse(getComputedStyle(document.body).backgroundColor) : null;
  const canvasDark = !opaque(parse(styles[0].backgroundColor)) && !opaque(bodyBg);
  const after = new Map();
  const changes = [];
  elements.forEach((el, i) => {
    const cs = styles[i];
    const parentLum = el.parentElement && after.has(el.parentElement) ? after.get(el.parentElement) : canvasDark ? 0.007 : 1;
    const bg = parse(cs.backgroundColor);
    let bgLum = parentLum;
    const change = {};
    if (opaque(bg)) {
      const lum = luminance(bg);
      const s = toHsl(bg).s;
      if (mode === 'full' || lum > 0.85 || (lum > 0.55 && s < 0.5)) {
        const next = relight(bg, 0.08, 0.94);
        change.bg = next.css;
        bgLum = bg.a >= 0.5 ? next.lum : parentLum;
      } else bgLum = bg.a >= 0.5 ? lum : parentLum;
    }
    after.set(el, bgLum);
    const fg = parse(cs.color);
    if (fg) {
      const lum = luminance(fg);
      if (mode === 'full' || (lum < 0.2 && bgLum < 0.2)) change.fg = relight(fg, 0.06, 0.92).css;
    }
    if (mode === 'full') {
      for (const side of ['top', 'right', 'bottom', 'left']) {
        const c = parse(cs.getPropertyValue('border-' + side + '-color'));
        if (parseFloat(cs.getPropertyValue('border-' + side + '-width')) > 0 && opaque(c)) change['border-' + side + '-color'] = relight(c, 0.06, 0.94).css;
      }
    }
    changes.push([el, change]);
  });
  if (canvasDark) root.style.setProperty('background-color', '#121212', 'important');
  for (const [el, change] of changes) {
    if (change.bg) el.style.setProperty('background-color', change.bg, 'important');
    if (change.fg) el.style.setProperty('color', change.fg, 'important');
    for (const key of Object.keys(change)) if (key.startsWith('border-')) el.style.setProperty(key, change[key], 'important');
  }
}`;
