import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore, isBlobId, newBlobId, type BlobStore } from '../../src/store/blobs';
import { backends, openTestStore } from '../helpers/backends';

describe.each(backends)('BlobStore (%s)', (backend) => {
  let store: Awaited<ReturnType<typeof openTestStore>>;
  let blobs: BlobStore;
  beforeAll(async () => {
    store = await openTestStore(backend);
    blobs = createBlobStore(store, store.dialect === 'sqlite' ? (await import('node:os')).tmpdir() + `/bm-blobs-${process.pid}` : '/nonexistent');
  });
  afterAll(async () => store?.cleanup());

  it('stores, reads and deletes bytes under an unguessable id', async () => {
    const data = Buffer.from([0, 1, 2, 255]);
    const meta = await blobs.put({ contentType: 'image/png', data });
    expect(isBlobId(meta.id)).toBe(true);
    expect(meta.id).toMatch(/^blob_[A-Za-z0-9_-]{32}$/);
    expect(blobs.kind).toBe(backend === 'postgres' ? 'database' : 'filesystem');
    expect(await blobs.get(meta.id)).toMatchObject({ contentType: 'image/png', size: 4, data });
    await blobs.delete(meta.id);
    expect(await blobs.get(meta.id)).toBeUndefined();
  });

  it('replaces a blob put again under the same id (idempotent retries)', async () => {
    const id = newBlobId();
    await blobs.put({ id, contentType: 'text/plain', data: Buffer.from('one') });
    await blobs.put({ id, contentType: 'text/plain', data: Buffer.from('two') });
    expect((await blobs.get(id))?.data.toString()).toBe('two');
    const rows = await store.db.selectFrom('blobs').select('id').where('id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses ids that could escape the blob directory', async () => {
    await expect(blobs.put({ id: '../../etc/passwd', contentType: 'x', data: Buffer.alloc(1) })).rejects.toThrow(/not a blob id/);
    expect(await blobs.get('../x')).toBeUndefined();
  });
});
