/**
 * What a neutral notice is about — a renewal, a pause, new terms —, read from the words of the
 * message (the writer's notes already left out): the kind whose words come first.
 */
import { NOTICE_WORDS, type NoticeKind } from './lexicon';
import { findAll } from './match';
import { fold } from './text';

export function noticeKind(text: string): NoticeKind | undefined {
  const folded = fold(text);
  let best: { kind: NoticeKind; index: number } | undefined;
  for (const [kind, words] of NOTICE_WORDS) {
    const hit = findAll(folded, words)[0];
    if (hit && (!best || hit.index < best.index)) best = { kind, index: hit.index };
  }
  return best?.kind;
}
