/**
 * The published declarations carry src/types.ts resolved into plain types (scripts/expand-types.mjs).
 * This checks the printer, not the schemas: every expanded type must be mutually assignable with
 * the zod-derived type it stands for, so a dropped property, a lost `?` or a union printed wrong
 * fails here rather than in a user's project.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script
import { expandTypes } from '../scripts/expand-types.mjs';

const sdk = path.resolve(import.meta.dirname, '..');
const repo = path.resolve(sdk, '..');
const typesFile = path.join(sdk, 'src/types.ts');

describe('the expanded types in the published declarations', { timeout: 60_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-sdk-types-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stand alone and are mutually assignable with the zod-derived types, one by one', () => {
    const expanded: string = expandTypes(typesFile, path.join(repo, 'tsconfig.json'));
    expect(expanded).not.toMatch(/^import /m);
    expect(expanded).not.toMatch(/\bz\.|\.\.\/src|\$Infer/);
    const names = [...fs.readFileSync(typesFile, 'utf8').matchAll(/^export type (\w+)/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(50);
    expect([...expanded.matchAll(/^export type (\w+)/gm)].map((m) => m[1])).toEqual(names);

    const expandedFile = path.join(dir, 'expanded.ts');
    const checkFile = path.join(dir, 'check.ts');
    fs.writeFileSync(expandedFile, expanded);
    fs.writeFileSync(
      checkFile,
      [
        `import type * as Src from ${JSON.stringify(typesFile.replace(/\.ts$/, ''))};`,
        `import type * as Exp from './expanded';`,
        'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
        'const same = <T extends true>(): T | undefined => undefined;',
        ...names.map((n) => `same<Same<Src.${n}, Exp.${n}>>(); // ${n}`),
      ].join('\n'),
    );
    const config = ts.getParsedCommandLineOfConfigFile(path.join(repo, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
    const program = ts.createProgram([checkFile, expandedFile], { ...config.options, noEmit: true, allowImportingTsExtensions: false });
    const problems = [checkFile, expandedFile].flatMap((f) => ts.getPreEmitDiagnostics(program, program.getSourceFile(f)));
    const lines = fs.readFileSync(checkFile, 'utf8').split('\n');
    const report = problems.map((d) => {
      const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
      return `${d.file ? path.basename(d.file.fileName) : ''}:${at + 1} ${d.file?.fileName === checkFile ? lines[at].split('// ')[1] : ''} ${ts.flattenDiagnosticMessageText(d.messageText, ' ').slice(0, 200)}`;
    });
    expect(report).toEqual([]);
  });
});
