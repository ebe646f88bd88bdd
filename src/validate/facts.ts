import { checkFacts, extractFacts, type FactCheck } from '../generate/facts';
import { settledChat } from '../generate/understand/chat';
import { readAsMeant } from '../generate/read/corrections';
import { detectPromptLanguage } from '../generate/understand/language';
import { blankWriterNotes } from '../generate/understand/notes';
import { COPY_LANGUAGES, type CopyLanguage } from '../generate/types';
import { fold } from '../generate/understand/text';
import { factIssue, type FactReport } from './fact-issue';
import type { FactsResult, ValidationIssue } from './schema';

/**
 * `validate/facts`: the coverage check of issue #16 offered to users. The brief's facts are
 * extracted and each is answered found, missing or changed in the email, by the same module the
 * generators use, so a hand-edited email is held to the same standard as a generated one.
 */
export interface FactsInput {
  brief: string;
  html?: string;
  text?: string;
  subject?: string;
  preheader?: string;
  language?: string;
  /** YYYY-MM-DD. */
  sendDate: string;
}


export function checkEmailFacts(input: FactsInput): FactsResult {
  const started = performance.now();
  // A brief is a prompt: read its language the way the generator reads a prompt's.
  const language = input.language ?? detectPromptLanguage(fold(input.brief)) ?? 'en';
  // A language the extractor does not read is read as English (baseLanguage).
  const options = { language, now: new Date(`${input.sendDate}T12:00:00Z`) };
  // The brief as the generator reads it (understandPrompt): a value the brief corrects in passing is not a fact.
  // And without its notes to the writer: "don't mention the waitlist (we gave them 4 spots)" owes the reader nothing.
  const copy: CopyLanguage = (COPY_LANGUAGES as readonly string[]).includes(language) ? (language as CopyLanguage) : 'en';
  // A team chat in the brief is read with its last word, as generation reads it (understand/chat.ts).
  const facts = extractFacts(blankWriterNotes(settledChat(readAsMeant(input.brief.normalize('NFC'), copy)), copy), options);
  const results = checkFacts(facts, { subject: input.subject ?? '', preheader: input.preheader, html: input.html, text: input.text }, options);
  const reports: FactReport[] = results.map((r) => ({
    id: r.fact.id,
    type: r.fact.type,
    text: r.fact.text,
    value: r.fact.value,
    status: r.status,
    where: r.where,
    snippet: r.snippet,
    ...(r.found !== undefined ? { found: r.found } : {}),
  }));
  const issues = reports.map(factIssue).filter((i): i is ValidationIssue => !!i);
  const count = (s: FactCheck['status']) => results.filter((r) => r.status === s).length;
  const score = results.length ? Math.round((100 * count('found')) / results.length) : 100;
  const passed = !issues.some((i) => i.severity === 'error');
  return {
    check: 'facts',
    score,
    passed,
    summary: results.length
      ? `${count('found')} of ${results.length} facts of the brief found` + (count('changed') ? `, ${count('changed')} changed` : '') + (count('missing') ? `, ${count('missing')} missing` : '') + '.'
      : 'The brief states no fact to check.',
    issues,
    durationMs: Math.round(performance.now() - started),
    language,
    sendDate: input.sendDate,
    facts: reports,
  };
}
