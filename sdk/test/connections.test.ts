import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import { resendCredentials } from '../../test/exports/standins/resend';
import { sendgridCredentials } from '../../test/exports/standins/sendgrid';
import { BrandmailError } from '../src';
import { client, startServer } from './helpers';

describe('SDK saved connections: one platform’s at a time', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Saved connections are sealed with the server's secret.
    s = await startServer({ secret: randomBytes(32).toString('base64') });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('connections.list({ platform }) lists that platform’s only, and refuses one that is not a platform', async () => {
    const bm = client(s);
    const resend = await bm.exports.connections.create({ platform: 'resend', name: 'Resend', credentials: resendCredentials });
    await bm.exports.connections.create({ platform: 'sendgrid', name: 'SendGrid', credentials: sendgridCredentials });
    const listed = await bm.exports.connections.list({ platform: 'resend' });
    expect(listed.data.map((c) => c.connectionId)).toEqual([resend.connectionId]);
    expect(listed.pagination).toMatchObject({ total: 1, hasMore: false });
    expect((await bm.exports.connections.list()).pagination.total).toBe(2);
    const refused = await bm.exports.connections.list({ platform: 'zip' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BrandmailError);
    expect(refused).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });
});
