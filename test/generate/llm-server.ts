/**
 * A local server speaking the OpenAI chat completions (`POST /v1/chat/completions`) and Anthropic
 * messages (`POST /v1/messages`) protocols, as their public API references describe them. It
 * answers with the embedded draft it was sent, changed the way `behaviour` says: rewritten, a
 * refusal, malformed JSON, too slow, a fact dropped, a foreign link and raw HTML added.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour = 'rewrite' | 'refuse' | 'malformed' | 'slow' | 'drop-fact' | 'unsafe' | 'server-error';

export interface LlmServer {
  url: string;
  behaviour: Behaviour;
  /** Request bodies received, newest last. */
  requests: Array<{ path: string; body: any }>;
  close(): Promise<void>;
}

export const MODEL_HEADING = 'Written by the model';

/** The JSON after the last "DRAFT…:" line of the user prompt: what the model is asked to improve. */
function draftFrom(prompt: string): any {
  const at = prompt.lastIndexOf('DRAFT');
  const start = prompt.indexOf('{', at);
  let depth = 0;
  for (let i = start; i < prompt.length; i++) {
    if (prompt[i] === '{') depth++;
    else if (prompt[i] === '}' && --depth === 0) return JSON.parse(prompt.slice(start, i + 1));
  }
  throw new Error('no draft in the prompt');
}

function answer(behaviour: Behaviour, prompt: string): any {
  const doc = draftFrom(prompt);
  const body = doc.blocks.slice(1, -1);
  const first = body.find((b: any) => b.type === 'hero' || b.type === 'heading');
  if (first?.type === 'hero') first.heading = `${MODEL_HEADING}: ${first.heading}`;
  else if (first) first.text = `${MODEL_HEADING}: ${first.text}`;
  else body.unshift({ type: 'heading', text: MODEL_HEADING, level: 1 });
  if (behaviour === 'drop-fact') {
    // Remove the coupon and any sentence naming its code.
    doc.blocks = doc.blocks.filter((b: any) => b.type !== 'coupon' && !JSON.stringify(b).includes('SUN20'));
    doc.subject = 'Our summer offer is here';
    doc.preheader = 'A plain preheader without the code, long enough to pass.';
    return doc;
  }
  if (behaviour === 'unsafe') {
    body.push({ type: 'html', html: '<p onclick="steal()">Raw HTML from the model</p>' });
    body.push({ type: 'button', label: 'Claim your prize', href: 'https://evil.example/phish' });
    body.push({ type: 'text', content: 'Visit [our partner](https://evil.example/partner) too.' });
  }
  doc.blocks = [doc.blocks[0], ...body, doc.blocks.at(-1)];
  return doc;
}

export async function startLlmServer(behaviour: Behaviour = 'rewrite'): Promise<LlmServer> {
  const requests: LlmServer['requests'] = [];
  const state: LlmServer = { url: '', behaviour, requests, close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      requests.push({ path: req.url ?? '', body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (state.behaviour === 'slow') await new Promise((r) => setTimeout(r, 3000));
      if (state.behaviour === 'server-error') return send(500, { error: { message: 'The server had an error', type: 'server_error' } });

      if (req.url === '/v1/chat/completions') {
        const prompt = body.messages
          .map((m: any) => (typeof m.content === 'string' ? m.content : m.content.map((p: any) => p.text).join('')))
          .join('\n');
        const message =
          state.behaviour === 'refuse'
            ? { role: 'assistant', content: null, refusal: "I'm sorry, I can't help with that request." }
            : {
                role: 'assistant',
                content:
                  state.behaviour === 'malformed' ? '{"subject": "Hi", "blocks": [' : JSON.stringify(answer(state.behaviour, prompt)),
              };
        return send(200, {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message, finish_reason: 'stop', logprobs: null }],
          usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
        });
      }

      if (req.url === '/v1/messages') {
        const prompt = body.messages
          .map((m: any) => (typeof m.content === 'string' ? m.content : m.content.map((p: any) => p.text ?? '').join('')))
          .join('\n');
        const usesTool = Array.isArray(body.tools) && body.tools.some((t: any) => t.name === 'json');
        let content: any[];
        let stop = usesTool ? 'tool_use' : 'end_turn';
        if (state.behaviour === 'refuse') {
          content = [{ type: 'text', text: "I can't help with writing this email." }];
          stop = 'refusal';
        } else if (state.behaviour === 'malformed') {
          content = usesTool
            ? [{ type: 'tool_use', id: 'toolu_1', name: 'json', input: { subject: 42, blocks: 'none' } }]
            : [{ type: 'text', text: '{"subject": ' }];
        } else {
          const doc = answer(state.behaviour, prompt);
          content = usesTool
            ? [{ type: 'tool_use', id: 'toolu_1', name: 'json', input: doc }]
            : [{ type: 'text', text: JSON.stringify(doc) }];
        }
        return send(200, {
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          model: body.model,
          content,
          stop_reason: stop,
          stop_sequence: null,
          usage: { input_tokens: 100, output_tokens: 100 },
        });
      }
      send(404, { error: { message: `Unknown path ${req.url}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return state;
}
