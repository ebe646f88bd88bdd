import type { AnyBlock } from '../../../email';
import type { Composer } from '../composer';
import { detailsBlock, eventRows } from '../details';
import { audienceLine, offerSection } from './shared';

/** Event: an invitation — title, picture, the practical details in one block, how to answer. */
export function eventLayout(k: Composer): AnyBlock[] {
  const c = k.copy.ctx;
  const blocks: AnyBlock[] = [
    ...audienceLine(k),
    k.text(`**${k.copy.pick('event.eyebrow')!.toLocaleUpperCase(k.brief.language)}**`, 'small', 'eyebrow'),
    k.heading(k.copy.pick('event.heading')!, 1, 'title'),
  ];
  const image = k.short ? undefined : k.nextImage();
  if (image) blocks.push(k.imageBlock(image));
  blocks.push(k.text(k.paragraphs(k.greeting(), k.rich.pick('event.intro'))!, 'lead', 'intro'));

  // Date, time, place with its address, price, RSVP deadline and extras: one block of label and value rows.
  const details = detailsBlock(k, eventRows(k), 'details');
  if (details) blocks.push(details);
  blocks.push(...offerSection(k, 'launch.offer'));
  const href = k.ctaHref(k.mailto(c.topic ?? k.copy.pick('event.eyebrow')!), k.links.page('contact'), k.links.home);
  blocks.push(k.text(k.rich.pick('event.rsvp')!, 'body', 'rsvp'));
  if (href) blocks.push(k.button(k.ctaLabel('cta.rsvp'), href));
  blocks.push(k.text(k.rich.pick('event.closing')!, 'body', 'closing'), k.signature());
  return blocks;
}
