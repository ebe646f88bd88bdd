import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../sdk/test/helpers';
import type { TestServer } from '../helpers/server';
import { cliInProcess, expectNoStack } from './client-helpers';

// In-process runs of the client commands against the real server (see cliInProcess).
describe('brandmail contacts commands', { timeout: 120_000 }, () => {
  let s: TestServer;
  let cli: { run: (args: string[]) => ReturnType<typeof cliInProcess> };
  let dir: string;
  beforeAll(async () => {
    s = await startServer();
    const env = { BRANDMAIL_BASE_URL: s.url, BRANDMAIL_API_KEY: s.key };
    cli = { run: (args) => cliInProcess(args, env) };
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-contacts-'));
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports a CSV file, reporting bad rows, then lists and changes status', async () => {
    const file = path.join(dir, 'subscribers.csv');
    fs.writeFileSync(file, 'Email,First Name,Tags\nada@example.com,Ada,vip|beta\nbob@gmial.com,Bob,\nnot-an-email,Nobody,\ncy@example.com,Cy,beta\n');
    const human = await cli.run(['contacts', 'import', file]);
    const json = await cli.run(['contacts', 'import', file, '--json']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^created 2, updated 0, unchanged 0, merged 0, failed 2\n/);
    expect(human.stdout).toMatch(/ROW\s+KIND\s+EMAIL\s+CODE\s+MESSAGE/);
    expect(human.stdout).toMatch(/did you mean bob@gmail\.com\?/);
    const result = JSON.parse(json.stdout);
    expect(result).toMatchObject({ created: 0, unchanged: 2, failed: 2 });
    expect(result.errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [3, 'EMAIL_TYPO'],
      [4, 'INVALID_EMAIL'],
    ]);

    const changed = await cli.run(['contacts', 'status', 'unsubscribed', 'cy@example.com', 'zed@example.com', '--reason', 'asked']);
    expect(changed.stdout).toBe('1 changed to unsubscribed, 0 already unsubscribed.\nNot found: zed@example.com\n');

    const table = await cli.run(['contacts', 'list', '--tag', 'beta']);
    const listed = await cli.run(['contacts', 'list', '--all', '--json']);
    const lines = table.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+EMAIL\s+NAME\s+STATUS\s+TAGS\s+CREATED$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/).slice(1, 4))).toEqual([
      ['cy@example.com', 'Cy', 'unsubscribed'],
      ['ada@example.com', 'Ada', 'subscribed'],
    ]);
    const all = JSON.parse(listed.stdout);
    expect(Array.isArray(all)).toBe(true);
    expect(all.map((c: { email: string }) => c.email).sort()).toEqual(['ada@example.com', 'cy@example.com']);
  });

  it('reports a missing file and a duplicate in one line, exit 1', async () => {
    const missing = await cli.run(['contacts', 'import', path.join(dir, 'nope.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^brandmail: Cannot read .*nope\.csv: ENOENT\.\n$/);
    const dup = await cli.run(['contacts', 'add', 'ada@example.com', '--json']);
    expect(dup.code).toBe(1);
    expect(JSON.parse(dup.stdout).error).toMatchObject({ code: 'CONFLICT', status: 409, exitCode: 1 });
    expect(dup.stderr).toMatch(/\(CONFLICT, request req_\w+\)/);
    expectNoStack(dup.stderr);
  });
});
