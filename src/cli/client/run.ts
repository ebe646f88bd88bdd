import { Brandmail, BrandmailError } from '@brandmail/sdk';
import ora, { type Ora } from 'ora';
import { CliError, printJson, printTable } from '../output';
import { resolveConnection } from './config';

/**
 * Exit codes scripts can rely on (docs/cli.md):
 * 0 success · 1 API, usage or connection error · 2 the job ran and failed (import, generation,
 * preview, export; or `validate --strict` found the email failing) · 3 timed out.
 */
export const EXIT = { ok: 0, error: 1, failed: 2, timeout: 3 } as const;

const FAILED_JOB_CODES = new Set(['IMPORT_FAILED', 'GENERATION_FAILED', 'PREVIEW_FAILED', 'EXPORT_FAILED']);

export type GlobalOptions = { json?: boolean; quiet?: boolean };

/** What an action gets: the SDK client, output helpers and a progress indicator. */
export interface Run {
  json: boolean;
  quiet: boolean;
  client(): Brandmail;
  /**
   * Prints exactly one JSON document (--json), only `id` (--quiet, for `$(…)` in scripts), or
   * runs `human`.
   */
  result(value: unknown, human: () => void, id?: string): void;
  line(text?: string): void;
  table(rows: Record<string, unknown>[]): void;
  /** A spinner on stderr when a person is watching; silent for scripts and --json. */
  progress(text: string): Progress;
}

export interface Progress {
  update(text: string): void;
  succeed(text: string): void;
  fail(text?: string): void;
  stop(): void;
}

function interactive(quietOrJson: boolean): boolean {
  return !quietOrJson && !!process.stdout.isTTY && !!process.stderr.isTTY && !process.env.CI;
}

export function makeRun(opts: GlobalOptions): Run {
  const json = !!opts.json;
  const quiet = !!opts.quiet && !json;
  let spinner: Ora | undefined;
  return {
    json,
    quiet,
    client() {
      const conn = resolveConnection();
      if (!conn.apiKey) {
        throw new CliError('No API key. Run `brandmail login`, or set BRANDMAIL_API_KEY (and BRANDMAIL_BASE_URL).');
      }
      return new Brandmail({ apiKey: conn.apiKey, baseUrl: conn.baseUrl });
    },
    result(value, human, id) {
      if (json) printJson(value);
      else if (quiet && id !== undefined) process.stdout.write(`${id}\n`);
      else human();
    },
    line(text = '') {
      process.stdout.write(`${text}\n`);
    },
    table(rows) {
      printTable(rows);
    },
    progress(text) {
      if (!interactive(json || quiet)) return { update() {}, succeed() {}, fail() {}, stop() {} };
      spinner = ora({ text, stream: process.stderr }).start();
      const s = spinner;
      return {
        update: (t) => void (s.text = t),
        succeed: (t) => void s.succeed(t),
        fail: (t) => void s.fail(t),
        stop: () => void s.stop(),
      };
    },
  };
}

/**
 * Wraps a client command's action: builds the Run, and turns any failure into one helpful line
 * on stderr (no stack) with the documented exit code — and, with --json, into one
 * `{ "error": … }` document on stdout.
 */
export function clientAction<A extends unknown[]>(fn: (run: Run, ...args: A) => Promise<void>) {
  return async (...args: A) => {
    const cmdOpts = findOptions(args);
    const run = makeRun(cmdOpts);
    try {
      await fn(run, ...args);
    } catch (err) {
      const cli = toCliError(err);
      if (run.json) printJson({ error: errorJson(err, cli) });
      throw cli;
    }
  };
}

/** Commander passes (…args, options, command); the options object is the one before the Command. */
function findOptions(args: unknown[]): GlobalOptions {
  const cmd = args.at(-1) as { optsWithGlobals?: () => GlobalOptions } | undefined;
  if (cmd && typeof cmd.optsWithGlobals === 'function') return cmd.optsWithGlobals();
  return (args.at(-2) as GlobalOptions) ?? {};
}

export function exitCodeFor(err: unknown): number {
  if (err instanceof CliError) return err.exitCode;
  if (!(err instanceof BrandmailError)) return EXIT.error;
  if (err.code === 'WAIT_TIMEOUT' || err.code === 'REQUEST_TIMEOUT') return EXIT.timeout;
  if (FAILED_JOB_CODES.has(err.code) || (err.job as { status?: string } | undefined)?.status === 'failed') return EXIT.failed;
  return EXIT.error;
}

function toCliError(err: unknown): CliError {
  if (err instanceof CliError) return err;
  if (!(err instanceof BrandmailError)) return new CliError(err instanceof Error ? err.message : String(err), EXIT.error);
  return new CliError(describe(err), exitCodeFor(err));
}

/** The one line a person reads: the server's message, what to do about it, and the request id. */
function describe(err: BrandmailError): string {
  const parts = [err.message.replace(/\.$/, '')];
  if (err.details?.length) parts.push(err.details.map((d) => `${d.path}: ${d.message}`).join('; '));
  const hint = HINTS[err.code];
  let text = parts.join(' — ');
  text += ` (${err.code}${err.requestId ? `, request ${err.requestId}` : ''})`;
  if (hint) text += `. ${hint}`;
  return text;
}

const HINTS: Record<string, string> = {
  INVALID_API_KEY: 'Run `brandmail login` with a valid key, or set BRANDMAIL_API_KEY.',
  INSUFFICIENT_PERMISSIONS: 'Use a key created with that permission (`brandmail keys create --permissions …`).',
  CONNECTION_ERROR: 'Is the server running? Check BRANDMAIL_BASE_URL or run `brandmail login --base-url URL`.',
  RATE_LIMIT_EXCEEDED: 'Wait a minute and try again.',
  WAIT_TIMEOUT: 'The job goes on on the server; raise --timeout or check again later.',
};

function errorJson(err: unknown, cli: CliError) {
  if (err instanceof BrandmailError) return { ...err.toJSON(), exitCode: cli.exitCode };
  return { code: 'CLI_ERROR', message: cli.message, exitCode: cli.exitCode };
}

export { printJson, printTable, CliError };
