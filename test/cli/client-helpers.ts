import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const bin = path.resolve('bin/brandmail.js');

export type CliResult = { code: number; stdout: string; stderr: string };

/**
 * Runs the real `brandmail` command in a child process with its own config directory, against
 * the server given by `env` (BRANDMAIL_BASE_URL / BRANDMAIL_API_KEY) or by a stored login.
 */
export function cliRunner(baseEnv: Record<string, string | undefined> = {}) {
  const configHome = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-cli-'));
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('BRANDMAIL_')) env[k] = v;
  env.XDG_CONFIG_HOME = configHome;
  delete env.CI;
  const run = (args: string[], opts: { env?: Record<string, string | undefined>; input?: string; cwd?: string } = {}): Promise<CliResult> =>
    new Promise((resolve) => {
      const merged: Record<string, string> = { ...env };
      for (const [k, v] of Object.entries({ ...baseEnv, ...opts.env })) {
        if (v === undefined) delete merged[k];
        else merged[k] = v;
      }
      const child = execFile('node', [bin, ...args], { env: merged, cwd: opts.cwd, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
        resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      });
      if (opts.input !== undefined) child.stdin!.end(opts.input);
      else child.stdin!.end();
    });
  return { run, configHome, cleanup: () => fs.rmSync(configHome, { recursive: true, force: true }) };
}

/** No stack trace ever reaches the person at the terminal. */
export function expectNoStack(text: string) {
  if (/\n\s+at .+:\d+:\d+/.test(text)) throw new Error(`stack trace in output:\n${text}`);
}

/**
 * Runs client commands in this process: the same commands, the same server over HTTP, the same
 * error-to-exit-code handling as src/cli/main.ts, without paying a Node + tsx start per call.
 * Runs must not overlap (they capture process.stdout and set process.env).
 */
export async function cliInProcess(args: string[], env: Record<string, string | undefined> = {}): Promise<CliResult> {
  const { Command, CommanderError } = await import('commander');
  const { registerClientCommands } = await import('../../src/cli/client');
  const { CliError } = await import('../../src/cli/output');
  const program = new Command().name('brandmail').exitOverride();
  registerClientCommands(program);
  const out: string[] = [];
  const err: string[] = [];
  program.configureOutput({ writeOut: (s) => void out.push(s), writeErr: (s) => void err.push(s) });
  const saved = { stdout: process.stdout.write, stderr: process.stderr.write };
  const savedEnv: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) {
    savedEnv[k] = process.env[k];
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  process.stdout.write = ((chunk: string | Uint8Array) => (out.push(String(chunk)), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => (err.push(String(chunk)), true)) as typeof process.stderr.write;
  let code = 0;
  try {
    await program.parseAsync(['node', 'brandmail', ...args]);
    code = Number(process.exitCode ?? 0);
  } catch (e) {
    if (e instanceof CommanderError) code = e.exitCode;
    else {
      err.push(`brandmail: ${e instanceof Error ? e.message : String(e)}\n`);
      code = e instanceof CliError ? e.exitCode : 1;
    }
  } finally {
    process.stdout.write = saved.stdout;
    process.stderr.write = saved.stderr;
    process.exitCode = undefined;
    for (const [k, v] of Object.entries(savedEnv)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  return { code, stdout: out.join(''), stderr: err.join('') };
}
