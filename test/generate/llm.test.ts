/**
 * The optional LLM writer against local servers speaking OpenAI chat completions and Anthropic
 * messages: the model's email is used when it keeps the rules; a refusal, malformed output, a
 * timeout, a server error or a dropped fact fall back to the embedded email with a warning;
 * foreign links and raw HTML never reach the reader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LlmConfig } from '../../src/config';
import { renderEmail } from '../../src/email';
import { generateEmail, refineEmail, type EngineOptions } from '../../src/generate/engine';
import { createLanguageModel } from '../../src/generate/llm/provider';
import { backends } from '../helpers/backends';
import { insertProject } from '../helpers/projects';
import { startTestServer, type TestServer } from '../helpers/server';
import { hrefs, loadBrand } from './helpers';
import { MODEL_HEADING, startLlmServer, type LlmServer } from './llm-server';

const brand = loadBrand('northwind');
const request = {
  brand,
  projectUrls: ['https://northwind-outfitters.example/'],
  prompt: 'Summer sale: 20% off all jackets until June 30 with code SUN20',
  now: new Date('2025-06-02T10:00:00Z'),
};

const PROVIDERS: Array<LlmConfig['provider']> = ['openai', 'anthropic', 'openai-compatible'];

describe.each(PROVIDERS)('LLM writer over %s', (provider) => {
  let server: LlmServer;
  let options: EngineOptions;
  beforeAll(async () => {
    server = await startLlmServer();
    const config: LlmConfig = {
      provider,
      model: provider === 'anthropic' ? 'claude-test' : 'gpt-test',
      apiKey: 'sk-test',
      baseUrl: server.url,
      timeoutMs: 1500,
    };
    options = { llm: { model: createLanguageModel(config), timeoutMs: config.timeoutMs } };
  });
  afterAll(async () => server?.close());

  it('writes the email through structured output, keeping the brand frame and the facts', async () => {
    server.behaviour = 'rewrite';
    const outcome = await generateEmail(request, options);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.generator).toBe('llm');
    const rendered = await renderEmail(outcome.document);
    expect(rendered.text).toContain(MODEL_HEADING);
    expect(rendered.text).toContain('SUN20');
    expect(outcome.document.blocks[0].type).toBe('header');
    expect(outcome.document.blocks.at(-1)!.type).toBe('footer');

    // The request asked for a JSON object following the document's schema.
    const sent = server.requests.at(-1)!.body;
    expect(sent.model).toBe(provider === 'anthropic' ? 'claude-test' : 'gpt-test');
    const schema =
      provider === 'anthropic'
        ? (sent.tools?.find((t: any) => t.name === 'json')?.input_schema ?? sent.output_config?.format?.schema)
        : sent.response_format?.json_schema?.schema;
    expect(schema?.properties?.blocks).toBeDefined();
    expect(JSON.stringify(sent)).toContain('SUN20');
  });

  it.each([
    ['refuses', 'refuse', /declined/],
    ['answers malformed JSON', 'malformed', /not a valid email document/],
    ['does not answer in time', 'slow', /did not answer in time/],
    ['fails with a server error', 'server-error', /API answered 500|LLM writer failed/],
    ['leaves out a fact', 'drop-fact', /left out or changed "SUN20"/],
  ] as const)('falls back to the embedded email with a warning when the model %s', async (_name, behaviour, warning) => {
    server.behaviour = behaviour;
    const outcome = await generateEmail(request, options);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.generator).toBe('embedded');
    expect(outcome.warnings.join('\n')).toMatch(warning);
    expect(outcome.warnings.join('\n')).toMatch(/embedded generator’s email is used instead/);
    const rendered = await renderEmail(outcome.document);
    expect(rendered.text).toContain('SUN20');
    expect(rendered.text).not.toContain(MODEL_HEADING);
  });

  it('never sends raw model HTML or links the brand did not give', async () => {
    server.behaviour = 'unsafe';
    const outcome = await generateEmail(request, options);
    expect(outcome.ok && outcome.generator).toBe('llm');
    if (!outcome.ok) return;
    expect(outcome.document.blocks.some((b) => b.type === 'html')).toBe(false);
    const rendered = await renderEmail(outcome.document);
    expect(rendered.html).not.toContain('Raw HTML from the model');
    expect(rendered.html).not.toContain('onclick');
    expect(hrefs(rendered.html).filter((h) => h.includes('evil.example'))).toEqual([]);
    expect(rendered.text).toContain('Claim your prize');
    expect(outcome.warnings.join('\n')).toMatch(/raw HTML block was left out/);
    expect(outcome.warnings.join('\n')).toMatch(/neither the brand’s nor in the prompt/);
  });

  it('applies a change the rules do not understand, and explains when it cannot', async () => {
    server.behaviour = 'rewrite';
    const first = await generateEmail(request, options);
    if (!first.ok) throw new Error(first.error);
    const instruction = 'Mention that the jackets were tested on Mount Hood by our guides';
    const refined = await refineEmail(
      { ...request, previous: { brief: first.brief, document: first.document }, instruction, version: 2 },
      options,
    );
    expect(refined.ok && refined.generator).toBe('llm');
    expect(JSON.stringify(server.requests.at(-1)!.body)).toContain('Mount Hood');

    server.behaviour = 'refuse';
    const refused = await refineEmail(
      { ...request, previous: { brief: first.brief, document: first.document }, instruction, version: 2 },
      options,
    );
    expect(refused).toEqual({ ok: false, error: expect.stringMatching(/declined.*previous version is unchanged/) });

    // A change the rules understand still happens when the model fails.
    const green = await refineEmail(
      { ...request, previous: { brief: first.brief, document: first.document }, instruction: 'make the button green', version: 2 },
      options,
    );
    expect(green.ok && green.generator).toBe('embedded');
    if (green.ok) expect(JSON.stringify(green.document)).toContain('#2e7d32');
  });
});

describe('without an LLM writer', () => {
  it('says that a change beyond the rules needs one', async () => {
    const first = await generateEmail(request);
    if (!first.ok) throw new Error(first.error);
    const outcome = await refineEmail({
      ...request,
      previous: { brief: first.brief, document: first.document },
      instruction: 'Mention that the jackets were tested on Mount Hood by our guides',
      version: 2,
    });
    expect(outcome).toEqual({ ok: false, error: expect.stringMatching(/needs? the LLM writer.*BRANDMAIL_LLM_PROVIDER/) });
  });
});

describe.each(backends.slice(0, 1))('LLM writer through the API (%s)', (backend) => {
  let s: TestServer;
  let llm: LlmServer;
  beforeAll(async () => {
    llm = await startLlmServer();
    s = await startTestServer(backend, {
      rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 },
      llm: { provider: 'openai-compatible', model: 'local-model', baseUrl: llm.url, timeoutMs: 1500 },
    });
    await insertProject(s, 'prj_nw', brand, { url: 'https://northwind-outfitters.example/' });
  });
  afterAll(async () => {
    await s?.close();
    await llm?.close();
  });

  async function run(prompt: string) {
    const started = await s.request('POST', '/v1/projects/emails/generate', { body: { projectId: 'prj_nw', prompt } });
    expect(started.status).toBe(201);
    for (;;) {
      const st = await s.request('GET', `/v1/projects/emails/${started.body.data.conversationId}/status`);
      if (st.body.data.status !== 'pending') return st.body.data;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('reports which writer wrote the email, and the fallback as a warning', async () => {
    llm.behaviour = 'rewrite';
    const written = await run(request.prompt);
    expect(written).toMatchObject({ status: 'completed', generator: 'llm' });
    expect(written.html).toContain(MODEL_HEADING);
    llm.behaviour = 'refuse';
    const fallback = await run(request.prompt);
    expect(fallback).toMatchObject({ status: 'completed', generator: 'embedded' });
    expect(fallback.warnings.join(' ')).toMatch(/declined/);
  });
});
