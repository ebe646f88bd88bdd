import type { BrandKit } from '../../brand/schema';
import { currencyCode, findAmounts } from '../read/money';

/** The currency of a region where the six copy languages are written, for a brief whose language names its region ("pt-PT"). */
const REGION_CURRENCY: Record<string, string> = {
  US: 'USD', GB: 'GBP', IE: 'EUR', AU: 'AUD', NZ: 'NZD', CA: 'CAD', IN: 'INR', ZA: 'ZAR', SG: 'SGD',
  ES: 'EUR', MX: 'MXN', AR: 'ARS', CL: 'CLP', CO: 'COP', PE: 'PEN', UY: 'UYU',
  FR: 'EUR', BE: 'EUR', LU: 'EUR', MC: 'EUR', CH: 'CHF', LI: 'CHF', DE: 'EUR', AT: 'EUR',
  PT: 'EUR', BR: 'BRL', AO: 'AOA', MZ: 'MZN', IT: 'EUR', SM: 'EUR', NL: 'EUR', FI: 'EUR', GR: 'EUR',
};

/**
 * The brand's catalogue when it is priced in a currency its readers do not pay in: the brief's
 * amounts are in others (a brief that prices in € for a catalogue in R$), or, when the brief states
 * none, its language names a region with another currency ("pt-PT" for R$ prices). Undefined when
 * the catalogue fits, or states no price.
 */
export function foreignCatalogue(brand: BrandKit, prompt: string, language: string): { catalogue: string; audience: string } | undefined {
  const priced = [...new Set(brand.products.filter((p) => p.price && p.currency).map((p) => currencyCode(p.currency as string, brand.language ?? undefined) ?? (p.currency as string)))];
  if (!priced.length) return undefined;
  const stated = [...new Set(findAmounts(prompt, language).map((a) => a.currency))];
  const region = /-([A-Za-z]{2})$/u.exec(language)?.[1]?.toUpperCase();
  const audience = stated.length ? stated : region && REGION_CURRENCY[region] ? [REGION_CURRENCY[region]] : [];
  if (!audience.length || priced.some((c) => audience.includes(c))) return undefined;
  return { catalogue: priced.join(', '), audience: audience.join(', ') };
}

/** The warning a brief gets when its brand's catalogue is priced for another market. */
export function foreignCatalogueWarning(foreign: { catalogue: string; audience: string }, what: string): string {
  return `The brand's products are priced in ${foreign.catalogue}, and the brief's readers pay in ${foreign.audience}: ${what}.`;
}
