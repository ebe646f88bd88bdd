import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { EmailDocumentInput } from '../../src/email';
import { renderEmail } from '../../src/email';
import type { TestServer } from '../helpers/server';
import { until } from '../webhooks/receiver';

export const welcome = (): EmailDocumentInput => JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/documents/welcome.json'), 'utf8'));

/**
 * Stores each document as a generated email (a conversation with one completed version) owned by
 * the server's test account, so exports, previews and test sends find it as they find any email.
 */
export async function fakeConversations(s: TestServer, documents: Record<string, EmailDocumentInput>) {
  const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
  const db = s.runtime.ctx.store.db;
  const now = new Date().toISOString();
  for (const [conversationId, document] of Object.entries(documents)) {
    const rendered = await renderEmail(document);
    await db
      .insertInto('email_conversations')
      .values({ id: conversationId, account_id: accountId, environment: 'test', project_id: 'prj_none', status: 'completed', stage: null, progress: 1, error: null, error_code: null, language: 'en', purpose: null, latest_version: 1, created_at: now, updated_at: now, completed_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ latest_version: 1 }))
      .execute();
    await db
      .insertInto('email_versions')
      .values({
        conversation_id: conversationId,
        version: 1,
        message_id: `msg_${conversationId}`,
        brief: '{}',
        document: JSON.stringify(document),
        html: rendered.html,
        react: rendered.react,
        text: rendered.text,
        subject: rendered.subject,
        preheader: rendered.preheader,
        size_bytes: rendered.sizeBytes,
        generator: 'embedded',
        warnings: '[]',
        created_at: now,
      })
      .execute();
  }
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

/** A project whose brand kit names a sender, and a conversation in it (the sender is read from the store). */
export async function insertBrandedConversation(s: TestServer, o: { projectId: string; conversationId: string; brandName: string; email: string | null }) {
  const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
  const now = new Date().toISOString();
  const db = s.runtime.ctx.store.db;
  const brand = { name: o.brandName, contact: { email: o.email, phone: null, address: null } };
  await db
    .insertInto('projects')
    .values({ id: o.projectId, account_id: accountId, environment: 'test', name: o.brandName, urls: '["https://brand.example/"]', status: 'completed', stage: null, progress: 1, error: null, error_code: null, warnings: '[]', brand: JSON.stringify(brand), created_at: now, updated_at: now, completed_at: now })
    .execute();
  await db
    .insertInto('email_conversations')
    .values({ id: o.conversationId, account_id: accountId, environment: 'test', project_id: o.projectId, status: 'completed', stage: null, progress: 1, error: null, error_code: null, language: 'en', purpose: null, latest_version: 1, created_at: now, updated_at: now, completed_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ project_id: o.projectId }))
    .execute();
}

/** Downloads a completed file export with the server's key. */
export async function downloadExport(s: TestServer, exportId: string) {
  const res = await fetch(`${s.url}/v1/export/${exportId}/download`, { headers: { authorization: `Bearer ${s.key}` } });
  if (res.status !== 200) throw new Error(`download of ${exportId} answered ${res.status}: ${await res.text()}`);
  return { res, data: Buffer.from(await res.arrayBuffer()) };
}

/** A PDF read back with pdf.js: each page's size in points, its text, its live links and how many images it paints. */
export async function readPdf(data: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const annotations = await page.getAnnotations();
    const ops = await page.getOperatorList();
    const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    pages.push({
      size: page.view.slice(2) as number[],
      text: content.items.map((i) => ('str' in i ? i.str : '')).join(' ').replace(/\s+/g, ' '),
      links: annotations.filter((a) => a.subtype === 'Link').map((a) => a.url as string),
      images: ops.fnArray.filter((f) => f === OPS.paintImageXObject).length,
    });
  }
  return pages;
}
