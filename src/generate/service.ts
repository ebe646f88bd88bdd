/**
 * Generations as a resource: a conversation per email, a message per prompt (the first
 * generates, later ones refine), a version per completed message. Starting or refining writes
 * rows and enqueues a `generation.run` job in one transaction and answers at once; the job
 * (src/generate/job.ts) writes the version, the conversation's new status and its webhook event in
 * one transaction. The tables are src/generate/store.ts; the engine that writes is engine.ts.
 *
 * Everything the contract reports as a failed generation (unknown or unfinished project, vague or
 * over-long prompt, exhausted quota) becomes status `failed` with `errorCode: GENERATION_FAILED`
 * and a message a person can act on; only schema errors are a 400 at POST time.
 */
import type { LanguageModel } from 'ai';
import type { Kysely } from 'kysely';
import type { LlmConfig } from '../config';
import { errors, JobErrorCodes } from '../errors';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import type { EventSink } from '../jobs/settle';
import { lazy } from '../lib/lazy';
import { newId } from '../lib/ids';
import type { Logger } from '../logger';
import type { ProjectsService } from '../projects/service';
import { BrandKit } from '../brand/schema';
import type { Db } from '../store/db';
import type { Owner } from '../store/owned';
import type { Database } from '../store/schema';
import type { EngineOptions } from './engine';
import { GENERATION_QUEUE, generationJob, WINDOW_MS, type GenerationJobData } from './job';
import type { Conversation, ConversationSummary, GenerateRequest, GenerationStarted, GenerationStatus, RefineRequest, RestoredVersion } from './schema';
import { GenerationStore, latestEmail, type LatestEmail } from './store';

export type { LatestEmail };
export { GENERATION_QUEUE };

export interface GenerationSettings {
  /** Generations (and refinements) per minute per account and environment; 0 = unlimited. */
  generationsPerMinute: number;
  llm?: LlmConfig;
  /** Generation jobs run at once per process. */
  concurrency: number;
}

export class GenerationService {
  private readonly store: GenerationStore;
  private readonly engine: () => Promise<EngineOptions>;
  private readonly usesLlm: boolean;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    events: EventSink | undefined,
    private readonly logger: Logger,
    /** Where a conversation's brand kit is read. */
    private readonly projects: Pick<ProjectsService, 'get'>,
    private readonly settings: GenerationSettings,
    model?: LanguageModel,
  ) {
    const llm = settings.llm;
    this.usesLlm = Boolean(model ?? llm);
    this.engine = lazy(async () => {
      const llmModel = model ?? (llm ? (await import('./llm/provider')).createLanguageModel(llm) : undefined);
      return llmModel ? { llm: { model: llmModel, timeoutMs: llm?.timeoutMs ?? 60_000 } } : {};
    });
    this.store = new GenerationStore(db, events);
  }

  /** The `generation.run` job, for the handler table (src/workers.ts). */
  job(): JobDefinition<GenerationJobData> {
    return generationJob({
      store: this.store,
      projects: this.projects,
      logger: this.logger,
      engine: this.engine,
      usesLlm: this.usesLlm,
      generationsPerMinute: this.settings.generationsPerMinute,
      concurrency: this.settings.concurrency,
      llmTimeoutMs: this.settings.llm?.timeoutMs ?? 0,
    });
  }

  async start(owner: Owner, input: GenerateRequest): Promise<GenerationStarted> {
    const conversationId = newId('conversation');
    const messageId = newId('message');
    const now = new Date().toISOString();
    await this.store.transaction(async (trx) => {
      const admitted = await this.admit(trx, owner, now);
      await this.store.insertConversation(trx, owner, { id: conversationId, projectId: input.projectId, language: input.language ?? null, purpose: input.purpose === 'auto' ? null : input.purpose, now });
      await this.store.insertMessage(trx, owner, { id: messageId, conversationId, seq: 1, prompt: input.prompt, admitted, now });
      await this.queue.enqueue<GenerationJobData>(
        GENERATION_QUEUE,
        { conversationId, messageId, ...(input.count ? { count: input.count } : {}) },
        { retryLimit: 2, singletonKey: `${GENERATION_QUEUE}:${messageId}` },
        trx,
      );
    });
    return { conversationId, status: 'pending', messageId };
  }

  /** A change to the latest version ("shorter", "make the button green"), made as a new version. */
  async refine(owner: Owner, conversationId: string, input: RefineRequest): Promise<GenerationStarted> {
    const messageId = newId('message');
    const now = new Date().toISOString();
    await this.store.transaction(async (trx) => {
      const conversation = await this.store.findConversation(owner, conversationId, trx);
      if (conversation.status === 'pending') throw stillWriting('send the change');
      // Fenced on the status read above, so two concurrent changes (or a change and a restore) cannot
      // both start; the first write, so on PostgreSQL it holds the row and the message number below
      // is read after the other one's commit.
      const reopened = await this.store.reopen(trx, conversationId, now);
      if (!reopened) throw stillWriting('send the change');
      const seq = await this.store.nextSeq(trx, conversationId);
      const admitted = await this.admit(trx, owner, now);
      await this.store.insertMessage(trx, owner, {
        id: messageId,
        conversationId,
        seq,
        prompt: input.prompt,
        admitted,
        now,
      });
      await this.queue.enqueue<GenerationJobData>(
        GENERATION_QUEUE,
        { conversationId, messageId },
        { retryLimit: 2, singletonKey: `${GENERATION_QUEUE}:${messageId}` },
        trx,
      );
    });
    return { conversationId, status: 'pending', messageId };
  }

  /**
   * An earlier version made the latest again, as Google Docs restores one: a copy of it (a series'
   * emails with it) becomes a new version, made by a message "Restore version N"; every version
   * is kept. Nothing is generated, so it is done at once, outside the generation quota, with
   * `email.generation.completed` (carrying `restoredFrom`) in the same transaction. 404 for a
   * version the conversation does not have; 409 while a version is being written, or for the
   * version that already is the latest.
   */
  async restore(owner: Owner, conversationId: string, version: number): Promise<RestoredVersion> {
    const messageId = newId('message');
    const now = new Date().toISOString();
    await this.store.transaction(async (trx) => {
      const conversation = await this.store.findConversation(owner, conversationId, trx);
      if (conversation.status === 'pending') throw stillWriting('restore a version');
      const latest = Number(conversation.latest_version);
      if (!(await this.store.hasVersion(trx, conversationId, version)))
        throw errors.notFound(latest > 0 ? `Email conversation ${conversationId} has no version ${version}; its versions are 1 to ${latest}.` : `Email conversation ${conversationId} has no version yet.`);
      if (version === latest) throw errors.conflict(`Version ${version} is already the latest version of ${conversationId}; there is nothing to restore.`);
      const restored = await this.store.restoreVersion(trx, conversation, { from: version, to: latest + 1, messageId, now });
      if (!restored) throw errors.conflict('Another change to this email started or finished at the same moment; read the conversation again, then restore the version.');
    });
    return { ...(await this.status(owner, conversationId)), restoredFrom: version };
  }

  async status(owner: Owner, conversationId: string): Promise<GenerationStatus> {
    const row = await this.store.status(owner, conversationId);
    if (!row) throw errors.notFound(`No email conversation with id ${conversationId}.`);
    const base = {
      conversationId: row.id,
      projectId: row.project_id,
      status: row.status as GenerationStatus['status'],
      stage: row.stage,
      progress: Number(row.progress),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
    const version = Number(row.latest_version);
    if (row.status === 'failed') {
      return {
        ...base,
        ...(version > 0 ? { version } : {}),
        error: row.error ?? 'The generation failed.',
        errorCode: row.error_code ?? JobErrorCodes.generationFailed,
      };
    }
    if (row.status !== 'completed' || row.html === null) return base;
    const series = await this.store.seriesEmails(row.id, version);
    return {
      ...base,
      version,
      subject: row.subject!,
      preheader: row.preheader!,
      html: row.html,
      react: row.react!,
      text: row.text!,
      document: JSON.parse(row.document!),
      generator: row.generator as 'embedded' | 'llm',
      warnings: JSON.parse(row.warnings ?? '[]'),
      ...(series.length
        ? {
            sequence: series[0].sequence as SequenceKindName,
            emails: series.map((e) => ({ ...placeOf(e), html: e.html, react: e.react, text: e.text })),
          }
        : {}),
    };
  }

  async get(owner: Owner, conversationId: string): Promise<Conversation> {
    const c = await this.store.findConversation(owner, conversationId);
    const [[messages, versions], outline] = await Promise.all([this.store.history(c.id), this.store.seriesOutline(c.id)]);
    return {
      conversationId: c.id,
      projectId: c.project_id,
      status: c.status,
      stage: c.stage,
      progress: Number(c.progress),
      ...(c.error ? { error: c.error } : {}),
      ...(c.error_code ? { errorCode: c.error_code } : {}),
      language: c.language,
      purpose: c.purpose,
      latestVersion: Number(c.latest_version),
      messages: messages.map((m) => ({
        messageId: m.id,
        prompt: m.prompt,
        status: m.status,
        version: m.version === null ? null : Number(m.version),
        ...(m.error ? { error: m.error } : {}),
        ...(m.error_code ? { errorCode: m.error_code } : {}),
        createdAt: m.created_at,
        completedAt: m.completed_at,
      })),
      versions: versions.map((v) => ({
        version: Number(v.version),
        messageId: v.message_id,
        subject: v.subject,
        preheader: v.preheader,
        generator: v.generator as 'embedded' | 'llm',
        warnings: JSON.parse(v.warnings),
        sizeBytes: Number(v.size_bytes),
        document: JSON.parse(v.document),
        ...seriesOf(outline, Number(v.version)),
        createdAt: v.created_at,
      })),
      createdAt: c.created_at,
      updatedAt: c.updated_at,
    };
  }

  async list(
    owner: Owner,
    query: { limit: number; offset: number; projectId?: string },
  ): Promise<{ rows: ConversationSummary[]; total: number }> {
    const { rows, total } = await this.store.list(owner, query);
    return {
      rows: rows.map((r) => ({
        conversationId: r.id,
        projectId: r.project_id,
        status: r.status,
        prompt: (r.prompt ?? '').slice(0, 200),
        subject: r.subject ?? null,
        latestVersion: Number(r.latest_version),
        emailCount: Math.max(1, Number(r.emails ?? 0)),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      })),
      total,
    };
  }

  /** The latest completed version of a conversation; RESOURCE_NOT_FOUND when there is none (yet). */
  async getLatestEmail(owner: Owner, conversationId: string): Promise<LatestEmail> {
    const email = await latestEmail(this.db, owner, conversationId);
    const project = await this.projects.get(owner, email.projectId).catch(() => undefined);
    return { ...email, brandWords: brandWordsOf(project) };
  }

  /**
   * Whether the owner may start another generation now: fewer than the quota's admitted requests
   * in the last minute (a sliding window over the messages table, so it holds across nodes; two
   * nodes racing may each admit one more).
   */
  private async admit(trx: Kysely<Database>, owner: Owner, now: string): Promise<boolean> {
    const limit = this.settings.generationsPerMinute;
    if (limit <= 0) return true;
    const since = new Date(Date.parse(now) - WINDOW_MS).toISOString();
    const { count } = await this.store.admittedSince(owner, since, trx);
    return count < limit;
  }
}

type SequenceKindName = NonNullable<GenerationStatus['sequence']>;

/** 409: a version is being written; `then` is what to do once it is done. */
function stillWriting(then: string) {
  return errors.conflict(`This email is still being written; wait until its status is completed or failed, then ${then}.`);
}

/** A version's series, as the conversation read shows it (nothing for a single email). */
function seriesOf(outline: Awaited<ReturnType<GenerationStore['seriesOutline']>>, version: number) {
  const rows = outline.filter((r) => Number(r.version) === version);
  if (!rows.length) return {};
  return {
    sequence: rows[0].sequence as SequenceKindName,
    emails: rows.map((r) => ({ ...placeOf(r), sizeBytes: Number(r.size_bytes), document: JSON.parse(r.document) })),
  };
}

/** An email's place in its series: position, send offset, role, subject and preheader. */
function placeOf(r: { position: number; send_offset_days: number; role: string; subject: string; preheader: string }) {
  return { position: Number(r.position), sendOffsetDays: Number(r.send_offset_days), role: r.role, subject: r.subject, preheader: r.preheader };
}

/** The project's name, the kit's name and its products' names, as validation's spelling takes them. */
function brandWordsOf(project: { name: string; brand: unknown } | undefined): string[] {
  if (!project) return [];
  const kit = project.brand ? BrandKit.safeParse(project.brand) : undefined;
  return [project.name, kit?.success ? kit.data.name : null, ...(kit?.success ? kit.data.products.map((p) => p.name) : [])].filter((w): w is string => !!w);
}
