import { mapOffset, type RuleContext } from './context';
import type { Fired, Rule } from './rules';

/**
 * Rules for the scams filters name in their rule sets — advance-fee and inheritance offers,
 * requests for credentials, huge sums, cryptocurrency payment addresses, and "reply REMOVE"
 * opt-outs — in the spirit of SpamAssassin's ADVANCE_FEE_*, MILLION_USD, BITCOIN_* and
 * REMOVE_* descriptions (our own patterns, written for the languages of marketing mail).
 * Every pattern is bounded or built from literals, so matching stays linear in the text.
 */

function firstMatch(c: RuleContext, res: RegExp[]): { index: number; text: string } | undefined {
  let best: { index: number; text: string } | undefined;
  for (const re of res) {
    const m = re.exec(c.body.text);
    if (m && (!best || m.index < best.index)) best = { index: m.index, text: m[0] };
  }
  return best;
}

/** Fires when at least `need` of the pattern groups match; points at the first match. */
function groups(c: RuleContext, all: RegExp[][], need: number): Fired | null {
  const hits = all.map((g) => firstMatch(c, g)).filter((h): h is { index: number; text: string } => !!h);
  if (hits.length < need) return null;
  hits.sort((a, b) => a.index - b.index);
  return { offset: mapOffset(c, hits[0].index), detail: hits.map((h) => `"${h.text.replace(/\s+/g, ' ').slice(0, 40)}"`).join(', ') };
}

const ADVANCE_FEE = [
  [/\bnext of kin\b/i, /\b(?:late|deceased) (?:husband|father|client|mr\.?|mrs\.?)/i, /\b(?:inheritance|beneficiary|bequeath\w*)\b/i, /\bbarrister\b/i],
  [/\btransfer (?:of )?(?:the|this) (?:funds?|sum|money)\b/i, /\b(?:deposit|fund|sum) of (?:us)?\$?\s?\d/i, /\bsecurity (?:company|vault)\b/i, /\bconsignment\b/i],
  [/\b\d{1,2}\s?% of (?:the|this) (?:total )?(?:sum|fund|money|amount)\b/i, /\b(?:strictly )?confidential (?:business )?(?:transaction|proposal)\b/i, /\b(?:private|personal) (?:e-?mail|phone|telephone)\b/i],
];

const CREDENTIALS = [
  [/\b(?:verify|confirm|update|validate|unlock|restore|reactivate) (?:your )?(?:account|identity|password|payment (?:details|information|method)|billing (?:details|information)|card|wallet|login|apple id|information)\b/i],
  [/\b(?:suspend(?:ed)?|locked|limited|blocked|frozen|deactivated|on hold|will be (?:closed|cancelled|terminated))\b/i, /\bunusual (?:activity|sign-in)\b/i, /\bpassword (?:will )?expires?\b/i],
  [/\bwithin (?:\d{1,2}|twenty-four|forty-eight) (?:hours|hrs)\b/i, /\bimmediately\b/i, /\b(?:today|now) to avoid\b/i, /\bfailure to\b/i],
];

/** Sums in the millions: "$1,500,000", "US$12.5 million", "ONE MILLION … DOLLARS". */
const MILLIONS = [/(?:us)?[$€£]\s?\d{1,3}(?:[,.]\d{3}){2,}/i, /\b\d+(?:[.,]\d+)?\s?(?:million|billion|m)\s?(?:us\s?)?(?:dollars|usd|euros?|pounds)\b/i, /(?:us)?[$€£]\s?\d+(?:[.,]\d+)?\s?(?:million|billion)\b/i, /\bmillion (?:five hundred thousand )?(?:us )?dollars\b/i];

/** Bitcoin (legacy and bech32) and Ethereum addresses, whole words. */
const CRYPTO_ADDRESS = /(?<![\w])(?:bc1[ac-hj-np-z02-9]{25,59}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[0-9a-fA-F]{40})(?![\w])/;

/** Old-style opt-outs by reply ("reply REMOVE", "to be removed from our list"). */
const REMOVE_BY_REPLY = [/\breply (?:with )?["“']?(?:remove|stop|unsubscribe)["”']?/i, /\bto be removed from (?:our|this|the|any future) (?:mailing )?(?:list|mailings?)\b/i, /\bremove in the subject\b/i, /\bwith ["“']?remove["”']? (?:in|as) the subject\b/i];

export const SCAM_RULES: Rule[] = [
  {
    id: 'ADVANCE_FEE',
    sa: 'ADVANCE_FEE_2..5_NEW_*',
    points: 2.5,
    severity: 'error',
    description: 'The text reads like an advance-fee or inheritance offer.',
    fix: 'Remove talk of inheritances, fund transfers and shares of a sum: filters treat it as fraud whoever sends it.',
    test: (c) => groups(c, ADVANCE_FEE, 2),
  },
  {
    id: 'CREDENTIAL_REQUEST',
    sa: 'phishing body rules (ACCOUNT_VERIFY, SUSPICIOUS_ACCOUNT…)',
    points: 2.0,
    severity: 'error',
    description: 'The email asks the reader to verify or update an account under a threat or deadline, as phishing does.',
    fix: 'Never ask for credentials by email; ask people to sign in as they usually do, without a deadline or threat.',
    // The request itself must be there: a threat word and a deadline word alone are the legal terms
    // of ordinary mail ("not limited to", "failure to confirm").
    test: (c) => (firstMatch(c, CREDENTIALS[0]) ? groups(c, CREDENTIALS, 2) : null),
  },
  {
    id: 'MONEY_MILLIONS',
    sa: 'MILLION_USD / US_DOLLARS_3',
    points: 1.2,
    description: 'Sums in the millions.',
    fix: 'Leave out large sums unless the email is about them (a bank statement, a fundraising total).',
    test: (c) => {
      const m = firstMatch(c, MILLIONS);
      return m ? { offset: mapOffset(c, m.index), detail: `"${m.text}"` } : null;
    },
  },
  {
    id: 'CRYPTO_ADDRESS',
    sa: 'BITCOIN_* (BITCOIN_EXTORT, BITCOIN_SPAM)',
    points: 2.0,
    severity: 'error',
    description: 'A cryptocurrency payment address in the text.',
    fix: 'Take payments on your site or through a payment provider, never to an address in an email.',
    test: (c) => {
      const m = CRYPTO_ADDRESS.exec(c.body.text);
      return m ? { offset: mapOffset(c, m.index), detail: m[0].slice(0, 12) + '…' } : null;
    },
  },
  {
    id: 'REMOVE_BY_REPLY',
    sa: 'REMOVE_* / "to be removed" body rules',
    points: 1.0,
    description: 'Opting out is by reply ("reply REMOVE") instead of an unsubscribe link.',
    fix: 'Offer a one-click unsubscribe link (and the List-Unsubscribe header); Gmail and Yahoo require it for bulk mail.',
    test: (c) => {
      const m = firstMatch(c, REMOVE_BY_REPLY);
      return m ? { offset: mapOffset(c, m.index), detail: `"${m.text}"` } : null;
    },
  },
];
