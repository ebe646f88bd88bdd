import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepare } from '../../src/store/prepared';
import { backends, openTestStore } from '../helpers/backends';

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

  it('refuses an argument that is not a bound parameter', () => {
    expect(() => prepare(store.db, (_unused: string) => store.db.selectFrom('accounts').select('id'), 1)).toThrow(/not a bound parameter/);
  });
});
