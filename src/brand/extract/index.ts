/**
 * Everything one site says about its brand, field by field. Binary work (logo download and
 * conversion) and the final colour decision come after merging sites (../pipeline.ts), since the
 * logo's own colours are colour evidence too.
 */
import type { BrandKit } from '../schema';
import type { FetchedSite } from '../types';
import { collectColorEvidence, type ColorEvidence } from './colors';
import { extractContact } from './contact';
import { extractFonts } from './fonts';
import { extractIdentity } from './identity';
import { extractImages } from './images';
import { detectLanguage } from './language';
import { findIconCandidates, findLogoCandidates, type LogoCandidate } from './logo';
import { extractKeyPages } from './pages';
import { extractProducts } from './products';
import { buildSite } from './site';
import { extractSocialLinks } from './social';
import { extractVoice } from './voice';

/** The kit without the parts decided after merging. */
export type ExtractedFields = Omit<BrandKit, 'logo' | 'icon' | 'colors' | 'name'> & { name: string | null };

export interface SiteExtraction {
  url: string;
  fields: ExtractedFields;
  logoCandidates: LogoCandidate[];
  iconCandidates: LogoCandidate[];
  colorEvidence: ColorEvidence[];
  warnings: string[];
}

export function extractSite(fetched: FetchedSite): SiteExtraction {
  const site = buildSite(fetched);
  const warnings: string[] = [];
  const identity = extractIdentity(site);
  const lang = detectLanguage(site.entry);
  if (lang.warning) warnings.push(`${site.entryUrl}: ${lang.warning}`);
  return {
    url: site.entryUrl,
    fields: {
      ...identity,
      fonts: extractFonts(site),
      images: extractImages(site),
      socialLinks: extractSocialLinks(site),
      contact: extractContact(site),
      voice: extractVoice(site, { tagline: identity.tagline, name: identity.name, language: lang.language }),
      language: lang.language,
      products: extractProducts(site),
      pages: extractKeyPages(site),
    },
    logoCandidates: findLogoCandidates(site, identity.name),
    iconCandidates: findIconCandidates(site),
    colorEvidence: collectColorEvidence(site),
    warnings,
  };
}
