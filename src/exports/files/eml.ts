/**
 * The `eml` file export: an RFC 5322 message (multipart/alternative, text part first, then HTML)
 * built by nodemailer's MailComposer, with `List-Unsubscribe` and RFC 8058 one-click
 * `List-Unsubscribe-Post` headers, and `X-Unsent: 1` so Outlook and Apple Mail open it as a
 * draft ready to send. Merge tags read as their fallbacks: this is the message as a reader sees it.
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import type { PreparedEmail } from '../content';
import { fileBaseName, type ExportFile } from './html';

export const DEFAULT_FROM = 'brandmail <no-reply@brandmail.invalid>';

export async function emlFile(email: PreparedEmail, options: { from?: string; to?: string } = {}): Promise<ExportFile> {
  const headers: Record<string, string> = { 'X-Unsent': '1' };
  const unsubscribe = email.unsubscribeUrl;
  // MailComposer (unlike nodemailer's transport) does not turn `list` options into headers.
  if (unsubscribe) headers['List-Unsubscribe'] = `<${unsubscribe}>`;
  // One-click unsubscribe (RFC 8058) is only defined for an https URL.
  if (unsubscribe && /^https:\/\//i.test(unsubscribe)) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  const composer = new MailComposer({
    from: options.from ?? DEFAULT_FROM,
    to: options.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers,
  });
  const data = await new Promise<Buffer>((resolve, reject) => composer.compile().build((err, message) => (err ? reject(err) : resolve(message))));
  return { data, contentType: 'message/rfc822', fileName: `${fileBaseName(email.name)}.eml` };
}
