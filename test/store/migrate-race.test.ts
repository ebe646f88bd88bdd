/**
 * Migrations on PostgreSQL must not depend on other schemas of the same database: Kysely's
 * migrator introspected all of them, and one dropped meanwhile (another tenant's teardown, a
 * parallel test's cleanup) failed the start with `schema "…" does not exist`.
 */
import type { Kysely } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/db';
import { migrations } from '../../src/store/migrations';
import { TEST_DATABASE_URL, backends, freshStoreConfig } from '../helpers/backends';

describe.skipIf(!backends.includes('postgres'))('migrations on PostgreSQL', () => {
  it('apply, and apply again on restart, while other schemas are created and dropped', async () => {
    const churn = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await churn.connect();
    let stop = false;
    let dropped = 0;
    const churning = (async () => {
      while (!stop) {
        const name = `churn_${process.pid}_${dropped}`;
        await churn.query(`CREATE SCHEMA "${name}"; CREATE TABLE "${name}".t (id serial primary key, a text, b text)`);
        await churn.query(`DROP SCHEMA "${name}" CASCADE`);
        dropped++;
      }
    })();
    try {
      for (let i = 0; i < 6; i++) {
        const cfg = freshStoreConfig('postgres');
        try {
          for (let start = 0; start < 2; start++) {
            const store = await openStore(cfg);
            try {
              const applied = await (store.db as unknown as Kysely<{ kysely_migration: { name: string } }>).selectFrom('kysely_migration').select('name').execute();
              expect(applied.map((m) => m.name).sort()).toEqual(Object.keys(migrations).sort());
            } finally {
              await store.close();
            }
          }
        } finally {
          await cfg.cleanup();
        }
      }
    } finally {
      stop = true;
      await churning;
      await churn.end();
    }
    expect(dropped).toBeGreaterThan(0);
  }, 60_000);
});
