/**
 * Colour maths shared by brand import, rendering and validation.
 *
 * Everything takes any CSS colour string culori can parse (hex, rgb(), hsl(), named colours)
 * and returns lowercase `#rrggbb`, the one form every email client understands.
 * Alpha is ignored: email clients composite inconsistently, so brandmail only deals in opaque colours.
 */
import { clampChroma, converter, formatHex, interpolate, parse, wcagContrast, wcagLuminance } from 'culori';

/** WCAG 2.x AA thresholds (success criterion 1.4.3). */
export const WCAG_AA = { normalText: 4.5, largeText: 3 } as const;

const BLACK = '#000000';
const WHITE = '#ffffff';
const toOklch = converter('oklch');

/** Parses any CSS colour; undefined when it is not a colour. */
export function parseColor(input: string): string | undefined {
  const color = parseCss(input);
  return color ? formatHex({ ...color, alpha: undefined }) : undefined;
}

/**
 * culori's parse, which throws (a TypeError from inside it) on a function it does not know — "translateX(50px)",
 * "calc(1px)", "nth-child(2n)", all values real pages put where a colour may stand — instead of answering "no colour".
 */
export function parseCss(input: string): ReturnType<typeof parse> {
  try {
    return parse(input.trim());
  } catch {
    return undefined;
  }
}

function hexOrThrow(input: string): string {
  const hex = parseColor(input);
  if (!hex) throw new TypeError(`Not a colour: ${JSON.stringify(input)}`);
  return hex;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  return wcagLuminance(hexOrThrow(color));
}

/** WCAG contrast ratio, 1 to 21; symmetric in its arguments. */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(hexOrThrow(a), hexOrThrow(b));
}

/**
 * WCAG "large text": at least 18pt (24px), or 14pt (18.66px) when bold.
 * Large text only needs 3:1.
 */
export function isLargeText(fontSizePx: number, bold: boolean): boolean {
  return fontSizePx >= 24 || (bold && fontSizePx >= 18.66);
}

/** The AA ratio a text of this size and weight needs. */
export function minimumContrastFor(fontSizePx: number, bold: boolean): number {
  return isLargeText(fontSizePx, bold) ? WCAG_AA.largeText : WCAG_AA.normalText;
}

/** `a` blended toward `b` by `amount` (0 = a, 1 = b) in sRGB, the way an opacity slider tints a colour. */
export function mix(a: string, b: string, amount: number): string {
  return formatHex(interpolate([hexOrThrow(a), hexOrThrow(b)], 'rgb')(amount));
}

/**
 * A text colour for `bg`: the first candidate that reaches `minRatio` (white first, since brands
 * mostly set white labels on their colour), else whichever candidate contrasts most.
 * Black or white always reaches at least 4.58:1 on an opaque background, so the defaults never fail AA.
 */
export function readableTextOn(
  bg: string,
  candidates: readonly string[] = [WHITE, BLACK],
  minRatio: number = WCAG_AA.normalText,
): string {
  const passing = candidates.find((candidate) => contrastRatio(candidate, bg) >= minRatio);
  if (passing) return hexOrThrow(passing);
  let best = hexOrThrow(candidates[0] ?? BLACK);
  for (const candidate of candidates) {
    if (contrastRatio(candidate, bg) > contrastRatio(best, bg)) best = hexOrThrow(candidate);
  }
  return best;
}

/** `color` with its OKLCH lightness set to `lightness`, hue kept, chroma reduced only as far as sRGB requires. */
function withLightness(color: string, lightness: number): string {
  const oklch = toOklch(color)!;
  return formatHex(clampChroma({ ...oklch, l: lightness }, 'oklch'));
}

/**
 * `fg` if it already reaches `minRatio` against `bg`; otherwise the colour of the same hue,
 * darkened or lightened as little as possible, that does. A brand yellow (#FFD400) on white
 * becomes a deep ochre rather than switching to black, so the email still reads as on-brand.
 *
 * Lightness moves in OKLCH because its L tracks perceived lightness and keeps the hue stable;
 * a binary search finds the smallest move, checked on the final rounded hex.
 */
export function ensureContrast(fg: string, bg: string, minRatio: number = WCAG_AA.normalText): string {
  const fgHex = hexOrThrow(fg);
  const bgHex = hexOrThrow(bg);
  if (contrastRatio(fgHex, bgHex) >= minRatio) return fgHex;

  const start = toOklch(fgHex)!.l;
  // On a light background, darkening gives contrast faster; try that direction first.
  const targets = relativeLuminance(bgHex) > 0.18 ? [0, 1] : [1, 0];
  for (const target of targets) {
    if (contrastRatio(withLightness(fgHex, target), bgHex) < minRatio) continue;
    let near = start;
    let far = target;
    for (let i = 0; i < 24; i++) {
      const mid = (near + far) / 2;
      if (contrastRatio(withLightness(fgHex, mid), bgHex) >= minRatio) far = mid;
      else near = mid;
    }
    return withLightness(fgHex, far);
  }
  // Only reached for ratios above what any hue allows (e.g. 15:1 on mid-grey).
  return readableTextOn(bgHex);
}
