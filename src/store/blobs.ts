/**
 * Binary objects (logos, preview screenshots, exports) behind one small interface. Both backends
 * keep a row per blob in the `blobs` table (content type, size, creation time); the bytes live in
 * that row on PostgreSQL (distributed mode: every node sees them) and in a file under
 * `<dataDir>/blobs/` on SQLite (embedded mode: the database stays small). Ids are random and
 * unguessable, so a blob can be served at a public URL (emails show logos without an API key).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { nowIso } from '../lib/time';
import type { Store } from './db';

export interface BlobMeta {
  id: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export interface Blob extends BlobMeta {
  data: Buffer;
}

export interface BlobStore {
  readonly kind: 'filesystem' | 'database';
  /** Stores bytes; with `id`, replaces any blob of that id (idempotent retries). */
  put(input: { id?: string; contentType: string; data: Buffer }): Promise<BlobMeta>;
  get(id: string): Promise<Blob | undefined>;
  delete(ids: string | readonly string[]): Promise<void>;
}

/** `blob_` and 32 base64url characters: 192 random bits, safe in a URL and a file name. */
export function newBlobId(prefix = 'blob'): string {
  return `${prefix}_${randomBytes(24).toString('base64url')}`;
}

/** Where a stored PNG is served to email clients (GET /assets/{id}.png, public by its unguessable id). */
export function assetUrl(assetBaseUrl: string, blobId: string): string {
  return `${assetBaseUrl.replace(/\/$/, '')}/assets/${blobId}.png`;
}

const ID_PATTERN = /^[a-z]{2,10}_[A-Za-z0-9_-]{16,100}$/;

export function isBlobId(id: string): boolean {
  return ID_PATTERN.test(id);
}

function checkId(id: string): string {
  if (!isBlobId(id)) throw new TypeError(`not a blob id: ${JSON.stringify(id)}`);
  return id;
}

export function createBlobStore(store: Store, dataDir: string): BlobStore {
  return store.dialect === 'postgres' ? new DatabaseBlobStore(store) : new FilesystemBlobStore(store, path.join(dataDir, 'blobs'));
}

class DatabaseBlobStore implements BlobStore {
  readonly kind = 'database' as const;
  constructor(private readonly store: Store) {}

  async put(input: { id?: string; contentType: string; data: Buffer }): Promise<BlobMeta> {
    const row = { id: checkId(input.id ?? newBlobId()), content_type: input.contentType, size: input.data.length, data: input.data, created_at: nowIso() };
    await this.store.db
      .insertInto('blobs')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet({ content_type: row.content_type, size: row.size, data: row.data }))
      .execute();
    return { id: row.id, contentType: row.content_type, size: row.size, createdAt: row.created_at };
  }

  async get(id: string): Promise<Blob | undefined> {
    if (!isBlobId(id)) return undefined;
    const r = await this.store.db.selectFrom('blobs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r || !r.data) return undefined;
    return { id: r.id, contentType: r.content_type, size: Number(r.size), createdAt: r.created_at, data: Buffer.from(r.data) };
  }

  async delete(ids: string | readonly string[]): Promise<void> {
    const list = (typeof ids === 'string' ? [ids] : [...ids]).filter(isBlobId);
    if (list.length) await this.store.db.deleteFrom('blobs').where('id', 'in', list).execute();
  }
}

class FilesystemBlobStore implements BlobStore {
  readonly kind = 'filesystem' as const;
  constructor(
    private readonly store: Store,
    private readonly dir: string,
  ) {}

  private fileOf(id: string): string {
    // Two levels of fan-out keep directories small; the id's random part is uniformly spread.
    const random = id.slice(id.indexOf('_') + 1);
    return path.join(this.dir, random.slice(0, 2), id);
  }

  async put(input: { id?: string; contentType: string; data: Buffer }): Promise<BlobMeta> {
    const id = checkId(input.id ?? newBlobId());
    const file = this.fileOf(id);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file, a crash leaves only a temp file.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, input.data);
    await fs.promises.rename(tmp, file);
    const row = { id, content_type: input.contentType, size: input.data.length, data: null, created_at: nowIso() };
    await this.store.db
      .insertInto('blobs')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet({ content_type: row.content_type, size: row.size }))
      .execute();
    return { id, contentType: row.content_type, size: row.size, createdAt: row.created_at };
  }

  async get(id: string): Promise<Blob | undefined> {
    if (!isBlobId(id)) return undefined;
    const r = await this.store.db.selectFrom('blobs').select(['id', 'content_type', 'size', 'created_at']).where('id', '=', id).executeTakeFirst();
    if (!r) return undefined;
    try {
      const data = await fs.promises.readFile(this.fileOf(id));
      return { id: r.id, contentType: r.content_type, size: data.length, createdAt: r.created_at, data };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(ids: string | readonly string[]): Promise<void> {
    const list = (typeof ids === 'string' ? [ids] : [...ids]).filter(isBlobId);
    if (!list.length) return;
    await this.store.db.deleteFrom('blobs').where('id', 'in', list).execute();
    await Promise.all(list.map((id) => fs.promises.rm(this.fileOf(id), { force: true })));
  }
}
