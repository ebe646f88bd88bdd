import type { FactsResult, ValidationIssue } from './schema';

/*
 * How a fact the email does not state reads as an issue — apart from the facts check itself, so
 * /all of a series can word its facts without loading the extractor (chrono-node,
 * libphonenumber-js) into the server's request thread: the check runs in the pool.
 */

/** Facts a recipient acts on: leaving one out is an error; a name, a place or a topic paraphrased is a warning. */
const HARD = new Set(['money', 'percent', 'date', 'time', 'order-number', 'invoice-number', 'tracking-number', 'reference-number', 'account', 'code', 'url', 'email', 'phone']);

export type FactReport = FactsResult['facts'][number];

/** The issue a fact not found raises (also /all of a series, over its emails). */
export function factIssue(r: FactReport): ValidationIssue | undefined {
  if (r.status === 'found') return undefined;
  const label = `${r.type} “${r.text}”`;
  if (r.status === 'changed')
    return {
      severity: 'error',
      code: 'FACT_CHANGED',
      message: `The brief’s ${label} reads “${r.found}” in the ${r.where}.`,
      line: null,
      column: null,
      snippet: r.snippet,
      suggestion: `Write ${r.text} where the email says ${r.found}.`,
    };
  return {
    severity: HARD.has(r.type) ? 'error' : 'warning',
    code: 'FACT_MISSING',
    message: `The brief’s ${label} is not in the email.`,
    line: null,
    column: null,
    snippet: null,
    suggestion: `Add ${r.text} to the subject, preheader or body.`,
  };
}
