import type { AnyBlock } from '../../../email';
import type { Composer } from '../composer';
import { audienceLine, namedProductsLine, offerSection, shownNames } from './shared';

/** Promotion: the offer on a brand-coloured band, the coupon, the products on sale, the deadline again, a second button. */
export function promotionalLayout(k: Composer, primary: string): AnyBlock[] {
  const href = k.ctaHref(k.links.shop, k.links.home);
  const hasOffer = !!k.copy.ctx.offer;
  const deadline = k.rich.pick('deadline.line');
  const blocks: AnyBlock[] = [
    ...audienceLine(k),
    ...k.heroWithButton(
      {
        type: 'hero',
        id: 'hero',
        heading: (hasOffer ? k.copy.pick('promo.heading') : undefined) ?? k.copy.pick('promo.headingNoOffer')!,
        text: k.paragraphs(hasOffer ? k.rich.pick('promo.intro') : k.rich.pick('promo.introNoOffer'), k.short ? deadline : undefined),
        backgroundColor: primary,
        align: 'center',
      },
      k.ctaLabel(k.brief.facts.code ? 'cta.useCode' : 'cta.shop'),
      href,
    ),
  ];
  blocks.push(...offerSection(k, null, href));
  let products: AnyBlock[] = [];
  if (k.allows('products') && (!k.short || k.asks('products'))) {
    products = k.productSection(k.featuredProducts(k.short ? 2 : 4), hasOffer ? 'products.headingSale' : 'products.heading');
  }
  blocks.push(...products, ...namedProductsLine(k, shownNames(products)));
  if (!k.short && deadline) blocks.push(k.text(deadline, 'lead', 'deadline'));
  if (products.length && href) blocks.push(k.button(k.ctaLabel('cta.shop'), href, 'cta-bottom'));
  if (!k.short) blocks.push(k.text(k.rich.pick('promo.closing')!, 'body', 'closing'));
  return blocks;
}
