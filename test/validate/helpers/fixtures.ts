import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/emails');

export function fixture(name: string, vars: Record<string, string> = {}): string {
  let html = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
  for (const [k, v] of Object.entries(vars)) html = html.replaceAll(k, v);
  return html;
}

/** Every fixture email (relative paths), for tests that run over all of them. */
export function allFixtures(): string[] {
  const out: string[] = [];
  for (const dir of fs.readdirSync(FIXTURES)) {
    const full = path.join(FIXTURES, dir);
    if (!fs.statSync(full).isDirectory()) continue;
    for (const f of fs.readdirSync(full)) if (f.endsWith('.html')) out.push(`${dir}/${f}`);
  }
  return out.sort();
}

/** 1-based line and column of the first occurrence of `needle` (after `after`, if given). */
export function positionOf(html: string, needle: string, after?: string): { line: number; column: number } {
  const from = after ? html.indexOf(after) : 0;
  const i = html.indexOf(needle, from < 0 ? 0 : from);
  if (i < 0) throw new Error(`"${needle}" not in fixture`);
  const before = html.slice(0, i);
  const line = before.split('\n').length;
  return { line, column: i - before.lastIndexOf('\n') };
}
