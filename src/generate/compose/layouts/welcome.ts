import type { AnyBlock } from '../../../email';
import { escapeMarkdown } from '../../understand/text';
import { copyLanguageOf } from '../../understand/language';
import type { Composer } from '../composer';
import { audienceLine, namedProductsLine, offerSection, shownNames } from './shared';

/** Welcome: a greeting hero, the welcome gift, what to expect (the brand's own promises when it has them), favourites. */
export function welcomeLayout(k: Composer): AnyBlock[] {
  const href = k.ctaHref(k.links.shop, k.links.home);
  const image = k.short ? undefined : k.nextImage();
  const blocks: AnyBlock[] = [
    ...audienceLine(k),
    ...k.heroWithButton(
      {
        type: 'hero',
        id: 'hero',
        ...k.heroImage(image),
        heading: k.copy.pick('welcome.heading')!,
        text: k.tokens(k.paragraphs(k.greeting(), k.rich.pick('welcome.intro'))!),
        align: 'center',
      },
      k.ctaLabel('cta.getStarted'),
      href,
    ),
    ...offerSection(k, 'welcome.gift', href),
  ];
  if (!k.short) {
    // The site's own value propositions, when written in the email's language; generic promises otherwise.
    const sameLanguage = copyLanguageOf(k.brand.language) === k.brief.copyLanguage;
    const own = sameLanguage
      ? k.brand.voice.sampleCopy.filter((s) => s.role === 'value-proposition').map((s) => escapeMarkdown(s.text))
      : [];
    const items = own.length >= 2 ? own.slice(0, 4) : [k.rich.pick('welcome.benefit1')!, k.rich.pick('welcome.benefit2')!, k.rich.pick('welcome.benefit3')!];
    blocks.push(k.heading(k.copy.pick('welcome.expect')!, 2, 'expect'), { type: 'list', id: 'expect-list', items, style: 'check' });
  }
  let products: AnyBlock[] = [];
  if ((!k.short || k.asks('products')) && k.allows('products')) products = k.productSection(k.featuredProducts(3), 'products.heading');
  blocks.push(...products, ...namedProductsLine(k, shownNames(products)));
  blocks.push(k.text(k.paragraphs(k.rich.pick('welcome.closing'))!, 'body', 'closing'), k.signature());
  return blocks;
}
