/**
 * Test sends as a resource: a team sends the email to its own inboxes (up to 10) before a
 * campaign goes out. Start (a row and a `test-send.deliver` job in one transaction, answered at
 * once) and status; the job that sends one copy per recipient over the operator's SMTP server is
 * src/test-sends/job.ts, the table src/test-sends/store.ts.
 *
 * Each copy is the same MIME as the eml export (src/exports/files/eml.ts): From the brand's
 * sender, merge tags filled with their fallbacks, "[Test] " before the subject (of a series, the
 * email's place too: "[Test] 2 of 3 · …"; which emails go is chosen here, as previews choose). Each recipient's
 * outcome is written as it arrives, so a retried job (the server was unreachable) never sends a
 * second copy to someone who already got one. Limited per account and environment to
 * BRANDMAIL_TEST_SENDS_PER_HOUR recipients: test sends are not a way to send campaigns.
 */
import { errors } from '../errors';
import { parseMailbox } from '../exports/address';
import { emailAt, latestEmails, type SeriesEmailRead } from '../email/series';
import type { ExportSource } from '../exports/content';
import { senderFor } from '../exports/sender';
import type { ExportSources } from '../exports/service';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import type { EventSink } from '../jobs/settle';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import type { Logger } from '../logger';
import type { Db } from '../store/db';
import type { Owner } from '../store/owned';
import type { Database, TestSendsTable } from '../store/schema';
import type { Kysely } from 'kysely';
import { emailsToSend, sentEmails, testSubject } from './copies';
import { fillMergeTags } from './merge-tags';
import { TEST_SEND_QUEUE, testSendJob, type DeliverJobData } from './job';
import type { CreateTestSendRequest, RecipientStatus, TestSend } from './schema';
import { SmtpSender, type SmtpSettings } from './smtp';
import { TestSendsStore, type StoredContent, type StoredSeries } from './store';

export { TEST_SEND_QUEUE };

const HOUR_MS = 3_600_000;

export class TestSendsService {
  readonly smtp: SmtpSender;
  /** Job retries after the first attempt (an unreachable server), and the first delay (doubling). */
  retry = { limit: 3, delayMs: 10_000 };
  private readonly store: TestSendsStore;

  constructor(
    db: Db,
    private readonly queue: JobQueue,
    events: EventSink | undefined,
    private readonly logger: Logger,
    private readonly sources: Omit<ExportSources, 'printer'>,
    readonly settings: SmtpSettings,
  ) {
    this.smtp = new SmtpSender(settings);
    this.store = new TestSendsStore(db, events);
  }

  /** The `test-send.deliver` job, for the handler table (src/workers.ts). */
  job(): JobDefinition<DeliverJobData> {
    return testSendJob({ store: this.store, smtp: this.smtp, logger: this.logger });
  }

  async start(owner: Owner, input: CreateTestSendRequest): Promise<{ testSendId: string; status: 'pending'; recipients: number; emails: number }> {
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

    const chosen = input.conversationId ? await this.emailsToSend(owner, input) : undefined;
    const source: ExportSource = chosen ? { kind: 'document', document: chosen.emails[0].document } : { kind: 'html', html: input.html! };
    const from = await senderFor(this.sources.kits, owner, { from: input.from, emailProjectId: chosen?.projectId, projectId: input.projectId });
    const content: StoredContent = { source, subject: input.subject, text: input.text, from, ...(chosen?.series ? { series: chosen.series } : {}) };
    const positions = emailsToSend(content).map((e) => e.position);

    const testSendId = newId('testSend');
    const now = nowIso();
    await this.store.transaction(async (trx) => {
      await this.admit(trx, owner, recipients.length * positions.length, now);
      await this.store.insert(trx, owner, { id: testSendId, conversationId: input.conversationId ?? null, content, recipients, positions, now });
      await this.queue.enqueue<DeliverJobData>(
        TEST_SEND_QUEUE,
        { testSendId },
        { singletonKey: `${TEST_SEND_QUEUE}:${testSendId}`, retryLimit: this.retry.limit, retryDelayMs: this.retry.delayMs, retryBackoff: true },
        trx,
      );
    });
    return { testSendId, status: 'pending', recipients: recipients.length, emails: positions.length };
  }

  /**
   * The emails of a conversation a test send sends: the one at `position` (default the first, so
   * a series sends its first email as previews show it), or every one of a series for "all".
   * Overrides of subject or text fit one email: with several, a 400 asks for `position`.
   */
  private async emailsToSend(owner: Owner, input: CreateTestSendRequest): Promise<{ projectId: string; emails: SeriesEmailRead[]; series?: StoredSeries }> {
    const read = await latestEmails(this.sources.emails, owner, input.conversationId!);
    const { position } = input;
    const emails = position === 'all' ? (read.series?.emails ?? [emailAt(read, 1)]) : [emailAt(read, position ?? 1)];
    const overridden = (['subject', 'text'] as const).filter((k) => input[k] !== undefined);
    if (emails.length > 1 && overridden.length) {
      throw errors.invalidRequest(
        `Conversation ${input.conversationId} is a series of ${emails.length} emails, each with its own ${overridden.join(' and ')}: send one \`position\` to test one email with yours.`,
        overridden.map((k) => ({ path: `body.${k}`, message: 'overrides one email: send position' })),
      );
    }
    if (!read.series) return { projectId: read.email.projectId, emails };
    const places = emails.map(({ position: p, role, sendOffsetDays, subject, document }) => ({ position: p, role, sendOffsetDays, subject, source: { kind: 'document' as const, document } }));
    return { projectId: read.email.projectId, emails, series: { sequence: read.series.sequence, count: read.series.emails.length, emails: places } };
  }

  async get(owner: Owner, testSendId: string): Promise<TestSend> {
    return toTestSend(await this.store.find(owner, testSendId));
  }

  /** Copies (recipients × emails) this owner sent in the last hour, plus these, within the limit — else 429 with Retry-After. */
  private async admit(trx: Kysely<Database>, owner: Owner, count: number, now: string): Promise<void> {
    const limit = this.settings.recipientsPerHour;
    if (limit <= 0) return;
    const { sent, oldest } = await this.store.recipientsSince(trx, owner, new Date(Date.parse(now) - HOUR_MS).toISOString());
    if (sent + count <= limit) return;
    const wait = oldest ? Math.max(1, Math.ceil((Date.parse(oldest) + HOUR_MS - Date.parse(now)) / 1000)) : 3600;
    throw errors.rateLimited(
      `Test sends are limited to ${limit} recipients per hour for this account and environment (BRANDMAIL_TEST_SENDS_PER_HOUR; each email of a series counts once per recipient); ${sent} used in the last hour${count > 1 ? `, ${count} asked` : ''}. Try again in ${wait} s.`,
      undefined,
      { 'Retry-After': String(wait) },
    );
  }

  close(): void {
    this.smtp.close();
  }
}

export function toTestSend(r: TestSendsTable): TestSend {
  const content = JSON.parse(r.content) as StoredContent;
  // As sent: merge tags read as their fallbacks, the request's own subject's too.
  const subject = content.subject !== undefined ? fillMergeTags(content.subject) : content.source.kind === 'document' ? documentSubject(content.source.document.subject) : '';
  const series = sentEmails(content);
  return {
    testSendId: r.id,
    status: r.status,
    stage: r.stage,
    subject: series ? series.emails[0].subject : testSubject(subject, { position: 1 }),
    from: content.from.name ? `${content.from.name} <${content.from.address}>` : content.from.address,
    // Rows written before series have no position: copies of the one email.
    recipients: (JSON.parse(r.recipients) as RecipientStatus[]).map(({ position, ...rest }) => ({ position: position ?? 1, ...rest })),
    ...(series ?? {}),
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
