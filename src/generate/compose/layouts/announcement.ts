import type { AnyBlock } from '../../../email';
import { capitalize, escapeMarkdown } from '../../understand/text';
import type { Composer } from '../composer';
import { namedProductsLine, offerSection } from './shared';

/** Announcement: a letter — the news as a title, the dates that matter, one picture, one link. */
export function announcementLayout(k: Composer): AnyBlock[] {
  const when =
    k.rich.pick('closure.line') ??
    k.rich.pick('range.line') ??
    k.rich.pick('start.line') ??
    (k.copy.ctx.event ? `**${k.copy.ctx.event}${k.copy.ctx.time ? `, ${k.copy.ctx.time}` : ''}**` : undefined) ??
    // An end date is an offer's only when the email makes one ("new opening hours from January 6" read "The offer ends…").
    k.rich.pick(k.copy.ctx.offer || k.copy.ctx.code ? 'deadline.line' : 'until.line');
  const blocks: AnyBlock[] = [
    k.text(`**${k.copy.pick('announce.eyebrow')!.toLocaleUpperCase(k.brief.language)}**`, 'small', 'eyebrow'),
    k.heading(k.copy.pick('announce.heading')!, 1, 'title'),
    k.text(k.paragraphs(k.greeting(), k.rich.pick('announce.intro'))!, 'lead', 'intro'),
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
  blocks.push(k.text(k.rich.pick('announce.closing')!, 'body', 'closing'), k.signature());
  return blocks;
}
