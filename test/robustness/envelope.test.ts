import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/lib/json-limits';
import { MAX_ATTRIBUTE_DEPTH } from '../../src/contacts/fields';
import { backends } from '../helpers/backends';
import { startTestServer, type TestServer } from '../helpers/server';

/** A run of input no error may echo whole: at most MAX_ECHO (100) characters of it come back. */
const LONG = 'q'.repeat(101);
const nested = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

function expectEnvelope(res: { status: number; text: string; headers: Headers }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(res.text);
  expect(body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.stringMatching(/^req_/) }) });
  expect(Object.keys(body.error).every((k) => ['code', 'message', 'details', 'requestId'].includes(k))).toBe(true);
  expect(res.text).not.toContain(LONG);
  expect(res.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  return body.error as { code: string; message: string; details?: { path: string; message: string }[] };
}

/** Writes raw bytes on a fresh connection and returns what came back before it closed. */
function rawHttp(url: string, data: string): Promise<string> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    let out = '';
    socket.on('data', (d) => (out += d));
    socket.on('close', () => resolve(out));
    socket.on('error', () => resolve(out));
    socket.write(data);
  });
}

describe.each(backends)('every error in the envelope, echoing no more than a prefix (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { bodyLimit: 64 * 1024 });
  });
  afterAll(async () => s?.close());
  const json = { 'content-type': 'application/json' };

  it('404 for an unknown route, the path clipped', async () => {
    const e = expectEnvelope(await s.request('GET', `/v1/${LONG.repeat(20)}`), 404, 'RESOURCE_NOT_FOUND');
    expect(e.message).toContain('q'.repeat(90));
  });

  it('405 with Allow for a known path and a method it does not answer', async () => {
    const res = await s.request('PUT', '/v1/contacts');
    expectEnvelope(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    const withId = await s.request('POST', '/v1/projects/prj_123');
    expectEnvelope(withId, 405, 'METHOD_NOT_ALLOWED');
    expect(withId.headers.get('allow')).toBe('DELETE, GET, HEAD, PATCH');
  });

  it('413 for a body over the limit', async () => {
    expectEnvelope(await s.request('POST', '/v1/webhooks', { body: { pad: LONG.repeat(1000) } }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('414 for a 2,000-character path id, without echoing it', async () => {
    const res = await s.request('GET', `/v1/projects/${'x'.repeat(2000)}`);
    expectEnvelope(res, 414, 'URI_TOO_LONG');
    expect(res.text).not.toContain('x'.repeat(101));
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('415 for a content type no route reads', async () => {
    expectEnvelope(await s.request('POST', '/v1/webhooks', { raw: LONG, headers: { 'content-type': 'application/xml' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('400 for bad percent-encoding in a path id', async () => {
    expectEnvelope(await s.request('GET', '/v1/projects/%E0%A4%A'), 400, 'INVALID_REQUEST');
    expectEnvelope(await s.request('DELETE', '/v1/contacts/%ZZ'), 400, 'INVALID_REQUEST');
  });

  it('400 for an encoded NUL in a path id or a query value', async () => {
    expectEnvelope(await s.request('GET', '/v1/contacts/ct_%00'), 400, 'INVALID_REQUEST');
    expectEnvelope(await s.request('GET', '/v1/contacts?search=a%00b'), 400, 'INVALID_REQUEST');
  });

  it('400 for malformed JSON, an empty JSON body and invalid UTF-8', async () => {
    expectEnvelope(await s.request('POST', '/v1/webhooks', { raw: `{"url": "${LONG}`, headers: json }), 400, 'INVALID_REQUEST');
    expectEnvelope(await s.request('POST', '/v1/webhooks', { raw: '', headers: json }), 400, 'INVALID_REQUEST');
    const bytes = Buffer.concat([Buffer.from('{"url":"https://a.example/'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('","events":["*"]}')]);
    const e = expectEnvelope(await s.request('POST', '/v1/webhooks', { raw: bytes as never, headers: json }), 400, 'INVALID_REQUEST');
    expect(e.message).toMatch(/UTF-8/);
    // The bulk import reads its own body, to the same rule.
    const bulkBytes = Buffer.concat([Buffer.from('{"contacts":[{"email":"u@example.com","firstName":"'), Buffer.from([0xff]), Buffer.from('"}]}')]);
    const bulk = expectEnvelope(await s.request('POST', '/v1/contacts/bulk', { raw: bulkBytes as never, headers: json }), 400, 'INVALID_REQUEST');
    expect(bulk.message).toMatch(/UTF-8/);
  });

  it('400 for \\u0000 in a JSON string, but not for an escaped backslash before u0000', async () => {
    const e = expectEnvelope(await s.request('POST', '/v1/contacts', { raw: '{"email":"nul@example.com","firstName":"a\\u0000b"}', headers: json }), 400, 'INVALID_REQUEST');
    expect(e.message).toMatch(/NUL/);
    const ok = await s.request('POST', '/v1/contacts', { raw: '{"email":"nul@example.com","firstName":"a\\\\u0000b"}', headers: json });
    expect(ok.status).toBe(201);
    expect(ok.body.data.firstName).toBe('a\\u0000b');
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels before the schema sees it, naming the limit`, async () => {
    const deep = expectEnvelope(await s.request('POST', '/v1/webhooks', { raw: `{"url":"https://a.example","events":${nested(MAX_JSON_DEPTH)}}`, headers: json }), 400, 'INVALID_REQUEST');
    expect(deep.message).toContain(`${MAX_JSON_DEPTH} levels`);
    // One level less reaches the schema, which has its own, different complaint.
    const atLimit = expectEnvelope(await s.request('POST', '/v1/webhooks', { raw: `{"url":"https://a.example","events":${nested(MAX_JSON_DEPTH - 1)}}`, headers: json }), 400, 'INVALID_REQUEST');
    expect(atLimit.message).not.toContain('levels');
    expect(atLimit.details?.[0].path).toMatch(/^body\.events/);
    // Brackets inside strings are text, not nesting.
    const inString = await s.request('POST', '/v1/webhooks', { raw: `{"url":"https://a.example/${'['.repeat(500)}","events":["*"]}`, headers: json });
    expect(inString.status).not.toBe(500);
    expect(inString.text).not.toContain('levels deep');
  });

  it('answers contact attributes nested 5,000 deep with 400 on create, update and bulk', async () => {
    const created = await s.request('POST', '/v1/contacts', { body: { email: 'deep@example.com' } });
    expect(created.status).toBe(201);
    const attrs = nestedObject(5000);
    expectEnvelope(await s.request('POST', '/v1/contacts', { raw: `{"email":"d1@example.com","attributes":${attrs}}`, headers: json }), 400, 'INVALID_REQUEST');
    expectEnvelope(await s.request('PATCH', `/v1/contacts/${created.body.data.id}`, { raw: `{"attributes":${attrs}}`, headers: json }), 400, 'INVALID_REQUEST');
    const bulk = expectEnvelope(
      await s.request('POST', '/v1/contacts/bulk', { raw: `{"contacts":[{"email":"d2@example.com","attributes":${attrs}}]}`, headers: json }),
      400,
      'INVALID_REQUEST',
    );
    expect(bulk.message).toContain(`${MAX_JSON_DEPTH} levels`);
  });

  it(`bounds contact attributes at ${MAX_ATTRIBUTE_DEPTH} levels`, async () => {
    const ok = await s.request('POST', '/v1/contacts', { raw: `{"email":"d3@example.com","attributes":${nestedObject(MAX_ATTRIBUTE_DEPTH)}}`, headers: json });
    expect(ok.status).toBe(201);
    const e = expectEnvelope(
      await s.request('POST', '/v1/contacts', { raw: `{"email":"d4@example.com","attributes":${nestedObject(MAX_ATTRIBUTE_DEPTH + 1)}}`, headers: json }),
      400,
      'INVALID_REQUEST',
    );
    expect(e.message).toContain(`${MAX_ATTRIBUTE_DEPTH} levels`);
  });

  it('clips unrecognized keys and caps the number of details', async () => {
    const e = expectEnvelope(await s.request('POST', '/v1/contacts', { body: { email: 'k@example.com', [LONG.repeat(50)]: 1 } }), 400, 'INVALID_REQUEST');
    expect(e.message).toMatch(/unrecognized key/i);
    const many = expectEnvelope(
      await s.request('POST', '/v1/contacts/status', { body: { ids: Array.from({ length: 500 }, () => 7), status: 'nope' } }),
      400,
      'INVALID_REQUEST',
    );
    expect(many.details!.length).toBeLessThanOrEqual(21);
  });

  it('answers headers over 16 KB with 431 and a garbled request line with 400, in the envelope', async () => {
    const big = await rawHttp(s.url, `GET /v1/projects HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    const bigBody = JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4));
    expect(bigBody.error).toEqual(expect.objectContaining({ code: 'REQUEST_HEADERS_TOO_LARGE', requestId: expect.stringMatching(/^req_/) }));
    const garbled = await rawHttp(s.url, `${LONG} \r\n\r\n`);
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbled).not.toContain(LONG);
    expect(JSON.parse(garbled.slice(garbled.indexOf('\r\n\r\n') + 4)).error.code).toBe('INVALID_REQUEST');
  });
});
