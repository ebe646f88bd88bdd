import { describe, expect, it } from 'vitest';
import { checkEmail, editDistance, suggestDomain } from '../../src/contacts/email-address';

describe('email addresses', () => {
  it('trims and lower-cases the domain but keeps the local part as written', () => {
    expect(checkEmail('  Ada.Lovelace@Example.COM \t')).toEqual({ ok: true, email: 'Ada.Lovelace@example.com', key: 'ada.lovelace@example.com' });
  });

  it.each([
    'first.last@example.com',
    'first+tag@example.co.uk',
    "o'brien@example.ie",
    'x@sub.example-host.io',
    '"john doe"@example.com',
    '"a\\"b"@example.com',
    'user@xn--mnchen-3ya.de',
    'user@münchen.de',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (address) => {
    expect(checkEmail(address).ok).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['plainaddress', 'no @'],
    ['@example.com', 'nothing before'],
    ['user@', 'nothing after'],
    ['.user@example.com', 'dots'],
    ['user.@example.com', 'dots'],
    ['us..er@example.com', 'dots'],
    ['us er@example.com', 'quoting'],
    ['user@localhost', 'no dot'],
    ['user@-example.com', 'not a valid domain'],
    ['user@example-.com', 'not a valid domain'],
    ['user@exa_mple.com', 'not a valid domain'],
    ['user@example.c', 'top-level'],
    ['user@192.168.0.1', 'top-level'],
    ['user@[192.168.0.1]', 'not a valid domain'],
    ['jöhn@example.com', 'non-ASCII'],
    [`${'a'.repeat(65)}@example.com`, '64'],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}.com`, 'longer than'],
  ])('refuses %j (%s)', (address, reason) => {
    const r = checkEmail(address);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe('INVALID_EMAIL');
      expect(r.message).toContain(reason);
    }
  });

  it.each([
    ['jane@gmial.com', 'jane@gmail.com'],
    ['jane@gmai.com', 'jane@gmail.com'],
    ['jane@gamil.com', 'jane@gmail.com'],
    ['jane@gmail.con', 'jane@gmail.com'],
    ['jane@gmial.con', 'jane@gmail.com'],
    ['Jane@Hotmial.com', 'Jane@hotmail.com'],
    ['jane@yahooo.com', 'jane@yahoo.com'],
    ['jane@outlok.com', 'jane@outlook.com'],
    ['jane@icloud.co', 'jane@icloud.com'],
    ['jane@aol.con', 'jane@aol.com'],
    ['jane@comcast.nte', 'jane@comcast.net'],
  ])('suggests a fix for the typo in %s', (address, suggestion) => {
    const r = checkEmail(address);
    expect(r).toMatchObject({ ok: false, code: 'EMAIL_TYPO', suggestion });
    if (!r.ok) expect(r.message).toContain(`did you mean ${suggestion}?`);
  });

  it.each(['gmail.com', 'mail.com', 'email.com', 'ymail.com', 'gmx.de', 'aon.com', 'mns.com', 'live.com', 'hotmail.co.uk', 'yahoo.fr', 'outlook.de', 'example.com', 'acme.io'])(
    'leaves the real domain %s alone',
    (domain) => {
      expect(suggestDomain(domain)).toBeUndefined();
      expect(checkEmail(`someone@${domain}`).ok).toBe(true);
    },
  );

  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
