import type { AnyBlock } from '../../../email';
import { capitalize, escapeMarkdown } from '../../understand/text';
import type { Composer, Block } from '../composer';
import { audienceLine, offerSection } from './shared';

/** Event: an invitation — title, picture, the practical details side by side, how to answer. */
export function eventLayout(k: Composer): AnyBlock[] {
  const c = k.copy.ctx;
  const blocks: AnyBlock[] = [
    ...audienceLine(k),
    k.text(`**${k.t('event.eyebrow')!.toLocaleUpperCase(k.brief.language)}**`, 'small', 'eyebrow'),
    k.heading(k.t('event.heading')!, 1, 'title'),
  ];
  const image = k.short ? undefined : k.nextImage();
  if (image) blocks.push(k.imageBlock(image));
  blocks.push(k.text(k.paragraphs(k.r('greeting'), k.r('event.intro'))!, 'lead', 'intro'));

  const date = c.event ?? c.start ?? c.deadline;
  const details: Array<[string, string]> = [];
  if (date) details.push([k.t('event.when')!, date]);
  if (c.time) details.push([k.t('event.time')!, k.brief.copyLanguage === 'de' ? `${c.time} Uhr` : c.time]);
  if (c.location) details.push([k.t('event.where')!, c.location]);
  if (details.length >= 2) {
    const columns = details.map(([label, value]) => ({
      blocks: [k.heading(label, 3), k.text(`**${escapeMarkdown(capitalize(value, k.brief.language))}**`)] as Array<
        Block<'heading'> | Block<'text'>
      >,
    }));
    blocks.push({ type: 'columns', id: 'details', columns });
  } else if (details.length === 1) {
    blocks.push(k.text(`**${escapeMarkdown(details[0][0])}:** ${escapeMarkdown(details[0][1])}`, 'lead', 'details'));
  }
  blocks.push(...offerSection(k, 'launch.offer'));
  const href = k.ctaHref(k.mailto(c.topic ?? k.t('event.eyebrow')!), k.links.page('contact'), k.links.home);
  blocks.push(k.text(k.r('event.rsvp')!, 'body', 'rsvp'));
  if (href) blocks.push(k.button(k.ctaLabel('cta.rsvp'), href));
  blocks.push(k.text(k.r('event.closing')!, 'body', 'closing'), k.signature());
  return blocks;
}
