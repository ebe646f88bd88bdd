/**
 * The `eml` file export, and the MIME every sent copy of an email shares (test sends use it too):
 * an RFC 5322 message (multipart/alternative, text part first, then HTML) built by nodemailer's
 * MailComposer — which also writes Date, Message-ID (on the sender's domain) and MIME-Version —
 * with `List-Unsubscribe` and RFC 8058 one-click `List-Unsubscribe-Post` headers. The .eml file
 * adds `X-Unsent: 1` so Outlook and Apple Mail open it as a draft ready to send. Merge tags read as
 * their fallbacks: this is the message as a reader sees it.
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import type { PreparedEmail } from '../content';
import { PLACEHOLDER_SENDER, type Sender } from '../sender';
import { fileBaseName, type ExportFile } from './html';

export interface MimeOptions {
  from?: Sender;
  to?: string[];
  /** Replaces the email's subject (test sends prefix it). */
  subject?: string;
  /** Marks the message unsent, so mail clients open it as a draft (the .eml file). */
  draft?: boolean;
}

export async function mimeMessage(email: PreparedEmail, options: MimeOptions = {}): Promise<Buffer> {
  const headers: Record<string, string> = options.draft ? { 'X-Unsent': '1' } : {};
  const unsubscribe = email.unsubscribeUrl;
  // MailComposer (unlike nodemailer's transport) does not turn `list` options into headers.
  if (unsubscribe) headers['List-Unsubscribe'] = `<${unsubscribe}>`;
  // One-click unsubscribe (RFC 8058) is only defined for an https URL.
  if (unsubscribe && /^https:\/\//i.test(unsubscribe)) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  const composer = new MailComposer({
    from: options.from ?? PLACEHOLDER_SENDER,
    to: options.to,
    subject: options.subject ?? email.subject,
    text: email.text,
    html: email.html,
    headers,
  });
  return new Promise<Buffer>((resolve, reject) => composer.compile().build((err, message) => (err ? reject(err) : resolve(message))));
}

export async function emlFile(email: PreparedEmail, options: { from?: Sender } = {}): Promise<ExportFile> {
  const data = await mimeMessage(email, { from: options.from, draft: true });
  return { data, contentType: 'message/rfc822', fileName: `${fileBaseName(email.name)}.eml` };
}
