import type { ValidationIssue } from './schema';

/** 100 minus weighted points per issue, floored at 0: the score of checks without a model of their own. */
export function scoreFromIssues(issues: ValidationIssue[], weights: { error: number; warning: number; info: number }): number {
  let lost = 0;
  for (const i of issues) lost += weights[i.severity];
  return Math.max(0, Math.min(100, Math.round(100 - lost)));
}
