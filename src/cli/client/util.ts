import fs from 'node:fs';
import { Option, type Command } from 'commander';
import { CliError } from '../output';

/** `--timeout 90` → 90 000 ms. */
export function parseSeconds(value: string, flag: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new CliError(`${flag} must be a positive number of seconds, not "${value}".`);
  return Math.round(n * 1000);
}

export function parseCount(value: string | undefined, flag: string, min = 0): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new CliError(`${flag} must be a whole number${min ? ` ≥ ${min}` : ''}, not "${value}".`);
  return n;
}

export function percent(progress: number | undefined): string {
  return progress === undefined ? '' : `${Math.round(progress * 100)}%`;
}

/** --limit, --offset, --all and --json, shared by every list command. */
export function listOptions(cmd: Command): Command {
  return cmd
    .option('--limit <n>', 'rows per page (1–100, default 20)')
    .option('--offset <n>', 'rows to skip')
    .addOption(new Option('--all', 'every row (fetches page after page)').conflicts(['limit', 'offset']))
    .option('--json', 'print JSON: the page `{ data, pagination }`, or an array with --all');
}

export function pageParams(o: { limit?: string; offset?: string }) {
  return { limit: parseCount(o.limit, '--limit', 1), offset: parseCount(o.offset, '--offset') };
}

/** A file's text, or standard input for "-". */
export function readInput(file: string): string {
  try {
    return fs.readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (err) {
    throw new CliError(`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}.`);
  }
}

/** `--position 2` or `--position all`. */
export function parsePosition(value: string | undefined): number | 'all' | undefined {
  if (value === undefined || value === 'all') return value;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 7) throw new CliError(`--position takes an email's position in the series (1–7) or "all", not "${value}".`);
  return n;
}

/** `--credentials '{"apiKey":"…"}'`, `@file.json`, or `-` for standard input (keeps secrets out of `ps`). */
export function parseJsonObject(value: string | undefined, flag: string): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  const text = value === '-' ? readInput('-') : value.startsWith('@') ? readInput(value.slice(1)) : value;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new CliError(`${flag} must be a JSON object, @FILE holding one, or - to read it from standard input.`);
}
