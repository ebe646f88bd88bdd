import { mapOffset, type RuleContext } from './context';
import { TRAINED_ON, textEvidence, type TokenEvidence } from './model';
import type { Rule } from './rules';
import { firstWordIndex } from './tokens';

/**
 * The text model as two rules, like SpamAssassin's BAYES_* bands: wording typical of spam adds
 * points, wording typical of legitimate mail takes a few off. Each names the tokens that weighed
 * most and how often the training messages contained them.
 */

/**
 * Points per unit of log-odds, and the limits (SpamAssassin's BAYES_99 + BAYES_999 give +3.7,
 * BAYES_00 −1.9). Chosen by two-fold cross-validation inside the training part, never on the
 * held-out part: wider limits ranked better there, but the model alone must not decide.
 */
export const MODEL_SCALE = 0.1;
const MAX_POINTS = 4.5;
const MIN_POINTS = -2.5;

const evidence = (c: RuleContext) => c.email.memo('deliverability-text-model', () => textEvidence(c));

const describe = (e: TokenEvidence) =>
  `"${e.token.replace(/^subject:/, 'subject: ').replace(/^money:/, 'amount of ').replace(/^tld:/, 'links to .')}" (in ${e.spam} of ${TRAINED_ON.spam} training spam, ${e.legitimate} of ${TRAINED_ON.legitimate} legitimate)`;

function fire(c: RuleContext, sign: 1 | -1) {
  const { logOdds, tokens } = evidence(c);
  const points = Math.max(MIN_POINTS, Math.min(MAX_POINTS, logOdds * MODEL_SCALE));
  if (sign * points < 0.1) return null;
  const top = tokens.filter((t) => sign * t.weight > 0).slice(0, 5);
  const words = c.email.memo('deliverability-word-index', () => firstWordIndex(c.body.text));
  const where = top.map((t) => words.get(t.token)).find((i) => i !== undefined);
  return { offset: where !== undefined ? mapOffset(c, where) : null, detail: top.map(describe).join(', '), points };
}

export const MODEL_RULES: Rule[] = [
  {
    id: 'TEXT_MODEL_SPAMMY',
    sa: 'BAYES_60..BAYES_99',
    points: 1.0,
    description: 'The wording resembles spam (statistical text model); the words that weighed most',
    fix: 'Rewrite the flagged words: say concretely what you offer and to whom, without hype, sums or pressure.',
    test: (c) => fire(c, 1),
  },
  {
    id: 'TEXT_MODEL_LEGITIMATE',
    sa: 'BAYES_00..BAYES_40',
    points: -0.5,
    severity: 'info',
    description: 'The wording resembles legitimate mail (statistical text model); the words that weighed most',
    fix: 'Nothing to fix.',
    test: (c) => fire(c, -1),
  },
];
