/**
 * The `test-send.deliver` job: one copy per email × recipient over the operator's SMTP server
 * (a series email by email, in order), each copy's outcome written as it arrives, then the test
 * send settled (src/test-sends/store.ts).
 */
import type { Job, JobDefinition } from '../jobs/queue';
import { lazy } from '../lib/lazy';
import { nowIso } from '../lib/time';
import type { Logger } from '../logger';
import { emailsToSend, testSubject } from './copies';
import { fillMergeTags } from './merge-tags';
import type { RecipientStatus } from './schema';
import { SmtpUnusable, type SmtpSender } from './smtp';
import type { StoredContent, TestSendsStore } from './store';

const loadContent = lazy(() => import('../exports/content'));
const loadMime = lazy(() => import('../exports/files/eml'));

export const TEST_SEND_QUEUE = 'test-send.deliver';
export type DeliverJobData = { testSendId: string };

export interface TestSendDeps {
  store: TestSendsStore;
  smtp: SmtpSender;
  logger: Logger;
}

export function testSendJob(deps: TestSendDeps): JobDefinition<DeliverJobData> {
  return { queue: TEST_SEND_QUEUE, handler: (job) => deliver(deps, job), options: { concurrency: 2, timeoutMs: 10 * 60_000 } };
}

async function deliver(deps: TestSendDeps, job: Job<DeliverJobData>): Promise<void> {
  const row = await deps.store.byId(job.data.testSendId);
  if (!row || row.status !== 'pending') return;
  await deps.store.setStage(row.id, 'sending');
  const content = JSON.parse(row.content) as StoredContent;
  const recipients = JSON.parse(row.recipients) as RecipientStatus[];
  try {
    await sendEach(deps, row.id, content, recipients);
  } catch (err) {
    if (!(err instanceof SmtpUnusable)) {
      if (!job.lastAttempt) throw err;
      deps.logger.error({ err, testSendId: row.id }, 'test send failed unexpectedly');
      return deps.store.settle(row, recipients, `The test send failed because of an internal error (${(err as Error).name}).`);
    }
    if (!err.permanent && !job.lastAttempt) throw err; // the queue retries with backoff; who got a copy is on the row
    return deps.store.settle(row, recipients, err.message);
  }
  await deps.store.settle(row, recipients);
}

/** Sends every copy still pending (earlier attempts' are on the row), email by email, saving each outcome. */
async function sendEach(deps: TestSendDeps, id: string, content: StoredContent, recipients: RecipientStatus[]): Promise<void> {
  const [{ prepareEmail }, { mimeMessage }] = await Promise.all([loadContent(), loadMime()]);
  for (const toSend of emailsToSend(content)) {
    // Copies sent by an earlier attempt are done; rows written before series have no position (the one email).
    const copies = recipients.filter((r) => (r.position ?? 1) === toSend.position && r.status === 'pending');
    if (!copies.length) continue;
    // No translation: merge tags read as their fallbacks, links stay real. A team's own HTML, subject
    // and text have their tags, in whichever platform's syntax, filled the same way.
    const source = toSend.source.kind === 'html' ? { kind: 'html' as const, html: fillMergeTags(toSend.source.html) } : toSend.source;
    const fill = (value: string | undefined) => (value === undefined ? value : fillMergeTags(value));
    const email = await prepareEmail(source, { name: 'test send', subject: fill(toSend.subject), text: fill(toSend.text) });
    const subject = testSubject(email.subject, toSend);
    for (const recipient of copies) {
      const raw = await mimeMessage(email, { from: content.from, to: [recipient.address], subject });
      const delivery = await deps.smtp.send(raw, { from: content.from.address, to: recipient.address });
      Object.assign(recipient, {
        status: delivery.accepted ? 'accepted' : 'rejected',
        response: delivery.response.slice(0, 1000),
        messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw.subarray(0, 8192).toString('latin1'))?.[1] ?? null,
        sentAt: nowIso(),
      });
      await deps.store.saveRecipients(id, recipients);
    }
  }
}
