import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmailDocumentInput } from '../../src/email';
import { errors } from '../../src/errors';
import type { TestServer } from '../helpers/server';
import { until } from '../webhooks/receiver';

export const welcome = (): EmailDocumentInput => JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/documents/welcome.json'), 'utf8'));

/** Makes conversation ids resolve to fixture documents (generation is another capability). */
export function fakeConversations(s: TestServer, documents: Record<string, EmailDocumentInput>) {
  s.runtime.ctx.exports.conversations = async (_owner, id) => {
    const document = documents[id];
    if (!document) throw errors.notFound(`No email with conversation id ${id}.`);
    return { document };
  };
}

/** Retries in milliseconds, so failure paths finish quickly (pg-boss still rounds job delays up to 1 s). */
export function fastRetries(s: TestServer) {
  Object.assign(s.runtime.ctx.exports.settings.http, { retryBaseMs: 5, maxRetryDelayMs: 50, timeoutMs: 5_000 });
  Object.assign(s.runtime.ctx.exports.settings, { retryDelayMs: 10 });
}

export async function settled(s: TestServer, exportId: string, key?: string) {
  return until(async () => {
    const res = await s.request('GET', `/v1/export/${exportId}`, { key });
    return res.body?.data?.status !== 'pending' ? res.body.data : undefined;
  }, `export ${exportId} to settle`, 30_000);
}

export async function startExport(s: TestServer, body: Record<string, unknown>, key?: string) {
  const res = await s.request('POST', '/v1/export', { body, key });
  if (res.status !== 201) throw new Error(`POST /v1/export answered ${res.status}: ${res.text}`);
  return res.body.data.exportId as string;
}
