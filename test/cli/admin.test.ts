import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, freshStoreConfig } from '../helpers/backends';
import { openStore } from '../../src/store/db';
import { AccountsService } from '../../src/accounts/service';

const run = promisify(execFile);
const bin = path.resolve('bin/brandmail.js');

describe.each(backends)('brandmail accounts and keys commands (%s)', (backend) => {
  const cfg = freshStoreConfig(backend);
  const env = {
    ...process.env,
    BRANDMAIL_DATA_DIR: cfg.dataDir,
    DATABASE_URL: cfg.databaseUrl ?? '',
    BRANDMAIL_DB_SCHEMA: cfg.dbSchema,
  };
  const cli = (...args: string[]) => run('node', [bin, ...args], { env });
  afterAll(async () => cfg.cleanup());

  let accountId: string;
  beforeAll(async () => {
    const { stdout } = await cli('accounts', 'create', '--name', 'Acme', '--plan', 'business', '--json');
    accountId = JSON.parse(stdout).id;
  });

  it('creates a key and prints its value once, usable by the server', async () => {
    const { stdout } = await cli('keys', 'create', '--name', 'ci', '--env', 'live', '--permissions', 'projects:read,emails:write', '--json');
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ id: expect.stringMatching(/^key_/), key: expect.stringMatching(/^bm_live_/), environment: 'live', permissions: ['projects:read', 'emails:write'], accountId });
    const store = await openStore(cfg);
    try {
      const auth = await new AccountsService(store.db).authenticate(out.key);
      expect(auth).toMatchObject({ accountId, environment: 'live', plan: 'business' });
    } finally {
      await store.close();
    }
    const human = await cli('keys', 'create', '--name', 'human');
    expect(human.stdout.trim().split('\n').at(-1)).toMatch(/^bm_test_[A-Za-z0-9_-]{32}$/);
  });

  it('lists keys without their values and revokes one', async () => {
    const { stdout } = await cli('keys', 'create', '--name', 'temp', '--json');
    const created = JSON.parse(stdout);
    const list = JSON.parse((await cli('keys', 'list', '--json')).stdout);
    expect(list.find((k: any) => k.id === created.id)).toMatchObject({ name: 'temp', revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(created.key);
    await cli('keys', 'revoke', created.id);
    const after = JSON.parse((await cli('keys', 'list', '--json')).stdout);
    expect(after.find((k: any) => k.id === created.id).revokedAt).toEqual(expect.any(String));
  });

  it('changes an account plan', async () => {
    const { stdout } = await cli('accounts', 'set-plan', accountId, 'enterprise', '--json');
    expect(JSON.parse(stdout).plan).toBe('enterprise');
  });

  it('refuses bad input with a one-line message and exit code 1', async () => {
    const err = await cli('keys', 'create', '--name', 'x', '--permissions', 'projects:fly').catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.stderr).toMatch(/^brandmail: Unknown permission\(s\): projects:fly/);
    expect(err.stderr).not.toMatch(/\n\s+at /);
    const plan = await cli('accounts', 'set-plan', accountId, 'gold').catch((e) => e);
    expect(plan.code).toBe(1);
    expect(plan.stderr).toMatch(/Unknown plan "gold"/);
  });
});
