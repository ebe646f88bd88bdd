import type { AnyBlock } from '../../../email';
import type { CopyKey } from '../../copy';
import type { TransactionalKind } from '../../types';
import type { Composer } from '../composer';
import { detailsBlock, orderRows } from '../details';
import { noticeKind } from '../../understand/notice-kind';
import { namedProductsLine, offerSection } from './shared';

/** The button's label by kind: what the customer does next with this message. */
const BUTTON: Record<TransactionalKind, CopyKey> = {
  order: 'cta.order',
  'order-update': 'cta.order',
  shipping: 'cta.track',
  delivered: 'cta.order',
  delay: 'cta.track',
  cancellation: 'cta.account',
  refund: 'cta.account',
  password: 'cta.reset',
  verification: 'cta.verify',
  security: 'cta.account',
  booking: 'cta.booking',
  appointment: 'cta.appointment',
  receipt: 'cta.account',
  invoice: 'cta.invoice',
  'payment-failed': 'cta.payment',
  generic: 'cta.account',
};

/**
 * A notice of no known kind says what it is about when the message names it ("Your upcoming
 * renewal", "La pausa de su suscripción") and is "An update from…" otherwise: a kind's heading
 * that does not fit tells the reader another message ("Cancellation confirmed" on a renewal).
 */
function heading(k: Composer, kind: TransactionalKind): string {
  const notice = kind === 'generic' ? noticeKind((k.brief.message ?? []).map((u) => u.text).join('\n')) : undefined;
  return (notice && k.copy.first(`notice.${notice}`)) || k.copy.pick('tx.heading')!;
}

/** Transactional: plain and short — what happened, the one link the prompt gave, where to get help. No marketing. */
export function transactionalLayout(k: Composer): AnyBlock[] {
  const kind = k.brief.facts.transactional ?? 'generic';
  const blocks: AnyBlock[] = [
    k.heading(heading(k, kind), 1, 'title'),
    k.text(k.paragraphs(k.greeting(), k.rich.pick('tx.intro'), k.rich.pick('tx.date'))!, 'body', 'intro'),
  ];
  // Number, items, amount, carrier, tracking and delivery estimate, when the prompt gives two or more of them.
  const summary = detailsBlock(k, orderRows(k), 'summary');
  if (summary) blocks.push(summary);
  blocks.push(...namedProductsLine(k, []));
  // Order, tracking and reset links are the customer's own: only a URL the prompt gives can be one.
  const href = k.brief.facts.cta?.url;
  if (href) blocks.push(k.button(k.ctaLabel(BUTTON[kind]), href));
  else
    k.warnings.push(
      'A transactional email usually links to the order, tracking or reset page: add its URL (or your platform’s merge tag) to the prompt.',
    );
  blocks.push(...offerSection(k, 'cart.offer'));
  const help = k.help();
  if (help) blocks.push(help);
  blocks.push(k.signature());
  return blocks;
}
