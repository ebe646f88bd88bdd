import { RequestCore } from './core/request';
import { Account, ApiKeys } from './account/account';
import { Contacts } from './contacts/contacts';
import { Emails } from './emails/emails';
import { Exports } from './exports/exports';
import { TestSends } from './test-sends/test-sends';
import { Previews } from './previews/previews';
import { Projects } from './projects/projects';
import { Validate } from './validate/validate';
import { Webhooks } from './webhooks/webhooks';

export interface BrandmailOptions {
  /** `bm_test_…` or `bm_live_…` (default: BRANDMAIL_API_KEY). */
  apiKey?: string;
  /** The server's address (default: BRANDMAIL_BASE_URL, else http://127.0.0.1:3000). */
  baseUrl?: string;
  /** Milliseconds one HTTP attempt may take (default 60 000). */
  timeout?: number;
  /** Retries after a network error, a timeout, 429 or 5xx, with backoff (default 2). */
  maxRetries?: number;
  /** A fetch implementation (default: the global one: Node 18+, Deno, Bun, workers). */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';

function env(name: string): string | undefined {
  return typeof process !== 'undefined' ? process.env[name] || undefined : undefined;
}

/**
 * The brandmail API client: one small class per resource over one request core.
 *
 * ```ts
 * const bm = new Brandmail({ apiKey: process.env.BRANDMAIL_API_KEY });
 * const project = await bm.projects.importAndWait({ urls: ['https://acme.test'], name: 'Acme' });
 * ```
 */
export class Brandmail {
  readonly projects: Projects;
  readonly emails: Emails;
  readonly validate: Validate;
  readonly previews: Previews;
  readonly contacts: Contacts;
  readonly exports: Exports;
  readonly testSends: TestSends;
  readonly webhooks: Webhooks;
  readonly account: Account;
  readonly apiKeys: ApiKeys;
  /** The request core the resources share (for endpoints the SDK does not wrap yet). */
  readonly core: RequestCore;

  constructor(options: BrandmailOptions = {}) {
    this.core = new RequestCore({
      apiKey: options.apiKey ?? env('BRANDMAIL_API_KEY'),
      baseUrl: options.baseUrl ?? env('BRANDMAIL_BASE_URL') ?? DEFAULT_BASE_URL,
      timeout: options.timeout ?? 60_000,
      maxRetries: options.maxRetries ?? 2,
      fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
      headers: options.headers ?? {},
    });
    this.projects = new Projects(this.core);
    this.emails = new Emails(this.core);
    this.validate = new Validate(this.core);
    this.previews = new Previews(this.core);
    this.contacts = new Contacts(this.core);
    this.exports = new Exports(this.core);
    this.testSends = new TestSends(this.core);
    this.webhooks = new Webhooks(this.core);
    this.account = new Account(this.core);
    this.apiKeys = new ApiKeys(this.core);
  }
}
