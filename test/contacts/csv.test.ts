import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectDelimiter, mapHeader } from '../../src/contacts/csv';
import { backends } from '../helpers/backends';
import type { TestServer } from '../helpers/server';
import { bulkCsv, findByEmail, fixture, startContactsServer } from './helpers';

describe('CSV header names', () => {
  it('maps the names other tools write to contact fields and keeps the rest as attributes', () => {
    const header = ['E-mail Address', 'FIRST_NAME', 'Surname', 'Full Name', 'Labels', 'Subscription Status', 'Locale', 'Country Code', 'Plan', 'Email'];
    expect(mapHeader(header).map((c) => c.field)).toEqual([
      'email',
      'firstName',
      'lastName',
      'name',
      'tags',
      'status',
      'language',
      'country',
      'attribute',
      'attribute', // a second email column is data, not the address
    ]);
    expect(mapHeader(['Prénom', 'Nom', 'Courriel', '']).map((c) => c.field)).toEqual(['firstName', 'lastName', 'email', 'ignore']);
  });

  it('finds the delimiter of the header line, ignoring separators inside quotes', () => {
    expect(detectDelimiter('email,name\na;b;c;d\n')).toBe(',');
    expect(detectDelimiter('E-Mail;Vorname;"Nach,name"\n')).toBe(';');
    expect(detectDelimiter('email\tname\n')).toBe('\t');
    expect(detectDelimiter('email\n')).toBe(',');
  });
});

describe.each(backends)('CSV import (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startContactsServer(backend);
  });
  afterAll(async () => s?.close());

  it('reads quoted cells (commas, doubled quotes, line breaks), numbers rows like a spreadsheet and reports each bad one', async () => {
    const res = await bulkCsv(s, fixture('quoting.csv'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ created: 3, failed: 3, merged: 0 });
    expect(res.body.data.errors.map((e: any) => [e.row, e.email, e.code])).toEqual([
      [6, 'dave@gmial.com', 'EMAIL_TYPO'],
      [7, 'not-an-email', 'INVALID_EMAIL'],
      [8, 'frank@example.com', 'INVALID_CSV_ROW'],
    ]);
    expect(await findByEmail(s, 'ann@example.com')).toMatchObject({
      firstName: 'Ann',
      lastName: 'Smith, Jr.',
      tags: ['vip', 'newsletter'],
      attributes: { Company: 'Acme, Inc.' },
    });
    expect(await findByEmail(s, 'bob@example.com')).toMatchObject({ lastName: 'O"Brien', attributes: { Company: 'Line one\nLine two' } });
    // Trimmed, domain lower-cased; an apostrophe-defused formula cell is read back as written.
    expect(await findByEmail(s, 'carol@example.com')).toMatchObject({ email: 'Carol@example.com', tags: ['a', 'b'], attributes: { Company: '=1+1' } });
  });

  it('reads a semicolon-separated UTF-8 export with a byte order mark and German headers', async () => {
    const res = await bulkCsv(s, fixture('excel-semicolon.csv'));
    expect(res.body.data).toMatchObject({ created: 2, failed: 0 });
    expect(await findByEmail(s, 'juergen@beispiel.de')).toMatchObject({
      firstName: 'Jürgen',
      lastName: 'Müller',
      tags: ['kunde', 'vip'],
      country: 'DE',
      attributes: { Kundennummer: 'K-1001' },
    });
    expect(await findByEmail(s, 'anna@beispiel.de')).toMatchObject({ lastName: 'Schmidt; geb. Weber', country: 'AT' });
  });

  it('splits a single name column, and reads status, country and language words', async () => {
    const res = await bulkCsv(s, fixture('name-column.csv'));
    expect(res.body.data).toMatchObject({ created: 2, failed: 0 });
    expect(await findByEmail(s, 'grace@navy.example.mil')).toMatchObject({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      status: 'unsubscribed',
      country: 'US',
      language: 'en-US',
    });
    expect(await findByEmail(s, 'alan@example.org')).toMatchObject({ firstName: 'Alan', lastName: 'Turing', status: 'subscribed' });
  });

  it('refuses a file whose quotes never close, without storing the rows before the break', async () => {
    const res = await bulkCsv(s, fixture('broken-quote.csv'));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/Quote Not Closed/i);
    expect(await findByEmail(s, 'ok@example.com')).toBeUndefined();
  });

  it('refuses a header without an email column, an empty file and a header without rows', async () => {
    const noEmail = await bulkCsv(s, 'name,phone\nAda,123\n');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.message).toContain('no email column');
    expect((await bulkCsv(s, '')).status).toBe(400);
    expect((await bulkCsv(s, '\n\n')).status).toBe(400);
    expect((await bulkCsv(s, 'email\n')).status).toBe(400);
  });

  it('takes the mode from the query string and accepts application/csv', async () => {
    await bulkCsv(s, 'email\nmode@query.test\n');
    const res = await s.request('POST', '/v1/contacts/bulk?mode=insert', { raw: 'email\nmode@query.test\n', headers: { 'content-type': 'application/csv' } });
    expect(res.body.data).toMatchObject({ created: 0, failed: 1, errors: [{ code: 'DUPLICATE_EMAIL' }] });
    expect((await s.request('POST', '/v1/contacts', { raw: 'email\nx@y.test\n', headers: { 'content-type': 'text/csv' } })).status).toBe(415);
  });
});
