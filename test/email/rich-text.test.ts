import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { parseRichText, richTextToPlain } from '../../src/email/content';
import { expectLinear, run } from '../validate/helpers/linear-time';

const token = { type: 'mergeTag' as const, field: 'firstName', fallback: 'there' };

describe('rich text (markdown subset with merge tags)', () => {
  it('keeps bold, italic, links and line breaks', () => {
    expect(parseRichText('Up to **40%** off, *today*\n[see](https://a.example)')).toEqual([
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'Up to ' },
          { kind: 'strong', children: [{ kind: 'text', text: '40%' }] },
          { kind: 'text', text: ' off, ' },
          { kind: 'em', children: [{ kind: 'text', text: 'today' }] },
          { kind: 'break' },
          { kind: 'link', href: 'https://a.example', children: [{ kind: 'text', text: 'see' }] },
        ],
      },
    ]);
  });

  it('keeps a merge tag inside bold text as a token node', () => {
    const [paragraph] = parseRichText(['**Hi ', token, '**, welcome']);
    expect(paragraph).toEqual({
      kind: 'paragraph',
      children: [
        {
          kind: 'strong',
          children: [
            { kind: 'text', text: 'Hi ' },
            { kind: 'token', token },
          ],
        },
        { kind: 'text', text: ', welcome' },
      ],
    });
  });

  it('does not let typed private-use characters pose as tokens', () => {
    expect(parseRichText('a \uE0000\uE001 b')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'a 0 b' }] },
    ]);
  });

  it('parses bullet and numbered lists', () => {
    const blocks = parseRichText('Intro\n\n- one\n- **two**\n\n3. three\n4. four');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'list', 'list']);
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: true, start: 3 });
    expect(richTextToPlain(blocks, (t) => t.fallback)).toBe('Intro\n\n- one\n- two\n\n3. three\n4. four');
  });

  it('shows raw HTML, headings and code as the text that was typed', () => {
    const plain = richTextToPlain(parseRichText('# Title\n\n<b>bold?</b> `code`'), (t) => t.fallback);
    expect(plain).toBe('Title\n\n<b>bold?</b> code');
  });

  it('gives plain sentences the same structure with or without the lexer fast path', () => {
    const text = 'Hi there, we picked a few favourites for you.';
    expect(parseRichText(text)).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text }] }]);
    expect(Lexer.lex(text)[0]).toMatchObject({ type: 'paragraph', text });
  });

  it('autolinks bare URLs and e-mail addresses, which the fast path must not skip', () => {
    expect(JSON.stringify(parseRichText('Visit www.example.com'))).toContain('"kind":"link"');
    expect(JSON.stringify(parseRichText('Write to help@example.com'))).toContain('"href":"mailto:help@example.com"');
  });
});

describe('rich text that makes markdown backtrack', () => {
  it('costs about linear time in link-like openings, and is shown as typed past a hundred of them', async () => {
    // "[a](" × n: marked took 2.6 s on the field's 5,000 characters before the guard.
    await expectLinear('"[a](" runs', (n) => () => parseRichText(run('[a](', n)), 500);
    await expectLinear('"[](" runs', (n) => () => parseRichText(run('[](', n)), 500);
    const typed = run('[a](', 5000);
    const blocks = parseRichText(typed);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph']);
    expect(richTextToPlain(blocks, () => '')).toBe(typed);
  });

  it('still formats a paragraph with a few links', () => {
    const blocks = parseRichText('See [our menu](https://example.com/menu) and [hours](https://example.com/hours).');
    expect(JSON.stringify(blocks)).toContain('https://example.com/menu');
  });
});
