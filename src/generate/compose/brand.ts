/**
 * The brand kit turned into email parts: theme (colours, fonts, button shape), logo header,
 * footer with unsubscribe link and postal address, social links, images, products and the
 * brand's pages every link may point to. Only what the kit holds is used: nothing invented.
 */
import type { BrandKit, BrandFont, KeyPage, PageType } from '../../brand/schema';
import { FontStack, ImageUrl, LinkUrl } from '../../email/schema';
import type { AnyBlock, EmailDocumentInput } from '../../email';
import { SOCIAL_PLATFORMS } from '../../email/blocks/social';
import type { ProductItem } from '../../email/blocks/product';
import { mix, parseColor, relativeLuminance } from '../../lib/color';
import type { Brief, ProductRef } from '../types';
import { truncateWords } from '../understand/text';

type Theme = EmailDocumentInput['theme'];
type Block<T extends AnyBlock['type']> = Extract<AnyBlock, { type: T }>;

export const isLink = (url: string | null | undefined): url is string => !!url && LinkUrl.safeParse(url).success;
export const isImage = (url: string | null | undefined): url is string => !!url && ImageUrl.safeParse(url).success;

export interface BrandLinks {
  home: string | undefined;
  page(type: PageType): string | undefined;
  /** Where "shop now" goes: the shop, the products page, or home. */
  shop: string | undefined;
  unsubscribe: string;
  /** Every URL the email may link to: the brand's pages, products, socials, contact, and the prompt's URLs. */
  allowed: Set<string>;
}

export function brandLinks(
  brand: BrandKit,
  projectUrls: readonly string[],
  promptUrls: readonly string[],
  unsubscribeSubject = 'Unsubscribe',
): BrandLinks {
  const pages = new Map<PageType, KeyPage>();
  for (const p of brand.pages) if (!pages.has(p.type) && isLink(p.url)) pages.set(p.type, p);
  const home = pages.get('home')?.url ?? projectUrls.find(isLink) ?? originOf(brand.logo?.sourceUrl);
  const page = (type: PageType) => pages.get(type)?.url;
  const shop = page('shop') ?? page('products') ?? home;
  const email = brand.contact.email && /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(brand.contact.email) ? brand.contact.email : undefined;
  // Without a platform's unsubscribe tag (exports put theirs in), a mailto to the brand is an
  // unsubscribe route that works; failing that, the brand's contact page or home page.
  const unsubscribe =
    (email && `mailto:${email}?subject=${encodeURIComponent(unsubscribeSubject)}`) ||
    page('contact') ||
    home ||
    'mailto:unsubscribe@invalid.example';
  const allowed = new Set<string>();
  const add = (u: string | null | undefined) => isLink(u) && allowed.add(u);
  for (const p of brand.pages) add(p.url);
  for (const u of projectUrls) add(u);
  for (const u of promptUrls) add(u);
  for (const p of brand.products) add(p.url);
  for (const s of brand.socialLinks) add(s.url);
  add(home);
  add(unsubscribe);
  if (email) allowed.add(`mailto:${email}`);
  if (brand.contact.phone) allowed.add(`tel:${brand.contact.phone.replace(/[^\d+]/g, '')}`);
  return { home, page, shop, unsubscribe, allowed };
}

function originOf(url: string | null | undefined): string | undefined {
  try {
    return url ? `${new URL(url).origin}/` : undefined;
  } catch {
    return undefined;
  }
}

const GENERIC = /^(serif|sans-serif|monospace|cursive|system-ui)$/i;
const SERIF_HINT = /georgia|times|garamond|playfair|merriweather|lora|baskerville|serif(?!.*sans)|didot|bodoni|caslon|crimson|libre/i;

/** The brand's font-family list rewritten to what the document schema accepts (single quotes, a generic last). */
export function fontStack(font: BrandFont | null): FontStack | undefined {
  if (!font) return undefined;
  const names = font.stack
    .split(',')
    .map((n) =>
      n
        .trim()
        .replace(/^["']|["']$/g, '')
        .trim(),
    )
    .filter((n) => n && /^[^;:{}()<>"'\\,]+$/.test(n));
  if (!names.length) return undefined;
  const generic = names.find((n) => GENERIC.test(n))?.toLowerCase() ?? (SERIF_HINT.test(names.join(' ')) ? 'serif' : 'sans-serif');
  const named = names.filter((n) => !GENERIC.test(n)).slice(0, 6);
  const quoted = named.map((n) => (/^[A-Za-z0-9][A-Za-z0-9 _-]*$/.test(n) && !/\s|^\d/.test(n) ? n : `'${n}'`));
  const stack = [...quoted, generic].join(', ');
  const webFont =
    font.source && /\.(woff2?)(?:[?#].*)?$/i.test(font.source) && /^[^;:{}()<>"'\\,]+$/.test(font.family)
      ? {
          family: font.family.slice(0, 80),
          url: font.source,
          format: (/\.woff2/i.test(font.source) ? 'woff2' : 'woff') as 'woff2' | 'woff',
        }
      : undefined;
  const parsed = FontStack.safeParse({ stack, ...(webFont ? { webFont } : {}) });
  return parsed.success ? parsed.data : FontStack.safeParse({ stack }).success ? { stack } : undefined;
}

export function isDark(hex: string): boolean {
  return relativeLuminance(hex) < 0.2;
}

/** Colours, fonts and button shape from the kit, with the brief's visual requests on top. */
export function brandTheme(brand: BrandKit, brief: Brief): Theme {
  const c = brand.colors;
  const paletteColour = c.palette.find((p) => p.role !== 'background' && p.role !== 'text')?.hex;
  const primary = parseColor(brief.style.primaryColor ?? '') ?? c.primary ?? c.secondary ?? c.accent ?? paletteColour ?? '#1f2937';
  const background = parseColor(brief.style.backgroundColor ?? '') ?? c.background;
  const dark = isDark(background);
  const theme: Theme = {
    primaryColor: primary,
    ...(c.secondary ? { secondaryColor: c.secondary } : {}),
    // A dark site reads as a dark email (and its light logo stays visible); a light one keeps a
    // white content column on a page tinted with the site's own background.
    textColor: dark ? (isDark(c.text) ? '#f5f5f5' : c.text) : isDark(c.text) ? c.text : '#1f2937',
    mutedTextColor: dark ? '#a3a3a3' : '#6b7280',
    pageBackground: dark ? mix(background, '#000000', 0.35) : background === '#ffffff' ? '#f4f4f5' : background,
    contentBackground: dark ? background : '#ffffff',
    headingFont: fontStack(brand.fonts.heading) ?? fontStack(brand.fonts.body) ?? { stack: 'Helvetica, Arial, sans-serif' },
    bodyFont: fontStack(brand.fonts.body) ?? { stack: 'Helvetica, Arial, sans-serif' },
    contentWidth: 600,
    buttonShape:
      brief.style.buttonShape ??
      (brief.tone === 'playful' ? 'pill' : brief.tone === 'luxurious' || brief.tone === 'formal' ? 'square' : 'rounded'),
  };
  return theme;
}

export function logoHeader(
  brand: BrandKit,
  home: string | undefined,
  links: Array<{ label: string; href: string }>,
  warnings: string[],
): Block<'header'> | undefined {
  const logo = brand.logo && isImage(brand.logo.url) ? brand.logo : brand.icon && isImage(brand.icon.url) ? brand.icon : null;
  if (!logo) {
    warnings.push(
      'The brand kit has no logo; the email opens with the brand name instead. Add one with PATCH /v1/projects/{projectId} (brand.logo).',
    );
    return undefined;
  }
  // Logos are stored at twice the size the site shows them.
  const width = Math.max(40, Math.min(180, Math.round(logo.width / 2)));
  const height = Math.max(1, Math.round((width * logo.height) / logo.width));
  return {
    type: 'header',
    id: 'header',
    logo: { src: logo.url, alt: brand.name, width, height, ...(home ? { href: home } : {}) },
    links: links.slice(0, 3),
    align: links.length ? 'start' : 'center',
  };
}

export function footerBlock(
  brand: BrandKit,
  links: BrandLinks,
  labels: { unsubscribe: string; preferences: string; legal: string },
  warnings: string[],
): Block<'footer'> {
  let address = brand.contact.address?.trim();
  if (!address) {
    const host = links.home ? new URL(links.home).hostname.replace(/^www\./, '') : brand.name;
    address = host;
    warnings.push(
      'The brand kit has no postal address, which commercial email must show (CAN-SPAM, GDPR): the footer shows the website instead. Add it with PATCH /v1/projects/{projectId} (brand.contact.address).',
    );
  }
  return {
    type: 'footer',
    id: 'footer',
    companyName: brand.name.slice(0, 200),
    address: address.slice(0, 300),
    unsubscribeUrl: links.unsubscribe,
    unsubscribeLabel: labels.unsubscribe,
    preferencesLabel: labels.preferences,
    links: [],
    legal: labels.legal,
  };
}

export function socialBlock(brand: BrandKit): Block<'social'> | undefined {
  const supported = brand.socialLinks.filter((s) => s.platform in SOCIAL_PLATFORMS && isLink(s.url)).slice(0, 6);
  if (!supported.length) return undefined;
  return {
    type: 'social',
    id: 'social',
    links: supported.map((s) => ({ platform: s.platform as keyof typeof SOCIAL_PLATFORMS, url: s.url })),
    align: 'center',
  };
}

export interface BrandImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The kit's images by preference for a role: the site's hero first, its social image, then content. */
export function brandImages(brand: BrandKit): BrandImage[] {
  const order = { hero: 0, social: 1, content: 2, product: 3 } as const;
  return brand.images
    .filter((i) => isImage(i.url))
    .sort((a, b) => order[a.role] - order[b.role])
    .map((i) => ({
      src: i.url,
      alt: i.alt.slice(0, 300),
      ...(i.width ? { width: Math.min(1200, i.width) } : {}),
      ...(i.height && i.width ? { height: Math.min(2400, Math.round((i.height * Math.min(1200, i.width)) / i.width)) } : {}),
    }));
}

const ISO_CURRENCY = /^[A-Z]{3}$/;

/** A product card, when the kit has an image and a page for it; prices only as the kit states them. */
export function productItem(
  p: ProductRef,
  fallbackHref: string | undefined,
  buttonLabel: string,
  showPrice: boolean,
): ProductItem | undefined {
  const href = isLink(p.url) ? p.url : fallbackHref;
  if (!isImage(p.image) || !href) return undefined;
  return {
    image: { src: p.image, alt: p.name.slice(0, 300) },
    name: p.name.slice(0, 500),
    ...(p.description ? { description: escapeRich(truncateWords(p.description, 140)) } : {}),
    ...(showPrice && p.price && ISO_CURRENCY.test(p.price.currency)
      ? { price: { amount: p.price.amount, currency: p.price.currency } }
      : {}),
    href,
    buttonLabel,
  };
}

function escapeRich(text: string): string {
  return text.replace(/([\\*_[\]()`#>~|<&!])/g, '\\$1');
}
