/**
 * The embedded composer: a brief and a brand kit in, an EmailDocument out. One layout per
 * purpose (each its own structure), framed by the brand's logo header, social links and a
 * footer with the postal address and an unsubscribe link, which every email carries.
 */
import type { BrandKit } from '../../brand/schema';
import { parseEmailDocument, type AnyBlock, type EmailDocument } from '../../email';
import type { Brief, Purpose } from '../types';
import { brandTheme, footerBlock, logoHeader, socialBlock } from './brand';
import { Composer, type ComposeOptions } from './composer';
import { abandonedCartLayout } from './layouts/abandoned-cart';
import { announcementLayout } from './layouts/announcement';
import { eventLayout } from './layouts/event';
import { feedbackLayout } from './layouts/feedback';
import { holidayLayout } from './layouts/holiday';
import { newsletterLayout } from './layouts/newsletter';
import { productLaunchLayout } from './layouts/product-launch';
import { promotionalLayout } from './layouts/promotional';
import { reEngagementLayout } from './layouts/re-engagement';
import { extraLinks, socialSection } from './layouts/shared';
import { transactionalLayout } from './layouts/transactional';
import { welcomeLayout } from './layouts/welcome';
import { placeMessage } from './message';
import { subjectLines } from './subject';
import { withDeck } from './deck';

export type { ComposeOptions } from './composer';
export { SUBJECT_MAX, PREHEADER_MIN, PREHEADER_MAX } from './subject';

const LAYOUTS: Record<Purpose, (k: Composer, primary: string) => AnyBlock[]> = {
  welcome: welcomeLayout,
  promotional: promotionalLayout,
  newsletter: newsletterLayout,
  announcement: announcementLayout,
  'product-launch': productLaunchLayout,
  event: eventLayout,
  'abandoned-cart': abandonedCartLayout,
  're-engagement': reEngagementLayout,
  transactional: transactionalLayout,
  feedback: feedbackLayout,
  holiday: holidayLayout,
};

/** Purposes whose header carries navigation to the shop and the brand's pages. */
const NAVIGATION = new Set<Purpose>(['welcome', 'promotional', 'newsletter', 're-engagement']);

export interface ComposedEmail {
  document: EmailDocument;
  /** Everything the user should know: a missing address, products the kit could not show… */
  warnings: string[];
  /** Every URL the document may link to (the brand's pages and the prompt's URLs). */
  allowedUrls: Set<string>;
}

export function composeEmail(brief: Brief, brand: BrandKit, options: ComposeOptions = {}): ComposedEmail {
  const k = new Composer(brief, brand, options);
  const theme = brandTheme(brand, brief);
  const nav: Array<{ label: string; href: string }> = [];
  if (NAVIGATION.has(brief.purpose) && !k.short) {
    const shop = k.links.page('shop') ?? k.links.page('products');
    if (shop) nav.push({ label: k.copy.pick('nav.shop')!, href: shop });
    const about = k.links.page('about');
    if (about) nav.push({ label: k.copy.pick('nav.about')!, href: about });
    const blog = k.links.page('blog');
    if (blog && brief.purpose === 'newsletter') nav.push({ label: k.copy.pick('nav.blog')!, href: blog });
  }
  const header = logoHeader(brand, k.links.home, nav, k.warnings);
  const body = placeMessage(k, LAYOUTS[brief.purpose](k, theme.primaryColor));
  // "Add an image": one of the brand's own pictures after the opening, when the layout has none.
  if (k.asks('image') && !body.some((b) => b.type === 'image' || (b.type === 'hero' && b.image))) {
    const image = k.nextImage();
    if (image) body.splice(Math.min(2, body.length), 0, k.imageBlock(image, 'added-image'));
    else k.warnings.push('The brand kit has no image to add; import more pages or add images with PATCH /v1/projects/{projectId}.');
  }
  if (k.asks('testimonial')) {
    k.warnings.push('A testimonial needs a real customer’s words: put the quote and its author in the prompt, or configure an LLM writer.');
  }
  const used = collectHrefs(body);
  const transactional = brief.purpose === 'transactional';
  const blocks: AnyBlock[] = [
    header ?? k.text(`**${brand.name.replace(/([\\*_[\]()`#>~|<&!])/g, '\\$1')}**`, 'lead', 'brand'),
    ...body,
    ...extraLinks(k, used),
    ...(transactional ? [] : socialSection(k, socialBlock(brand))),
    footerBlock(
      brand,
      k.links,
      {
        unsubscribe: k.copy.pick('footer.unsubscribe')!,
        preferences: k.copy.pick('footer.preferences')!,
        legal: k.rich.pick(transactional ? 'footer.legalTransactional' : 'footer.legal')!,
      },
      k.warnings,
    ),
  ];
  // The marketer's own subject, preheader and headline (a copy deck) stand as they wrote them.
  const email = withDeck({ ...subjectLines(k), blocks }, brief.deck);
  const parsed = parseEmailDocument({ ...email, language: brief.language, dir: 'ltr', theme });
  if (!parsed.success) {
    // A composer bug, never user input: say exactly which block broke.
    throw new Error(`Composed an invalid document: ${parsed.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  }
  return { document: parsed.data, warnings: k.warnings, allowedUrls: k.links.allowed };
}

function collectHrefs(blocks: AnyBlock[]): string[] {
  const out: string[] = [];
  JSON.stringify(blocks, (key, value) => {
    if ((key === 'href' || key === 'url') && typeof value === 'string') out.push(value);
    return value;
  });
  return out;
}
