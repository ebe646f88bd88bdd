import type { AnyBlock } from '../../../email';
import type { Composer } from '../composer';
import { offerSection } from './shared';

/** Feedback: one question, one button to the survey the prompt gave (or a reply to the brand), thanks. */
export function feedbackLayout(k: Composer): AnyBlock[] {
  const href = k.ctaHref(k.mailto(k.copy.pick('feedback.heading')!), k.links.page('contact'), k.links.home);
  const blocks: AnyBlock[] = [
    k.heading(k.copy.pick('feedback.heading')!, 1, 'title'),
    k.text(k.paragraphs(k.greeting(), k.rich.pick('feedback.intro'))!, 'lead', 'intro'),
    k.text(k.rich.pick('feedback.ask')!, 'body', 'ask'),
  ];
  if (href) blocks.push(k.button(k.ctaLabel('cta.feedback'), href));
  blocks.push(...offerSection(k, 'cart.offer'));
  blocks.push(k.text(k.rich.pick('feedback.thanks')!, 'body', 'thanks'), k.signature());
  return blocks;
}
