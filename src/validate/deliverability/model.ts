import model from './model.json' with { type: 'json' };
import type { RuleContext } from './context';
import { messageTokens } from './tokens';

/**
 * The statistical text model: naive Bayes weights per token, trained on the training part of
 * the project's labelled set (bench/lib/deliverability-train.ts) and shipped as model.json.
 * A message's evidence is the sum of the weights of its MOST_TELLING tokens (those with the
 * largest weights either way, as Graham's "A Plan for Spam" reads a message): a long message
 * does not pile up points from hundreds of faintly spammy words.
 */
export interface TokenEvidence {
  token: string;
  weight: number;
  /** Training spam / legitimate messages that contained the token. */
  spam: number;
  legitimate: number;
}

const MOST_TELLING = 20;
/** Token → [weight, training spam containing it, training legitimate mail containing it]. */
export type TokenTable = Record<string, [number, number, number]>;
const TOKENS = model.tokens as unknown as TokenTable;
export const TRAINED_ON = model.trainedOn;

export function textEvidence(ctx: Pick<RuleContext, 'text' | 'subject' | 'links'>, table: TokenTable = TOKENS): { logOdds: number; tokens: TokenEvidence[] } {
  const found: TokenEvidence[] = [];
  for (const t of messageTokens(ctx)) {
    const row = Object.hasOwn(table, t) ? table[t] : undefined;
    if (row) found.push({ token: t, weight: row[0], spam: row[1], legitimate: row[2] });
  }
  found.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || (a.token < b.token ? -1 : 1));
  const telling = found.slice(0, MOST_TELLING);
  return { logOdds: telling.reduce((s, e) => s + e.weight, 0), tokens: telling };
}
