/**
 * `brandmail mcp` as an MCP client starts it: the official client spawns the CLI (bin/brandmail.js,
 * the same bundle users run) over stdio, against a real server, and imports a fixture brand,
 * generates, refines, restores version 1, validates, previews and exports an email, and reads the resources; then a series:
 * generated with `count`, each email's resource, and validate, export and test-send by `position`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { GenerateRequest } from '../../src/generate/schema';
import { serveSite, type ServedSite } from '../brand/helpers/site-server';
import { startTestServer, type TestServer } from '../helpers/server';
import { startSmtp } from '../test-sends/smtp';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The environment the CLI gets: no BRANDMAIL_* of the caller, a config home of its own. */
function cliEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('BRANDMAIL_') && k !== 'NODE_OPTIONS') env[k] = v;
  return { ...env, ...extra };
}

function connect(env: Record<string, string>) {
  const transport = new StdioClientTransport({ command: process.execPath, args: [path.join(ROOT, 'bin/brandmail.js'), 'mcp'], env, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (c) => (stderr += c));
  const client = new Client({ name: 'brandmail-test', version: '1.0.0' });
  return { client, transport, stderr: () => stderr };
}

/** Jobs can take minutes on a busy machine: past the client's 60 s default, reset by progress. */
const LONG = { timeout: 300_000, resetTimeoutOnProgress: true };

function text(result: CallToolResult): string {
  const first = result.content[0];
  return first?.type === 'text' ? first.text : '';
}

function value<T = Record<string, unknown>>(result: CallToolResult): T {
  expect(result.isError, text(result)).toBeFalsy();
  return JSON.parse(text(result)) as T;
}

describe('brandmail mcp over stdio, with the official MCP client', { timeout: 420_000 }, () => {
  let s: TestServer;
  let site: ServedSite;
  let home: string;
  let mcp: ReturnType<typeof connect>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let projectId: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    // The first spelling-and-grammar check loads dictionaries and the grammar engine, which can take
    // longer than the default 20 s budget on two busy cores; this test is about the protocol.
    const checkPool = { ...loadConfig({}).checkPool, deadlineMs: 120_000 };
    [s, site] = await Promise.all([startTestServer('sqlite', { checkPool, smtp: { url: smtp.url, recipientsPerHour: 50 } }), serveSite('northwind-shop')]);
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-mcp-'));
    // The key and address as `brandmail login` stores them, the way the client commands read them.
    fs.mkdirSync(path.join(home, 'brandmail'));
    fs.writeFileSync(path.join(home, 'brandmail/config.json'), JSON.stringify({ baseUrl: s.url, apiKey: s.key }));
    mcp = connect(cliEnv({ XDG_CONFIG_HOME: home }));
    await mcp.client.connect(mcp.transport);
  }, 120_000);
  afterAll(async () => {
    await mcp?.client.close();
    await site?.close();
    await s?.close();
    await smtp?.close();
    if (home) fs.rmSync(home, { recursive: true, force: true });
  });

  it('introduces itself and lists its tools, each with a JSON schema from the API’s zod schemas', async () => {
    expect(mcp.client.getServerVersion()).toMatchObject({ name: 'brandmail', version: JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version });
    const { tools } = await mcp.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ['add_contact', 'export_email', 'generate_email', 'get_generation_status', 'get_import_status', 'import_brand', 'list_contacts', 'list_preview_devices', 'list_projects', 'preview_email', 'refine_email', 'restore_email_version', 'send_test_email', 'validate_email'].sort(),
    );
    const generate = tools.find((t) => t.name === 'generate_email')!;
    expect(generate.inputSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['projectId', 'prompt']) });
    // The purpose enum is the API's own list, not a copy.
    // As the MCP SDK writes it: a named schema is a $ref (possibly under allOf) into the definitions.
    type Node = { $ref?: string; allOf?: Node[]; enum?: string[] };
    const schema = generate.inputSchema as { properties: Record<string, Node>; definitions?: Record<string, Node>; $defs?: Record<string, Node> };
    const resolve = (n: Node): Node => {
      const ref = n.$ref ?? n.allOf?.find((x) => x.$ref)?.$ref;
      return ref ? resolve({ ...schema.definitions, ...schema.$defs }[ref.split('/').pop()!]!) : n;
    };
    const purpose = resolve(schema.properties.purpose);
    expect(purpose.enum).toEqual(GenerateRequest.shape.purpose.unwrap().options);
    expect(schema.properties.count, 'generate_email takes count').toBeDefined();
    // The tools that take a conversation take an email of a series by its position.
    for (const name of ['validate_email', 'preview_email', 'export_email', 'send_test_email']) {
      expect((tools.find((t) => t.name === name)!.inputSchema as { properties: Record<string, unknown> }).properties.position, name).toBeDefined();
    }
    const refine = tools.find((t) => t.name === 'refine_email')!;
    expect(refine.inputSchema.required).toEqual(expect.arrayContaining(['prompt', 'conversationId']));
    // An agent chooses a tool by its description: each one says what it does in a sentence of its own.
    for (const t of tools) expect(t.description?.length ?? 0, t.name).toBeGreaterThanOrEqual(30);
    expect(new Set(tools.map((t) => t.description)).size).toBe(tools.length);
  });

  it('rejects arguments its schema rejects, and reports API errors as tool errors with their code', async () => {
    const bad = (await mcp.client.callTool({ name: 'generate_email', arguments: { projectId: 'prj_x' } })) as CallToolResult;
    expect(bad.isError).toBe(true);
    expect(text(bad)).toMatch(/prompt/);
    const missing = (await mcp.client.callTool({ name: 'get_import_status', arguments: { projectId: 'prj_missing' } })) as CallToolResult;
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatch(/^RESOURCE_NOT_FOUND: /);
  });

  it('imports the fixture brand, generates, refines, validates, previews and exports an email; brand kits and emails are resources', async () => {
    const expected = JSON.parse(fs.readFileSync(path.join(ROOT, 'test/fixtures/sites/northwind-shop/expected.json'), 'utf8')) as { name: string };
    const progress: number[] = [];
    const project = value<{ projectId: string; status: string; brand: { name: string } }>(
      (await mcp.client.callTool({ name: 'import_brand', arguments: { urls: [site.url], name: 'Northwind' } }, undefined, {
        ...LONG,
        onprogress: (p) => progress.push(p.progress),
      })) as CallToolResult,
    );
    expect(project.status).toBe('completed');
    projectId = project.projectId;
    // The wait reported its progress (the client asked for it), ending at 1.
    expect(progress.at(-1)).toBe(1);
    expect(project.brand.name).toBe(expected.name);
    expect(value<{ status: string }>((await mcp.client.callTool({ name: 'get_import_status', arguments: { projectId: project.projectId } })) as CallToolResult).status).toBe('completed');

    const email = value<{ conversationId: string; version: number; subject: string; html: string; text: string; react?: string }>(
      (await mcp.client.callTool(
        { name: 'generate_email', arguments: { projectId: project.projectId, prompt: 'Spring sale: 20% off all bags until Sunday with the code SPRING20', purpose: 'promotional' } },
        undefined,
        LONG,
      )) as CallToolResult,
    );
    expect(email.version).toBe(1);
    expect(email.html).toContain('SPRING20');
    expect(email.react).toBeUndefined();

    const refined = value<{ version: number; html: string }>(
      (await mcp.client.callTool({ name: 'refine_email', arguments: { conversationId: email.conversationId, prompt: 'Add the code BAGS10 for free shipping' } }, undefined, LONG)) as CallToolResult,
    );
    expect(refined.version).toBe(2);
    expect(refined.html).toContain('BAGS10');
    // Version 1 again, as version 3: what the checks, previews and exports below work on.
    const restored = value<{ version: number; restoredFrom: number; html: string }>(
      (await mcp.client.callTool({ name: 'restore_email_version', arguments: { conversationId: email.conversationId, version: 1 } })) as CallToolResult,
    );
    expect(restored).toMatchObject({ version: 3, restoredFrom: 1, html: email.html });
    const again = (await mcp.client.callTool({ name: 'restore_email_version', arguments: { conversationId: email.conversationId, version: 3 } })) as CallToolResult;
    expect(again.isError).toBe(true);
    expect(text(again)).toMatch(/already the latest/);

    const report = value<{ check: string; score: number; issues: unknown[] }>(
      (await mcp.client.callTool({ name: 'validate_email', arguments: { conversationId: email.conversationId } }, undefined, LONG)) as CallToolResult,
    );
    expect(report.check).toBe('all');
    expect(report.score).toBeGreaterThanOrEqual(0);
    expect(report.score).toBeLessThanOrEqual(100);

    // Previews: the device catalogue, then a screenshot on one phone, its signed PNG fetched without the key.
    const devices = value<{ id: string; type: string }[]>((await mcp.client.callTool({ name: 'list_preview_devices', arguments: {} })) as CallToolResult);
    const phone = devices.find((d) => d.type === 'phone')!.id;
    const shot = value<{ status: string; results: { deviceId: string; status: string; imageUrl: string | null }[] }>(
      (await mcp.client.callTool({ name: 'preview_email', arguments: { conversationId: email.conversationId, devices: [phone] } }, undefined, LONG)) as CallToolResult,
    );
    expect(shot.status).toBe('completed');
    expect(shot.results.map((r) => [r.deviceId, r.status])).toEqual([[phone, 'completed']]);
    const png = await fetch(shot.results[0].imageUrl!);
    expect([png.status, png.headers.get('content-type')]).toEqual([200, 'image/png']);

    const exported = value<{ status: string; platform: string }>(
      (await mcp.client.callTool({ name: 'export_email', arguments: { conversationId: email.conversationId, platform: 'html' } }, undefined, LONG)) as CallToolResult,
    );
    expect(exported).toMatchObject({ status: 'completed', platform: 'html' });

    const contact = value<{ email: string; status: string }>((await mcp.client.callTool({ name: 'add_contact', arguments: { email: 'ada@example.com', tags: ['vip'] } })) as CallToolResult);
    expect(contact).toMatchObject({ email: 'ada@example.com', status: 'subscribed' });
    const contacts = value<{ data: { email: string }[] }>((await mcp.client.callTool({ name: 'list_contacts', arguments: { tag: 'vip' } })) as CallToolResult);
    expect(contacts.data.map((c) => c.email)).toEqual(['ada@example.com']);

    const { resources } = await mcp.client.listResources();
    const kitUri = `brandmail://projects/${project.projectId}/brand-kit`;
    expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining([kitUri, 'brandmail://emails/recent', `brandmail://emails/${email.conversationId}`]));
    const kit = await mcp.client.readResource({ uri: kitUri });
    expect(JSON.parse((kit.contents[0] as { text: string }).text)).toMatchObject({ projectId: project.projectId, brand: { name: expected.name } });
    const recent = await mcp.client.readResource({ uri: 'brandmail://emails/recent' });
    expect(JSON.parse((recent.contents[0] as { text: string }).text)).toEqual([expect.objectContaining({ conversationId: email.conversationId, latestVersion: 3 })]);
    const one = await mcp.client.readResource({ uri: `brandmail://emails/${email.conversationId}` });
    const conversation = JSON.parse((one.contents[0] as { text: string }).text);
    expect(conversation.latest.react).toContain('@react-email/components');
    expect(conversation.messages.length).toBeGreaterThanOrEqual(2);
  });

  it('generates a series with count: each email’s place and resource; validate, export and test-send take its position', async () => {
    const call = async (name: string, args: Record<string, unknown>) => (await mcp.client.callTool({ name, arguments: args }, undefined, LONG)) as CallToolResult;
    type Place = { position: number; role: string; sendOffsetDays: number; subject: string; preheader: string; text: string; resource: string };
    const series = value<{ conversationId: string; html: string; emails: Place[]; series: string; react?: string }>(
      await call('generate_email', { projectId, count: 3, prompt: 'Abandoned cart: their Trail Runner shoes are still in the cart; then free shipping over $75; last, 10% off with code BACK10.' }),
    );
    expect(series.react).toBeUndefined();
    expect(series.emails.map((e) => e.position)).toEqual([1, 2, 3]);
    expect(series.series).toMatch(/^3 emails/);
    for (const e of series.emails) {
      expect(e.resource).toBe(`brandmail://emails/${series.conversationId}/${e.position}`);
      expect(e.subject.length).toBeGreaterThan(3);
      expect(e.text.length).toBeGreaterThan(50);
      expect(e).not.toHaveProperty('html');
    }
    expect(series.emails[2].text).toContain('BACK10');
    // The status reads the same way: places and resources, no email's HTML or React source inline.
    const status = value<{ status: string; emails: Place[]; react?: string }>(await call('get_generation_status', { conversationId: series.conversationId }));
    expect(status.status).toBe('completed');
    expect(status.react).toBeUndefined();
    expect(status.emails).toEqual(series.emails);

    // Each email's resource holds its HTML and React source; the first is the top-level email.
    const read = async (uri: string) => JSON.parse(((await mcp.client.readResource({ uri })).contents[0] as { text: string }).text);
    const third = await read(series.emails[2].resource);
    expect(third).toMatchObject({ conversationId: series.conversationId, position: 3, count: 3, sequence: 'abandoned-cart', role: series.emails[2].role, subject: series.emails[2].subject });
    expect(third.html).toContain('BACK10');
    expect(third.react).toContain('@react-email/components');
    expect((await read(series.emails[0].resource)).html).toBe(series.html);
    await expect(mcp.client.readResource({ uri: `brandmail://emails/${series.conversationId}/9` })).rejects.toThrow(/none at position 9/);

    const checked = value<{ score: number; emails?: unknown[] }>(await call('validate_email', { conversationId: series.conversationId, position: 2, options: { checkExternal: false } }));
    expect(checked.emails).toBeUndefined();
    const whole = value<{ emails: { position: number }[] }>(await call('validate_email', { conversationId: series.conversationId, options: { checkExternal: false } }));
    expect(whole.emails.map((e) => e.position)).toEqual([1, 2, 3]);

    const zip = value<{ status: string; emails: { position: number; name: string }[] }>(await call('export_email', { conversationId: series.conversationId, platform: 'zip', name: 'Cart' }));
    expect(zip.status).toBe('completed');
    expect(zip.emails.map((e) => e.name)).toEqual(series.emails.map((e) => expect.stringMatching(new RegExp(`^Cart — ${e.position} of 3 \\(${e.role}, `))));
    const html = value<{ status: string; emails?: unknown }>(await call('export_email', { conversationId: series.conversationId, platform: 'html', position: 3 }));
    expect(html.status).toBe('completed');

    const before = smtp.received.length;
    const sent = value<{ status: string; emails: { subject: string }[]; recipients: { position: number; status: string }[] }>(
      await call('send_test_email', { conversationId: series.conversationId, position: 'all', recipients: ['ana@team.example'] }),
    );
    expect(sent.status).toBe('completed');
    expect(sent.emails.map((e) => e.subject)).toEqual(series.emails.map((e) => `[Test] ${e.position} of 3 · ${e.subject}`));
    expect(sent.recipients.map((r) => [r.position, r.status])).toEqual([[1, 'accepted'], [2, 'accepted'], [3, 'accepted']]);
    expect(smtp.received.length - before).toBe(3);
    const bad = await call('send_test_email', { conversationId: series.conversationId, position: 'all', subject: 'One for all', recipients: ['ana@team.example'] });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toMatch(/^INVALID_REQUEST: .*\n- body\.subject: /s);
  });

  it('will not start without a key, and says how to give one', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-mcp-nokey-'));
    try {
      const res = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(ROOT, 'bin/brandmail.js'), 'mcp'], { env: cliEnv({ XDG_CONFIG_HOME: empty }) });
        let stderr = '';
        child.stderr.on('data', (c) => (stderr += c));
        child.on('close', (code) => resolve({ code, stderr }));
      });
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/No API key.*brandmail login.*BRANDMAIL_API_KEY/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
