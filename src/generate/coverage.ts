/**
 * The coverage check after composing (issue #16, point 6), shared by the embedded composer,
 * refinements and the LLM path: the facts of the message, read by the one extractor, proved
 * present in a document by the one checker. What is still missing is reported, never lost silently.
 */
import type { EmailDocument } from '../email';
import { joinSegments } from '../email/content';
import { checkFacts, extractFacts, type Fact } from './facts';
import type { Brief } from './types';

/** A subject, preheader or text as a contact without the merge-tag field reads it. */
export function plainText(text: EmailDocument['subject'] | undefined): string {
  return text === undefined ? '' : joinSegments(text, (tag) => tag.fallback);
}

/** Every visible string of some blocks (headings, text, labels, list items, products), one per line. */
export function blocksText(blocks: readonly unknown[]): string {
  const out: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key && !SKIP_KEYS.has(key)) out.push(value.replace(/\\([\\*_[\]()`#>~|<&!+-])/g, '$1'));
      return;
    }
    if (Array.isArray(value)) {
      // A rich text made of strings and merge tags is one line.
      if (value.some((v) => typeof v === 'string') && key && !SKIP_KEYS.has(key) && key !== 'items') {
        out.push(value.map((v) => (typeof v === 'string' ? v : ((v as { fallback?: string }).fallback ?? ''))).join(''));
        return;
      }
      for (const v of value) visit(v, key);
      return;
    }
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(blocks);
  return out.join('\n');
}

/** Members that hold no visible text. */
const SKIP_KEYS = new Set(['type', 'id', 'href', 'src', 'url', 'style', 'variant', 'align', 'color', 'size', 'image', 'field', 'columns', 'expiresAt']);

/** The day a brief's relative and yearless dates were resolved against (noon UTC: no time-zone edge). */
export const briefDay = (brief: Brief) => new Date(`${brief.today}T12:00:00Z`);

/** What the brief says the email must carry: its message (or, for an older brief, nothing). */
export function briefFacts(brief: Brief): Fact[] {
  const message = (brief.message ?? []).map((u) => u.text).join('\n');
  return message ? extractFacts(message, { language: brief.language, now: briefDay(brief) }) : [];
}

/** The facts a document does not state (missing, or stated with another value). */
export function missingFacts(facts: readonly Fact[], document: EmailDocument, brief: Brief): Fact[] {
  if (!facts.length) return [];
  const email = { subject: plainText(document.subject), preheader: plainText(document.preheader), text: blocksText(document.blocks) };
  return checkFacts([...facts], email, { language: brief.language, now: briefDay(brief) })
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
