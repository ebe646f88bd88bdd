/**
 * What every layout builds with: the brief, the brand's parts, two copywriters (plain text for
 * headings and buttons, markdown-escaped facts for rich text) and small block builders.
 */
import type { BrandKit } from '../../brand/schema';
import type { AnyBlock, MergeTag } from '../../email';
import { Copywriter, copyVars, type CopyKey } from '../copy';
import type { Brief, MessageUnit, ProductRef, SectionKind } from '../types';
import { capitalize, escapeMarkdown } from '../understand/text';
import { toProductRef } from '../understand/products';
import { copyLanguageOf } from '../understand/language';
import { scopeCovers } from '../understand/money';
import { brandImages, brandLinks, isLink, productItem, type BrandImage, type BrandLinks } from './brand';

export type Block<T extends AnyBlock['type']> = Extract<AnyBlock, { type: T }>;
type Text = string | Array<string | MergeTag>;

/** Personalisation tokens a phrase may carry, with what a contact without the field reads. */
const TOKENS: Record<string, { field: string; fallback: Record<string, string> }> = {
  firstName: { field: 'firstName', fallback: { en: 'there', default: '' } },
};

export interface ComposeOptions {
  /** The project's import URLs: the brand's home page when the kit has no pages. */
  projectUrls?: readonly string[];
}

/** Products an offer's scope covers: all of them for a sitewide offer, else those named like it. */
function scopeFilter(scope: string | undefined): (p: ProductRef) => boolean {
  return (p) => scopeCovers(scope, p.name);
}

export class Composer {
  /** Phrases as plain text (headings, buttons, labels): `copy.pick(key)`. */
  readonly copy: Copywriter;
  /** Same picks as `copy`, with facts escaped for the markdown of rich text: `rich.pick(key)`. */
  readonly rich: Copywriter;
  readonly links: BrandLinks;
  readonly images: BrandImage[];
  readonly warnings: string[] = [];
  /** Units of the message a block states whole (a details row): the prose does not say them again. */
  readonly stated = new Set<MessageUnit>();
  private usedImages = 0;

  constructor(
    readonly brief: Brief,
    readonly brand: BrandKit,
    options: ComposeOptions = {},
  ) {
    const vars = copyVars(brief, brand);
    this.copy = new Copywriter(brief, vars);
    const escaped = { ...vars };
    for (const key of ['brand', 'topic', 'product', 'location', 'code', 'scope', 'addressee'] as const) {
      if (escaped[key]) escaped[key] = escapeMarkdown(escaped[key]!);
    }
    this.rich = new Copywriter(brief, escaped);
    this.links = brandLinks(brand, options.projectUrls ?? [], brief.facts.urls, this.copy.first('footer.unsubscribe'));
    this.images = brandImages(brand);
  }

  get short(): boolean {
    return this.brief.length === 'short';
  }

  get long(): boolean {
    return this.brief.length === 'long';
  }

  /** A section the layout adds by default, unless the prompt asked against it. */
  allows(kind: SectionKind): boolean {
    return !this.brief.exclude.includes(kind);
  }

  /** A section the prompt asked for. */
  asks(kind: SectionKind): boolean {
    return this.brief.include.includes(kind);
  }

  /** A phrase with `{firstName}` turned into a merge tag (the brief's language decides the fallback). */
  tokens(text: string): Text {
    if (!text.includes('{')) return text;
    const parts: Array<string | MergeTag> = [];
    let last = 0;
    // `{firstName}`, or `{firstName|friend}` where the phrase needs its own fallback.
    for (const m of text.matchAll(/\{(\w+)(?:\|([^}]*))?\}/g)) {
      const token = TOKENS[m[1]];
      if (!token) continue;
      const fallback = m[2] ?? token.fallback[this.brief.copyLanguage] ?? token.fallback.default;
      let before = text.slice(last, m.index);
      // No name and no fallback: "Hi {firstName}," must not read "Hi ,".
      if (!fallback) before = before.replace(/[ ,]+$/, '');
      if (before) parts.push(before);
      parts.push({ type: 'mergeTag', field: token.field, fallback });
      last = m.index! + m[0].length;
    }
    if (last < text.length) parts.push(text.slice(last));
    return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
  }

  /** The opening greeting: by the prompt's own name tag when it greets the reader with one ("Ciao {{nome}},"). */
  greeting(): string | undefined {
    return (this.brief.addressee && this.rich.pick('greeting.named')) || this.rich.pick('greeting');
  }

  heading(text: string, level: 1 | 2 | 3 = 2, id?: string): Block<'heading'> {
    return { type: 'heading', ...(id ? { id } : {}), text: this.tokens(capitalize(text, this.brief.language)), level };
  }

  text(content: string, size: 'lead' | 'body' | 'small' = 'body', id?: string): Block<'text'> {
    return { type: 'text', ...(id ? { id } : {}), content: this.tokens(content), size };
  }

  /** Paragraphs joined, skipping the slots the facts did not fill. */
  paragraphs(...parts: Array<string | undefined | false>): string | undefined {
    const kept = parts.filter((p): p is string => !!p);
    return kept.length ? kept.join('\n\n') : undefined;
  }

  button(label: string, href: string, id = 'cta'): Block<'button'> {
    return {
      type: 'button',
      id,
      label: label.slice(0, 500),
      href,
      variant: 'solid',
      ...(this.brief.style.buttonColor ? { color: this.brief.style.buttonColor } : {}),
      fullWidth: false,
    };
  }

  /**
   * A hero's button: inside the hero normally; after it, as a button block, when the user chose a
   * button colour (only button blocks carry their own colour).
   */
  heroWithButton<T extends Block<'hero'>>(hero: T, label: string, href: string | undefined): AnyBlock[] {
    if (!href) return [hero];
    if (!this.brief.style.buttonColor) return [{ ...hero, button: { label: label.slice(0, 500), href } }];
    return [hero, this.button(label, href)];
  }

  /** The button label: the prompt's wording when it gave one, else the slot's. */
  ctaLabel(key: CopyKey): string {
    return this.brief.facts.cta?.label ?? this.copy.pick(key) ?? this.brand.name;
  }

  /** The main link: a URL the prompt gave, else the brand page that suits the purpose. */
  ctaHref(...fallbacks: Array<string | undefined>): string | undefined {
    const given = this.brief.facts.cta?.url;
    if (given && isLink(given)) return given;
    return fallbacks.find((u) => isLink(u));
  }

  /** `mailto:` the brand with a subject, when the kit has an e-mail address. */
  mailto(subject: string): string | undefined {
    const email = this.brand.contact.email;
    if (!email || !isLink(`mailto:${email}`)) return undefined;
    const url = `mailto:${email}?subject=${encodeURIComponent(subject)}`;
    this.links.allowed.add(url);
    return url;
  }

  /** The next unused brand image (hero first), or undefined. */
  nextImage(): BrandImage | undefined {
    return this.images[this.usedImages++];
  }

  hasImages(): boolean {
    return this.usedImages < this.images.length;
  }

  /** Products the prompt named (with images), else the kit's first ones; `count` from the prompt wins. */
  featuredProducts(defaultCount: number, preferNamed = true): ProductRef[] {
    const count = this.brief.facts.count ?? defaultCount;
    const named = preferNamed ? this.brief.facts.products.filter((p) => p.known) : [];
    const rest = this.brand.products.map(toProductRef).filter((p) => !named.some((n) => n.name === p.name));
    // "20% off all jackets": a product shown under the offer must be one the offer covers.
    const inScope = scopeFilter(this.brief.facts.discount?.scope);
    const picked = [...named, ...rest.filter(inScope)].filter((p) => productItem(p, this.links.shop, 'x', false)).slice(0, count);
    if (this.brief.facts.count && picked.length < this.brief.facts.count) {
      this.warnings.push(
        `The prompt asks for ${this.brief.facts.count} products but the brand kit has ${picked.length} with an image and a page; the email shows ${picked.length}.`,
      );
    }
    return picked;
  }

  /** A heading and the products as a grid (2+) or a single card. */
  productSection(products: ProductRef[], headingKey: CopyKey, showPrice = true): AnyBlock[] {
    const label = this.copy.pick('products.button') ?? this.brand.name;
    // Descriptions are the site's own words: shown only when the site speaks the email's language.
    const brandLanguage = copyLanguageOf(this.brand.language);
    const sameLanguage = !brandLanguage || brandLanguage === this.brief.copyLanguage;
    const items = products
      .map((p) => productItem(sameLanguage ? p : { ...p, description: null }, this.links.shop, label, showPrice))
      .filter((p) => !!p);
    if (items.length === 0) return [];
    const heading = this.copy.pick(headingKey);
    const blocks: AnyBlock[] = heading ? [this.heading(heading, 2, 'products-heading')] : [];
    if (items.length === 1) blocks.push({ type: 'product', id: 'products', ...items[0] });
    else blocks.push({ type: 'productGrid', id: 'products', products: items, columns: items.length % 3 === 0 ? 3 : 2 });
    return blocks;
  }

  /** The coupon box, when the prompt gave a code. */
  coupon(buttonHref?: string): Block<'coupon'> | undefined {
    const { code, dates } = this.brief.facts;
    if (!code || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(code) || !this.allows('coupon')) return undefined;
    const deadline = dates.find((d) => d.role === 'deadline' && d.date);
    const value = this.copy.ctx.offer ?? code;
    return {
      type: 'coupon',
      id: 'coupon',
      value,
      code,
      description: this.rich.pick('coupon.description'),
      ...(deadline ? { expiresAt: deadline.date, expiryText: this.copy.pick('coupon.expiry') } : {}),
      ...(buttonHref && !this.brief.style.buttonColor ? { button: { label: this.ctaLabel('cta.useCode'), href: buttonHref } } : {}),
    };
  }

  /** "Questions? Write to us at …" when the kit has an e-mail address or phone number. */
  help(): Block<'text'> | undefined {
    const line = this.rich.pick('contact.help');
    return line ? this.text(line, 'small', 'help') : undefined;
  }

  /** "Kind regards, / The Brand team". */
  signature(): Block<'text'> {
    return this.text(`${this.copy.pick('signoff')}\n${this.rich.pick('signature')}`, 'body', 'signature');
  }

  /** A hero's `image` member (with the picture's size when known), or nothing without a picture. */
  heroImage(image: BrandImage | undefined): { image?: { src: string; alt: string; width?: number; height?: number } } {
    if (!image) return {};
    return {
      image: {
        src: image.src,
        alt: image.alt,
        ...(image.width ? { width: image.width } : {}),
        ...(image.height ? { height: image.height } : {}),
      },
    };
  }

  imageBlock(image: BrandImage, id = 'image'): Block<'image'> {
    return {
      type: 'image',
      id,
      src: image.src,
      alt: image.alt,
      ...(image.width ? { width: image.width } : {}),
      ...(image.height ? { height: image.height } : {}),
      fullBleed: false,
    };
  }
}
