/**
 * How a tool's outcome reaches the model: the value as JSON text, an API error as a tool error
 * (`isError`, with the API's code, so the model can correct its call instead of the session
 * failing), and job progress as MCP progress notifications while a tool waits.
 */
import { BrandmailError } from '@brandmail/sdk';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';

export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export function json(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

/** Runs a tool's work; an API or wait error becomes a tool error naming its code and details. */
export async function answer(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof BrandmailError)) throw err;
    const details = err.details?.length ? `\n${err.details.map((d) => `- ${d.path ? `${d.path}: ` : ''}${d.message}`).join('\n')}` : '';
    return { isError: true, content: [{ type: 'text', text: `${err.code}: ${err.message}${details}` }] };
  }
}

/**
 * Wait options for the SDK's `…AndWait` helpers: the MCP request's cancellation, and a progress
 * notification per status read when the client asked for them (a progress token) — which also
 * lets a client that resets its timeout on progress wait for a long generation.
 */
export function waitOptions<S extends { status: string; stage?: string | null; progress?: number }>(extra: ToolExtra) {
  const token = extra._meta?.progressToken;
  return {
    signal: extra.signal,
    onProgress: (st: S) => {
      if (token === undefined) return;
      void extra
        .sendNotification({
          method: 'notifications/progress',
          params: { progressToken: token, progress: st.progress ?? 0, total: 1, message: st.stage ?? st.status },
        })
        .catch(() => {});
    },
  };
}
