/**
 * The coverage check after composing (issue #16, point 6), shared by the embedded composer,
 * refinements and the LLM path: the facts of the message, read by the one extractor, proved
 * present in a document by the one checker. What is still missing is reported, never lost silently.
 */
import type { EmailDocument } from '../email';
import { blocksText } from './compose/message';
import { checkFacts, extractFacts, type Fact } from './facts';
import type { Brief } from './types';

type Text = EmailDocument['subject'];
const plain = (text: Text | undefined) =>
  text === undefined ? '' : typeof text === 'string' ? text : text.map((s) => (typeof s === 'string' ? s : s.fallback)).join('');

/** What the brief says the email must carry: its message (or, for an older brief, nothing). */
export function briefFacts(brief: Brief): Fact[] {
  const message = (brief.message ?? []).map((u) => u.text).join('\n');
  return message ? extractFacts(message, { language: brief.language, now: dayOf(brief) }) : [];
}

const dayOf = (brief: Brief) => new Date(`${brief.today}T12:00:00Z`);

/** The facts a document does not state (missing, or stated with another value). */
export function missingFacts(facts: readonly Fact[], document: EmailDocument, brief: Brief): Fact[] {
  if (!facts.length) return [];
  const email = { subject: plain(document.subject), preheader: plain(document.preheader), text: blocksText(document.blocks) };
  return checkFacts([...facts], email, { language: brief.language, now: dayOf(brief) })
    .filter((c) => c.status !== 'found')
    .map((c) => c.fact);
}

/** The warning a generation carries for facts its email does not state. */
export function coverageWarning(missing: readonly Fact[]): string | undefined {
  if (!missing.length) return undefined;
  const listed = missing.slice(0, 6).map((f) => `"${f.text}"`);
  const more = missing.length > 6 ? ` and ${missing.length - 6} more` : '';
  return `The email does not state ${listed.join(', ')}${more} from the prompt: check it with POST /v1/emails/validate/facts, and add what is missing with a refinement.`;
}
