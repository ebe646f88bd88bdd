/**
 * Request and response shapes of the generation endpoints (contract §4 "Email generation",
 * DESIGN.md §5) and of `POST /v1/emails/render`. They feed validation, types and OpenAPI.
 */
import { z } from 'zod';
import { EmailDocument } from '../email/schema';
import { PURPOSES } from './types';

export const Purpose = z.enum(['auto', ...PURPOSES]).meta({ id: 'GenerationPurpose' });

const LanguageTag = z
  .string()
  .trim()
  .min(2)
  .max(35)
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/, 'a BCP 47 language tag, e.g. en, fr, pt-BR')
  .refine((tag) => {
    try {
      return Intl.getCanonicalLocales(tag.replace(/_/g, '-')).length === 1;
    } catch {
      return false;
    }
  }, 'not a valid BCP 47 language tag');

export const GenerateRequest = z
  .object({
    projectId: z.string().min(1).max(100).describe('A project whose brand import has completed (prj_…).'),
    // The contract reports a prompt over 4,000 characters through the status endpoint (failed,
    // GENERATION_FAILED), so the schema accepts longer ones; beyond 100,000 it is a 400.
    prompt: z
      .string()
      .min(1)
      .max(100_000)
      .describe('What the email is for and the facts it must carry (up to 4,000 characters; longer prompts fail with GENERATION_FAILED).'),
    language: LanguageTag.optional().describe("BCP 47 tag of the email's language; default: the brand's."),
    purpose: Purpose.default('auto').describe('auto detects the purpose from the prompt.'),
  })
  .strict()
  .meta({ id: 'GenerateRequest' });
export type GenerateRequest = z.infer<typeof GenerateRequest>;

export const RefineRequest = z
  .object({
    prompt: z.string().min(1).max(100_000).describe('The change: "shorter", "make the button green", "add the code SUN20", "in French"…'),
  })
  .strict()
  .meta({ id: 'RefineRequest' });
export type RefineRequest = z.infer<typeof RefineRequest>;

export const GenerationStarted = z
  .object({
    conversationId: z.string().describe('e.g. conv_01j…'),
    status: z.literal('pending'),
    messageId: z.string().optional().describe('The message (prompt) this run answers.'),
  })
  .meta({ id: 'GenerationStarted' });
export type GenerationStarted = z.infer<typeof GenerationStarted>;

const JobState = z.enum(['pending', 'completed', 'failed']);
const GeneratorName = z.enum(['embedded', 'llm']).describe('embedded: brandmail’s own writer; llm: the configured LLM writer.');

export const GenerationStatus = z
  .object({
    conversationId: z.string(),
    projectId: z.string(),
    status: JobState,
    stage: z.string().nullable().describe('queued, writing, completed, failed'),
    progress: z.number().min(0).max(1),
    version: z.number().int().optional().describe('The version these fields show (completed), or the latest good one (failed).'),
    subject: z.string().optional(),
    preheader: z.string().optional(),
    html: z.string().optional(),
    react: z.string().optional().describe('A React Email component (TSX) rendering the same HTML.'),
    text: z.string().optional().describe('The plain-text part.'),
    document: z.unknown().optional().describe('The EmailDocument JSON (see POST /v1/emails/render).'),
    generator: GeneratorName.optional(),
    warnings: z.array(z.string()).optional(),
    error: z.string().optional().describe('What went wrong and what to do, when failed.'),
    errorCode: z.string().optional().describe('GENERATION_FAILED when failed.'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'GenerationStatus' });
export type GenerationStatus = z.infer<typeof GenerationStatus>;

export const ConversationMessage = z.object({
  messageId: z.string(),
  prompt: z.string(),
  status: JobState,
  version: z.number().int().nullable().describe('The version this message produced.'),
  error: z.string().optional(),
  errorCode: z.string().optional(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const ConversationVersion = z.object({
  version: z.number().int(),
  messageId: z.string(),
  subject: z.string(),
  preheader: z.string(),
  generator: GeneratorName,
  warnings: z.array(z.string()),
  sizeBytes: z.number().int(),
  document: z.unknown().describe('The EmailDocument of this version.'),
  createdAt: z.string(),
});

export const Conversation = z
  .object({
    conversationId: z.string(),
    projectId: z.string(),
    status: JobState,
    stage: z.string().nullable(),
    progress: z.number(),
    error: z.string().optional(),
    errorCode: z.string().optional(),
    language: z.string().nullable().describe('The language asked for (null: the brand’s).'),
    purpose: z.string().nullable(),
    latestVersion: z.number().int().describe('0 until the first version is done.'),
    messages: z.array(ConversationMessage),
    versions: z.array(ConversationVersion),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof Conversation>;

export const ConversationSummary = z
  .object({
    conversationId: z.string(),
    projectId: z.string(),
    status: JobState,
    prompt: z.string().describe('The first prompt (up to 200 characters).'),
    subject: z.string().nullable().describe('The latest version’s subject.'),
    latestVersion: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ListConversationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  projectId: z.string().min(1).max(100).optional().describe('Only this project’s conversations.'),
});

export const RenderRequest = z
  .object({ document: z.unknown().describe('An EmailDocument (see docs/email-model.md).') })
  .strict()
  .meta({ id: 'RenderRequest' });

export const RenderedEmail = z
  .object({
    html: z.string(),
    react: z.string(),
    text: z.string(),
    subject: z.string(),
    preheader: z.string(),
    sizeBytes: z.number().int().describe('UTF-8 size of html; Gmail clips above 102 KB.'),
  })
  .meta({ id: 'RenderedEmail' });

/** Re-exported for OpenAPI consumers who want the document's schema. */
export { EmailDocument };
