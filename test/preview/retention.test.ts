/**
 * Retention: finished previews older than BRANDMAIL_PREVIEW_RETENTION_DAYS go, with their
 * screenshots; recent ones and those still rendering stay. Both backends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';

describe.each(backends)('preview retention (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  async function seed(id: string, status: 'pending' | 'completed' | 'failed', completedAt: string | null) {
    const { store, blobs } = s.runtime.ctx;
    const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
    await store.db
      .insertInto('previews')
      .values({ id, account_id: accountId, environment: 'test', status, stage: status, progress: 1, conversation_id: null, html: '<p>x</p>', devices: '["iphone-15-gmail"]', dark_mode: 'false', images_off: 'false', error: null, error_code: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', completed_at: completedAt })
      .execute();
    const shot = `shot_${id}_AAAAAAAAAAAAAAAA`;
    const thumb = `thumb_${id}_AAAAAAAAAAAAAAAA`;
    await store.db
      .insertInto('preview_results')
      .values({ preview_id: id, position: 0, email_position: 1, device_id: 'iphone-15-gmail', dark_mode: 0, images_off: 0, status: status === 'pending' ? 'pending' : 'completed', image_blob_id: shot, thumbnail_blob_id: thumb, width: 10, height: 10, error: null, rendered_at: completedAt })
      .execute();
    await blobs.put({ id: shot, contentType: 'image/png', data: Buffer.from('png') });
    await blobs.put({ id: thumb, contentType: 'image/png', data: Buffer.from('png') });
    return { shot, thumb };
  }

  it('deletes finished previews older than the cutoff with their screenshots, in batches, and keeps the rest', async () => {
    const { previews, blobs } = s.runtime.ctx;
    const old = await seed('prev_old_done', 'completed', '2026-01-10T00:00:00.000Z');
    const oldFailed = await seed('prev_old_failed', 'failed', '2026-01-11T00:00:00.000Z');
    const oldToo = await seed('prev_old_third', 'completed', '2026-01-12T00:00:00.000Z');
    const recent = await seed('prev_recent', 'completed', '2026-03-01T00:00:00.000Z');
    const rendering = await seed('prev_rendering', 'pending', null);

    expect(await previews.purgeFinishedBefore('2026-02-01T00:00:00.000Z', 2)).toBe(3);
    const left = await s.runtime.ctx.store.db.selectFrom('previews').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual(['prev_recent', 'prev_rendering']);
    expect(await s.runtime.ctx.store.db.selectFrom('preview_results').select('preview_id').orderBy('preview_id').execute()).toEqual([
      { preview_id: 'prev_recent' },
      { preview_id: 'prev_rendering' },
    ]);
    for (const gone of [old, oldFailed, oldToo]) {
      expect(await blobs.get(gone.shot)).toBeUndefined();
      expect(await blobs.get(gone.thumb)).toBeUndefined();
    }
    for (const kept of [recent, rendering]) expect(await blobs.get(kept.shot)).toBeDefined();
    expect(await previews.purgeFinishedBefore('2026-02-01T00:00:00.000Z')).toBe(0);
  });

  it('is read from BRANDMAIL_PREVIEW_RETENTION_DAYS: 30 days by default, 0 keeps previews', () => {
    expect(loadConfig({}).previewRetentionDays).toBe(30);
    expect(loadConfig({ BRANDMAIL_PREVIEW_RETENTION_DAYS: '0' }).previewRetentionDays).toBe(0);
    expect(() => loadConfig({ BRANDMAIL_PREVIEW_RETENTION_DAYS: '-1' })).toThrow(/BRANDMAIL_PREVIEW_RETENTION_DAYS/);
  });
});
