/**
 * schema.org JSON-LD: the most explicit brand data a page carries (Organization name, logo,
 * sameAs, address; Product offers). Blocks are often sloppy, so each one is parsed on its own
 * and a broken one is skipped.
 */
import type { CheerioAPI } from 'cheerio';

export type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] };

export function readJsonLd($: CheerioAPI): JsonLdNode[] {
  const out: JsonLdNode[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    const text = $(el).text().trim();
    if (!text) return;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      try {
        // Trailing commas are the commonest hand-written mistake.
        data = JSON.parse(text.replace(/,\s*([}\]])/g, '$1'));
      } catch {
        return;
      }
    }
    collect(data, out, 0);
  });
  return out;
}

function collect(data: unknown, out: JsonLdNode[], depth: number): void {
  if (depth > 6 || !data || typeof data !== 'object') return;
  if (Array.isArray(data)) {
    for (const item of data) collect(item, out, depth + 1);
    return;
  }
  const node = data as JsonLdNode;
  if (node['@type']) out.push(node);
  if (Array.isArray(node['@graph'])) collect(node['@graph'], out, depth + 1);
  // ItemList of products, offers inside products, etc.
  if (Array.isArray(node.itemListElement)) {
    for (const item of node.itemListElement as unknown[]) {
      const inner = item && typeof item === 'object' && 'item' in item ? (item as { item: unknown }).item : item;
      collect(inner, out, depth + 1);
    }
  }
}

export function typesOf(node: JsonLdNode): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : t ? [t] : []).map((x) => String(x).replace(/^https?:\/\/schema\.org\//, ''));
}

const ORGANIZATION_TYPES = new Set([
  'Organization', 'Corporation', 'LocalBusiness', 'Store', 'OnlineStore', 'Restaurant', 'FoodEstablishment', 'Bakery',
  'CafeOrCoffeeShop', 'BarOrPub', 'Brand', 'NGO', 'EducationalOrganization', 'ProfessionalService', 'LegalService',
  'Attorney', 'MedicalBusiness', 'HealthAndBeautyBusiness', 'SportsOrganization', 'NewsMediaOrganization', 'Hotel',
  'LodgingBusiness', 'ClothingStore', 'AutomotiveBusiness', 'FinancialService', 'RealEstateAgent', 'TravelAgency',
  'HomeAndConstructionBusiness', 'EntertainmentBusiness', 'OnlineBusiness', 'SoftwareApplication',
]);

/** Organization-like nodes (LocalBusiness and its many subtypes included), strongest first. */
export function organizations(nodes: JsonLdNode[]): JsonLdNode[] {
  const orgs = nodes.filter((n) => typesOf(n).some((t) => ORGANIZATION_TYPES.has(t) || /Business$|Store$|Organization$/.test(t)));
  // A WebSite's publisher is the organization too.
  for (const n of nodes) {
    if (typesOf(n).includes('WebSite') && n.publisher && typeof n.publisher === 'object' && !Array.isArray(n.publisher)) {
      orgs.push(n.publisher as JsonLdNode);
    }
  }
  return orgs.filter((o) => !typesOf(o).includes('SoftwareApplication') || orgs.length === 1);
}

export function stringOf(value: unknown): string | undefined {
  // A loop, not recursion: a hostile page's JSON-LD can nest arrays and objects without end.
  let v = value;
  for (;;) {
    if (typeof v === 'string') return v.trim() || undefined;
    if (typeof v === 'number') return String(v);
    if (Array.isArray(v)) v = v[0];
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      v = o.url ?? o.contentUrl ?? o['@id'] ?? o.name;
    } else return undefined;
  }
}
