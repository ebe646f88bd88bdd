/** An error meant for the person at the terminal: printed as one line, exit code 1, no stack. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
  }
}

export function printJson(value: unknown) {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printTable(rows: Record<string, unknown>[]) {
  if (rows.length === 0) {
    process.stdout.write('(none)\n');
    return;
  }
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(width[i])).join('  ').trimEnd();
  process.stdout.write(`${line(cols.map((c) => c.toUpperCase()))}\n`);
  for (const r of rows) process.stdout.write(`${line(cols.map((c) => String(r[c] ?? '')))}\n`);
}
