import type { AnyBlock } from '../../../email';
import { capitalize, escapeMarkdown } from '../../understand/text';
import type { Composer } from '../composer';
import { namedProductsLine, offerSection } from './shared';

/** Announcement: a letter — the news as a title, the dates that matter, one picture, one link. */
export function announcementLayout(k: Composer): AnyBlock[] {
  const when =
    k.r('closure.line') ??
    k.r('range.line') ??
    k.r('start.line') ??
    (k.copy.ctx.event ? `**${k.copy.ctx.event}${k.copy.ctx.time ? `, ${k.copy.ctx.time}` : ''}**` : undefined) ??
    k.r('deadline.line');
  const blocks: AnyBlock[] = [
    k.text(`**${k.t('announce.eyebrow')!.toLocaleUpperCase(k.brief.language)}**`, 'small', 'eyebrow'),
    k.heading(k.t('announce.heading')!, 1, 'title'),
    k.text(k.paragraphs(k.r('greeting'), k.r('announce.intro'))!, 'lead', 'intro'),
  ];
  const details = k.brief.facts.details;
  if (details) blocks.push(k.text(`${escapeMarkdown(capitalize(details, k.brief.language))}.`, 'body', 'news'));
  if (when) blocks.push(k.text(when, 'body', 'details'));
  blocks.push(...offerSection(k, 'launch.offer', k.ctaHref(k.links.shop)));
  const image = k.short ? undefined : k.nextImage();
  if (image) blocks.push(k.imageBlock(image));
  blocks.push(...namedProductsLine(k, []));
  const href = k.ctaHref(k.links.page('about'), k.links.home);
  if (href) blocks.push(k.button(k.ctaLabel('cta.learnMore'), href));
  blocks.push(k.text(k.r('announce.closing')!, 'body', 'closing'), k.signature());
  return blocks;
}
