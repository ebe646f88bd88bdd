/**
 * From colour evidence to roles. Shades within a just-noticeable distance are one colour (a
 * button and its hover state); greys never become primary, secondary or accent; and a primary
 * needs at least one deliberate signal (theme-color, a brand variable, a button, a link, the
 * logo) with enough weight — otherwise it is `null` and a warning says why.
 */
import { converter, differenceEuclidean } from 'culori';
import { contrastRatio, readableTextOn, WCAG_AA } from '../../lib/color';
import type { BrandColors } from '../schema';
import type { ColorEvidence } from './colors';

const toOklch = converter('oklch');
const distance = differenceEuclidean('oklab');

/** OKLab distance under which two colours are the same brand colour (≈ hover/active shades). */
const SAME_COLOR = 0.045;
/** OKLCH chroma under which a colour reads as grey (slate and stone greys included). */
const GREY_CHROMA = 0.045;
const PRIMARY_MIN_WEIGHT = 2.5;

interface Cluster {
  hex: string;
  weight: number;
  strong: boolean;
  hints: Map<string, number>;
  sources: string[];
  bestSingle: number;
}

export function isGrey(hex: string): boolean {
  const c = toOklch(hex);
  return !c || (c.c ?? 0) < GREY_CHROMA;
}

function clusterEvidence(evidence: ColorEvidence[]): Cluster[] {
  const clusters: Cluster[] = [];
  // Strongest first, so each cluster is named after its most deliberate colour.
  for (const e of [...evidence].sort((a, b) => b.weight - a.weight)) {
    let cluster = clusters.find((c) => distance(c.hex, e.hex) < SAME_COLOR);
    if (!cluster) {
      cluster = { hex: e.hex, weight: 0, strong: false, hints: new Map(), sources: [], bestSingle: e.weight };
      clusters.push(cluster);
    }
    cluster.weight += e.weight;
    cluster.strong ||= e.strong;
    if (e.hint) cluster.hints.set(e.hint, (cluster.hints.get(e.hint) ?? 0) + e.weight);
    if (cluster.sources.length < 8) cluster.sources.push(e.source);
  }
  return clusters.sort((a, b) => b.weight - a.weight);
}

/**
 * When no colour passes as primary, the best a person would still name: the one chromatic colour
 * the site uses as a deliberate signal (a header bar, a coloured table bar, a link) well ahead of
 * any other, dark enough to carry a mark on the background (a pale panel tint is a background).
 * Greys stay out even here: a near-black declared colour is chrome more often than a brand.
 */
function weakPrimary(chromatic: Cluster[], background: string): Cluster | undefined {
  const signals = chromatic.filter((c) => c.strong && c.weight >= 0.9 && !c.hints.get('secondary') && !c.hints.get('accent')).sort((a, b) => b.weight - a.weight);
  const usable = signals.filter((c) => contrastRatio(c.hex, background) >= 2);
  const [first, second] = usable;
  if (first && (!second || first.weight >= 1.5 * second.weight) && signals.every((c) => first.weight >= 0.5 * c.weight)) return first;
  return undefined;
}

export interface ColorDecision {
  colors: BrandColors;
  warnings: string[];
  /** What backs the primary colour: its evidence's sources (theme-color, .btn background, logo fill, …), strongest first. */
  primarySources: string[];
}

export function decideColors(evidence: ColorEvidence[]): ColorDecision {
  const warnings: string[] = [];
  const clusters = clusterEvidence(evidence);
  const hinted = (hint: string) =>
    clusters
      .filter((c) => (c.hints.get(hint) ?? 0) > 0)
      .sort((a, b) => (b.hints.get(hint) ?? 0) - (a.hints.get(hint) ?? 0))[0];

  const background = hinted('background')?.hex ?? '#ffffff';
  const textCluster = clusters
    .filter((c) => (c.hints.get('text') ?? 0) > 0 && contrastRatio(c.hex, background) >= 3)
    .sort((a, b) => (b.hints.get('text') ?? 0) - (a.hints.get('text') ?? 0))[0];
  const text = textCluster?.hex ?? readableTextOn(background, ['#000000', '#ffffff']);

  // A page painted in a deep colour of its own (Django's documentation: dark green under light text) wears the brand's
  // colour as its ground; a pale tint (cream, mint) is only a background.
  const ground = clusters.find((c) => c.hex === background);
  const brandGround = ground && !isGrey(ground.hex) && (toOklch(ground.hex)?.l ?? 1) < 0.6 ? ground : undefined;
  if (brandGround) brandGround.strong = true;
  const chromatic = clusters.filter((c) => !isGrey(c.hex) && (c === brandGround || distance(c.hex, background) >= SAME_COLOR));
  // A design system whose "brand primary" variable is black or grey (Node.js: --color-brand-primary #333,
  // --color-brand-secondary green) shows its secondary brand colour as the brand's colour: the only one it has.
  const neutralBrandPrimary =
    evidence.some((e) => e.hint === 'primary' && e.source.startsWith('var(') && isGrey(e.hex)) &&
    !evidence.some((e) => e.hint === 'primary' && e.source.startsWith('var(') && !isGrey(e.hex));
  const otherRoles = (role: 'primary' | 'secondary' | 'accent') =>
    (['primary', 'secondary', 'accent'] as const).filter((r) => r !== role && !(role === 'primary' && r === 'secondary' && neutralBrandPrimary));
  const score = (c: Cluster, role: 'primary' | 'secondary' | 'accent') => {
    let s = c.weight;
    // Announced for another role: counts less here.
    for (const other of otherRoles(role)) s -= 0.7 * (c.hints.get(other) ?? 0);
    return s + 0.5 * (c.hints.get(role) ?? 0);
  };

  const primaryCandidates = chromatic
    .filter((c) => c.strong && c.weight >= PRIMARY_MIN_WEIGHT && !otherRoles('primary').some((r) => r !== 'primary' && c.hints.get(r)) || (c.hints.get('primary') ?? 0) >= PRIMARY_MIN_WEIGHT)
    .sort((a, b) => score(b, 'primary') - score(a, 'primary'));
  let primary = primaryCandidates[0];
  if (!primary) {
    // A design system that names no primary and whose one chromatic token is its accent (Spotify's
    // --essential-bright-accent green on black) shows the accent as the brand's colour: the only one it has.
    const announced = chromatic.filter((c) => c.strong && c.weight >= PRIMARY_MIN_WEIGHT && evidence.some((e) => e.source.startsWith('var(') && (e.hint === 'accent' || e.hint === 'secondary') && distance(e.hex, c.hex) < SAME_COLOR));
    const [only] = announced;
    if (announced.length === 1 && chromatic.every((c) => c === only || c.weight * 2 <= only.weight)) {
      primary = only;
      warnings.push(`The primary colour ${only.hex} is the site's accent colour (${only.sources.slice(0, 2).join(', ')}): it names no primary colour. Check it, or set colors.primary with PATCH /v1/projects/{projectId}.`);
    }
  }
  if (!primary) {
    const weak = weakPrimary(chromatic, background);
    if (weak) {
      primary = weak;
      warnings.push(
        `The primary colour ${weak.hex} rests on weak evidence (${weak.sources.slice(0, 2).join(', ')}): no brand variable, button or link colour backs it. Check it, or set colors.primary with PATCH /v1/projects/{projectId}.`,
      );
    }
  }
  if (!primary) {
    const why = chromatic.length === 0
      ? 'the site uses only neutral colours (greys, black, white)'
      : `no colour is backed by a brand signal (theme-color, a brand CSS variable, buttons, links or the logo); seen: ${chromatic.slice(0, 3).map((c) => c.hex).join(', ')}`;
    warnings.push(`No colour could be defended as the primary brand colour: ${why}. Set colors.primary with PATCH /v1/projects/{projectId}.`);
  }
  const rest = chromatic.filter((c) => c !== primary);
  const distinct = (c: Cluster, from: (Cluster | undefined)[]) => from.every((f) => !f || distance(c.hex, f.hex) >= 0.08);

  const secondary =
    rest.filter((c) => (c.hints.get('secondary') ?? 0) >= 1 && distinct(c, [primary])).sort((a, b) => score(b, 'secondary') - score(a, 'secondary'))[0] ??
    rest.filter((c) => c.strong && c.weight >= 2 && !c.hints.get('accent') && distinct(c, [primary])).sort((a, b) => score(b, 'secondary') - score(a, 'secondary'))[0];
  const accent =
    rest.filter((c) => c !== secondary && (c.hints.get('accent') ?? 0) >= 1 && distinct(c, [primary, secondary])).sort((a, b) => score(b, 'accent') - score(a, 'accent'))[0] ??
    rest.filter((c) => c !== secondary && c.weight >= 1.5 && distinct(c, [primary, secondary])).sort((a, b) => score(b, 'accent') - score(a, 'accent'))[0];

  const roleOf = (c: Cluster): BrandColors['palette'][number]['role'] => {
    if (c === primary) return 'primary';
    if (c === secondary) return 'secondary';
    if (c === accent) return 'accent';
    if (c.hex === background) return 'background';
    if (c.hex === text) return 'text';
    if ((c.hints.get('link') ?? 0) > 0) return 'link';
    return 'other';
  };
  const top = clusters.slice(0, 12);
  for (const c of [primary, secondary, accent]) if (c && !top.includes(c)) top.push(c);
  const total = top.reduce((s, c) => s + c.weight, 0) || 1;
  const palette = top.map((c) => ({ hex: c.hex, role: roleOf(c), weight: Math.round((c.weight / total) * 1000) / 1000 }));
  for (const [hex, role] of [[background, 'background'], [text, 'text']] as const) {
    if (!palette.some((p) => p.hex === hex)) palette.push({ hex, role, weight: 0 });
  }

  const pair = (foreground: string, bg: string, use: string) => {
    const ratio = Math.round(contrastRatio(foreground, bg) * 100) / 100;
    return { foreground, background: bg, ratio, aa: ratio >= WCAG_AA.normalText, aaLarge: ratio >= WCAG_AA.largeText, use };
  };
  const contrast = [pair(text, background, 'text on background')];
  for (const [c, name] of [[primary, 'primary'], [secondary, 'secondary'], [accent, 'accent']] as const) {
    if (!c) continue;
    contrast.push(pair(c.hex, background, `${name} text on background`));
    const label = readableTextOn(c.hex);
    contrast.push(pair(label, c.hex, `${label === '#ffffff' ? 'white' : 'black'} label on ${name}`));
  }

  return {
    colors: {
      primary: primary?.hex ?? null,
      secondary: secondary?.hex ?? null,
      accent: accent?.hex ?? null,
      background,
      text,
      palette: palette.slice(0, 16),
      contrast,
    },
    warnings,
    primarySources: primary?.sources ?? [],
  };
}
