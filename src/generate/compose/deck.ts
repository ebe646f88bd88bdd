/**
 * The marketer's own lines (a copy deck, understand/copy-deck.ts) put in their places on a written
 * email — by the embedded composer and over an LLM writer's draft alike, so both keep them as
 * written: the subject, the preheader, and the main heading (the hero's, else the first heading;
 * a layout without one gets one under its header).
 */
import type { AnyBlock } from '../../email';
import type { Brief } from '../types';

export function withDeck<T extends { subject: unknown; preheader?: unknown; blocks: AnyBlock[] }>(email: T, deck: Brief['deck']): T {
  if (!deck) return email;
  const blocks = [...email.blocks];
  if (deck.headline) {
    const at = blocks.findIndex((b) => b.type === 'hero');
    const main = at >= 0 ? at : blocks.findIndex((b) => b.type === 'heading');
    const block = blocks[main];
    if (block?.type === 'hero') blocks[main] = { ...block, heading: deck.headline };
    else if (block?.type === 'heading') blocks[main] = { ...block, text: deck.headline };
    else blocks.splice(1, 0, { type: 'heading', text: deck.headline, level: 1 } as AnyBlock);
  }
  return { ...email, blocks, ...(deck.subject ? { subject: deck.subject } : {}), ...(deck.preheader ? { preheader: deck.preheader } : {}) };
}
