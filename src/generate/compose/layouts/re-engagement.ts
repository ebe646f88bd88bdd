import type { AnyBlock } from '../../../email';
import type { Composer } from '../composer';
import { namedProductsLine, offerSection, shownNames } from './shared';

/** Win-back: a personal hero, the comeback offer, what is new, and an honest way out. */
export function reEngagementLayout(k: Composer): AnyBlock[] {
  const href = k.ctaHref(k.links.shop, k.links.home);
  const blocks: AnyBlock[] = [
    ...k.heroWithButton(
      {
        type: 'hero',
        id: 'hero',
        heading: k.tokens(k.copy.pick('winback.heading')!),
        text: k.rich.pick('winback.intro'),
        align: 'center',
      },
      k.ctaLabel(k.brand.products.length ? 'cta.shop' : 'cta.discover'),
      href,
    ),
    ...offerSection(k, 'winback.offer', href),
  ];
  let products: AnyBlock[] = [];
  if (k.allows('products') && (!k.short || k.asks('products'))) products = k.productSection(k.featuredProducts(3), 'winback.newHeading');
  blocks.push(...products, ...namedProductsLine(k, shownNames(products)));
  blocks.push(k.signature(), k.text(k.rich.pick('winback.optOut')!, 'small', 'opt-out'));
  return blocks;
}
