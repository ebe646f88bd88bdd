/**
 * Generation's tables (email_conversations, email_messages, email_versions): every read and write,
 * for the service and the `generation.run` job. Other capabilities read a conversation's email
 * through GenerationService.getLatestEmail, never these tables.
 */
import type { Kysely } from 'kysely';
import type { EmailDocument, RenderedEmail } from '../email';
import { errors, JobErrorCodes } from '../errors';
import { settle, type EventSink } from '../jobs/settle';
import type { Db } from '../store/db';
import { findOwned, ownerOf, type Owner } from '../store/owned';
import { prepare } from '../store/prepared';
import type { Database, EmailConversationsTable, EmailMessagesTable } from '../store/schema';
import { transaction } from '../store/transaction';
import type { EngineOutcome } from './engine';


/** A series' emails as rendered, in order (the first is also the version's own email). */
export type RenderedSeries = Array<{
  position: number;
  sendOffsetDays: number;
  role: string;
  brief: unknown;
  document: EmailDocument;
  warnings: string[];
  rendered: RenderedEmail;
}>;

export class GenerationStore {
  private readonly statusRow;

  constructor(
    private readonly db: Db,
    private readonly events: EventSink | undefined,
  ) {
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

  transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return transaction(this.db, fn);
  }

  /** The conversation with its latest version's content, or undefined (what status polls read). */
  async status(owner: Owner, conversationId: string) {
    const [row] = await this.statusRow(conversationId, owner.accountId, owner.environment);
    return row;
  }

  findConversation(owner: Owner, conversationId: string, db: Kysely<Database> = this.db): Promise<EmailConversationsTable> {
    return findOwned(db, 'email_conversations', owner, conversationId, 'email conversation');
  }

  conversationById(id: string): Promise<EmailConversationsTable | undefined> {
    return this.db.selectFrom('email_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  messageById(id: string): Promise<EmailMessagesTable | undefined> {
    return this.db.selectFrom('email_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The emails of a series version, in order, with their renderings; empty for a single email. */
  seriesEmails(conversationId: string, version: number) {
    return this.db
      .selectFrom('email_series_emails')
      .select(['position', 'sequence', 'send_offset_days', 'role', 'subject', 'preheader', 'html', 'react', 'text', 'document', 'brief', 'warnings'])
      .where('conversation_id', '=', conversationId)
      .where('version', '=', version)
      .orderBy('position')
      .execute();
  }

  /** Every series email of a conversation without its renderings, by version and position (the conversation read). */
  seriesOutline(conversationId: string) {
    return this.db
      .selectFrom('email_series_emails')
      .select(['version', 'position', 'sequence', 'send_offset_days', 'role', 'subject', 'preheader', 'size_bytes', 'document'])
      .where('conversation_id', '=', conversationId)
      .orderBy('version')
      .orderBy('position')
      .execute();
  }

  /** A conversation's messages and versions (without their HTML), in order. */
  async history(conversationId: string) {
    return Promise.all([
      this.db.selectFrom('email_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('seq').execute(),
      this.db
        .selectFrom('email_versions')
        .select(['version', 'message_id', 'subject', 'preheader', 'generator', 'warnings', 'size_bytes', 'document', 'created_at'])
        .where('conversation_id', '=', conversationId)
        .orderBy('version')
        .execute(),
    ]);
  }

  /** Newest first, each with its first prompt and latest subject. */
  async list(owner: Owner, query: { limit: number; offset: number; projectId?: string }) {
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
        .select((eb) =>
          eb
            .selectFrom('email_series_emails as se')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('se.conversation_id', '=', 'c.id')
            .whereRef('se.version', '=', 'c.latest_version')
            .as('emails'),
        )
        .orderBy('c.id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async insertConversation(trx: Kysely<Database>, owner: Owner, c: { id: string; projectId: string; language: string | null; purpose: string | null; now: string }): Promise<void> {
    await trx
      .insertInto('email_conversations')
      .values({
        id: c.id,
        account_id: owner.accountId,
        environment: owner.environment,
        project_id: c.projectId,
        status: 'pending',
        stage: 'queued',
        progress: 0,
        error: null,
        error_code: null,
        language: c.language,
        purpose: c.purpose,
        latest_version: 0,
        created_at: c.now,
        updated_at: c.now,
        completed_at: null,
      })
      .execute();
  }

  async insertMessage(
    trx: Kysely<Database>,
    owner: Owner,
    m: { id: string; conversationId: string; seq: number; prompt: string; admitted: boolean; now: string; completedAs?: number },
  ): Promise<void> {
    // `completedAs`: a message whose version exists at once (a restore), not one a job will write.
    await trx
      .insertInto('email_messages')
      .values({
        id: m.id,
        conversation_id: m.conversationId,
        account_id: owner.accountId,
        environment: owner.environment,
        seq: m.seq,
        prompt: m.prompt,
        status: m.completedAs ? 'completed' : 'pending',
        quota_ok: m.admitted ? 1 : 0,
        error: null,
        error_code: null,
        version: m.completedAs ?? null,
        created_at: m.now,
        completed_at: m.completedAs ? m.now : null,
      })
      .execute();
  }

  async nextSeq(trx: Kysely<Database>, conversationId: string): Promise<number> {
    const last = await trx.selectFrom('email_messages').select((eb) => eb.fn.max('seq').as('seq')).where('conversation_id', '=', conversationId).executeTakeFirst();
    return Number(last?.seq ?? 0) + 1;
  }

  /** Pending again for a new message; false when it already was (fenced, so two changes cannot both start). */
  async reopen(trx: Kysely<Database>, conversationId: string, now: string): Promise<boolean> {
    const updated = await trx
      .updateTable('email_conversations')
      .set({ status: 'pending', stage: 'queued', progress: 0, error: null, error_code: null, updated_at: now })
      .where('id', '=', conversationId)
      .where('status', '!=', 'pending')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** Admitted generations of `owner` since `since`, and the oldest of them (the sliding quota window). */
  async admittedSince(owner: Owner, since: string, db: Kysely<Database> = this.db): Promise<{ count: number; oldest: string | null }> {
    const row = await db
      .selectFrom('email_messages')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('at')])
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment)
      .where('quota_ok', '=', 1)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), oldest: row.at ? String(row.at) : null };
  }

  async setStage(conversationId: string, stage: string, progress: number): Promise<void> {
    await this.db.updateTable('email_conversations').set({ stage, progress }).where('id', '=', conversationId).execute();
  }

  /** Whether the conversation has this version. */
  async hasVersion(trx: Kysely<Database>, conversationId: string, version: number): Promise<boolean> {
    const row = await trx.selectFrom('email_versions').select('version').where('conversation_id', '=', conversationId).where('version', '=', version).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Version `from` again as the latest: a copy of it (and of its series' emails) as version `to`,
   * made by a completed message saying so, and `email.generation.completed` — in the caller's
   * transaction. Fenced on the conversation's state the caller read (not pending, latest `to - 1`):
   * false when a change started or finished meanwhile, and nothing is written. The fence is the
   * first write, so on PostgreSQL it holds the conversation's row until the commit, and the
   * message number is read after it.
   */
  async restoreVersion(trx: Kysely<Database>, conversation: EmailConversationsTable, r: { from: number; to: number; messageId: string; now: string }): Promise<boolean> {
    const claimed = await trx
      .updateTable('email_conversations')
      .set({ status: 'completed', stage: 'completed', progress: 1, error: null, error_code: null, latest_version: r.to, updated_at: r.now, completed_at: r.now })
      .where('id', '=', conversation.id)
      .where('status', '!=', 'pending')
      .where('latest_version', '=', r.to - 1)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    // Nothing is generated: a restore is not admitted against the generation quota (quota_ok = 0).
    const seq = await this.nextSeq(trx, conversation.id);
    await this.insertMessage(trx, ownerOf(conversation), { id: r.messageId, conversationId: conversation.id, seq, prompt: `Restore version ${r.from}`, admitted: false, now: r.now, completedAs: r.to });
    await copyVersionRows(trx, 'email_versions', VERSION_COLUMNS, conversation.id, r.from, { version: r.to, message_id: r.messageId, created_at: r.now });
    await copyVersionRows(trx, 'email_series_emails', SERIES_EMAIL_COLUMNS, conversation.id, r.from, { version: r.to });
    const [{ subject }, series] = await Promise.all([
      trx.selectFrom('email_versions').select('subject').where('conversation_id', '=', conversation.id).where('version', '=', r.to).executeTakeFirstOrThrow(),
      trx
        .selectFrom('email_series_emails')
        .select(['position', 'sequence', 'send_offset_days', 'role', 'subject'])
        .where('conversation_id', '=', conversation.id)
        .where('version', '=', r.to)
        .orderBy('position')
        .execute(),
    ]);
    const { type, data } = completedEvent(conversation, r.to, subject, series.length ? { kind: series[0].sequence, emails: series.map((e) => ({ position: Number(e.position), sendOffsetDays: Number(e.send_offset_days), role: e.role, subject: e.subject })) } : undefined);
    await this.events?.emit(trx, ownerOf(conversation), type, { ...data, restoredFrom: r.from });
    return true;
  }

  /** The brief and document of one version (what a refinement changes). */
  version(conversationId: string, version: number) {
    return this.db.selectFrom('email_versions').select(['brief', 'document']).where('conversation_id', '=', conversationId).where('version', '=', version).executeTakeFirstOrThrow();
  }

  /** The message's new version and the conversation's new state, with `email.generation.completed`, once. */
  async complete(
    conversation: EmailConversationsTable,
    message: EmailMessagesTable,
    outcome: Extract<EngineOutcome, { ok: true }>,
    rendered: RenderedEmail,
    series: RenderedSeries = [],
  ): Promise<void> {
    const now = new Date().toISOString();
    let version = 0;
    await settle(this.db, this.events, {
      table: 'email_messages',
      id: message.id,
      set: async (trx) => {
        const current = await trx.selectFrom('email_conversations').select('latest_version').where('id', '=', conversation.id).executeTakeFirstOrThrow();
        version = Number(current.latest_version) + 1;
        return { status: 'completed', version, completed_at: now };
      },
      also: async (trx) => {
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
        if (series.length)
          await trx
            .insertInto('email_series_emails')
            .values(
              series.map((e) => ({
                conversation_id: conversation.id,
                version,
                position: e.position,
                sequence: outcome.series?.kind ?? 'nurture',
                send_offset_days: e.sendOffsetDays,
                role: e.role,
                brief: JSON.stringify(e.brief),
                document: JSON.stringify(e.document),
                html: e.rendered.html,
                react: e.rendered.react,
                text: e.rendered.text,
                subject: e.rendered.subject,
                preheader: e.rendered.preheader,
                size_bytes: e.rendered.sizeBytes,
                warnings: JSON.stringify(e.warnings),
              })),
            )
            .execute();
        await trx
          .updateTable('email_conversations')
          .set({ status: 'completed', stage: 'completed', progress: 1, error: null, error_code: null, latest_version: version, updated_at: now, completed_at: now })
          .where('id', '=', conversation.id)
          .execute();
      },
      event: () =>
        completedEvent(
          conversation,
          version,
          rendered.subject,
          series.length
            ? { kind: outcome.series?.kind, emails: series.map((e) => ({ position: e.position, sendOffsetDays: e.sendOffsetDays, role: e.role, subject: e.rendered.subject })) }
            : undefined,
        ),
    });
  }

  /** The message and its conversation failed with `error`, with `email.generation.failed`, once. */
  async fail(conversation: EmailConversationsTable, message: EmailMessagesTable, error: string): Promise<void> {
    const now = new Date().toISOString();
    const errorCode = JobErrorCodes.generationFailed;
    await settle(this.db, this.events, {
      table: 'email_messages',
      id: message.id,
      set: { status: 'failed', error, error_code: errorCode, completed_at: now },
      also: async (trx) => {
        await trx
          .updateTable('email_conversations')
          .set({ status: 'failed', stage: 'failed', progress: 1, error, error_code: errorCode, updated_at: now, completed_at: now })
          .where('id', '=', conversation.id)
          .execute();
      },
      event: () => ({ type: 'email.generation.failed', data: { conversationId: conversation.id, projectId: conversation.project_id, status: 'failed', error, errorCode } }),
    });
  }
}

/** What a restored version copies of the one it restores (the rest: its number, message and time). */
const VERSION_COLUMNS = ['brief', 'document', 'html', 'react', 'text', 'subject', 'preheader', 'size_bytes', 'generator', 'warnings'] as const;
const SERIES_EMAIL_COLUMNS = ['position', 'sequence', 'send_offset_days', 'role', 'brief', 'document', 'html', 'react', 'text', 'subject', 'preheader', 'size_bytes', 'warnings'] as const;

/**
 * A version's rows of `table` copied as another version, inside the database (INSERT … SELECT),
 * so the renderings never travel through Node: `kept` columns as they are, `set` ones replaced.
 */
async function copyVersionRows(
  trx: Kysely<Database>,
  table: 'email_versions' | 'email_series_emails',
  kept: readonly string[],
  conversationId: string,
  from: number,
  set: Record<string, string | number>,
): Promise<void> {
  // One statement for both tables; Kysely types one table at a time.
  const db = trx as unknown as Kysely<any>;
  const replaced = Object.keys(set);
  await db
    .insertInto(table)
    .columns(['conversation_id', ...replaced, ...kept])
    .expression(
      db
        .selectFrom(table)
        // PostgreSQL reads a bare parameter in a select list as text: each value is cast to its column's type.
        .select((eb) => ['conversation_id', ...replaced.map((c) => eb.cast(eb.val(set[c]), typeof set[c] === 'number' ? 'integer' : 'text').as(c)), ...kept])
        .where('conversation_id', '=', conversationId)
        .where('version', '=', from),
    )
    .execute();
}

/** `email.generation.completed` for a conversation's new latest version (a series adds its sequence and each email's place). */
function completedEvent(
  conversation: EmailConversationsTable,
  version: number,
  subject: string,
  series?: { kind: string | undefined; emails: Array<{ position: number; sendOffsetDays: number; role: string; subject: string }> },
) {
  return {
    type: 'email.generation.completed' as const,
    data: {
      conversationId: conversation.id,
      projectId: conversation.project_id,
      status: 'completed',
      version,
      subject,
      ...(series ? { sequence: series.kind, emails: series.emails } : {}),
    },
  };
}

/** The latest version of a conversation's email: what validation, previews and exports work on. */
export interface LatestEmail {
  conversationId: string;
  /** The project (brand) the email was written for. */
  projectId: string;
  version: number;
  subject: string;
  preheader: string;
  html: string;
  text: string;
  react: string;
  document: EmailDocument;
  /** The conversation's first prompt and when it started: the brief a facts check holds the email to. */
  prompt: string;
  startedAt: string;
  /** The brand's own words (project, brand and product names): never spelling mistakes. */
  brandWords: string[];
}

/**
 * The latest completed version of a conversation, for validation, previews and exports:
 * `{ conversationId, version, subject, preheader, html, text, react, document }`. Throws
 * RESOURCE_NOT_FOUND (404) when the conversation does not exist for this owner or has no
 * completed version yet.
 */
export async function latestEmail(db: Db, owner: Owner, conversationId: string): Promise<Omit<LatestEmail, 'brandWords'>> {
  const row = await db
    .selectFrom('email_conversations as c')
    .innerJoin('email_versions as v', (join) => join.onRef('v.conversation_id', '=', 'c.id').onRef('v.version', '=', 'c.latest_version'))
    .select(['c.id', 'c.project_id', 'c.created_at', 'v.version', 'v.subject', 'v.preheader', 'v.html', 'v.text', 'v.react', 'v.document'])
    .select((eb) => eb.selectFrom('email_messages as m').select('m.prompt').whereRef('m.conversation_id', '=', 'c.id').orderBy('m.seq').limit(1).as('prompt'))
    .where('c.id', '=', conversationId)
    .where('c.account_id', '=', owner.accountId)
    .where('c.environment', '=', owner.environment)
    .executeTakeFirst();
  if (!row) throw errors.notFound(`No generated email with conversation id ${conversationId} (unknown, or no version has completed yet).`);
  return {
    conversationId: row.id,
    projectId: row.project_id,
    version: Number(row.version),
    subject: row.subject,
    preheader: row.preheader,
    html: row.html,
    text: row.text,
    react: row.react,
    document: JSON.parse(row.document) as EmailDocument,
    prompt: row.prompt ?? '',
    startedAt: new Date(row.created_at).toISOString(),
  };
}
