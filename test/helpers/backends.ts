import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { dropPostgresSchema, openStore, type Store } from '../../src/store/db';

/**
 * Every storage, job and API test runs on both backends (DESIGN.md §1). PostgreSQL is the CI
 * machine's (127.0.0.1:5432, trust auth, database `test`) unless TEST_DATABASE_URL says
 * otherwise. On CI it must be there; elsewhere a missing server skips the Postgres runs.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Backend = 'sqlite' | 'postgres';

function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    s.setTimeout(500);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

const pgUrl = new URL(TEST_DATABASE_URL);
const pgReachable = await portOpen(pgUrl.hostname, Number(pgUrl.port || 5432));
if (!pgReachable && process.env.CI) throw new Error(`PostgreSQL is required on CI but ${pgUrl.host} is not reachable`);

export const backends: Backend[] = pgReachable ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestStoreConfig = { dataDir: string; databaseUrl?: string; dbSchema: string };

/** A fresh, isolated store location: a temp dir for SQLite, a new schema for Postgres. */
export function freshStoreConfig(backend: Backend): TestStoreConfig & { cleanup(): Promise<void> } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-test-'));
  const dbSchema = backend === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : 'public';
  return {
    dataDir,
    databaseUrl: backend === 'postgres' ? TEST_DATABASE_URL : undefined,
    dbSchema,
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (backend === 'postgres') {
        await dropPostgresSchema(TEST_DATABASE_URL, dbSchema);
        await dropPostgresSchema(TEST_DATABASE_URL, `${dbSchema}_boss`);
      }
    },
  };
}

export async function openTestStore(backend: Backend): Promise<Store & { cleanup(): Promise<void> }> {
  const cfg = freshStoreConfig(backend);
  const store = await openStore(cfg);
  return {
    ...store,
    async cleanup() {
      await store.close();
      await cfg.cleanup();
    },
  };
}
