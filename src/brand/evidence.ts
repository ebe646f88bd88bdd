/**
 * The kit's account of itself: where the name, logo, icon and primary colour came from, the rule
 * that chose each and how sure the import is, and the warnings that send a person to the fields
 * worth a look before the first email. A value is only as sure as what backs it: a name two
 * sources agree on is sure, a logo that is really the app icon is not.
 */
import type { LogoCandidate } from './extract/logo';
import type { NameChoice } from './extract/name';
import { NO_EVIDENCE, type BrandEvidence, type FieldEvidence, type NotedField } from './schema';

/** Origins that are a fallback for a missing mark, not the mark itself. */
const FALLBACK_LOGO = new Set(['og-image', 'favicon', 'apple-touch-icon', 'manifest-icon']);

export function buildEvidence(input: {
  name: NameChoice | null;
  logo: LogoCandidate | null;
  icon: LogoCandidate | null;
  primary: string | null;
  primarySources: string[];
  pageUrl: string;
  noted: Partial<Record<NotedField, FieldEvidence>>;
}): BrandEvidence {
  const { name, logo, icon } = input;
  return {
    ...NO_EVIDENCE,
    ...input.noted,
    name: name?.name ? { source: name.source, rule: name.rule, confidence: name.confidence, candidates: name.candidates } : null,
    logo: logo ? imageEvidence(logo, 'logo') : null,
    icon: icon ? imageEvidence(icon, 'icon') : null,
    primaryColor: input.primary ? colorEvidence(input.primarySources, input.pageUrl) : null,
  };
}

function imageEvidence(c: LogoCandidate, kind: 'logo' | 'icon'): FieldEvidence {
  const source = c.url ?? `${c.pageUrl} (inline SVG)`;
  if (kind === 'icon') return { source, rule: c.reason, confidence: c.reason === '/favicon.ico' ? 'medium' : 'high' };
  const confidence = FALLBACK_LOGO.has(c.origin) ? 'low' : /linking home|json-ld|JSON-LD/i.test(c.reason) ? 'high' : 'medium';
  return { source, rule: c.reason, confidence };
}

function colorEvidence(sources: string[], pageUrl: string): FieldEvidence {
  const kinds = new Set(sources.map((s) => (/theme-color|TileColor/.test(s) ? 'meta' : /^var\(/.test(s) ? 'variable' : /logo/.test(s) ? 'logo' : /background|border/.test(s) ? 'button' : 'other')));
  kinds.delete('other');
  return {
    source: `${pageUrl}: ${sources.slice(0, 4).join(', ')}`,
    rule: 'the strongest chromatic colour among theme-color, brand CSS variables, calls to action, links and the logo',
    confidence: kinds.size >= 2 ? 'high' : kinds.size === 1 ? 'medium' : 'low',
  };
}

/** One warning per field a person should check, naming what to do about it. */
export function reviewWarnings(evidence: BrandEvidence): string[] {
  const out: string[] = [];
  const { name, logo } = evidence;
  if (name && name.confidence === 'low') {
    const others = name.candidates.slice(1, 4).map((c) => `"${c.name}"`);
    out.push(
      `Check the brand name: only ${name.rule} names it${others.length ? `; also seen: ${others.join(', ')}` : ''}. Correct it with PATCH /v1/projects/{projectId} (brand.name).`,
    );
  }
  if (logo && logo.confidence === 'low') {
    out.push(`Check the logo: no brand mark was found in the page header, so the kit uses ${logo.rule}. Upload the logo with PATCH /v1/projects/{projectId} (brand.logo).`);
  }
  return out;
}
