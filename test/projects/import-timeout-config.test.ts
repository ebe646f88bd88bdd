/** The brand import's per-request timeout is an operator setting (README), read and bounded like the others. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('BRANDMAIL_IMPORT_TIMEOUT_MS', () => {
  it('defaults to 10 s, takes a value in range and refuses one out of it', () => {
    expect(loadConfig({}).importTimeoutMs).toBe(10_000);
    expect(loadConfig({ BRANDMAIL_IMPORT_TIMEOUT_MS: '5000' }).importTimeoutMs).toBe(5_000);
    expect(() => loadConfig({ BRANDMAIL_IMPORT_TIMEOUT_MS: '50' })).toThrow(/BRANDMAIL_IMPORT_TIMEOUT_MS/);
  });
});
