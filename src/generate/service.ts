/**
 * Generations as a resource: a conversation per email, a message per prompt (the first
 * generates, later ones refine), a version per completed message. Starting or refining writes
 * rows and enqueues a `generation.run` job in one transaction and answers at once; the job writes
 * the version, the conversation's new status and its webhook event in one transaction.
 *
 * Everything the contract reports as a failed generation (unknown or unfinished project, vague or
 * over-long prompt, exhausted quota) becomes status `failed` with `errorCode: GENERATION_FAILED`
 * and a message a person can act on; only schema errors are a 400 at POST time.
 */
import type { LanguageModel } from 'ai';
import type { Kysely } from 'kysely';
import type { Environment } from '../accounts/permissions';
import { BrandKit } from '../brand/schema';
import type { LlmConfig } from '../config';
import type { EmailDocument } from '../email';
import { errors, JobErrorCodes } from '../errors';
import type { Job, JobDefinition, JobQueue } from '../jobs/queue';
import { newId } from '../lib/ids';
import type { Logger } from '../logger';
import type { Db } from '../store/db';
import { prepare } from '../store/prepared';
import type { Database, EmailConversationsTable, EmailMessagesTable } from '../store/schema';
import type { WebhooksService } from '../webhooks/service';
import type { EngineOptions, EngineOutcome } from './engine';
import { lazy } from '../lib/lazy';
import type { Conversation, ConversationSummary, GenerateRequest, GenerationStarted, GenerationStatus, RefineRequest } from './schema';
import type { Brief } from './types';
import { findOwned, type Owner } from '../store/owned';
import { latestEmail, type LatestEmail } from './store';

export type { LatestEmail };

export const GENERATION_QUEUE = 'generation.run';
export type GenerationJobData = { conversationId: string; messageId: string };

export interface GenerationSettings {
  /** Generations (and refinements) per minute per account and environment; 0 = unlimited. */
  generationsPerMinute: number;
  llm?: LlmConfig;
  /** Generation jobs run at once per process. */
  concurrency: number;
}

const WINDOW_MS = 60_000;

// The writer, the renderers (React, React Email) and the LLM SDKs load with the first generation.
const loadEngine = lazy(() => import('./engine'));
const loadEmail = lazy(() => import('../email'));

export class GenerationService {
  private readonly statusRow;
  private readonly engine: () => Promise<EngineOptions>;
  private readonly usesLlm: boolean;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly webhooks: WebhooksService | undefined,
    private readonly logger: Logger,
    private readonly settings: GenerationSettings,
    model?: LanguageModel,
  ) {
    const llm = settings.llm;
    this.usesLlm = Boolean(model ?? llm);
    this.engine = lazy(async () => {
      const llmModel = model ?? (llm ? (await import('./llm/provider')).createLanguageModel(llm) : undefined);
      return llmModel ? { llm: { model: llmModel, timeoutMs: llm?.timeoutMs ?? 60_000 } } : {};
    });
    // Clients poll the status while a generation runs: one compiled point read (store/prepared.ts).
    this.statusRow = prepare(
      db,
      (id: string, accountId: string, environment: string) =>
        db
          .selectFrom('email_conversations as c')
          .leftJoin('email_versions as v', (join) =>
            join.onRef('v.conversation_id', '=', 'c.id').onRef('v.version', '=', 'c.latest_version'),
          )
          .select([
            'c.id',
            'c.project_id',
            'c.status',
            'c.stage',
            'c.progress',
            'c.error',
            'c.error_code',
            'c.latest_version',
            'c.created_at',
            'c.updated_at',
            'v.subject',
            'v.preheader',
            'v.html',
            'v.react',
            'v.text',
            'v.document',
            'v.generator',
            'v.warnings',
          ])
          .where('c.id', '=', id)
          .where('c.account_id', '=', accountId)
          .where('c.environment', '=', environment),
      3,
    );
  }

  /** The `generation.run` job, for the handler table (src/workers.ts). */
  job(): JobDefinition<GenerationJobData> {
    const timeoutMs = (this.settings.llm?.timeoutMs ?? 0) + 60_000;
    return { queue: GENERATION_QUEUE, handler: (job) => this.run(job), options: { concurrency: this.settings.concurrency, timeoutMs } };
  }

  async start(owner: Owner, input: GenerateRequest): Promise<GenerationStarted> {
    const conversationId = newId('conversation');
    const messageId = newId('message');
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const admitted = await this.admit(trx, owner, now);
      await trx
        .insertInto('email_conversations')
        .values({
          id: conversationId,
          account_id: owner.accountId,
          environment: owner.environment,
          project_id: input.projectId,
          status: 'pending',
          stage: 'queued',
          progress: 0,
          error: null,
          error_code: null,
          language: input.language ?? null,
          purpose: input.purpose === 'auto' ? null : input.purpose,
          latest_version: 0,
          created_at: now,
          updated_at: now,
          completed_at: null,
        })
        .execute();
      await this.insertMessage(trx, owner, { id: messageId, conversationId, seq: 1, prompt: input.prompt, admitted, now });
      await this.queue.enqueue<GenerationJobData>(
        GENERATION_QUEUE,
        { conversationId, messageId },
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
    await this.db.transaction().execute(async (trx) => {
      const conversation = await this.findConversation(trx, owner, conversationId);
      if (conversation.status === 'pending') {
        throw errors.conflict('This email is still being written; wait until its status is completed or failed, then send the change.');
      }
      const last = await trx
        .selectFrom('email_messages')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      const admitted = await this.admit(trx, owner, now);
      await this.insertMessage(trx, owner, {
        id: messageId,
        conversationId,
        seq: Number(last?.seq ?? 0) + 1,
        prompt: input.prompt,
        admitted,
        now,
      });
      // Fenced on the status read above, so two concurrent changes cannot both start.
      const updated = await trx
        .updateTable('email_conversations')
        .set({ status: 'pending', stage: 'queued', progress: 0, error: null, error_code: null, updated_at: now })
        .where('id', '=', conversationId)
        .where('status', '!=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        throw errors.conflict('This email is still being written; wait until its status is completed or failed, then send the change.');
      await this.queue.enqueue<GenerationJobData>(
        GENERATION_QUEUE,
        { conversationId, messageId },
        { retryLimit: 2, singletonKey: `${GENERATION_QUEUE}:${messageId}` },
        trx,
      );
    });
    return { conversationId, status: 'pending', messageId };
  }

  async status(owner: Owner, conversationId: string): Promise<GenerationStatus> {
    const [row] = await this.statusRow(conversationId, owner.accountId, owner.environment);
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
    };
  }

  async get(owner: Owner, conversationId: string): Promise<Conversation> {
    const c = await this.findConversation(this.db, owner, conversationId);
    const [messages, versions] = await Promise.all([
      this.db.selectFrom('email_messages').selectAll().where('conversation_id', '=', c.id).orderBy('seq').execute(),
      this.db
        .selectFrom('email_versions')
        .select(['version', 'message_id', 'subject', 'preheader', 'generator', 'warnings', 'size_bytes', 'document', 'created_at'])
        .where('conversation_id', '=', c.id)
        .orderBy('version')
        .execute(),
    ]);
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
    let base = this.db
      .selectFrom('email_conversations as c')
      .where('c.account_id', '=', owner.accountId)
      .where('c.environment', '=', owner.environment);
    if (query.projectId) base = base.where('c.project_id', '=', query.projectId);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('email_versions as v', (join) => join.onRef('v.conversation_id', '=', 'c.id').onRef('v.version', '=', 'c.latest_version'))
        .select(['c.id', 'c.project_id', 'c.status', 'c.latest_version', 'c.created_at', 'c.updated_at', 'v.subject'])
        .select((eb) =>
          eb
            .selectFrom('email_messages as m')
            .select('m.prompt')
            .whereRef('m.conversation_id', '=', 'c.id')
            .where('m.seq', '=', 1)
            .as('prompt'),
        )
        .orderBy('c.id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({
        conversationId: r.id,
        projectId: r.project_id,
        status: r.status,
        prompt: (r.prompt ?? '').slice(0, 200),
        subject: r.subject ?? null,
        latestVersion: Number(r.latest_version),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      })),
      total: Number(count.n),
    };
  }

  /** The latest completed version of a conversation; RESOURCE_NOT_FOUND when there is none (yet). */
  async getLatestEmail(owner: Owner, conversationId: string): Promise<LatestEmail> {
    return latestEmail(this.db, owner, conversationId);
  }

  /** The `generation.run` job: write the email (or the reason it cannot be written) for one message. */
  async run(job: Job<GenerationJobData>): Promise<void> {
    const { conversationId, messageId } = job.data;
    const message = await this.db.selectFrom('email_messages').selectAll().where('id', '=', messageId).executeTakeFirst();
    // Already settled by an earlier attempt (at-least-once delivery): nothing to do.
    if (!message || message.status !== 'pending') return;
    const conversation = await this.db.selectFrom('email_conversations').selectAll().where('id', '=', conversationId).executeTakeFirst();
    if (!conversation) return;
    try {
      const outcome = await this.produce(conversation, message);
      if (outcome.ok) await this.complete(conversation, message, outcome);
      else await this.fail(conversation, message, outcome.error);
    } catch (err) {
      this.logger.error({ err, conversationId, messageId, attempt: job.attempt }, 'generation failed unexpectedly');
      if (!job.lastAttempt) throw err;
      await this.fail(
        conversation,
        message,
        `The email could not be generated because of an internal error (job ${job.id}). Try again; if it keeps failing, tell the operator.`,
      );
    }
  }

  private async produce(conversation: EmailConversationsTable, message: EmailMessagesTable): Promise<EngineOutcome> {
    if (!Number(message.quota_ok)) return { ok: false, error: await this.quotaMessage(message) };
    const project = await this.db
      .selectFrom('projects')
      .select(['id', 'status', 'brand', 'urls', 'error'])
      .where('id', '=', conversation.project_id)
      .where('account_id', '=', message.account_id)
      .where('environment', '=', message.environment)
      .executeTakeFirst();
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
            ? `The brand import of project ${project.id} failed${project.error ? ` (${project.error})` : ''}; reimport it, then generate again.`
            : `The brand import of project ${project.id} has not finished (status ${project.status}); wait until GET /v1/projects/${project.id}/status says completed, then generate again.`,
      };
    }
    const kit = BrandKit.safeParse(JSON.parse(project.brand));
    if (!kit.success)
      return {
        ok: false,
        error: `The brand kit of project ${project.id} is incomplete; correct it with PATCH /v1/projects/${project.id} or reimport it.`,
      };
    const projectUrls = JSON.parse(project.urls) as string[];
    // Relative dates ("until Friday") resolve against when the user asked, so a retry writes the same email.
    const now = new Date(message.created_at);
    if (this.usesLlm)
      await this.db.updateTable('email_conversations').set({ stage: 'writing', progress: 0.3 }).where('id', '=', conversation.id).execute();

    const latest = Number(conversation.latest_version);
    const [{ generateEmail, refineEmail }, engine] = await Promise.all([loadEngine(), this.engine()]);
    if (latest === 0) {
      return generateEmail(
        {
          brand: kit.data,
          projectUrls,
          prompt: message.prompt,
          language: conversation.language,
          purpose: (conversation.purpose as never) ?? 'auto',
          now,
        },
        engine,
      );
    }
    const previous = await this.db
      .selectFrom('email_versions')
      .select(['brief', 'document'])
      .where('conversation_id', '=', conversation.id)
      .where('version', '=', latest)
      .executeTakeFirstOrThrow();
    return refineEmail(
      {
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

  private async complete(
    conversation: EmailConversationsTable,
    message: EmailMessagesTable,
    outcome: Extract<EngineOutcome, { ok: true }>,
  ): Promise<void> {
    const rendered = await (await loadEmail()).renderEmail(outcome.document);
    const owner = { accountId: message.account_id, environment: message.environment as Environment };
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('email_conversations')
        .select('latest_version')
        .where('id', '=', conversation.id)
        .executeTakeFirstOrThrow();
      const version = Number(current.latest_version) + 1;
      const settled = await trx
        .updateTable('email_messages')
        .set({ status: 'completed', version, completed_at: now })
        .where('id', '=', message.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(settled.numUpdatedRows) === 0) return;
      await trx
        .insertInto('email_versions')
        .values({
          conversation_id: conversation.id,
          version,
          message_id: message.id,
          brief: JSON.stringify(outcome.brief),
          document: JSON.stringify(outcome.document),
          html: rendered.html,
          react: rendered.react,
          text: rendered.text,
          subject: rendered.subject,
          preheader: rendered.preheader,
          size_bytes: rendered.sizeBytes,
          generator: outcome.generator,
          warnings: JSON.stringify(outcome.warnings),
          created_at: now,
        })
        .execute();
      await trx
        .updateTable('email_conversations')
        .set({
          status: 'completed',
          stage: 'completed',
          progress: 1,
          error: null,
          error_code: null,
          latest_version: version,
          updated_at: now,
          completed_at: now,
        })
        .where('id', '=', conversation.id)
        .execute();
      await this.webhooks?.emit(trx, owner, 'email.generation.completed', {
        conversationId: conversation.id,
        projectId: conversation.project_id,
        status: 'completed',
        version,
        subject: rendered.subject,
      });
    });
  }

  private async fail(conversation: EmailConversationsTable, message: EmailMessagesTable, error: string): Promise<void> {
    const owner = { accountId: message.account_id, environment: message.environment as Environment };
    const now = new Date().toISOString();
    const errorCode = JobErrorCodes.generationFailed;
    await this.db.transaction().execute(async (trx) => {
      const settled = await trx
        .updateTable('email_messages')
        .set({ status: 'failed', error, error_code: errorCode, completed_at: now })
        .where('id', '=', message.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(settled.numUpdatedRows) === 0) return;
      await trx
        .updateTable('email_conversations')
        .set({ status: 'failed', stage: 'failed', progress: 1, error, error_code: errorCode, updated_at: now, completed_at: now })
        .where('id', '=', conversation.id)
        .execute();
      await this.webhooks?.emit(trx, owner, 'email.generation.failed', {
        conversationId: conversation.id,
        projectId: conversation.project_id,
        status: 'failed',
        error,
        errorCode,
      });
    });
  }

  private findConversation(db: Kysely<Database>, owner: Owner, conversationId: string): Promise<EmailConversationsTable> {
    return findOwned(db, 'email_conversations', owner, conversationId, 'email conversation');
  }

  private async insertMessage(
    trx: Kysely<Database>,
    owner: Owner,
    m: { id: string; conversationId: string; seq: number; prompt: string; admitted: boolean; now: string },
  ): Promise<void> {
    await trx
      .insertInto('email_messages')
      .values({
        id: m.id,
        conversation_id: m.conversationId,
        account_id: owner.accountId,
        environment: owner.environment,
        seq: m.seq,
        prompt: m.prompt,
        status: 'pending',
        quota_ok: m.admitted ? 1 : 0,
        error: null,
        error_code: null,
        version: null,
        created_at: m.now,
        completed_at: null,
      })
      .execute();
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
    const row = await trx
      .selectFrom('email_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment)
      .where('quota_ok', '=', 1)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n) < limit;
  }

  private async quotaMessage(message: EmailMessagesTable): Promise<string> {
    const limit = this.settings.generationsPerMinute;
    const since = new Date(Date.parse(message.created_at) - WINDOW_MS).toISOString();
    const oldest = await this.db
      .selectFrom('email_messages')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .where('account_id', '=', message.account_id)
      .where('environment', '=', message.environment)
      .where('quota_ok', '=', 1)
      .where('created_at', '>', since)
      .executeTakeFirst();
    const wait = oldest?.at
      ? Math.max(1, Math.ceil((Date.parse(String(oldest.at)) + WINDOW_MS - Date.parse(message.created_at)) / 1000))
      : 60;
    return `The generation quota is exhausted: ${limit} generations per minute for this account and environment (BRANDMAIL_GENERATIONS_PER_MINUTE). Try again in ${wait} s.`;
  }
}
