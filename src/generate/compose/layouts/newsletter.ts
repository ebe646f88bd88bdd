import type { AnyBlock } from '../../../email';
import { escapeMarkdown } from '../../understand/text';
import type { Composer } from '../composer';
import { isTopic } from '../topics';
import { namedProductsLine, shownNames } from './shared';

/** Newsletter: a dated title, what this edition covers, the blog, new products, a sign-off. */
export function newsletterLayout(k: Composer): AnyBlock[] {
  const blocks: AnyBlock[] = [
    k.heading(k.copy.pick('news.heading')!, 1, 'title'),
    k.text(k.paragraphs(k.greeting(), k.rich.pick('news.intro'))!, 'lead', 'intro'),
  ];
  const items = k.brief.facts.items;
  // Topics the prompt writes out get a section each (compose/topics): a contents list before
  // them would say them twice, and take their place.
  const sections = (k.brief.message ?? []).filter(isTopic).length >= 2;
  if (items.length && !sections) {
    blocks.push(k.heading(k.copy.pick('news.inThisIssue')!, 3, 'contents'), {
      type: 'list',
      id: 'contents-list',
      items: items.map((i) => escapeMarkdown(i)),
      style: 'bullet',
    });
  }
  const image = k.short ? undefined : k.nextImage();
  if (image) blocks.push(k.imageBlock(image));
  const blog = k.links.page('blog');
  const href = k.ctaHref(blog, k.links.home);
  if (blog || k.brief.facts.cta?.url) {
    blocks.push(k.heading(k.copy.pick('news.blogHeading')!, 2, 'blog'), k.text(k.rich.pick('news.blogText')!, 'body', 'blog-text'));
  }
  if (href) blocks.push(k.button(k.ctaLabel(blog ? 'cta.readMore' : 'cta.visit'), href));
  let products: AnyBlock[] = [];
  if (k.allows('products') && (!k.short || k.asks('products'))) {
    blocks.push({ type: 'divider', id: 'divider', thickness: 1 });
    products = k.productSection(k.featuredProducts(k.long ? 4 : 2), 'products.headingNew');
    if (!products.length) blocks.pop();
  }
  blocks.push(...products, ...namedProductsLine(k, shownNames(products)));
  blocks.push(k.text(k.rich.pick('news.closing')!, 'body', 'closing'), k.signature());
  return blocks;
}
