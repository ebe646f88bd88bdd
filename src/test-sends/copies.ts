/**
 * What each copy of a test send is: the emails it sends (one, or the emails of a series it chose)
 * and the subject each copy carries — "[Test] " before it, and of a series the email's place
 * ("[Test] 2 of 3 · "), so a team reading its inbox knows which email of the sequence it opened.
 */
import type { ExportSource } from '../exports/content';
import { fillMergeTags } from './merge-tags';
import type { TestSendEmail } from './schema';
import type { StoredContent } from './store';

export const TEST_PREFIX = '[Test] ';

/** One email to send to every recipient: its position (1 for a single email) and its overrides. */
export interface EmailToSend {
  position: number;
  source: ExportSource;
  subject?: string;
  text?: string;
  /** Of a series: how many emails the series has. */
  of?: number;
}

/** The emails a stored test send sends, in order (rows written before series: the one email). */
export function emailsToSend(content: StoredContent): EmailToSend[] {
  const { series } = content;
  if (!series) return [{ position: 1, source: content.source, subject: content.subject, text: content.text }];
  // Overrides were accepted only with one email chosen (service.ts), so they are that email's.
  return series.emails.map((e) => ({ position: e.position, source: e.source, subject: content.subject, text: content.text, of: series.count }));
}

/** "[Test] Welcome", or of a series "[Test] 2 of 3 · Still thinking it over?". */
export function testSubject(subject: string, e: { position: number; of?: number }): string {
  return `${TEST_PREFIX}${e.of ? `${e.position} of ${e.of} · ` : ''}${subject}`;
}

/** A series' emails as the status and the webhook events report them: place and subject as sent. */
export function sentEmails(content: StoredContent): { sequence: string; emails: TestSendEmail[] } | undefined {
  const { series } = content;
  if (!series) return undefined;
  return {
    sequence: series.sequence,
    emails: series.emails.map(({ position, role, sendOffsetDays, subject }) => ({
      position,
      role,
      sendOffsetDays,
      subject: testSubject(content.subject !== undefined ? fillMergeTags(content.subject) : subject, { position, of: series.count }),
    })),
  };
}
