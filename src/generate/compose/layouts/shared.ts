/**
 * Sections several layouts share: the offer (its sentence, the coupon, free shipping), the
 * audience line, the extra links a prompt gave, and the closing signature with social links.
 */
import type { AnyBlock } from '../../../email';
import type { CopyKey } from '../../copy';
import { escapeMarkdown } from '../../understand/text';
import type { Composer } from '../composer';

/**
 * The offer sentence (from `key`; null when the layout already said it), the coupon box, and
 * the free-shipping line, as the facts allow.
 */
export function offerSection(k: Composer, key: CopyKey | null, couponHref?: string): AnyBlock[] {
  const blocks: AnyBlock[] = [];
  const line = k.copy.ctx.offer && key ? k.rich.pick(key) : undefined;
  const coupon = k.coupon(couponHref);
  // Free shipping gets its own line unless the offer sentence was about it (no discount to state).
  const shipping = k.brief.facts.freeShipping && (k.brief.facts.discount || !line) ? k.rich.pick('offer.freeShipping') : undefined;
  const codeLine = !coupon && k.brief.facts.code ? k.rich.pick('offer.codeLine') : undefined;
  const text = k.paragraphs(line, shipping, codeLine);
  if (text) blocks.push(k.text(text, 'body', 'offer'));
  if (coupon) blocks.push(coupon);
  return blocks;
}

/** "Especially for our VIP customers", when the prompt names such an audience. */
export function audienceLine(k: Composer): AnyBlock[] {
  const line = k.copy.pick('audience.line');
  return line ? [k.text(`**${escapeMarkdown(line)}**`, 'small', 'audience')] : [];
}

/** URLs the prompt gave beyond the main button's, as plain links. */
export function extraLinks(k: Composer, used: Array<string | undefined>): AnyBlock[] {
  const rest = k.brief.facts.urls.filter((u) => !used.includes(u));
  if (!rest.length) return [];
  return [
    k.text(rest.map((u) => `- [${escapeMarkdown(u.replace(/^https?:\/\//, '').replace(/\/$/, ''))}](${u})`).join('\n'), 'body', 'links'),
  ];
}

/** Social links (unless the prompt asked against them or the email is short). */
export function socialSection(k: Composer, social: AnyBlock | undefined): AnyBlock[] {
  if (!social || !k.allows('social') || (k.short && !k.asks('social'))) return [];
  return [social];
}

/** Product names the layout could not show as cards (no image or page in the kit), as a sentence. */
export function namedProductsLine(k: Composer, shown: string[]): AnyBlock[] {
  const missing = k.brief.facts.products.filter((p) => !shown.includes(p.name)).map((p) => `**${escapeMarkdown(p.name)}**`);
  if (!missing.length) return [];
  return [k.text(missing.join(' · '), 'lead', 'named-products')];
}

/** Names shown by a product section, for `namedProductsLine`. */
export function shownNames(blocks: AnyBlock[]): string[] {
  const names: string[] = [];
  for (const b of blocks) {
    if (b.type === 'product') names.push(String(b.name));
    if (b.type === 'productGrid') names.push(...b.products.map((p) => String(p.name)));
  }
  return names;
}
