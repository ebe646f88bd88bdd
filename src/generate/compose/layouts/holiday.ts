import type { AnyBlock } from '../../../email';
import type { Composer } from '../composer';
import { namedProductsLine, offerSection, shownNames } from './shared';

/** Holiday: a greeting card — picture, wishes, the opening hours that change, an optional gift offer and gift ideas. */
export function holidayLayout(k: Composer): AnyBlock[] {
  const image = k.nextImage();
  const blocks: AnyBlock[] = [
    {
      type: 'hero',
      id: 'hero',
      ...k.heroImage(image),
      heading: k.copy.pick('holiday.heading') ?? k.brand.name,
      text: k.rich.pick('holiday.intro'),
      align: 'center',
    },
    k.text(k.rich.pick('holiday.wishes')!, 'body', 'wishes'),
  ];
  // Closing days are news of their own; a plain deadline belongs to the offer (its coupon says it).
  const hours = k.rich.pick('closure.line') ?? (k.copy.ctx.offer ? undefined : (k.rich.pick('range.line') ?? k.rich.pick('start.line') ?? k.rich.pick('until.line')));
  if (hours) blocks.push(k.text(hours, 'body', 'hours'));
  const href = k.ctaHref(k.links.shop, k.links.home);
  blocks.push(...offerSection(k, 'holiday.offer', href));
  let products: AnyBlock[] = [];
  if (k.allows('products') && (k.asks('products') || (k.copy.ctx.offer && !k.short)))
    products = k.productSection(k.featuredProducts(3), 'products.headingGift');
  blocks.push(...products, ...namedProductsLine(k, shownNames(products)));
  // A button the marketer worded ("Botón: «Ver sets de regalo»") is one they want.
  if ((products.length || k.copy.ctx.offer || k.brief.facts.cta?.label) && href) blocks.push(k.button(k.ctaLabel('cta.shop'), href));
  blocks.push(k.text(`${k.copy.pick('holiday.closing')}\n${k.rich.pick('signature')}`, 'body', 'signature'));
  return blocks;
}
