import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PLAN_RATE_LIMITS, type Plan } from './accounts/permissions';

/**
 * Every setting comes from the environment (12-factor), parsed once here so a bad value fails at
 * start-up with a clear message instead of deep inside a request. The README's configuration
 * table documents the same names.
 */
const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === '1' || v === 'true'));

const EnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  BRANDMAIL_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  BRANDMAIL_DB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/i).default('public'),
  BRANDMAIL_PUBLIC_URL: z.string().url().optional(),
  BRANDMAIL_SECRET: z.string().min(16, 'must be at least 16 characters (e.g. `openssl rand -base64 32`)').optional(),
  BRANDMAIL_ALLOW_PRIVATE_NETWORKS: flag(false),
  BRANDMAIL_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  BRANDMAIL_BODY_LIMIT: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  BRANDMAIL_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  BRANDMAIL_JOB_LEASE_MS: z.coerce.number().int().min(200).default(30_000),
  BRANDMAIL_JOB_POLL_MS: z.coerce.number().int().min(10).default(500),
  BRANDMAIL_EMBEDDED_WORKERS: flag(true),
  BRANDMAIL_VALIDATE_RESPONSES: flag(false),
  BRANDMAIL_WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(30).default(12),
  BRANDMAIL_WEBHOOK_RETRY_DELAY_MS: z.coerce.number().int().min(100).default(15_000),
  BRANDMAIL_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  BRANDMAIL_RATE_LIMITS: z
    .string()
    .regex(/^(\s*(free|premium|business|enterprise)\s*=\s*\d+\s*)(,\s*(free|premium|business|enterprise)\s*=\s*\d+\s*)*$/, 'expected e.g. "free=20,enterprise=0" (0 = unlimited)')
    .optional(),
  CHROMIUM_PATH: z.string().optional(),
  // Test sends (src/test-sends/): the SMTP server, optional DKIM signing and the hourly limit.
  BRANDMAIL_SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'expected smtp://… or smtps://user:pass@host:465').or(z.literal('')).optional(),
  BRANDMAIL_DKIM_DOMAIN: z.string().optional(),
  BRANDMAIL_DKIM_SELECTOR: z.string().optional(),
  BRANDMAIL_DKIM_PRIVATE_KEY: z.string().optional(),
  BRANDMAIL_TEST_SENDS_PER_HOUR: z.coerce.number().int().min(0).default(50),
  BRANDMAIL_PREVIEW_CONCURRENCY: z.coerce.number().int().min(1).max(32).optional(),
  BRANDMAIL_PREVIEW_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
  // Generation (src/generate/): the per-account quota and the optional LLM writer.
  BRANDMAIL_GENERATIONS_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  BRANDMAIL_LLM_PROVIDER: z.enum(['openai', 'anthropic', 'openai-compatible', '']).optional(),
  BRANDMAIL_LLM_MODEL: z.string().optional(),
  BRANDMAIL_LLM_API_KEY: z.string().optional(),
  BRANDMAIL_LLM_BASE_URL: z.string().url().optional(),
  BRANDMAIL_LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  // Validation (src/validate/): SpamAssassin's spamd for the deliverability check.
  BRANDMAIL_SPAMD: z.string().regex(/^(\[[^\]]+\]|[^:\s]+):\d{1,5}$/, 'expected host:port, e.g. 127.0.0.1:783').or(z.literal('')).optional(),
  // The check pool (src/pool/): worker threads for validation and rendering, their deadline,
  // queue and per-thread heap.
  BRANDMAIL_CHECK_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  BRANDMAIL_CHECK_DEADLINE_MS: z.coerce.number().int().min(100).default(20_000),
  BRANDMAIL_CHECK_QUEUE: z.coerce.number().int().min(0).optional(),
  BRANDMAIL_CHECK_HEAP_MB: z.coerce.number().int().min(64).default(512),
  BRANDMAIL_CHECK_IDLE_MS: z.coerce.number().int().min(0).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  dbSchema: string;
  publicUrl?: string;
  secret?: string;
  allowPrivateNetworks: boolean;
  /** Per-request timeout of a brand import's fetches and render; the import's budget is 6 times it. */
  importTimeoutMs: number;
  bodyLimit: number;
  workerConcurrency: number;
  jobLeaseMs: number;
  jobPollMs: number;
  embeddedWorkers: boolean;
  webhookTimeoutMs: number;
  /** Check every response against its schema (tests turn it on; it costs a full walk per reply). */
  validateResponses: boolean;
  /** Webhook delivery retries: 12 doubling from 15 s ≈ one day before an endpoint is disabled. */
  webhookRetryLimit: number;
  webhookRetryDelayMs: number;
  logLevel: string;
  /** Chromium for previews; unset: /usr/bin/chromium and the other usual places. */
  chromiumPath?: string;
  /** Preview pages rendering at once per process (default: CPU cores, 2–4). */
  previewConcurrency: number;
  /** Finished previews and their screenshots are deleted this many days after they finished; 0 = kept. */
  previewRetentionDays: number;
  /** Requests per minute by plan; 0 = unlimited. */
  rateLimits: Record<Plan, number>;
  /** Generations (and refinements) an account may start per minute and environment; 0 = unlimited. */
  generationsPerMinute: number;
  /** The optional LLM writer; without it the embedded generator writes every email. */
  llm?: LlmConfig;
  /** Test sends: the SMTP server (unset: test sends answer 503), DKIM keys, recipients per account and hour (0 = unlimited). */
  smtp: { url?: string; dkim?: { domainName: string; keySelector: string; privateKey: string }; recipientsPerHour: number };
  /** `host:port` of spamd; unset: the deliverability check scores the content alone. */
  spamd?: string;
  /** Worker threads for validation and rendering; see docs/validation.md for their memory. */
  checkPool: CheckPoolConfig;
};

export type CheckPoolConfig = {
  /** Threads at most (default: CPU cores − 1, 1–4: each thread that checks spelling holds ≈ 450 MB). */
  threads: number;
  /** A request's budget, queue wait included: past it, 422 CHECK_TOO_LARGE (running) or 503 (queued). */
  deadlineMs: number;
  /** Requests waiting for a thread before new ones get 503 (default 8 per thread). */
  maxQueue: number;
  /** V8 heap per thread; a check that needs more ends its own thread with 422. */
  heapMb: number;
  /** An idle thread exits after this long, returning its dictionaries' memory. */
  idleTimeoutMs: number;
};

export type LlmConfig = {
  provider: 'openai' | 'anthropic' | 'openai-compatible';
  model: string;
  apiKey?: string;
  /** e.g. http://127.0.0.1:11434/v1 for Ollama, http://127.0.0.1:8000/v1 for vLLM, …:1234/v1 for LM Studio. */
  baseUrl?: string;
  timeoutMs: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.BRANDMAIL_DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    dbSchema: e.BRANDMAIL_DB_SCHEMA,
    publicUrl: e.BRANDMAIL_PUBLIC_URL,
    secret: e.BRANDMAIL_SECRET,
    allowPrivateNetworks: e.BRANDMAIL_ALLOW_PRIVATE_NETWORKS,
    importTimeoutMs: e.BRANDMAIL_IMPORT_TIMEOUT_MS,
    bodyLimit: e.BRANDMAIL_BODY_LIMIT,
    workerConcurrency: e.BRANDMAIL_WORKER_CONCURRENCY,
    jobLeaseMs: e.BRANDMAIL_JOB_LEASE_MS,
    jobPollMs: e.BRANDMAIL_JOB_POLL_MS,
    embeddedWorkers: e.BRANDMAIL_EMBEDDED_WORKERS,
    webhookTimeoutMs: e.BRANDMAIL_WEBHOOK_TIMEOUT_MS,
    validateResponses: e.BRANDMAIL_VALIDATE_RESPONSES,
    webhookRetryLimit: e.BRANDMAIL_WEBHOOK_RETRY_LIMIT,
    webhookRetryDelayMs: e.BRANDMAIL_WEBHOOK_RETRY_DELAY_MS,
    logLevel: e.LOG_LEVEL,
    chromiumPath: e.CHROMIUM_PATH || undefined,
    previewConcurrency: e.BRANDMAIL_PREVIEW_CONCURRENCY ?? Math.min(4, Math.max(2, os.availableParallelism())),
    previewRetentionDays: e.BRANDMAIL_PREVIEW_RETENTION_DAYS,
    rateLimits: { ...PLAN_RATE_LIMITS, ...parseRateLimits(e.BRANDMAIL_RATE_LIMITS) },
    generationsPerMinute: e.BRANDMAIL_GENERATIONS_PER_MINUTE,
    llm: llmConfig(e),
    spamd: e.BRANDMAIL_SPAMD || undefined,
    smtp: smtpConfig(e),
    checkPool: checkPoolConfig(e),
    ...overrides,
  };
}

function smtpConfig(e: z.infer<typeof EnvSchema>): Config['smtp'] {
  const dkimVars = [e.BRANDMAIL_DKIM_DOMAIN, e.BRANDMAIL_DKIM_SELECTOR, e.BRANDMAIL_DKIM_PRIVATE_KEY];
  if (dkimVars.some(Boolean) && !dkimVars.every(Boolean)) {
    throw new Error('Invalid configuration:\n  BRANDMAIL_DKIM_*: set BRANDMAIL_DKIM_DOMAIN, BRANDMAIL_DKIM_SELECTOR and BRANDMAIL_DKIM_PRIVATE_KEY together');
  }
  return {
    url: e.BRANDMAIL_SMTP_URL || undefined,
    // A PEM key in one environment line has its line breaks written as \n.
    dkim: e.BRANDMAIL_DKIM_PRIVATE_KEY ? { domainName: e.BRANDMAIL_DKIM_DOMAIN!, keySelector: e.BRANDMAIL_DKIM_SELECTOR!, privateKey: e.BRANDMAIL_DKIM_PRIVATE_KEY.replace(/\\n/g, '\n') } : undefined,
    recipientsPerHour: e.BRANDMAIL_TEST_SENDS_PER_HOUR,
  };
}

function checkPoolConfig(e: z.infer<typeof EnvSchema>): CheckPoolConfig {
  // One core stays with the event loop; past four threads the dictionaries and grammar engine
  // each thread loads cost more memory than the extra throughput is worth on most hosts.
  const threads = e.BRANDMAIL_CHECK_WORKERS ?? Math.max(1, Math.min(4, os.availableParallelism() - 1));
  return {
    threads,
    deadlineMs: e.BRANDMAIL_CHECK_DEADLINE_MS,
    maxQueue: e.BRANDMAIL_CHECK_QUEUE ?? threads * 8,
    heapMb: e.BRANDMAIL_CHECK_HEAP_MB,
    idleTimeoutMs: e.BRANDMAIL_CHECK_IDLE_MS,
  };
}

function parseRateLimits(spec: string | undefined): Partial<Record<Plan, number>> {
  if (!spec) return {};
  return Object.fromEntries(spec.split(',').map((pair) => pair.split('=').map((s) => s.trim())).map(([plan, n]) => [plan, Number(n)]));
}

function llmConfig(e: z.infer<typeof EnvSchema>): LlmConfig | undefined {
  if (!e.BRANDMAIL_LLM_PROVIDER) return undefined;
  if (!e.BRANDMAIL_LLM_MODEL) throw new Error('Invalid configuration:\n  BRANDMAIL_LLM_MODEL: required when BRANDMAIL_LLM_PROVIDER is set');
  if (e.BRANDMAIL_LLM_PROVIDER === 'openai-compatible' && !e.BRANDMAIL_LLM_BASE_URL) {
    throw new Error('Invalid configuration:\n  BRANDMAIL_LLM_BASE_URL: required for BRANDMAIL_LLM_PROVIDER=openai-compatible');
  }
  return {
    provider: e.BRANDMAIL_LLM_PROVIDER,
    model: e.BRANDMAIL_LLM_MODEL,
    apiKey: e.BRANDMAIL_LLM_API_KEY || undefined,
    baseUrl: e.BRANDMAIL_LLM_BASE_URL || undefined,
    timeoutMs: e.BRANDMAIL_LLM_TIMEOUT_MS,
  };
}
