import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, sqliteHandles, type Store } from '../../src/store/db';
import { prepare } from '../../src/store/prepared';
import { backends, freshStoreConfig, openTestStore } from '../helpers/backends';

describe.each(backends)('prepared queries (%s)', (backend) => {
  let store: Awaited<ReturnType<typeof openTestStore>>;
  beforeAll(async () => {
    store = await openTestStore(backend);
    await store.db
      .insertInto('accounts')
      .values([
        { id: 'acct_a', name: 'A', plan: 'free', created_at: '2026-01-01T00:00:00.000Z' },
        { id: 'acct_b', name: 'B', plan: 'business', created_at: '2026-01-02T00:00:00.000Z' },
        { id: 'acct_c', name: 'C', plan: 'business', created_at: '2026-01-03T00:00:00.000Z' },
      ])
      .execute();
  });
  afterAll(async () => store?.cleanup());

  it('runs the same compiled query with each call’s arguments, keeping constants', async () => {
    const byPlan = prepare(
      store.db,
      (plan: string, after: string) =>
        store.db.selectFrom('accounts').select('id').where('plan', '=', plan).where('created_at', '>', after).where('name', '!=', 'Z').orderBy('id'),
      2,
    );
    expect((await byPlan('business', '2026-01-01')).map((r) => r.id)).toEqual(['acct_b', 'acct_c']);
    expect((await byPlan('business', '2026-01-02T12:00:00.000Z')).map((r) => r.id)).toEqual(['acct_c']);
    expect((await byPlan('free', '2025-12-31')).map((r) => r.id)).toEqual(['acct_a']);
  });

  it('returns frozen rows on both backends, inside a transaction too: the two behave the same', async () => {
    const byId = prepare(store.db, (id: string) => store.db.selectFrom('accounts').select(['id', 'plan']).where('id', '=', id), 1);
    const outside = await byId('acct_a');
    let inside: Promise<ReadonlyArray<{ plan: string }>> | undefined;
    await store.db.transaction().execute(async (trx) => {
      await trx.selectFrom('accounts').select('id').execute();
      inside = byId('acct_b');
    });
    for (const rows of [outside, await inside!]) {
      expect(rows).toHaveLength(1);
      expect(Object.isFrozen(rows)).toBe(true);
      expect(Object.isFrozen(rows[0])).toBe(true);
    }
  });

  it('refuses an argument that is not a bound parameter', () => {
    expect(() => prepare(store.db, (_unused: string) => store.db.selectFrom('accounts').select('id'), 1)).toThrow(/not a bound parameter/);
  });
});

describe('prepared queries remembered on the embedded store', () => {
  let cfg: ReturnType<typeof freshStoreConfig>;
  let store: Store;
  let byId: (id: string) => Promise<ReadonlyArray<Readonly<{ id: string; plan: string }>>>;
  const nextTurn = () => new Promise((r) => setImmediate(r));

  beforeAll(async () => {
    cfg = freshStoreConfig('sqlite');
    store = await openStore(cfg);
    await store.db.insertInto('accounts').values({ id: 'acct_a', name: 'A', plan: 'free', created_at: '2026-01-01T00:00:00.000Z' }).execute();
    byId = prepare(store.db, (id: string) => store.db.selectFrom('accounts').select(['id', 'plan']).where('id', '=', id), 1);
  });
  afterAll(async () => {
    await store?.close();
    await cfg?.cleanup();
  });

  it('leaves the better-sqlite3 handle as the driver made it: no method of it is replaced', () => {
    const handle = sqliteHandles.get(store.db)!.database;
    expect(Object.keys(handle).filter((k) => typeof (handle as unknown as Record<string, unknown>)[k] === 'function')).toEqual([]);
    expect(handle.prepare).toBe(Database.prototype.prepare);
    expect(handle.exec).toBe(Database.prototype.exec);
  });

  it('serves a repeated read from memory while nothing changed', async () => {
    await nextTurn();
    const first = await byId('acct_a');
    expect(await byId('acct_a')).toBe(first);
    await nextTurn();
    expect(await byId('acct_a')).toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);
  });

  it('sees a write through this store at once, in the same turn', async () => {
    expect((await byId('acct_a'))[0].plan).toBe('free');
    await store.db.updateTable('accounts').set({ plan: 'business' }).where('id', '=', 'acct_a').execute();
    expect((await byId('acct_a'))[0].plan).toBe('business');
    // Any write, even to another table, moves the clock: the next read goes to SQLite again.
    const remembered = await byId('acct_a');
    await store.db.deleteFrom('api_keys').execute();
    const reread = await byId('acct_a');
    expect(reread).not.toBe(remembered);
    expect(reread).toEqual(remembered);
    await store.db.insertInto('accounts').values({ id: 'acct_new', name: 'N', plan: 'free', created_at: '2026-01-04T00:00:00.000Z' }).execute();
    expect(await byId('acct_new')).toEqual([{ id: 'acct_new', plan: 'free' }]);
  });

  it('sees a commit by another process’s connection from the next event-loop turn', async () => {
    expect((await byId('acct_a'))[0].plan).toBe('business');
    const other = new Database(path.join(cfg.dataDir, 'brandmail.db'));
    try {
      other.prepare(`update accounts set plan = 'enterprise' where id = 'acct_a'`).run();
    } finally {
      other.close();
    }
    await nextTurn();
    expect((await byId('acct_a'))[0].plan).toBe('enterprise');
  });

  it('a read while a transaction holds the connection waits for it, and sees no rolled-back write', async () => {
    let during: Promise<ReadonlyArray<{ plan: string }>> | undefined;
    await store.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('accounts').set({ plan: 'premium' }).where('id', '=', 'acct_a').execute();
        during = byId('acct_a');
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await during!)[0].plan).toBe('enterprise');
    expect((await byId('acct_a'))[0].plan).toBe('enterprise');
  });
});
