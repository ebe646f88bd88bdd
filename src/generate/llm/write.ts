/**
 * The LLM writer: the model writes the EmailDocument through structured output (the JSON schema
 * of the document model), given the brand kit, the parsed facts and the embedded draft. Its
 * answer is validated and guarded like any document; any failure (timeout, refusal, malformed
 * JSON, a fact left out) raises an LlmFailure, and the caller sends the embedded email instead.
 */
import { APICallError, generateText, jsonSchema, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { BrandKit } from '../../brand/schema';
import { EmailDocument, parseEmailDocument, type EmailDocumentInput } from '../../email';
import type { Brief } from '../types';
import { LlmFailure } from './errors';
import { guardDocument, type GuardContext } from './guard';
import { systemPrompt, userPrompt } from './prompt';
import { PROVIDER_OPTIONS } from './provider';

export { LlmFailure } from './errors';

let schemaCache: ReturnType<typeof jsonSchema<EmailDocumentInput>> | undefined;

/** The document's JSON Schema in its input form (defaults optional), validated by the model's own parser. */
function documentSchema() {
  schemaCache ??= jsonSchema<EmailDocumentInput>(z.toJSONSchema(EmailDocument, { io: 'input', unrepresentable: 'any' }) as never, {
    validate: (value) => {
      const parsed = parseEmailDocument(value);
      return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
    },
  });
  return schemaCache;
}

export interface LlmWriteInput {
  model: LanguageModel;
  timeoutMs: number;
  brief: Brief;
  brand: BrandKit;
  prompt: string;
  draft: EmailDocument;
  guard: Omit<GuardContext, 'draft'>;
  /** A refinement: the current version and the change asked for. */
  current?: EmailDocument;
  instruction?: string;
}

const REFUSAL = /\b(?:I (?:can(?:no|')t|cannot|won't|am unable to)|I'm (?:not able|unable|sorry)|as an ai)\b/i;

export async function writeWithLlm(input: LlmWriteInput): Promise<{ document: EmailDocument; warnings: string[] }> {
  const abort = AbortSignal.timeout(input.timeoutMs);
  let output: EmailDocumentInput;
  try {
    const result = await generateText({
      model: input.model,
      system: systemPrompt(input.brief, input.brand),
      prompt: userPrompt({
        brief: input.brief,
        brand: input.brand,
        prompt: input.prompt,
        draft: input.draft,
        allowedUrls: [...input.guard.allowedUrls],
        allowedImages: [...input.guard.allowedImages],
        current: input.current,
        instruction: input.instruction,
      }),
      output: Output.object({ schema: documentSchema(), name: 'EmailDocument', description: 'The email, as brandmail’s EmailDocument' }),
      temperature: 0.4,
      maxRetries: 0,
      abortSignal: abort,
      providerOptions: PROVIDER_OPTIONS,
    });
    if (result.finishReason === 'content-filter') throw new LlmFailure('refusal', 'The LLM writer declined to write this email.');
    output = result.output;
  } catch (err) {
    throw classify(err, abort);
  }
  const parsed = parseEmailDocument(output);
  if (!parsed.success) throw new LlmFailure('invalid', 'The LLM writer’s answer is not a valid email document.');
  return guardDocument(parsed.data, { ...input.guard, draft: input.draft });
}

function classify(err: unknown, abort: AbortSignal): LlmFailure {
  if (err instanceof LlmFailure) return err;
  if (abort.aborted || (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError'))) {
    return new LlmFailure('timeout', 'The LLM writer did not answer in time.');
  }
  if (NoObjectGeneratedError.isInstance(err)) {
    const text = err.text ?? '';
    // OpenAI-style servers put a refusal in `message.refusal`, which compatible providers do not surface.
    const body = JSON.stringify((err.response as { body?: unknown } | undefined)?.body ?? '');
    const refused = /"refusal":"[^"]|"stop_reason":"refusal"/.test(body);
    if (refused || err.finishReason === 'content-filter' || REFUSAL.test(text)) {
      return new LlmFailure('refusal', 'The LLM writer declined to write this email.');
    }
    return new LlmFailure('invalid', 'The LLM writer’s answer was not a valid email document.');
  }
  if (APICallError.isInstance(err)) {
    if (REFUSAL.test(err.responseBody ?? '')) return new LlmFailure('refusal', 'The LLM writer declined to write this email.');
    return new LlmFailure('error', `The LLM writer’s API answered ${err.statusCode ?? 'with an error'}.`);
  }
  return new LlmFailure('error', `The LLM writer failed: ${err instanceof Error ? err.message.slice(0, 200) : String(err)}.`);
}
