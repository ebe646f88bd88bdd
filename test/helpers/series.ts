/**
 * A generated email series (issue #23) through the API, for the tests of what takes a series
 * (validation, previews, exports): a completed brand project inserted directly, then
 * `POST /v1/projects/emails/generate` polled until it settles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { insertProject } from './projects';
import type { TestServer } from './server';

export const CART_PROMPT =
  'Abandoned cart. First reminder an hour after they leave: their Trail Runner shoes are still in the cart. Second one the next day: free shipping over $75. Last one after 3 days: 10% off with code BACK10.';

/** Inserts the northwind brand as a completed project `prj_northwind` of the test key's account. */
export async function seedProject(s: TestServer, id = 'prj_northwind'): Promise<string> {
  const brand = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/prompts/brands/northwind.json'), 'utf8'));
  await insertProject(s, id, brand, { url: 'https://northwind.example/' });
  return id;
}

/** Generates and waits for the completed status (`data` of the status endpoint). */
export async function generateSettled(s: TestServer, body: Record<string, unknown>): Promise<any> {
  const posted = await s.request('POST', '/v1/projects/emails/generate', { body });
  if (posted.status !== 201) throw new Error(`generate answered ${posted.status}: ${posted.text}`);
  const { conversationId } = posted.body.data;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await s.request('GET', `/v1/projects/emails/${conversationId}/status`);
    if (res.body?.data?.status === 'completed') return res.body.data;
    if (res.body?.data?.status === 'failed') throw new Error(`generation failed: ${res.body.data.error}`);
    if (Date.now() > deadline) throw new Error(`generation ${conversationId} still pending`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The three-email cart series of the series tests (reminder, reassurance, incentive). */
export function cartSeries(s: TestServer, projectId = 'prj_northwind'): Promise<any> {
  return generateSettled(s, { projectId, prompt: CART_PROMPT, count: 3 });
}
