import type { AnyBlock } from '../../../email';
import type { Composer } from '../composer';
import { isImage, isLink, type BrandImage } from '../brand';
import { namedProductsLine, offerSection, shownNames } from './shared';

/** Launch: the product as the hero, its card with the kit's price, when it is available, the launch offer. */
export function productLaunchLayout(k: Composer): AnyBlock[] {
  const featured = k.brief.facts.products.find((p) => p.known);
  const productImage: BrandImage | undefined =
    featured && isImage(featured.image) ? { src: featured.image, alt: featured.name.slice(0, 300) } : undefined;
  const image = productImage ?? (k.short ? undefined : k.nextImage());
  const href = k.ctaHref(featured && isLink(featured.url) ? featured.url : undefined, k.links.shop, k.links.home);
  const blocks: AnyBlock[] = [
    k.text(`**${k.copy.pick('launch.eyebrow')!.toLocaleUpperCase(k.brief.language)}**`, 'small', 'eyebrow'),
    ...k.heroWithButton(
      {
        type: 'hero',
        id: 'hero',
        ...k.heroImage(image),
        heading: k.copy.pick('launch.heading')!,
        text: k.paragraphs(k.rich.pick('launch.intro'), k.rich.pick('launch.availability')),
        align: 'center',
      },
      k.ctaLabel('cta.discover'),
      href,
    ),
  ];
  let products: AnyBlock[] = [];
  if (featured) products = k.productSection([featured], 'products.headingNew');
  // The heading names the first product; the others need a line of their own.
  const shown = [...shownNames(products), ...(k.copy.ctx.product ? [k.copy.ctx.product] : [])];
  blocks.push(...products.filter((b) => b.type !== 'heading'), ...namedProductsLine(k, shown));
  blocks.push(...offerSection(k, 'launch.offer', href));
  if (k.long && k.allows('products')) {
    const others = k.featuredProducts(3, false).filter((p) => p.name !== featured?.name);
    blocks.push(...k.productSection(others, 'products.heading'));
  }
  blocks.push(k.text(k.rich.pick('launch.closing')!, 'body', 'closing'), k.signature());
  return blocks;
}
