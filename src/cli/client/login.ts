import { createInterface } from 'node:readline/promises';
import { Brandmail, BrandmailError, DEFAULT_BASE_URL } from '@brandmail/sdk';
import type { Command } from 'commander';
import { CliError } from '../output';
import { configPath, readConfig, removeConfig, resolveConnection, writeConfig } from './config';
import { clientAction } from './run';

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: !!process.stdin.isTTY });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}

export function registerLoginCommands(program: Command) {
  program
    .command('login')
    .description('Store the server address and an API key in your config directory (0600).')
    .option('--base-url <url>', `the server's address (default: the stored one, else ${DEFAULT_BASE_URL})`)
    .option('--api-key <key>', 'the key (default: asked for, or read from standard input when it is not a terminal)')
    .option('--json', 'print one JSON object')
    .addHelpText(
      'after',
      `
The key is checked against the server before it is stored. BRANDMAIL_API_KEY and
BRANDMAIL_BASE_URL, when set, win over the stored values.

Examples:
  brandmail login --base-url http://127.0.0.1:3000          # asks for the key
  echo "$KEY" | brandmail login --base-url https://mail.example.com`,
    )
    .action(
      clientAction(async (run, o: { baseUrl?: string; apiKey?: string }) => {
        const stored = readConfig();
        const baseUrl = (o.baseUrl ?? stored.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
        try {
          new URL(baseUrl);
        } catch {
          throw new CliError(`"${baseUrl}" is not a URL; pass --base-url http://host:port.`);
        }
        let apiKey = o.apiKey;
        if (!apiKey) apiKey = process.stdin.isTTY ? await ask('API key (bm_test_… or bm_live_…): ') : await readStdin();
        if (!apiKey) throw new CliError('No API key given: pass --api-key, or type or pipe it in.');
        if (!/^bm_(test|live)_\S+$/.test(apiKey)) throw new CliError('That does not look like a brandmail key (bm_test_… or bm_live_…).');

        // Any authenticated answer proves the key: 403 only means it lacks projects:read.
        const bm = new Brandmail({ apiKey, baseUrl, maxRetries: 1 });
        await bm.projects.list({ limit: 1 }).catch((err) => {
          if (err instanceof BrandmailError && err.code === 'INSUFFICIENT_PERMISSIONS') return;
          throw err;
        });
        const file = writeConfig({ ...stored, baseUrl, apiKey });
        const environment = apiKey.startsWith('bm_live_') ? 'live' : 'test';
        run.result({ baseUrl, environment, configPath: file }, () =>
          run.line(`Logged in to ${baseUrl} with a ${environment} key; saved to ${file}.`),
        );
      }),
    );

  program
    .command('logout')
    .description('Forget the stored server address and key.')
    .option('--json', 'print one JSON object')
    .action(
      clientAction(async (run) => {
        const removed = removeConfig();
        run.result({ removed, configPath: configPath() }, () =>
          run.line(removed ? `Removed ${configPath()}.` : `Nothing stored at ${configPath()}.`),
        );
      }),
    );

  program
    .command('whoami')
    .description('Show which server and key the client commands use, and where each comes from.')
    .option('--json', 'print one JSON object')
    .action(
      clientAction(async (run) => {
        const conn = resolveConnection();
        const hint = conn.apiKey ? `${conn.apiKey.slice(0, 8)}…${conn.apiKey.slice(-4)}` : null;
        const environment = conn.apiKey ? (conn.apiKey.startsWith('bm_live_') ? 'live' : 'test') : null;
        run.result({ baseUrl: conn.baseUrl, key: hint, environment, source: conn.source }, () => {
          run.line(`server  ${conn.baseUrl}  (${conn.source.baseUrl})`);
          run.line(`key     ${hint ?? '(none — run `brandmail login`)'}${hint ? `  ${environment}  (${conn.source.apiKey})` : ''}`);
        });
      }),
    );
}
