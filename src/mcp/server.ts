/**
 * brandmail's MCP server: the API, through the SDK, as tools and resources an AI assistant or
 * agent can use. It holds no state of its own; the brandmail server it talks to does the work.
 */
import type { Brandmail } from '@brandmail/sdk';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { registerResources } from './resources';
import { registerTools } from './tools';

const INSTRUCTIONS = `brandmail writes on-brand marketing emails. Typical flow: import_brand with the brand's website
(or list_projects for one already imported) → generate_email with its projectId and a prompt → refine_email
to change it → validate_email, preview_email → export_email. Brand kits and recent emails are also resources.`;

export function createMcpServer(bm: Brandmail, version: string): McpServer {
  const server = new McpServer({ name: 'brandmail', title: 'brandmail', version }, { instructions: INSTRUCTIONS });
  registerTools(server, bm);
  registerResources(server, bm);
  return server;
}

/** Serves over standard input and output until the client closes them. Nothing else may write to stdout. */
export async function serveStdio(bm: Brandmail, version: string): Promise<void> {
  const server = createMcpServer(bm, version);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
    process.stdin.once('end', resolve);
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
