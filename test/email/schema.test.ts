import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { EmailDocument, parseEmailDocument, renderHtml, type EmailDocumentInput } from '../../src/email';
import { fixtureNames, loadFixture } from './helpers';

const minimal: EmailDocumentInput = {
  subject: 'Hello',
  theme: { primaryColor: '#0055ff' },
  blocks: [{ type: 'text', content: 'Hi' }],
};

function issuesOf(input: unknown) {
  const result = parseEmailDocument(input);
  if (result.success) throw new Error('expected the document to be rejected');
  return result.issues;
}

describe('EmailDocument', () => {
  it.each(fixtureNames())('accepts fixture %s', (name) => {
    expect(parseEmailDocument(loadFixture(name)).success).toBe(true);
  });

  it('fills defaults so a minimal document renders', async () => {
    const result = parseEmailDocument(minimal);
    expect(result.success && result.data.theme).toMatchObject({
      contentWidth: 600,
      buttonShape: 'rounded',
      contentBackground: '#ffffff',
    });
    expect(result.success && result.data.language).toBe('en');
    expect(await renderHtml(minimal)).toContain('>Hi</p>');
  });

  it('converts to JSON Schema for OpenAPI and LLM structured output', () => {
    const schema = z.toJSONSchema(EmailDocument, { io: 'input' }) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(schema.required).toEqual(expect.arrayContaining(['subject', 'theme', 'blocks']));
    const serialized = JSON.stringify(schema);
    for (const type of ['header', 'hero', 'productGrid', 'coupon', 'testimonial', 'footer', 'html', 'mergeTag']) {
      expect(serialized).toContain(`"const":"${type}"`);
    }
  });

  it('reports problems with paths a user can act on', () => {
    const issues = issuesOf({
      ...minimal,
      blocks: [
        { type: 'button', label: 'Go', href: 'javascript:alert(1)' },
        { type: 'image', src: 'https://x.example/a.png' },
      ],
    });
    expect(issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['blocks.0.href', 'blocks.1.alt']));
  });

  it.each([
    ['a javascript: link', { type: 'button', label: 'Go', href: 'javascript:alert(1)' }],
    ['a data: image', { type: 'image', src: 'data:image/png;base64,AAAA', alt: '' }],
    ['an SVG image', { type: 'image', src: 'https://cdn.example.com/logo.svg', alt: 'Logo' }],
    ['an image without alt', { type: 'image', src: 'https://cdn.example.com/a.png' }],
    ['an unknown block type', { type: 'carousel', items: [] }],
    ['an unknown field', { type: 'text', content: 'Hi', onclick: 'x' }],
    [
      'a merge tag with a code-like field',
      { type: 'text', content: [{ type: 'mergeTag', field: 'a; drop', fallback: '' }] },
    ],
    ['a one-column columns block', { type: 'columns', columns: [{ blocks: [{ type: 'text', content: 'x' }] }] }],
    [
      'nested columns',
      {
        type: 'columns',
        columns: [{ blocks: [{ type: 'columns', columns: [] }] }, { blocks: [{ type: 'text', content: 'x' }] }],
      },
    ],
  ])('rejects %s', (_, block) => {
    expect(parseEmailDocument({ ...minimal, blocks: [block] }).success).toBe(false);
  });

  it.each([
    ['a colour that is not hex', { primaryColor: 'red' }],
    [
      'a font stack that could inject CSS',
      { primaryColor: '#000000', bodyFont: { stack: 'Arial; background:url(x)' } },
    ],
    ['a font stack without a generic family', { primaryColor: '#000000', bodyFont: { stack: 'Inter, Arial' } }],
  ])('rejects a theme with %s', (_, theme) => {
    expect(parseEmailDocument({ ...minimal, theme }).success).toBe(false);
  });

  it('keeps the header first and the footer last', () => {
    const footer = { type: 'footer', companyName: 'A', address: 'B', unsubscribeUrl: 'https://a.example/u' };
    const issues = issuesOf({ ...minimal, blocks: [footer, { type: 'text', content: 'Hi' }] });
    expect(issues).toEqual([{ path: 'blocks.0.type', message: 'A footer can only be the last block' }]);
  });

  it('rejects a language tag Intl does not accept', () => {
    expect(parseEmailDocument({ ...minimal, language: 'en-x' }).success).toBe(false);
    expect(parseEmailDocument({ ...minimal, language: 'pt-BR' }).success).toBe(true);
  });
});
