/**
 * Several URLs make one kit, the first URL leading: a single value comes from the first site
 * that has one; lists are joined, the first site's items first, without repeats; colour
 * evidence from later sites counts at a fraction, so it decides only where the first site is
 * silent.
 */
import type { ColorEvidence } from './extract/colors';
import type { ExtractedFields, SiteExtraction } from './extract';
import type { NameChoice } from './extract/name';
import type { FieldEvidence, NotedField } from './schema';
import type { LogoCandidate } from './extract/logo';

/** Weight of a later site's colour evidence relative to the first site's. */
const FOLLOWER_COLOR_WEIGHT = 0.35;

export interface MergedExtraction {
  fields: ExtractedFields;
  /** How the name was chosen, on the site whose name was taken. */
  nameChoice: NameChoice | null;
  /** Where each other picked value came from, on the site it was taken from. */
  noted: Partial<Record<NotedField, FieldEvidence>>;
  logoCandidates: LogoCandidate[];
  iconCandidates: LogoCandidate[];
  colorEvidence: ColorEvidence[];
  warnings: string[];
}

export function mergeExtractions(sites: SiteExtraction[]): MergedExtraction {
  if (sites.length === 0) throw new Error('nothing to merge');
  const [lead, ...rest] = sites;
  const first = <T>(pick: (f: ExtractedFields) => T | null): T | null => {
    for (const s of sites) {
      const v = pick(s.fields);
      if (v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)) return v;
    }
    return null;
  };
  const union = <T>(pick: (f: ExtractedFields) => T[], key: (t: T) => string, max: number): T[] => {
    const seen = new Set<string>();
    const out: T[] = [];
    for (const s of sites) {
      for (const item of pick(s.fields)) {
        const k = key(item);
        if (seen.has(k) || out.length >= max) continue;
        seen.add(k);
        out.push(item);
      }
    }
    return out;
  };

  const fields: ExtractedFields = {
    name: first((f) => f.name),
    description: first((f) => f.description),
    tagline: first((f) => f.tagline),
    fonts: { heading: first((f) => f.fonts.heading), body: first((f) => f.fonts.body) },
    images: union((f) => f.images, (i) => i.url, 30),
    // One profile per platform: the first site's wins.
    socialLinks: union((f) => f.socialLinks, (l) => l.platform, 30),
    contact: {
      email: first((f) => f.contact.email),
      phone: first((f) => f.contact.phone),
      address: first((f) => f.contact.address),
    },
    voice: {
      tone: first((f) => f.voice.tone) ?? [],
      sampleCopy: union((f) => f.voice.sampleCopy, (c) => `${c.role}:${c.text.toLowerCase()}`, 30),
      keywords: union((f) => f.voice.keywords, (k) => k, 20),
    },
    language: lead.fields.language ?? first((f) => f.language),
    products: union((f) => f.products, (p) => (p.url ?? p.name).toLowerCase(), 50),
    pages: union((f) => f.pages, (p) => (p.type === 'home' ? p.url : p.type), 30),
  };
  const candidates = (pick: (s: SiteExtraction) => LogoCandidate[]) =>
    // The lead site's candidates all come before any follower's, whatever their scores.
    sites.flatMap((s, i) => pick(s).map((c) => ({ ...c, score: c.score - i * 100 })));
  return {
    fields,
    nameChoice: sites.find((s) => s.fields.name !== null)?.nameChoice ?? null,
    noted: notedOf(sites, fields),
    logoCandidates: candidates((s) => s.logoCandidates),
    iconCandidates: candidates((s) => s.iconCandidates),
    colorEvidence: [
      ...lead.colorEvidence,
      ...rest.flatMap((s) => s.colorEvidence.map((e) => ({ ...e, weight: e.weight * FOLLOWER_COLOR_WEIGHT }))),
    ],
    warnings: sites.flatMap((s) => s.warnings),
  };
}

const NOTED_VALUE: Record<NotedField, (f: ExtractedFields) => unknown> = {
  description: (f) => f.description,
  tagline: (f) => f.tagline,
  language: (f) => f.language,
  headingFont: (f) => f.fonts.heading?.family,
  bodyFont: (f) => f.fonts.body?.family,
  email: (f) => f.contact.email,
  phone: (f) => f.contact.phone,
  address: (f) => f.contact.address,
};

/** Each field's evidence from the site whose value the kit took. */
function notedOf(sites: SiteExtraction[], merged: ExtractedFields): Partial<Record<NotedField, FieldEvidence>> {
  const out: Partial<Record<NotedField, FieldEvidence>> = {};
  for (const [field, value] of Object.entries(NOTED_VALUE) as [NotedField, (f: ExtractedFields) => unknown][]) {
    const chosen = value(merged);
    if (chosen === null || chosen === undefined) continue;
    const from = sites.find((s) => value(s.fields) === chosen);
    if (from?.noted[field]) out[field] = from.noted[field];
  }
  return out;
}
