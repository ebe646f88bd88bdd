/**
 * The SMTP side of test sends: one nodemailer transport per process for the operator's server
 * (BRANDMAIL_SMTP_URL), DKIM-signing every message when BRANDMAIL_DKIM_* is set, and what a
 * failure means — a recipient the server refused (its reply is the recipient's status) or a server
 * that could not be used at all (retried by the job, then the test send fails).
 */
import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer';
import type { Config } from '../config';

export type SmtpSettings = Config['smtp'];

export interface Delivery {
  accepted: boolean;
  response: string;
}

/** The server refused this one recipient or this message: others may still go through. */
const REFUSALS = new Set(['EENVELOPE', 'EMESSAGE']);
/** The server cannot be used with this configuration: retrying will not help. */
const PERMANENT = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2', 'ETLS']);

export class SmtpUnusable extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmtpUnusable';
  }
}

export class SmtpSender {
  private transport?: Transporter;

  constructor(private readonly settings: SmtpSettings) {}

  get configured(): boolean {
    return !!this.settings.url;
  }

  /** Where mail goes, for messages: host and port only, never the credentials in the URL. */
  get server(): string {
    if (!this.settings.url) return 'no SMTP server';
    const url = new URL(this.settings.url);
    return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
  }

  /** Sends the raw message to one recipient. Throws SmtpUnusable when the server could not be used. */
  async send(raw: Buffer, envelope: { from: string; to: string }): Promise<Delivery> {
    try {
      const info = await this.getTransport().sendMail({ envelope: { from: envelope.from, to: [envelope.to] }, raw });
      const accepted = (info.accepted as unknown[]).length > 0;
      return { accepted, response: info.response ?? (accepted ? '250 OK' : 'rejected') };
    } catch (err) {
      const e = err as Error & { code?: string; response?: string; responseCode?: number };
      if (e.code && REFUSALS.has(e.code) && e.responseCode) return { accepted: false, response: e.response ?? e.message };
      throw new SmtpUnusable(`The SMTP server ${this.server} could not be used: ${(e.response ?? e.message).split('\n')[0]}`, !!e.code && PERMANENT.has(e.code));
    }
  }

  close(): void {
    this.transport?.close();
    this.transport = undefined;
  }

  private getTransport(): Transporter {
    if (!this.settings.url) throw new SmtpUnusable('No SMTP server is configured (BRANDMAIL_SMTP_URL).', true);
    this.transport ??= nodemailer.createTransport({
      url: this.settings.url,
      // Bounded: a silent server must not hold a job for nodemailer's default ten minutes.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
      ...(this.settings.dkim ? { dkim: this.settings.dkim } : {}),
    } as TransportOptions);
    return this.transport;
  }
}
