/**
 * Turns a document's Theme into the concrete colours and fonts the blocks use.
 *
 * This is where the WCAG AA guarantee lives: blocks never put a theme colour on a background
 * directly, they ask for the palette on that background, whose every text colour has been moved
 * (keeping its hue) until it reaches 4.5:1, or 3:1 for headings, which are always large text.
 */
import { contrastRatio, ensureContrast, mix, parseColor, readableTextOn, WCAG_AA } from '../lib/color';
import type { Theme, FontStack } from './schema';

export interface Palette {
  background: string;
  text: string;
  heading: string;
  muted: string;
  link: string;
}

export interface ButtonColors {
  background: string;
  label: string;
}

export interface WebFont {
  family: string;
  url: string;
  format: 'woff2' | 'woff';
  /** First installed font in the stack, for Outlook, which otherwise falls back to Times New Roman. */
  msoFallback: string;
}

export interface ResolvedTheme {
  contentWidth: number;
  /** Horizontal padding of blocks inside the content column. */
  gutter: number;
  fonts: { heading: string; body: string };
  webFonts: WebFont[];
  buttonRadius: number;
  primary: string;
  secondary: string | undefined;
  /** Decorative accents (borders, rules): no contrast requirement, so the brand colour as is. */
  accent: string;
  pageBackground: string;
  content: Palette;
  /** Used by the prefers-color-scheme: dark styles, for elements on the default backgrounds only. */
  dark: { pageBackground: string; content: Palette };
  paletteOn(background: string): Palette;
  /** `color` moved, keeping its hue, until it reaches `minRatio` on `background`. */
  accessibleOn(color: string, background: string, minRatio?: number): string;
  buttonColors(fill?: string): ButtonColors;
  /** A light tint of the brand colour, for coupon and callout backgrounds. */
  tint: string;
}

const BUTTON_RADIUS = { square: 0, rounded: 6, pill: 999 } as const;
const DARK_PAGE = '#121212';
const DARK_CONTENT = '#1e1e1e';

// ensureContrast runs a binary search; a document asks for the same pairs again and again
// and the bench renders thousands of documents, so results are memoised (bounded).
const contrastMemo = new Map<string, string>();
function accessible(fg: string, bg: string, ratio: number): string {
  const key = `${fg}|${bg}|${ratio}`;
  let hit = contrastMemo.get(key);
  if (hit === undefined) {
    if (contrastMemo.size > 5000) contrastMemo.clear();
    hit = ensureContrast(fg, bg, ratio);
    contrastMemo.set(key, hit);
  }
  return hit;
}

function webFontOf(font: FontStack): WebFont[] {
  if (!font.webFont) return [];
  const installed = font.stack
    .split(',')
    .map((name) => name.trim().replace(/^'|'$/g, ''))
    .find((name) => name.toLowerCase() !== font.webFont!.family.toLowerCase());
  return [{ ...font.webFont, msoFallback: installed ?? 'Arial' }];
}

/**
 * Neutral text on a background: the theme colour when it passes; otherwise black or white (as a
 * designer would set copy on a dark brand band), softened toward the background for muted text.
 * Nudging a near-black just far enough onto navy would give a muddy grey that barely passes.
 */
function readableOn(color: string, background: string, ratio: number, muted = false): string {
  if (contrastRatio(color, background) >= ratio) return color;
  const base = readableTextOn(background);
  return muted ? accessible(mix(base, background, 0.3), background, ratio) : base;
}

/** #ABC and #aabbcc spell the same colour; one spelling keeps the CSS and the memo keys consistent. */
function normalise(color: string): string;
function normalise(color: string | undefined): string | undefined;
function normalise(color: string | undefined): string | undefined {
  return color === undefined ? undefined : (parseColor(color) ?? color);
}

// A brand's emails share one theme; resolving it (contrast searches, tints) is worth keeping.
const resolvedThemes = new Map<string, ResolvedTheme>();

export function resolveTheme(input: Theme): ResolvedTheme {
  const key = JSON.stringify(input);
  let resolved = resolvedThemes.get(key);
  if (!resolved) {
    if (resolvedThemes.size > 200) resolvedThemes.clear();
    resolved = resolveUncached(input);
    resolvedThemes.set(key, resolved);
  }
  return resolved;
}

function resolveUncached(input: Theme): ResolvedTheme {
  const theme = {
    ...input,
    primaryColor: normalise(input.primaryColor),
    secondaryColor: normalise(input.secondaryColor),
    textColor: normalise(input.textColor),
    headingColor: normalise(input.headingColor),
    mutedTextColor: normalise(input.mutedTextColor),
    pageBackground: normalise(input.pageBackground),
    contentBackground: normalise(input.contentBackground),
  };
  const paletteCache = new Map<string, Palette>();
  const paletteOn = (color: string): Palette => {
    const background = normalise(color);
    let palette = paletteCache.get(background);
    if (!palette) {
      palette = {
        background,
        text: readableOn(theme.textColor, background, WCAG_AA.normalText),
        heading: readableOn(theme.headingColor ?? theme.textColor, background, WCAG_AA.largeText),
        muted: readableOn(theme.mutedTextColor, background, WCAG_AA.normalText, true),
        // Links keep the brand hue, moved only as far as contrast requires.
        link: accessible(theme.primaryColor, background, WCAG_AA.normalText),
      };
      paletteCache.set(background, palette);
    }
    return palette;
  };

  const buttonColors = (color: string = theme.primaryColor): ButtonColors => {
    const fill = normalise(color);
    const label = readableTextOn(fill);
    // Black or white reach 4.58:1 on any fill, so this only moves the fill in rare mid-tones.
    return { label, background: accessible(fill, label, WCAG_AA.normalText) };
  };

  const fonts = { heading: theme.headingFont.stack, body: theme.bodyFont.stack };
  const webFonts = [...webFontOf(theme.headingFont), ...webFontOf(theme.bodyFont)].filter(
    (font, i, all) => all.findIndex((other) => other.url === font.url) === i,
  );

  const darkContent: Palette = {
    background: DARK_CONTENT,
    text: '#e8e8e8',
    heading: '#ffffff',
    muted: '#a8a8a8',
    link: accessible(theme.primaryColor, DARK_CONTENT, WCAG_AA.normalText),
  };

  return {
    contentWidth: theme.contentWidth,
    gutter: 32,
    fonts,
    webFonts,
    buttonRadius: BUTTON_RADIUS[theme.buttonShape],
    primary: theme.primaryColor,
    secondary: theme.secondaryColor,
    accent: theme.primaryColor,
    pageBackground: theme.pageBackground,
    content: paletteOn(theme.contentBackground),
    dark: { pageBackground: DARK_PAGE, content: darkContent },
    paletteOn,
    accessibleOn: (color, background, minRatio = WCAG_AA.normalText) =>
      accessible(normalise(color), normalise(background), minRatio),
    buttonColors,
    tint: mix(theme.primaryColor, theme.contentBackground, 0.9),
  };
}
