/**
 * Test sends as a resource: a team sends the email to its own inboxes (up to 10) before a
 * campaign goes out. Start (a row and a `test-send.deliver` job in one transaction, answered at
 * once), status, and the job that sends one copy per recipient over the operator's SMTP server.
 *
 * Each copy is the same MIME as the eml export (src/exports/files/eml.ts): From the brand's
 * sender, merge tags filled with their fallbacks, "[Test] " before the subject. Each recipient's
 * outcome is written as it arrives, so a retried job (the server was unreachable) never sends a
 * second copy to someone who already got one. Limited per account and environment to
 * BRANDMAIL_TEST_SENDS_PER_HOUR recipients: test sends are not a way to send campaigns.
 */
import type { Environment } from '../accounts/permissions';
import { errors, JobErrorCodes } from '../errors';
import { parseMailbox } from '../exports/address';
import type { ExportSource } from '../exports/content';
import type { Owner } from '../store/owned';
import { senderFor, type Sender } from '../exports/sender';
import type { ExportSources } from '../exports/service';
import type { Job, JobDefinition, JobQueue } from '../jobs/queue';
import { lazy } from '../lib/lazy';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import type { Logger } from '../logger';
import type { Db } from '../store/db';
import { findOwned } from '../store/owned';
import type { TestSendsTable } from '../store/schema';
import type { WebhooksService } from '../webhooks/service';
import type { CreateTestSendRequest, RecipientStatus, TestSend } from './schema';
import { SmtpSender, SmtpUnusable, type SmtpSettings } from './smtp';

const loadContent = lazy(() => import('../exports/content'));
const loadMime = lazy(() => import('../exports/files/eml'));

export const TEST_SEND_QUEUE = 'test-send.deliver';
type DeliverJobData = { testSendId: string };
const HOUR_MS = 3_600_000;
export const TEST_PREFIX = '[Test] ';

type StoredContent = { source: ExportSource; subject?: string; text?: string; from: Sender };

export class TestSendsService {
  readonly smtp: SmtpSender;
  /** Job retries after the first attempt (an unreachable server), and the first delay (doubling). */
  retry = { limit: 3, delayMs: 10_000 };

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly webhooks: WebhooksService | undefined,
    private readonly logger: Logger,
    private readonly sources: Omit<ExportSources, 'printer'>,
    readonly settings: SmtpSettings,
  ) {
    this.smtp = new SmtpSender(settings);
  }

  /** The `test-send.deliver` job, for the handler table (src/workers.ts). */
  job(): JobDefinition<DeliverJobData> {
    return { queue: TEST_SEND_QUEUE, handler: (job) => this.deliver(job), options: { concurrency: 2, timeoutMs: 10 * 60_000 } };
  }

  async start(owner: Owner, input: CreateTestSendRequest): Promise<{ testSendId: string; status: 'pending'; recipients: number }> {
    if (!this.smtp.configured) {
      throw errors.conflict('Test sends need an SMTP server, and this brandmail server has none configured: its operator sets BRANDMAIL_SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465).');
    }
    const recipients: string[] = [];
    const bad: { path: string; message: string }[] = [];
    input.recipients.forEach((text, i) => {
      const mailbox = parseMailbox(text);
      if (!mailbox) bad.push({ path: `body.recipients.${i}`, message: 'not one valid email address' });
      else if (!recipients.includes(mailbox.address.toLowerCase())) recipients.push(mailbox.address.toLowerCase());
    });
    if (bad.length) throw errors.invalidRequest('Every recipient must be one email address.', bad);

    const email = input.conversationId ? await this.sources.emails.getLatestEmail(owner, input.conversationId) : undefined;
    const source: ExportSource = email ? { kind: 'document', document: email.document } : { kind: 'html', html: input.html! };
    const from = await senderFor(this.sources.kits, owner, { from: input.from, emailProjectId: email?.projectId, projectId: input.projectId });
    const content: StoredContent = { source, subject: input.subject, text: input.text, from };

    const testSendId = newId('testSend');
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await this.admit(trx, owner, recipients.length, now);
      await trx
        .insertInto('test_sends')
        .values({
          id: testSendId,
          account_id: owner.accountId,
          environment: owner.environment,
          status: 'pending',
          stage: 'queued',
          conversation_id: input.conversationId ?? null,
          content: JSON.stringify(content),
          recipients: JSON.stringify(recipients.map((address): RecipientStatus => ({ address, status: 'pending', response: null, messageId: null, sentAt: null }))),
          recipient_count: recipients.length,
          error: null,
          error_code: null,
          created_at: now,
          updated_at: now,
          completed_at: null,
        })
        .execute();
      await this.queue.enqueue<DeliverJobData>(
        TEST_SEND_QUEUE,
        { testSendId },
        { singletonKey: `${TEST_SEND_QUEUE}:${testSendId}`, retryLimit: this.retry.limit, retryDelayMs: this.retry.delayMs, retryBackoff: true },
        trx,
      );
    });
    return { testSendId, status: 'pending', recipients: recipients.length };
  }

  async get(owner: Owner, testSendId: string): Promise<TestSend> {
    return toTestSend(await findOwned(this.db, 'test_sends', owner, testSendId, 'test send'));
  }

  /** Recipients this owner sent to in the last hour, plus these, within the limit — else 429 with Retry-After. */
  private async admit(trx: Db, owner: Owner, count: number, now: string): Promise<void> {
    const limit = this.settings.recipientsPerHour;
    if (limit <= 0) return;
    const since = new Date(Date.parse(now) - HOUR_MS).toISOString();
    const row = await trx
      .selectFrom('test_sends')
      .select((eb) => [eb.fn.sum<number>('recipient_count').as('sent'), eb.fn.min<string>('created_at').as('oldest')])
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment)
      .where('created_at', '>', since)
      .executeTakeFirst();
    const sent = Number(row?.sent ?? 0);
    if (sent + count <= limit) return;
    const wait = row?.oldest ? Math.max(1, Math.ceil((Date.parse(String(row.oldest)) + HOUR_MS - Date.parse(now)) / 1000)) : 3600;
    throw errors.rateLimited(
      `Test sends are limited to ${limit} recipients per hour for this account and environment (BRANDMAIL_TEST_SENDS_PER_HOUR); ${sent} used in the last hour. Try again in ${wait} s.`,
      undefined,
      { 'Retry-After': String(wait) },
    );
  }

  /** The `test-send.deliver` job. */
  async deliver(job: Job<DeliverJobData>): Promise<void> {
    const row = await this.db.selectFrom('test_sends').selectAll().where('id', '=', job.data.testSendId).executeTakeFirst();
    if (!row || row.status !== 'pending') return;
    await this.db.updateTable('test_sends').set({ stage: 'sending', updated_at: nowIso() }).where('id', '=', row.id).execute();
    const content = JSON.parse(row.content) as StoredContent;
    const recipients = JSON.parse(row.recipients) as RecipientStatus[];
    const [{ prepareEmail }, { mimeMessage }] = await Promise.all([loadContent(), loadMime()]);
    // No translation: merge tags read as their fallbacks, links stay real.
    const email = await prepareEmail(content.source, { name: 'test send', subject: content.subject, text: content.text });
    const subject = TEST_PREFIX + email.subject;
    try {
      for (const recipient of recipients) {
        if (recipient.status !== 'pending') continue; // sent by an earlier attempt
        const raw = await mimeMessage(email, { from: content.from, to: [recipient.address], subject });
        const delivery = await this.smtp.send(raw, { from: content.from.address, to: recipient.address });
        Object.assign(recipient, {
          status: delivery.accepted ? 'accepted' : 'rejected',
          response: delivery.response.slice(0, 1000),
          messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw.subarray(0, 8192).toString('latin1'))?.[1] ?? null,
          sentAt: nowIso(),
        });
        await this.db.updateTable('test_sends').set({ recipients: JSON.stringify(recipients), updated_at: nowIso() }).where('id', '=', row.id).execute();
      }
    } catch (err) {
      if (!(err instanceof SmtpUnusable)) {
        if (!job.lastAttempt) throw err;
        this.logger.error({ err, testSendId: row.id }, 'test send failed unexpectedly');
        await this.settle(row, recipients, `The test send failed because of an internal error (${(err as Error).name}).`);
        return;
      }
      if (!err.permanent && !job.lastAttempt) throw err; // the queue retries with backoff; who got a copy is on the row
      await this.settle(row, recipients, err.message);
      return;
    }
    await this.settle(row, recipients);
  }

  close(): void {
    this.smtp.close();
  }

  /** Completed (every recipient answered) or failed (`error`), with its webhook event, once. */
  private async settle(row: TestSendsTable, recipients: RecipientStatus[], error?: string): Promise<void> {
    const now = nowIso();
    const status = error ? 'failed' : 'completed';
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('test_sends')
        .set({ status, stage: status, recipients: JSON.stringify(recipients), error: error ?? null, error_code: error ? JobErrorCodes.testSendFailed : null, updated_at: now, completed_at: now })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return;
      const owner = { accountId: row.account_id, environment: row.environment as Environment };
      await this.webhooks?.emit(trx, owner, error ? 'email.test_send.failed' : 'email.test_send.completed', {
        testSendId: row.id,
        status,
        recipients: recipients.map(({ address, status: s, response }) => ({ address, status: s, response })),
        ...(error ? { error, errorCode: JobErrorCodes.testSendFailed } : {}),
      });
    });
  }
}

export function toTestSend(r: TestSendsTable): TestSend {
  const content = JSON.parse(r.content) as StoredContent;
  const subject = content.subject ?? (content.source.kind === 'document' ? documentSubject(content.source.document.subject) : '');
  return {
    testSendId: r.id,
    status: r.status,
    stage: r.stage,
    subject: TEST_PREFIX + subject,
    from: content.from.name ? `${content.from.name} <${content.from.address}>` : content.from.address,
    recipients: JSON.parse(r.recipients) as RecipientStatus[],
    ...(r.error ? { error: r.error } : {}),
    ...(r.error_code ? { errorCode: r.error_code } : {}),
    conversationId: r.conversation_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    completedAt: r.completed_at,
  };
}

/** The subject as a recipient reads it: merge tags as their fallbacks. */
function documentSubject(subject: string | Array<string | { fallback: string }>): string {
  return typeof subject === 'string' ? subject : subject.map((p) => (typeof p === 'string' ? p : p.fallback)).join('');
}
