/**
 * Everything a block needs to render besides its own fields: the resolved theme, direction,
 * the space it has, how to show merge tags and unsubscribe links, and how to render nested blocks
 * (passed in, so `columns` can render its children without importing the registry that imports it).
 */
import { createElement, type Key, type ReactElement, type ReactNode } from 'react';
import type { Align, MergeTag, Money } from './fields';
import type { EmailDocument } from './schema';
import type { Palette, ResolvedTheme } from './theme';
import { resolveTheme } from './theme';
import { MergeField } from './components/merge-field';
import { Placeholders } from './placeholders';

export interface RenderOptions {
  /**
   * Translates a personalisation token to the sending platform's syntax, e.g.
   * `({ field, fallback }) => `{{ ${field}|default:'${fallback}' }}`` for Klaviyo. Its result is
   * inserted verbatim (only `<` is escaped in HTML). Default: the fallback text, so previews read naturally.
   */
  mergeTag?: (token: { field: string; fallback: string }) => string;
  /** Replaces the footer's unsubscribe URL, typically with the platform's unsubscribe tag. Inserted verbatim. */
  unsubscribeUrl?: string;
  /** Replaces the footer's preferences URL. Inserted verbatim. */
  preferencesUrl?: string;
  /** Base URL under which brandmail serves `social/<platform>.png` icons; without it social links are text. */
  assetsBaseUrl?: string;
}

export type RenderMode = 'html' | 'react' | 'text';

export interface RenderContext {
  theme: ResolvedTheme;
  dir: 'ltr' | 'rtl';
  lang: string;
  /** Physical side where lines start ('left' in ltr): Outlook knows no `text-align: start`. */
  start: 'left' | 'right';
  end: 'left' | 'right';
  /** Width in px of the box the block renders into, for image width attributes Outlook needs. */
  width: number;
  /** Inside a column: the column already provides horizontal spacing. */
  nested: boolean;
  /** Colours for text on the background the block sits on. */
  palette: Palette;
  /** True on the content background, where dark-mode styles may recolour text. */
  onDefaultBackground: boolean;
  tokenNode(token: MergeTag): ReactNode;
  tokenText(token: MergeTag): string;
  unsubscribeUrl(documentUrl: string): string;
  preferencesUrl(documentUrl: string | undefined): string | undefined;
  assetsBaseUrl: string | undefined;
  formatMoney(money: Money): string;
  formatDate(isoDate: string): string;
  renderBlock(block: AnyBlockLike, ctx: RenderContext, key?: Key): ReactElement;
  blockText(block: AnyBlockLike, ctx: RenderContext): string;
}

/** Any validated block; structural so blocks that nest others need not import the full union. */
export interface AnyBlockLike {
  type: string;
}

export interface BlockRenderers {
  renderBlock: RenderContext['renderBlock'];
  blockText: RenderContext['blockText'];
}

/**
 * Merge tags and URL overrides per mode:
 * - default options: tokens show their fallback; in HTML and TSX through <MergeField>, which the
 *   TSX printer turns into a prop of the email component;
 * - translated (`mergeTag` or URL overrides): in HTML through placeholders swapped in after React
 *   (see placeholders.ts), in TSX and text as the literal platform syntax.
 */
export function createRenderContext(
  doc: EmailDocument,
  options: RenderOptions,
  mode: RenderMode,
  renderers: BlockRenderers,
  placeholders?: Placeholders,
): RenderContext {
  const theme = resolveTheme(doc.theme);
  const rtl = doc.dir === 'rtl';
  const translate = options.mergeTag;
  const viaPlaceholder = mode === 'html' && placeholders !== undefined;

  const tokenText = (token: MergeTag): string => {
    if (!translate) return token.fallback;
    const tag = translate({ field: token.field, fallback: token.fallback });
    return viaPlaceholder ? placeholders.text(tag) : tag;
  };
  const tokenNode = (token: MergeTag): ReactNode =>
    translate || mode === 'text'
      ? tokenText(token)
      : createElement(MergeField, { field: token.field, fallback: token.fallback });
  const overrideUrl = (override: string | undefined): string | undefined =>
    override === undefined ? undefined : viaPlaceholder ? placeholders.attribute(override) : override;

  return {
    theme,
    dir: doc.dir,
    lang: doc.language,
    start: rtl ? 'right' : 'left',
    end: rtl ? 'left' : 'right',
    width: theme.contentWidth - 2 * theme.gutter,
    nested: false,
    palette: theme.content,
    onDefaultBackground: true,
    tokenNode,
    tokenText,
    unsubscribeUrl: (url) => overrideUrl(options.unsubscribeUrl) ?? url,
    preferencesUrl: (url) => overrideUrl(options.preferencesUrl) ?? url,
    assetsBaseUrl: options.assetsBaseUrl?.replace(/\/+$/, ''),
    formatMoney: (value) => moneyFormat(doc.language, value.currency).format(value.amount),
    formatDate: (iso) => dateFormat(doc.language).format(new Date(`${iso}T00:00:00Z`)),
    ...renderers,
  };
}

// Building an Intl formatter costs 20–50 µs, as much as rendering a block; a language uses few.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cachedFormatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    if (formatters.size > 500) formatters.clear();
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}
const moneyFormat = (lang: string, currency: string) =>
  cachedFormatter(`money|${lang}|${currency}`, () => new Intl.NumberFormat(lang, { style: 'currency', currency }));
const dateFormat = (lang: string) =>
  cachedFormatter(`date|${lang}`, () => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }));

/** The context for content sitting on another background (hero, coupon…): palette re-derived for contrast. */
export function onBackground(ctx: RenderContext, background: string | undefined): RenderContext {
  if (!background) return ctx;
  return { ...ctx, palette: ctx.theme.paletteOn(background), onDefaultBackground: false };
}

/** Physical alignment for an Align value; `fallback` applies when the block sets none. */
export function alignOf(
  ctx: RenderContext,
  align: Align | undefined,
  fallback: Align = 'start',
): 'left' | 'center' | 'right' {
  const value = align ?? fallback;
  return value === 'center' ? 'center' : value === 'start' ? ctx.start : ctx.end;
}
