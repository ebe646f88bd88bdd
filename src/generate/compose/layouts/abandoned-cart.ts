import type { AnyBlock } from '../../../email';
import type { Composer } from '../composer';
import { namedProductsLine, offerSection, shownNames } from './shared';

/** Abandoned cart: a reminder, the products the prompt names (never a made-up cart), the offer, help. */
export function abandonedCartLayout(k: Composer): AnyBlock[] {
  const href = k.ctaHref(k.links.shop, k.links.home);
  const blocks: AnyBlock[] = [
    k.heading(k.copy.pick('cart.heading')!, 1, 'title'),
    k.text(k.paragraphs(k.greeting(), k.rich.pick('cart.intro'))!, 'lead', 'intro'),
  ];
  const named = k.brief.facts.products.filter((p) => p.known);
  const products = named.length ? k.productSection(named, 'cart.productsHeading') : [];
  blocks.push(...products, ...namedProductsLine(k, shownNames(products)));
  if (href) blocks.push(k.button(k.ctaLabel('cta.cart'), href));
  blocks.push(...offerSection(k, 'cart.offer', href));
  const help = k.help();
  blocks.push(k.text(k.rich.pick('cart.reassure')!, 'body', 'reassure'));
  if (help) blocks.push(help);
  blocks.push(k.signature());
  return blocks;
}
