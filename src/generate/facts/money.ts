import { findAmounts, findPercentages } from '../read/money';
import type { Candidate } from './types';

export function findMoney(text: string, locale?: string): Candidate[] {
  return findAmounts(text, locale).map((a) => ({
    type: 'money',
    start: a.start,
    end: a.end,
    value: { kind: 'money', minor: Math.round(a.value * 100), currency: a.currency },
  }));
}

export function findPercents(text: string): Candidate[] {
  return findPercentages(text).map((p) => ({ type: 'percent', start: p.start, end: p.end, value: { kind: 'percent', value: p.value } }));
}
