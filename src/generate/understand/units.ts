/**
 * The prompt's message, unit by unit (issue #16): sentences, clauses and list items, with the
 * marketer's instructions to the copywriter rewritten for the recipient and the directives about
 * the email itself (purpose, tone, length, language) left out.
 */
import type { CopyLanguage, MessageUnit, Register } from '../types';

export interface UnitOptions {
  language: CopyLanguage;
  register: Register;
}

export function messageUnits(_text: string, _options: UnitOptions): MessageUnit[] {
  return [];
}
