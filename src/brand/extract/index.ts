/**
 * Everything one site says about its brand, field by field. Binary work (logo download and
 * conversion) and the final colour decision come after merging sites (../pipeline.ts), since the
 * logo's own colours are colour evidence too.
 */
import type { BrandKit, FieldEvidence, NotedField } from '../schema';
import type { FetchedSite } from '../types';
import { collectColorEvidence, type ColorEvidence } from './colors';
import { extractContact } from './contact';
import { extractFonts } from './fonts';
import { extractIdentity } from './identity';
import type { NameChoice } from './name';
import { extractImages } from './images';
import { detectLanguage } from './language';
import { findIconCandidates, findLogoCandidates, type LogoCandidate } from './logo';
import { extractKeyPages } from './pages';
import { extractProducts } from './products';
import { buildSite, note } from './site';
import { extractSocialLinks } from './social';
import { extractVoice } from './voice';

/** The kit without the parts decided after merging. */
export type ExtractedFields = Omit<BrandKit, 'logo' | 'icon' | 'colors' | 'name' | 'evidence'> & { name: string | null };

export interface SiteExtraction {
  url: string;
  fields: ExtractedFields;
  nameChoice: NameChoice;
  /** Where each picked value of the other fields came from. */
  noted: Partial<Record<NotedField, FieldEvidence>>;
  logoCandidates: LogoCandidate[];
  iconCandidates: LogoCandidate[];
  colorEvidence: ColorEvidence[];
  warnings: string[];
}

export function extractSite(fetched: FetchedSite): SiteExtraction {
  const site = buildSite(fetched);
  const warnings: string[] = [];
  // One extractor tripping over an odd page costs that field, never the import.
  const field = <T>(name: string, extract: () => T, empty: T): T => {
    try {
      return extract();
    } catch (err) {
      warnings.push(`${site.entryUrl}: the ${name} could not be read from the page (${err instanceof Error ? err.message.slice(0, 120) : 'unexpected value'}); that field is left empty.`);
      return empty;
    }
  };
  const { nameChoice, ...identity } = field('name and description', () => extractIdentity(site), {
    name: null,
    description: null,
    tagline: null,
    nameChoice: { name: null, confidence: 'low', source: site.entryUrl, rule: 'the page could not be read', candidates: [] },
  });
  const lang = field('language', () => detectLanguage(site.entry), { language: null });
  if (lang.warning) warnings.push(`${site.entryUrl}: ${lang.warning}`);
  if (lang.language && lang.rule) note(site, 'language', site.entry.url, lang.rule, lang.confidence ?? 'medium');
  return {
    url: site.entryUrl,
    fields: {
      ...identity,
      fonts: field('fonts', () => extractFonts(site), { heading: null, body: null }),
      images: field('images', () => extractImages(site), []),
      socialLinks: field('social links', () => extractSocialLinks(site), []),
      contact: field('contact details', () => extractContact(site), { email: null, phone: null, address: null }),
      voice: field('voice', () => extractVoice(site, { tagline: identity.tagline, name: identity.name, language: lang.language }), { tone: [], sampleCopy: [], keywords: [] }),
      language: lang.language,
      products: field('products', () => extractProducts(site), []),
      pages: field('key pages', () => extractKeyPages(site), []),
    },
    nameChoice,
    logoCandidates: field('logo', () => findLogoCandidates(site, identity.name), []),
    iconCandidates: field('icon', () => findIconCandidates(site), []),
    colorEvidence: field('colours', () => collectColorEvidence(site), []),
    warnings,
    // Last: property values are evaluated in order, so every extractor above has noted its sources.
    noted: Object.fromEntries(site.evidence) as Partial<Record<NotedField, FieldEvidence>>,
  };
}
