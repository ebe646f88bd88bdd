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
    count: z
      .number()
      .int()
      .min(1)
      .max(7)
      .optional()
      .describe(
        'Emails in the series (1–7). Absent: what the prompt asks for ("a 3-email welcome series"), else 1 — one email, as before. A series completes with `emails[]`.',
      ),
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

/** Which version of which conversation to restore (route parameters; the MCP tool's input). */
export const RestoreVersionRequest = z.object({
  conversationId: z.string().min(1).max(100).describe('e.g. conv_01jd…'),
  version: z.coerce.number().int().min(1).max(1_000_000).describe('The earlier version to restore (1 for the first); the conversation read lists them.'),
});
export type RestoreVersionRequest = z.infer<typeof RestoreVersionRequest>;

export const GenerationStarted = z
  .object({
    conversationId: z.string().describe('e.g. conv_01j…'),
    status: z.literal('pending'),
    messageId: z.string().optional().describe('The message (prompt) this run answers.'),
  })
  .meta({ id: 'GenerationStarted' });
export type GenerationStarted = z.infer<typeof GenerationStarted>;

/** The kinds of sequence a series is planned as (issue #23). */
export const SequenceKind = z
  .enum(['welcome', 'abandoned-cart', 'launch-countdown', 'win-back', 'onboarding', 'sale-countdown', 'event-reminders', 'nurture'])
  .meta({ id: 'SequenceKind' });

export const SeriesEmail = z
  .object({
    position: z.number().int().min(1).describe('1 for the first email of the series.'),
    sendOffsetDays: z
      .number()
      .min(0)
      .describe('When to send it, in days after the trigger (sign-up, abandoned cart, first send); fractions for hours (0.04 ≈ 1 hour).'),
    role: z.string().describe('Its job in the sequence: welcome, story, offer, reminder, incentive, teaser, launch, last-chance, day-of…'),
    subject: z.string(),
    preheader: z.string(),
    html: z.string(),
    react: z.string().describe('A React Email component (TSX) rendering the same HTML.'),
    text: z.string(),
  })
  .meta({ id: 'SeriesEmail' });
export type SeriesEmail = z.infer<typeof SeriesEmail>;

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
    sequence: SequenceKind.optional().describe('A series: the kind of sequence it was planned as.'),
    emails: z
      .array(SeriesEmail)
      .optional()
      .describe('A series (count > 1, or a prompt asking for one): every email in order; subject, html and react above are the first one’s.'),
    error: z.string().optional().describe('What went wrong and what to do, when failed.'),
    errorCode: z.string().optional().describe('GENERATION_FAILED when failed.'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'GenerationStatus' });
export type GenerationStatus = z.infer<typeof GenerationStatus>;

export const RestoredVersion = GenerationStatus.extend({
  restoredFrom: z.number().int().describe('The version this one copies; `version` is the new latest version.'),
}).meta({ id: 'RestoredVersion' });
export type RestoredVersion = z.infer<typeof RestoredVersion>;

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
  sequence: SequenceKind.optional(),
  emails: z
    .array(
      z.object({
        position: z.number().int(),
        sendOffsetDays: z.number(),
        role: z.string(),
        subject: z.string(),
        preheader: z.string(),
        sizeBytes: z.number().int(),
        document: z.unknown(),
      }),
    )
    .optional()
    .describe('A series version: its emails in order (renderings on the status endpoint).'),
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
    emailCount: z.number().int().describe('Emails in the latest version: 1, or the length of a series.'),
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
