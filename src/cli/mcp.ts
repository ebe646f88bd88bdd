import type { Command } from 'commander';
import { Brandmail } from '@brandmail/sdk';
import { VERSION } from '../version';
import { resolveConnection } from './client/config';
import { CliError } from './output';

/** `brandmail mcp`: the MCP server over stdio, with the same server address and key as the client commands. */
export function registerMcpCommand(program: Command) {
  program
    .command('mcp')
    .description('Serve the Model Context Protocol over stdio, so AI assistants and agents can use brandmail as a tool.')
    .addHelpText(
      'after',
      `
It talks to a running brandmail server with the address and key of \`brandmail login\`, or
BRANDMAIL_BASE_URL and BRANDMAIL_API_KEY. In an MCP client's configuration:

  { "mcpServers": { "brandmail": { "command": "npx", "args": ["brandmail", "mcp"],
      "env": { "BRANDMAIL_BASE_URL": "http://127.0.0.1:3000", "BRANDMAIL_API_KEY": "bm_test_…" } } } }`,
    )
    .action(async () => {
      const conn = resolveConnection();
      if (!conn.apiKey) throw new CliError('No API key. Run `brandmail login`, or set BRANDMAIL_API_KEY (and BRANDMAIL_BASE_URL).');
      // Loaded on demand: the other commands need neither the MCP SDK nor the request schemas.
      const { serveStdio } = await import('../mcp/server');
      await serveStdio(new Brandmail({ apiKey: conn.apiKey, baseUrl: conn.baseUrl }), VERSION);
    });
}
