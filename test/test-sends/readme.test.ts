/**
 * An operator finds every setting of test sends where the README lists the server's settings: its
 * Configuration table names each variable src/config.ts reads for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../..');

describe('README configuration', () => {
  it('lists every variable of test sends that the server reads', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
    const config = fs.readFileSync(path.join(root, 'src/config.ts'), 'utf8');
    const variables = [...new Set(config.match(/BRANDMAIL_(?:SMTP|DKIM|TEST_SENDS)_[A-Z_]+/g))];
    expect(variables.length).toBeGreaterThanOrEqual(5);
    expect(variables.filter((v) => !table.includes(`\`${v}\``))).toEqual([]);
  });
});
