/**
 * The `mjml` file export: the email's EmailDocument printed as MJML 4 source a person would write
 * by hand — the brand's fonts and colours once in `mj-head` (`mj-attributes`, `mj-class`,
 * `mj-style`), the preheader in `mj-preview`, then one `mj-section` per block (a product grid of
 * several rows is one `mj-wrapper`), using MJML's own elements (mj-text, mj-image, mj-button,
 * mj-divider, mj-spacer, mj-social) rather than pasted HTML. It compiles with the `mjml` package
 * under strict validation (test/exports/mjml-rendering.test.ts; each merge-tag dialect:
 * test/exports/mjml-merge-tags.test.ts).
 *
 * Colours and sizes come from the same resolved theme the HTML renderer uses (src/email/theme.ts),
 * so the WCAG adjustments carry over. Merge tags are kept, written in the syntax the request
 * chose (a platform's, like the platform exports; Handlebars by default); links keep their URLs,
 * except the unsubscribe and preferences links when a platform's syntax was chosen.
 */
import type { RenderOptions } from '../../email';
import { parseRichText, segmentsOf, type Inline, type RichBlock } from '../../email/content';
import type { AnyBlockLike, RenderContext } from '../../email/context';
import { alignOf, onBackground } from '../../email/context';
import type { EmailDocumentInput } from '../../email/schema';
import { prepare } from '../../email/prepare';
import { sanitizeEmailHtml } from '../../email/sanitize';
import { TYPE_SCALE, type TypeSize } from '../../email/components/typography';
import { displaySize } from '../../email/components/image';
import { stars } from '../../email/blocks/testimonial';
import { iconFor, SOCIAL_PLATFORMS } from '../../email/blocks/social';
import { mix } from '../../lib/color';
import type { MergeToken } from '../connector';
import { connectors } from '../platforms';
import type { PreparedEmail } from '../content';
import { fileBaseName, type ExportFile } from './html';

/** How merge tags are written: a platform's own syntax (and its unsubscribe tag), or Handlebars. */
export interface MjmlTranslation {
  mergeTag(token: MergeToken): string;
  unsubscribeTag?: string;
  preferencesTag?: string;
}

/** `{{#if firstName}}{{firstName}}{{else}}there{{/if}}`: what MJML build pipelines most often template with. */
export const HANDLEBARS: MjmlTranslation = {
  mergeTag: ({ field, fallback }) => `{{#if ${field}}}{{${field}}}{{else}}${fallback.replace(/[{}]/g, '')}{{/if}}`,
};

/**
 * The merge-tag dialect a request names (`mergeTags`): `handlebars` (the default), or a platform
 * whose connector writes its merge tags, unsubscribe and preferences tags — the same syntax that
 * platform's export uses, for a team that keeps its MJML for that platform.
 */
export function mjmlTranslation(dialect: string | undefined): MjmlTranslation {
  if (dialect === undefined || dialect === 'handlebars') return HANDLEBARS;
  const connector = connectors[dialect];
  if (!connector) throw new Error(`No merge-tag dialect named ${dialect}.`);
  return { mergeTag: (token) => connector.mergeTag(token), unsubscribeTag: connector.unsubscribeTag, preferencesTag: connector.preferencesTag };
}

/** The `.mjml` file; `dialect` is the request's `mergeTags` (a platform name, or `handlebars` by default). */
export function mjmlFile(document: EmailDocumentInput, email: PreparedEmail, dialect?: string | MjmlTranslation): ExportFile {
  const translation = typeof dialect === 'object' ? dialect : mjmlTranslation(dialect);
  // The request's subject and preheader replace the document's. In a platform's dialect an unchanged
  // one is printed from the document, so its merge tags are that platform's instead of their
  // fallback text; the Handlebars default keeps the fallback text, as it always has.
  const own = printedHead(document);
  const platform = translation !== HANDLEBARS;
  const overrides = {
    subject: platform && email.subject === own.subject ? undefined : email.subject,
    preheader: platform && email.preheader === own.preheader ? undefined : email.preheader,
  };
  const source = printMjml(document, translation, overrides);
  return { data: Buffer.from(source, 'utf8'), contentType: 'text/mjml; charset=utf-8', fileName: `${fileBaseName(email.name)}.mjml` };
}

/** The document's subject and preheader with merge tags read as their fallback text (as prepareEmail renders them). */
function printedHead(document: EmailDocumentInput): { subject: string; preheader: string } {
  const fallback = (value: Segments | undefined) => (value ? segmentsOf(value).map((s) => (typeof s === 'string' ? s : s.fallback)).join('') : '');
  return { subject: fallback(document.subject as Segments), preheader: fallback(document.preheader as Segments | undefined) };
}

type Ctx = RenderContext;

/** The MJML source of a document. `overrides` replace the subject and preheader (the request's). */
export function printMjml(document: EmailDocumentInput, translation: MjmlTranslation = HANDLEBARS, overrides: { subject?: string; preheader?: string } = {}): string {
  const options: RenderOptions = { mergeTag: translation.mergeTag, unsubscribeUrl: translation.unsubscribeTag, preferencesUrl: translation.preferencesTag };
  const { doc, ctx } = prepare(document, options, 'text');
  const t = ctx.theme;
  const subject = overrides.subject ?? segmentsOf(doc.subject).map((s) => (typeof s === 'string' ? s : ctx.tokenText(s))).join('');
  const preheader = overrides.preheader ?? (doc.preheader ? segmentsOf(doc.preheader).map((s) => (typeof s === 'string' ? s : ctx.tokenText(s))).join('') : '');
  const head = [
    `<mj-title>${text(subject)}</mj-title>`,
    preheader ? `<mj-preview>${text(preheader)}</mj-preview>` : '',
    ...t.webFonts.map((f) => `<mj-style>@font-face { font-family: '${f.family}'; src: url('${f.url}') format('${f.format}'); }</mj-style>`),
    '<mj-attributes>',
    `  <mj-all font-family="${attr(t.fonts.body)}" />`,
    `  <mj-section background-color="${t.content.background}" padding="0 ${t.gutter - 25 > 0 ? t.gutter - 25 : 0}px" />`,
    // Text starts where the language reads from (right in RTL) unless a block aligns it.
    `  <mj-text align="${ctx.start}" color="${t.content.text}" font-size="16px" line-height="26px" padding="0 25px 16px" />`,
    `  <mj-button background-color="${t.buttonColors().background}" color="${t.buttonColors().label}" border-radius="${t.buttonRadius}px" font-weight="700" font-size="16px" inner-padding="14px 28px" />`,
    `  <mj-image padding="0 25px 16px" />`,
    `  <mj-class name="heading" font-family="${attr(t.fonts.heading)}" color="${t.content.heading}" font-weight="700" />`,
    ...(['h1', 'h2', 'h3', 'lead', 'small'] as const).map((size) => `  <mj-class name="${size}" font-size="${TYPE_SCALE[size].size}px" line-height="${TYPE_SCALE[size].line}px" />`),
    `  <mj-class name="muted" color="${t.content.muted}" />`,
    // Inside columns: half the email's 24 px gap on each side of a cell, instead of 25 px.
    `  <mj-class name="cell" padding-left="${GAP / 2}px" padding-right="${GAP / 2}px" />`,
    '</mj-attributes>',
    `<mj-style inline="inline">a { color: ${t.content.link}; }</mj-style>`,
  ].filter(Boolean);
  const body = doc.blocks.map((block) => section(block as Block, ctx)).join('\n');
  return [
    `<mjml lang="${attr(doc.language)}" dir="${doc.dir}">`,
    '  <mj-head>',
    indent(head.join('\n'), 4),
    '  </mj-head>',
    `  <mj-body background-color="${t.pageBackground}" width="${t.contentWidth}px">`,
    indent(body, 4),
    '  </mj-body>',
    '</mjml>',
    '',
  ].join('\n');
}

type Block = AnyBlockLike & Record<string, any>;

/** The space between columns, and the logo's widest, as the email's (src/email/components/grid.tsx, blocks/header.tsx). */
const GAP = 24;
const LOGO_MAX_WIDTH = 180;

/** Space above and below a block's section; across, the email's gutter (mj-attributes). A hero spans the whole width. */
const SECTION_PADDING: Record<string, string> = {
  header: ' padding-top="24px" padding-bottom="16px"',
  hero: ' padding="0 0 16px"',
  footer: ' padding-top="32px" padding-bottom="32px"',
  testimonial: ' padding-top="24px" padding-bottom="24px"',
  ...Object.fromEntries(['coupon', 'quote', 'product', 'social', 'divider'].map((type) => [type, ' padding-top="16px" padding-bottom="16px"'])),
};

/** One block as one mj-section (or an mj-wrapper of sections for a product grid). */
function section(block: Block, ctx: Ctx): string {
  const open = (extra = '') => `<mj-section${extra}${SECTION_PADDING[block.type] ?? ''}>`;
  // Several columns side by side: the email's gutter less half a gap at each edge; right to left in RTL.
  const cells = ` padding-left="${ctx.theme.gutter - GAP / 2}px" padding-right="${ctx.theme.gutter - GAP / 2}px"${ctx.start === 'right' ? ' direction="rtl"' : ''}`;
  switch (block.type) {
    case 'header':
      return header(block, ctx);
    case 'columns':
      return [open(cells), ...block.columns.map((col: { blocks: Block[] }) => column(elementsIn(col.blocks, nestedCtx(ctx, block.columns.length)).map(inCell))), '</mj-section>'].join('\n');
    case 'productGrid': {
      const per: number = block.columns;
      const rows: Block[][] = [];
      for (let i = 0; i < block.products.length; i += per) rows.push(block.products.slice(i, i + per));
      const inner = nestedCtx(ctx, per);
      const sections = rows.map((row) =>
        [`<mj-section padding-top="16px"${cells}>`, ...row.map((p) => column(productElements(p, inner).map(inCell))), ...Array.from({ length: per - row.length }, () => '  <mj-column></mj-column>'), '</mj-section>'].join('\n'),
      );
      // The wrapper's own padding shows its background: the content's, not the page's.
      return [`<mj-wrapper padding="0 0 16px" background-color="${ctx.theme.content.background}">`, indent(sections.join('\n'), 2), '</mj-wrapper>'].join('\n');
    }
    case 'hero':
      return [open(block.backgroundColor ? ` background-color="${block.backgroundColor}"` : ''), column(elements(block, ctx)), '</mj-section>'].join('\n');
    case 'coupon': {
      const tinted = onBackground(ctx, ctx.theme.tint);
      const look = ` background-color="${ctx.theme.tint}" border="2px dashed ${ctx.theme.accent}" border-radius="8px" padding="24px 0"`;
      // The box stands within the email's gutter, as the text around it does.
      return [open(` padding-left="${ctx.theme.gutter}px" padding-right="${ctx.theme.gutter}px"`), column(couponElements(block, tinted), look), '</mj-section>'].join('\n');
    }
    case 'quote': {
      const side = ctx.start === 'left' ? 'border-left' : 'border-right';
      return [open(` padding-${ctx.start}="${ctx.theme.gutter}px"`), column(elements(block, ctx), ` ${side}="4px solid ${ctx.theme.accent}"`), '</mj-section>'].join('\n');
    }
    case 'image':
      return [open(block.fullBleed ? ' padding="0"' : ''), column(elements(block, ctx)), '</mj-section>'].join('\n');
    default:
      return [open(), column(elements(block, ctx)), '</mj-section>'].join('\n');
  }
}

/**
 * The header: logo and links on one row (logo at the start, links at the end, both vertically
 * centred) as the email shows it, or stacked when centred or without links.
 */
function header(block: Block, ctx: Ctx): string {
  const open = `<mj-section${SECTION_PADDING.header}${ctx.start === 'right' ? ' direction="rtl"' : ''}>`;
  if (block.align === 'center' || !block.links.length) return [open, column(elements(block, ctx)), '</mj-section>'].join('\n');
  const logoWidth = Math.min(block.logo.width ?? LOGO_MAX_WIDTH, LOGO_MAX_WIDTH);
  // The section's inner width is the content's less its padding on both sides (mj-attributes).
  const inner = ctx.theme.contentWidth - 2 * Math.max(0, ctx.theme.gutter - 25);
  const logoColumn = Math.min(inner - 100, logoWidth + 50);
  return [
    open,
    column([mjImage(block.logo, { ...ctx, width: logoWidth }, { align: ctx.start, maxWidth: LOGO_MAX_WIDTH, padding: '0 25px' })], ` width="${logoColumn}px" vertical-align="middle"`),
    column([mjText(navLinks(block.links, ctx), { align: ctx.end, class: 'small', padding: '0 25px' })], ` width="${inner - logoColumn}px" vertical-align="middle"`),
    '</mj-section>',
  ].join('\n');
}

/** The header's links: bold, in the text's colour, 16 px apart (as the email's). */
function navLinks(links: Link[], ctx: Ctx): string {
  return links.map((l, i) => `<a href="${attr(l.href)}" style="color: ${ctx.palette.text}; text-decoration: none; font-weight: 700;${i ? ` margin-${ctx.start}: 16px;` : ''}">${plain(l.label, ctx)}</a>`).join('');
}

/** An element inside one of several columns: padded by half the gap (mj-class "cell") instead of 25 px. */
function inCell(element: string): string {
  if (!/^<mj-(text|image|button|divider|social)\b/.test(element)) return element;
  return /^<[\w-]+ mj-class="/.test(element) ? element.replace(/^(<[\w-]+ mj-class=")/, '$1cell ') : element.replace(/^(<[\w-]+)/, '$1 mj-class="cell"');
}

function column(children: string[], attributes = ''): string {
  return [`  <mj-column${attributes}>`, ...children.map((c) => indent(c, 4)), '  </mj-column>'].join('\n');
}

/** The context of a block inside one of `count` columns: the email's cell width (src/email/components/grid.tsx), no outer gutter. */
function nestedCtx(ctx: Ctx, count: number): Ctx {
  return { ...ctx, nested: true, width: Math.floor((ctx.theme.contentWidth - 2 * ctx.theme.gutter - GAP * (count - 1)) / count) };
}

function elementsIn(blocks: Block[], ctx: Ctx): string[] {
  return blocks.flatMap((b) => elements(b, ctx));
}

/** The MJML elements that show a block inside a column. */
function elements(block: Block, ctx: Ctx): string[] {
  const align = (value: string | undefined, fallback: 'start' | 'center' | 'end' = 'start') => alignOf(ctx, value as never, fallback);
  switch (block.type) {
    case 'header': {
      const a = block.align === 'center' ? 'center' : ctx.start;
      const links = block.links.length ? [mjText(navLinks(block.links, ctx), { align: a, class: 'small', padding: '16px 25px 0' })] : [];
      return [mjImage(block.logo, ctx, { align: a, maxWidth: LOGO_MAX_WIDTH, padding: '0 25px' }), ...links];
    }
    case 'hero': {
      const inner = onBackground(ctx, block.backgroundColor);
      const a = align(block.align, 'center');
      return [
        ...(block.image ? [mjImage(block.image, { ...ctx, width: ctx.nested ? ctx.width : ctx.theme.contentWidth }, { align: 'center', padding: '0 0 32px', fluid: true })] : ['<mj-spacer height="16px" />']),
        mjText(plain(block.heading, inner), { align: a, class: 'heading h1', color: inner.palette.heading, tag: 'h1' }),
        ...(block.text ? [mjText(rich(block.text, inner), { align: a, class: 'lead', color: inner.palette.text })] : []),
        ...(block.button ? [mjButton(block.button, inner, a, { padding: '8px 25px 16px' })] : []),
      ];
    }
    case 'heading': {
      const size = (['h1', 'h2', 'h3'] as const)[block.level - 1];
      return [mjText(plain(block.text, ctx), { align: align(block.align), class: `heading ${size}`, tag: size })];
    }
    case 'text':
      return [mjText(rich(block.content, ctx), { align: align(block.align), class: block.size === 'body' ? undefined : block.size })];
    case 'button':
      return [mjButton({ label: block.label, href: block.href }, ctx, align(block.align, 'center'), { color: block.color, outline: block.variant === 'outline', fullWidth: block.fullWidth })];
    case 'image':
      return [
        mjImage(block as Block & { src: string; alt: string }, block.fullBleed && !ctx.nested ? { ...ctx, width: ctx.theme.contentWidth } : ctx, { align: align(block.align, 'center'), padding: block.fullBleed ? '0' : undefined, fluid: block.fullBleed }),
        ...(block.caption ? [mjText(plain(block.caption, ctx), { align: align(block.align, 'center'), class: 'small muted' })] : []),
      ];
    case 'product':
      return productElements(block, ctx);
    case 'coupon':
      return couponElements(block, onBackground(ctx, ctx.theme.tint));
    case 'quote':
      return [
        mjText(`<em>${rich(block.text, ctx)}</em>`, { class: 'lead', padding: '0 25px 0 20px' }),
        ...(block.cite ? [mjText(`— ${plain(block.cite, ctx)}`, { class: 'small muted', padding: '8px 25px 0 20px' })] : []),
      ];
    case 'testimonial':
      return [
        ...(block.rating ? [mjText(stars(block.rating), { align: 'center', class: 'h3', color: ctx.theme.accessibleOn(ctx.theme.primary, ctx.palette.background, 3), letterSpacing: '2px' })] : []),
        mjText(`<em>${rich(block.quote, ctx)}</em>`, { align: 'center', class: 'lead' }),
        ...(block.avatar ? [mjImage({ ...block.avatar, width: 64, height: 64 }, ctx, { align: 'center', borderRadius: '50%' })] : []),
        mjText(`<strong>${plain(block.author, ctx)}</strong>`, { align: 'center', padding: block.role ? '0 25px' : undefined }),
        ...(block.role ? [mjText(plain(block.role, ctx), { align: 'center', class: 'small muted' })] : []),
      ];
    case 'list':
      return [mjText(listHtml(block, ctx), {})];
    case 'divider':
      return [`<mj-divider border-color="${block.color ?? mix(ctx.palette.text, ctx.palette.background, 0.85)}" border-width="${block.thickness}px" padding="0 25px" />`];
    case 'spacer':
      return [`<mj-spacer height="${block.height}px" />`];
    case 'social': {
      const a = align(block.align);
      const icons = block.links.map((l: { platform: keyof typeof SOCIAL_PLATFORMS; url: string; iconUrl?: string }) => ({ ...l, name: SOCIAL_PLATFORMS[l.platform], icon: iconFor(l, ctx) }));
      if (icons.every((l: { icon?: string }) => l.icon)) {
        return [
          `<mj-social align="${a}" icon-size="32px" mode="horizontal" padding="0 25px">`,
          ...icons.map((l: { url: string; icon?: string; name: string }) => `  <mj-social-element href="${attr(l.url)}" src="${attr(l.icon!)}" alt="${attr(l.name)}" background-color="transparent" padding="0 6px" />`),
          '</mj-social>',
        ];
      }
      return [mjText(icons.map((l: { url: string; name: string }) => `<a href="${attr(l.url)}" style="font-weight: 700; margin: 0 6px;">${text(l.name)}</a>`).join(' '), { align: a, class: 'small', padding: '0 25px' })];
    }
    case 'footer': {
      const preferences = ctx.preferencesUrl(block.preferencesUrl);
      const links: Link[] = [...block.links, ...(preferences ? [{ label: block.preferencesLabel, href: preferences }] : []), { label: block.unsubscribeLabel, href: ctx.unsubscribeUrl(block.unsubscribeUrl) }];
      const small = { align: 'center' as const, class: 'small muted', padding: '0 25px' };
      return [
        mjText(`<strong>${text(block.companyName)}</strong>`, small),
        mjText(text(block.address), small),
        mjText(links.map((l) => `<a href="${attr(l.href)}" style="color: ${ctx.palette.muted}; text-decoration: underline; margin: 0 8px;">${plain(l.label, ctx)}</a>`).join(''), { ...small, padding: '12px 25px' }),
        ...(block.legal ? [mjText(rich(block.legal, ctx), small)] : []),
      ];
    }
    case 'html':
      return [mjText(sanitizeEmailHtml(block.html), {})];
    default:
      throw new Error(`The MJML printer has no rule for ${block.type} blocks.`);
  }
}

type Link = { label: Segments; href: string };
type Segments = Parameters<typeof segmentsOf>[0];

function productElements(p: Block, ctx: Ctx): string[] {
  const a = ctx.nested ? ctx.start : 'center';
  const price = p.price
    ? [mjText(`<strong>${text(ctx.formatMoney(p.price))}</strong>${p.compareAtPrice ? `<span style="color: ${ctx.palette.muted}; text-decoration: line-through; padding: 0 8px;">${text(ctx.formatMoney(p.compareAtPrice))}</span>` : ''}`, { align: a, padding: '0 25px 8px' })]
    : [];
  return [
    mjImage({ ...p.image, href: p.href }, ctx, { align: 'center' }),
    mjText(`<a href="${attr(p.href)}" style="color: ${ctx.palette.heading}; text-decoration: none;">${plain(p.name, ctx)}</a>`, { align: a, class: 'heading lead', padding: '0 25px 4px' }),
    ...price,
    ...(p.description ? [mjText(rich(p.description, ctx), { align: a, class: 'small' })] : []),
    ...(p.buttonLabel ? [mjButton({ label: p.buttonLabel, href: p.href }, ctx, a)] : []),
  ];
}

function couponElements(block: Block, tinted: Ctx): string[] {
  const expiry = block.expiryText ? plain(block.expiryText, tinted) : block.expiresAt ? text(tinted.formatDate(block.expiresAt)) : '';
  return [
    mjText(plain(block.value, tinted), { align: 'center', class: 'heading h2', color: tinted.palette.heading }),
    ...(block.description ? [mjText(rich(block.description, tinted), { align: 'center', color: tinted.palette.text })] : []),
    mjText(
      `<span style="display: inline-block; font-family: 'Courier New', Courier, monospace; letter-spacing: 3px; font-weight: 700; background-color: ${tinted.palette.background === tinted.theme.tint ? '#ffffff' : tinted.palette.background}; border: 1px solid ${tinted.theme.accent}; border-radius: 4px; padding: 8px 20px;">${text(block.code)}</span>`,
      { align: 'center', class: 'h3', color: tinted.palette.heading },
    ),
    ...(expiry ? [mjText(expiry, { align: 'center', class: 'small', color: tinted.palette.muted })] : []),
    ...(block.button ? [mjButton(block.button, tinted, 'center')] : []),
  ];
}

interface TextOptions {
  align?: 'left' | 'center' | 'right';
  class?: string;
  color?: string;
  padding?: string;
  letterSpacing?: string;
  /** The HTML element the text is, for headings (h1–h3): kept for screen readers, margins reset. */
  tag?: string;
}

function mjText(html: string, o: TextOptions): string {
  const attrs = [
    o.class ? ` mj-class="${o.class}"` : '',
    o.align ? ` align="${o.align}"` : '',
    o.color ? ` color="${o.color}"` : '',
    o.letterSpacing ? ` letter-spacing="${o.letterSpacing}"` : '',
    o.padding ? ` padding="${o.padding}"` : '',
  ].join('');
  const content = o.tag ? `<${o.tag} style="margin: 0; font-size: inherit; line-height: inherit; font-weight: inherit;">${html}</${o.tag}>` : html;
  return `<mj-text${attrs}>${content}</mj-text>`;
}

function mjImage(image: { src: string; alt: string; width?: number; height?: number; href?: string }, ctx: Ctx, o: { align?: string; maxWidth?: number; padding?: string; fluid?: boolean; borderRadius?: string }): string {
  const { width } = displaySize(image, ctx.width, o.maxWidth);
  const attrs = [
    ` src="${attr(image.src)}"`,
    ` alt="${attr(image.alt)}"`,
    image.href ? ` href="${attr(image.href)}"` : '',
    o.fluid ? '' : ` width="${width}px"`,
    o.align ? ` align="${o.align}"` : '',
    o.borderRadius ? ` border-radius="${o.borderRadius}"` : '',
    o.padding ? ` padding="${o.padding}"` : '',
  ].join('');
  return `<mj-image${attrs} />`;
}

function mjButton(cta: Link, ctx: Ctx, align: string, o: { color?: string; outline?: boolean; fullWidth?: boolean; padding?: string } = {}): string {
  const colors = ctx.theme.buttonColors(o.color);
  const look = o.outline
    ? ` background-color="transparent" color="${ctx.theme.accessibleOn(o.color ?? ctx.theme.primary, ctx.palette.background)}" border="2px solid ${o.color ?? ctx.theme.primary}"`
    : o.color || ctx.palette !== ctx.theme.content
      ? ` background-color="${colors.background}" color="${colors.label}"`
      : '';
  return `<mj-button href="${attr(cta.href)}" align="${align}"${look}${o.fullWidth ? ' width="100%"' : ''}${o.padding ? ` padding="${o.padding}"` : ''}>${plain(cta.label, ctx)}</mj-button>`;
}

function listHtml(block: Block, ctx: Ctx): string {
  if (block.style === 'check') {
    const mark = ctx.theme.accessibleOn(ctx.theme.primary, ctx.palette.background);
    const rows = block.items.map(
      (item: Segments) => `<tr><td width="28" valign="top" style="color: ${mark}; font-weight: 700; padding-bottom: 8px;">✓</td><td valign="top" style="padding-bottom: 8px;">${inlines(itemInlines(item), ctx)}</td></tr>`,
    );
    return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width: 100%;">${rows.join('')}</table>`;
  }
  const tag = block.style === 'number' ? 'ol' : 'ul';
  return `<${tag} style="margin: 0; padding-${ctx.start}: 24px;">${block.items.map((item: Segments) => `<li>${richBlocks(parseRichText(item), ctx, true)}</li>`).join('')}</${tag}>`;
}

function itemInlines(item: Segments): Inline[] {
  return parseRichText(item).flatMap((b, i) => (b.kind === 'paragraph' ? [...(i ? [{ kind: 'break' as const }] : []), ...b.children] : []));
}

/** A PlainText field: strings escaped, merge tags in the chosen syntax. */
function plain(value: Segments, ctx: Ctx): string {
  return segmentsOf(value)
    .map((s) => (typeof s === 'string' ? text(s) : tag(ctx.tokenText(s))))
    .join('');
}

function rich(value: Segments, ctx: Ctx): string {
  return richBlocks(parseRichText(value), ctx);
}

function richBlocks(blocks: RichBlock[], ctx: Ctx, tight = false): string {
  return blocks
    .map((b, i) => {
      const gap = i === blocks.length - 1 ? '0' : '16px';
      if (b.kind === 'paragraph') return tight && blocks.length === 1 ? inlines(b.children, ctx) : `<p style="margin: 0 0 ${gap};">${inlines(b.children, ctx)}</p>`;
      const tagName = b.ordered ? 'ol' : 'ul';
      const start = b.ordered && b.start !== 1 ? ` start="${b.start}"` : '';
      return `<${tagName}${start} style="margin: 0 0 ${gap}; padding-${ctx.start}: 24px;">${b.items.map((item) => `<li>${richBlocks(item, ctx, true)}</li>`).join('')}</${tagName}>`;
    })
    .join('');
}

function inlines(nodes: Inline[], ctx: Ctx): string {
  return nodes
    .map((n) => {
      switch (n.kind) {
        case 'text':
          return text(n.text);
        case 'token':
          return tag(ctx.tokenText(n.token));
        case 'break':
          return '<br />';
        case 'strong':
          return `<strong>${inlines(n.children, ctx)}</strong>`;
        case 'em':
          return `<em>${inlines(n.children, ctx)}</em>`;
        case 'link':
          return `<a href="${attr(n.href)}">${inlines(n.children, ctx)}</a>`;
      }
    })
    .join('');
}

const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s: string) => text(s).replace(/"/g, '&quot;');
/** A merge tag goes in verbatim, as in the HTML renderer: only `<` is escaped. */
const tag = (s: string) => s.replace(/</g, '&lt;');
const indent = (s: string, n: number) =>
  s
    .split('\n')
    .map((line) => (line ? ' '.repeat(n) + line : line))
    .join('\n');
