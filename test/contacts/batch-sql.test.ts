import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledQuery } from 'kysely';
import { inList, insertMany } from '../../src/contacts/batch-sql';
import { backends, openTestStore } from '../helpers/backends';

describe.each(backends)('multi-row statements (%s)', (backend) => {
  let store: Awaited<ReturnType<typeof openTestStore>>;
  beforeAll(async () => {
    store = await openTestStore(backend);
  });
  afterAll(async () => store?.cleanup());

  it('writes any number of rows through a handful of statement shapes', async () => {
    const texts = new Set<string>();
    const db = store.db;
    const spy = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'executeQuery') return (q: CompiledQuery) => (texts.add(q.sql), target.executeQuery(q));
        return Reflect.get(target, prop, receiver);
      },
    });
    const columns = ['contact_id', 'from_status', 'to_status', 'reason', 'source', 'key_id', 'created_at'];
    const counts = [1733, 1402, 999, 7, 3, 1999, 640, 12, 2, 1];
    for (const n of counts) {
      const rows = Array.from({ length: n }, (_, i) => [`ct_${n}_${i}`, null, 'subscribed', i % 2 ? 'a "quoted" \\ reason, {x}' : null, 'bulk', null, 'now']);
      await insertMany(spy, store.dialect, 'contact_status_history', columns, rows);
    }
    const count = await db.selectFrom('contact_status_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(counts.reduce((a, b) => a + b));
    // SQLite keeps each shape prepared: a few shapes, not one per row count.
    expect(texts.size).toBeLessThanOrEqual(backend === 'sqlite' ? 6 : 1);
    const quoted = await db.selectFrom('contact_status_history').select('reason').where('contact_id', '=', 'ct_7_1').executeTakeFirstOrThrow();
    expect(quoted.reason).toBe('a "quoted" \\ reason, {x}');
  });

  it('matches a list of any length with one parameter', async () => {
    const ids = ['ct_7_0', 'ct_7_3', 'ct_missing', 'o\'dd "id"'];
    const q = store.db.selectFrom('contact_status_history').select('contact_id').where(inList(store.dialect, 'contact_id', ids)).compile();
    expect(q.parameters).toHaveLength(1);
    const rows = await store.db.executeQuery(q);
    expect((rows.rows as { contact_id: string }[]).map((r) => r.contact_id).sort()).toEqual(['ct_7_0', 'ct_7_3']);
  });
});
