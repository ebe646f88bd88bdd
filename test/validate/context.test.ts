import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { spamdAddress } from '../../src/validate/context';

describe('spamd address', () => {
  it('is read from BRANDMAIL_SPAMD by the configuration, and a bad one fails at start-up', () => {
    expect(loadConfig({ BRANDMAIL_SPAMD: '127.0.0.1:783' }).spamd).toBe('127.0.0.1:783');
    expect(loadConfig({ BRANDMAIL_SPAMD: '[::1]:783' }).spamd).toBe('[::1]:783');
    expect(loadConfig({ BRANDMAIL_SPAMD: '' }).spamd).toBeUndefined();
    expect(loadConfig({}).spamd).toBeUndefined();
    expect(() => loadConfig({ BRANDMAIL_SPAMD: 'spamd' })).toThrow(/BRANDMAIL_SPAMD: expected host:port/);
  });

  it('comes from the check context first; an empty one turns SpamAssassin off', () => {
    expect(spamdAddress({ spamd: 'spamd.internal:783' })).toBe('spamd.internal:783');
    expect(spamdAddress({ spamd: '' })).toBeUndefined();
  });
});
