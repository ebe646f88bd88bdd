/**
 * One generation, start to finish, without storage: understand the prompt, compose the embedded
 * email, and, when an LLM writer is configured, let it rewrite the email within the same facts,
 * falling back to the embedded email with a warning. Refinements start from the previous
 * version's brief and document. Failures a user can act on are returned, not thrown.
 */
import type { LanguageModel } from 'ai';
import type { BrandKit } from '../brand/schema';
import type { EmailDocument } from '../email';
import { composeEmail, type ComposedEmail } from './compose';
import { briefFacts, coverageWarning, missingFacts } from './coverage';
import { LlmFailure, writeWithLlm } from './llm/write';
import { refineBrief } from './refine';
import { composeSeries, refineSeries, seriesCount, type PreviousSeriesEmail, type SeriesEmailDraft, type SequenceKind } from './series';
import type { Brief, Purpose } from './types';
import { emailLanguageOf, understandPrompt, type UnderstandInput } from './understand';
import { copyDictionaries } from './understand/dictionaries';

/** The longest prompt a generation accepts (DESIGN.md §5); longer ones fail with a message. */
export const PROMPT_MAX = 4000;

export interface EngineOptions {
  llm?: { model: LanguageModel; timeoutMs: number };
}

export type Generator = 'embedded' | 'llm';

/** A series' emails (issue #23): the first one is also the outcome's brief and document. */
export interface SeriesOutcome {
  kind: SequenceKind;
  emails: SeriesEmailDraft[];
}

export type EngineOutcome =
  | { ok: true; brief: Brief; document: EmailDocument; warnings: string[]; generator: Generator; series?: SeriesOutcome }
  | { ok: false; error: string };

export interface GenerationRequest {
  brand: BrandKit;
  /** The project's import URLs: the brand's home when the kit lists no pages. */
  projectUrls: string[];
  prompt: string;
  language?: string | null;
  purpose?: Purpose | 'auto' | null;
  now: Date;
  /** Emails in the series (1–7); absent: what the prompt says ("a 3-email welcome series"), else 1. */
  count?: number | null;
}

function tooLong(prompt: string): string | undefined {
  if (prompt.length <= PROMPT_MAX) return undefined;
  return `The prompt is ${prompt.length.toLocaleString('en')} characters long; the limit is ${PROMPT_MAX.toLocaleString('en')}. Keep the request and its facts (offer, dates, products, links) and leave out the rest.`;
}

export async function generateEmail(request: GenerationRequest, options: EngineOptions = {}): Promise<EngineOutcome> {
  const long = tooLong(request.prompt);
  if (long) return { ok: false, error: long };
  const input: UnderstandInput = { prompt: request.prompt, brand: request.brand, language: request.language, purpose: request.purpose, now: request.now };
  const understood = understandPrompt({ ...input, dictionaries: await copyDictionaries(emailLanguageOf(input)) });
  if (!understood.ok) return { ok: false, error: understood.message };
  const { brief } = understood;
  const embeddedCanWrite = understood.languageSupported !== false;
  if (!embeddedCanWrite && !options.llm) {
    return {
      ok: false,
      error: `The embedded generator writes English, Spanish, French, German, Portuguese and Italian; "${brief.language}" needs the LLM writer (set BRANDMAIL_LLM_PROVIDER, BRANDMAIL_LLM_MODEL and BRANDMAIL_LLM_API_KEY), or ask for one of those languages.`,
    };
  }
  const count = seriesCount(request.prompt, request.count);
  if (count > 1) {
    if (!embeddedCanWrite)
      return { ok: false, error: `A series is written by the embedded generator, which writes English, Spanish, French, German, Portuguese and Italian; ask for one of those languages.` };
    const series = composeSeries({ ...input, dictionaries: await copyDictionaries(emailLanguageOf(input)) }, brief, count, request.brand, request.projectUrls);
    const first = series.emails[0];
    const llmNote = options.llm ? ['A series is written by the embedded generator; the LLM writer writes single emails.'] : [];
    return {
      ok: true,
      brief: first.brief,
      document: first.document,
      warnings: [...understood.warnings, ...series.warnings, ...llmNote],
      generator: 'embedded',
      series: { kind: series.kind, emails: series.emails },
    };
  }
  const composed = checkedCompose(brief, request.brand, request.projectUrls);
  const warnings = [...understood.warnings, ...composed.warnings];
  if (!options.llm) return { ok: true, brief, document: composed.document, warnings, generator: 'embedded' };
  return writeFromDraft(options.llm, brief, request.brand, composed, warnings, { prompt: request.prompt }, (message) =>
    embeddedCanWrite
      ? { ok: true, brief, document: composed.document, warnings: [...warnings, `${message} The embedded generator’s email is used instead.`], generator: 'embedded' }
      : { ok: false, error: `${message} The embedded generator does not write "${brief.language}", so no email could be made.` },
  );
}

export interface RefinementRequest {
  brand: BrandKit;
  projectUrls: string[];
  previous: { brief: Brief; document: EmailDocument };
  instruction: string;
  now: Date;
  /** The version being made (varies the wording of "another version"). */
  version: number;
  /** The previous version's series, when it is one: the change goes to the email it names, or to all. */
  series?: { kind: SequenceKind; emails: PreviousSeriesEmail[] };
}

export async function refineEmail(request: RefinementRequest, options: EngineOptions = {}): Promise<EngineOutcome> {
  const long = tooLong(request.instruction);
  if (long) return { ok: false, error: long };
  if (request.series?.emails.length) {
    // A series: the email the change names, or every email (the embedded writer; see docs/series.md).
    const refined = refineSeries(
      request.series.emails,
      request.instruction,
      (brief, change) => {
        const r = refineBrief(brief, change, request.brand, request.now, request.version);
        return r.ok ? { ok: true, brief: r.brief } : { ok: false, reason: r.reason };
      },
      request.brand,
      request.projectUrls,
    );
    if (!refined.ok) return { ok: false, error: refined.error };
    const first = refined.emails[0];
    return { ok: true, brief: first.brief, document: first.document, warnings: refined.warnings, generator: 'embedded', series: { kind: request.series.kind, emails: refined.emails } };
  }
  const refined = refineBrief(request.previous.brief, request.instruction, request.brand, request.now, request.version);
  const brief = refined.ok ? refined.brief : request.previous.brief;
  const composed = checkedCompose(brief, request.brand, request.projectUrls);
  if (!options.llm) {
    if (!refined.ok) return { ok: false, error: refined.reason };
    return { ok: true, brief, document: composed.document, warnings: composed.warnings, generator: 'embedded' };
  }
  const ask = { prompt: request.instruction, current: request.previous.document, instruction: request.instruction };
  return writeFromDraft(options.llm, brief, request.brand, composed, composed.warnings, ask, (message) =>
    refined.ok
      ? { ok: true, brief, document: composed.document, warnings: [...composed.warnings, `${message} The embedded generator applied the change instead.`], generator: 'embedded' }
      : { ok: false, error: `${message} The change could not be applied; the previous version is unchanged.` },
  );
}

/**
 * The LLM writer's email, written from the embedded draft and guarded by it (a first generation and
 * a refinement alike); when the LLM fails, `fallBack` says what becomes of the request.
 */
async function writeFromDraft(
  llm: NonNullable<EngineOptions['llm']>,
  brief: Brief,
  brand: BrandKit,
  composed: ReturnType<typeof checkedCompose>,
  warnings: string[],
  ask: { prompt: string; current?: EmailDocument; instruction?: string },
  fallBack: (message: string) => EngineOutcome,
): Promise<EngineOutcome> {
  try {
    const written = await writeWithLlm({ model: llm.model, timeoutMs: llm.timeoutMs, brief, brand, draft: composed.document, guard: guardContext(brief, brand, composed), ...ask });
    return { ok: true, brief, document: written.document, warnings: [...warnings, ...written.warnings], generator: 'llm' };
  } catch (err) {
    if (!(err instanceof LlmFailure)) throw err;
    return fallBack(err.message);
  }
}

/** The embedded email, with a warning for any fact of the message it still does not state. */
function checkedCompose(brief: Brief, brand: BrandKit, projectUrls: string[]): ComposedEmail & { facts: ReturnType<typeof briefFacts> } {
  const composed = composeEmail(brief, brand, { projectUrls });
  const facts = briefFacts(brief);
  const missing = missingFacts(facts, composed.document, brief);
  const warning = coverageWarning(missing);
  // The LLM must keep what the embedded email states: facts it could not place are not held against it.
  const stated = facts.filter((f) => !missing.includes(f));
  return { ...composed, warnings: warning ? [...composed.warnings, warning] : composed.warnings, facts: stated };
}

function guardContext(brief: Brief, brand: BrandKit, composed: ReturnType<typeof checkedCompose>) {
  const images = new Set<string>();
  for (const url of [brand.logo?.url, brand.icon?.url, ...brand.images.map((i) => i.url), ...brand.products.map((p) => p.image)])
    if (url) images.add(url);
  const draftButton = composed.document.blocks.find((b) => b.type === 'button' || (b.type === 'hero' && b.button));
  const fallbackHref =
    draftButton?.type === 'button' ? draftButton.href : draftButton?.type === 'hero' ? draftButton.button?.href : undefined;
  return { allowedUrls: composed.allowedUrls, allowedImages: images, facts: composed.facts, brief, fallbackHref };
}
