/**
 * The `generation.run` job: write the email (or the reason it cannot be written) for one message
 * with the generation engine, then settle the message and its conversation (src/generate/store.ts).
 */
import { BrandKit } from '../brand/schema';
import { isApiError } from '../errors';
import type { Job, JobDefinition } from '../jobs/queue';
import { lazy } from '../lib/lazy';
import type { Logger } from '../logger';
import { ownerOf } from '../store/owned';
import type { EmailConversationsTable, EmailMessagesTable } from '../store/schema';
import type { ProjectsService } from '../projects/service';
import type { EngineOptions, EngineOutcome } from './engine';
import type { GenerationStore, RenderedSeries } from './store';
import type { Brief } from './types';
import type { SequenceKind } from './series/plan';
import type { EmailDocument } from '../email';

// The writer, the renderers (React, React Email) and the LLM SDKs load with the first generation.
const loadEngine = lazy(() => import('./engine'));
const loadEmail = lazy(() => import('../email'));

export const GENERATION_QUEUE = 'generation.run';
/** `count`: the emails the request asked for (a series, issue #23); absent: what the prompt says, else one. */
export type GenerationJobData = { conversationId: string; messageId: string; count?: number };
/** The quota's sliding window. */
export const WINDOW_MS = 60_000;

export interface GenerationDeps {
  store: GenerationStore;
  projects: Pick<ProjectsService, 'get'>;
  logger: Logger;
  engine: () => Promise<EngineOptions>;
  usesLlm: boolean;
  generationsPerMinute: number;
  concurrency: number;
  llmTimeoutMs: number;
}

export function generationJob(deps: GenerationDeps): JobDefinition<GenerationJobData> {
  return { queue: GENERATION_QUEUE, handler: (job) => runGeneration(deps, job), options: { concurrency: deps.concurrency, timeoutMs: deps.llmTimeoutMs + 60_000 } };
}

/** The `generation.run` job: write the email (or the reason it cannot be written) for one message. */
export async function runGeneration(deps: GenerationDeps, job: Job<GenerationJobData>): Promise<void> {
  const { conversationId, messageId } = job.data;
  const message = await deps.store.messageById(messageId);
  // Already settled by an earlier attempt (at-least-once delivery): nothing to do.
  if (!message || message.status !== 'pending') return;
  const conversation = await deps.store.conversationById(conversationId);
  if (!conversation) return;
  try {
    const outcome = await produce(deps, conversation, message, job.data.count);
    if (outcome.ok) {
      const { renderEmail } = await loadEmail();
      const series: RenderedSeries = [];
      for (const e of outcome.series?.emails ?? [])
        series.push({ position: e.position, sendOffsetDays: e.sendOffsetDays, role: e.role, brief: e.brief, document: e.document, warnings: e.warnings, rendered: await renderEmail(e.document) });
      const rendered = series[0]?.rendered ?? (await renderEmail(outcome.document));
      await deps.store.complete(conversation, message, outcome, rendered, series);
    }
    else await deps.store.fail(conversation, message, outcome.error);
  } catch (err) {
    deps.logger.error({ err, conversationId, messageId, attempt: job.attempt }, 'generation failed unexpectedly');
    if (!job.lastAttempt) throw err;
    await deps.store.fail(
      conversation,
      message,
      `The email could not be generated because of an internal error (job ${job.id}). Try again; if it keeps failing, tell the operator.`,
    );
  }
}

async function produce(deps: GenerationDeps, conversation: EmailConversationsTable, message: EmailMessagesTable, count?: number): Promise<EngineOutcome> {
  if (!Number(message.quota_ok)) return { ok: false, error: await quotaMessage(deps, message) };
  const owner = ownerOf(message);
  const project = await deps.projects.get(owner, conversation.project_id).catch((err) => {
    if (isApiError(err) && err.code === 'RESOURCE_NOT_FOUND') return undefined;
    throw err;
  });
  if (!project) {
    return {
      ok: false,
      error: `No project with id ${conversation.project_id} in this environment (a test key sees only test projects). Import the brand with POST /v1/projects/import and use the projectId it returns.`,
    };
  }
  if (project.status !== 'completed' || !project.brand) {
    return {
      ok: false,
      error:
        project.status === 'failed'
          ? `The brand import of project ${project.projectId} failed${project.error ? ` (${project.error})` : ''}; reimport it, then generate again.`
          : `The brand import of project ${project.projectId} has not finished (status ${project.status}); wait until GET /v1/projects/${project.projectId}/status says completed, then generate again.`,
    };
  }
  const kit = BrandKit.safeParse(project.brand);
  if (!kit.success)
    return {
      ok: false,
      error: `The brand kit of project ${project.projectId} is incomplete; correct it with PATCH /v1/projects/${project.projectId} or reimport it.`,
    };
  const projectUrls = project.urls;
  // Relative dates ("until Friday") resolve against when the user asked, so a retry writes the same email.
  const now = new Date(message.created_at);
  if (deps.usesLlm) await deps.store.setStage(conversation.id, 'writing', 0.3);

  const latest = Number(conversation.latest_version);
  const [{ generateEmail, refineEmail }, engine] = await Promise.all([loadEngine(), deps.engine()]);
  if (latest === 0) {
    return generateEmail(
      {
        brand: kit.data,
        projectUrls,
        prompt: message.prompt,
        language: conversation.language,
        purpose: (conversation.purpose as never) ?? 'auto',
        now,
        count,
      },
      engine,
    );
  }
  const [previous, series] = await Promise.all([deps.store.version(conversation.id, latest), deps.store.seriesEmails(conversation.id, latest)]);
  return refineEmail(
    {
      ...(series.length
        ? {
            series: {
              kind: series[0].sequence as SequenceKind,
              emails: series.map((e) => ({
                position: Number(e.position),
                sendOffsetDays: Number(e.send_offset_days),
                role: e.role,
                brief: JSON.parse(e.brief) as Brief,
                document: JSON.parse(e.document) as EmailDocument,
              })),
            },
          }
        : {}),
      brand: kit.data,
      projectUrls,
      previous: { brief: JSON.parse(previous.brief) as Brief, document: JSON.parse(previous.document) as EmailDocument },
      instruction: message.prompt,
      now,
      version: latest + 1,
    },
    engine,
  );
}

async function quotaMessage(deps: GenerationDeps, message: EmailMessagesTable): Promise<string> {
  const limit = deps.generationsPerMinute;
  const since = new Date(Date.parse(message.created_at) - WINDOW_MS).toISOString();
  const { oldest } = await deps.store.admittedSince(ownerOf(message), since);
  const wait = oldest
    ? Math.max(1, Math.ceil((Date.parse(oldest) + WINDOW_MS - Date.parse(message.created_at)) / 1000))
    : 60;
  return `The generation quota is exhausted: ${limit} generations per minute for this account and environment (BRANDMAIL_GENERATIONS_PER_MINUTE). Try again in ${wait} s.`;
}
