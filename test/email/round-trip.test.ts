import { createElement } from 'react';
import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, compileReactEmail, renderHtml, renderReact, type EmailDocumentInput } from '../../src/email';
import { fixtureNames, loadFixture } from './helpers';

async function renderSource(source: string, props: Record<string, unknown> = {}): Promise<string> {
  const { Component } = await compileReactEmail(source);
  return render(createElement(Component, props));
}

/** One document per block of the all-blocks fixture, plus each block that only appears inside columns. */
function singleBlockDocuments(): Array<[string, EmailDocumentInput]> {
  const all = loadFixture('all-blocks') as EmailDocumentInput & { blocks: Array<{ type: string }> };
  return all.blocks.map((block, i) => [`${block.type} (#${i})`, { ...all, blocks: [block] } as EmailDocumentInput]);
}

describe('renderReact round trip: the exported TSX renders the same HTML as renderHtml', () => {
  it('covers every block type', () => {
    const covered = new Set(singleBlockDocuments().map(([, doc]) => (doc.blocks[0] as { type: string }).type));
    expect([...covered].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(singleBlockDocuments())('block %s', async (_, doc) => {
    expect(await renderSource(renderReact(doc))).toBe(await renderHtml(doc));
  });

  it.each(fixtureNames())('fixture %s', async (name) => {
    const doc = loadFixture(name);
    const source = renderReact(doc);
    expect(await renderSource(source)).toBe(await renderHtml(doc));
  });

  it('renders the same HTML with its PreviewProps, which hold the token fallbacks', async () => {
    const doc = loadFixture('twelve-block-promo');
    const { Component, previewProps } = await compileReactEmail(renderReact(doc));
    expect(previewProps).toEqual({ firstName: 'there' });
    expect(await render(createElement(Component, previewProps))).toBe(await renderHtml(doc));
  });
});

describe('renderReact source', () => {
  const source = renderReact(loadFixture('all-blocks'));

  it('imports only react and @react-email/components', () => {
    const modules = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(new Set(modules)).toEqual(new Set(['react', '@react-email/components']));
  });

  it('default-exports a named component with typed props and PreviewProps', () => {
    expect(source).toMatch(
      /^export default function YourSpringFieldGuideEmail\(props: YourSpringFieldGuideEmailProps\) \{$/m,
    );
    expect(source).toContain('export interface YourSpringFieldGuideEmailProps {\n  firstName?: string;\n}');
    expect(source).toMatch(/^YourSpringFieldGuideEmail\.PreviewProps = \{\n {2}firstName: 'explorer',\n\} satisfies/m);
  });

  it('reads like hand-written code: short lines, styles hoisted into named constants', () => {
    // Only string constants (the Outlook ghost-table comments) may run long: they must stay one line.
    const longLines = source.split('\n').filter((line) => line.length > 100 && !/^const \w+ = '/.test(line));
    expect(longLines).toEqual([]);
    expect(source).not.toMatch(/style=\{\{/);
    expect(source).toMatch(/^const heroHeading: CSSProperties = \{$/m);
  });

  it('turns personalisation tokens into props', async () => {
    const { Component } = await compileReactEmail(source);
    const html = await render(createElement(Component, { firstName: 'Ada' }));
    expect(html).toContain('Spring is calling, <!-- -->Ada');
    expect(html).not.toContain('Spring is calling, <!-- -->explorer');
  });

  it('prints translated merge tags literally when asked to', () => {
    const translated = renderReact(loadFixture('welcome'), { mergeTag: ({ field }) => `{{${field}}}` });
    expect(translated).toContain("{'Welcome aboard, {{firstName}}!'}");
    expect(translated).not.toContain('props.firstName');
  });
});

describe('compileReactEmail', () => {
  it('refuses imports other than react and @react-email/components', async () => {
    const source =
      "import fs from 'node:fs';\nexport default function E() { return fs.readFileSync('/etc/passwd', 'utf8'); }";
    await expect(compileReactEmail(source)).rejects.toThrow(/may import only react and @react-email\/components/);
  });

  it('does not expose process or the real global object', async () => {
    const source = 'export default function E() { return null; }\nexport const leaked = typeof process;';
    await expect(compileReactEmail(source)).resolves.toBeDefined();
    const probe = 'const p = typeof process; export default function E() { return p; }';
    const { Component } = await compileReactEmail(probe);
    expect(await render(createElement(Component))).toContain('undefined');
  });

  it('stops a module body that never finishes', async () => {
    await expect(
      compileReactEmail('while (true) {}\nexport default function E() { return null; }', { timeoutMs: 50 }),
    ).rejects.toThrow(/timed out/);
  });
});
