import { describe, expect, it } from 'vitest';
import { checkJsonText, exceedsDepth, MAX_JSON_DEPTH } from '../../src/lib/json-limits';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('checkJsonText', () => {
  it('accepts nesting up to the limit and refuses one level more, at the bracket that crosses it', () => {
    expect(checkJsonText(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(checkJsonText(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`)).toBeNull();
    expect(checkJsonText(`{"a":${nested(MAX_JSON_DEPTH)}}`)).toEqual({ kind: 'depth', limit: MAX_JSON_DEPTH, position: 5 + MAX_JSON_DEPTH - 1 });
  });

  it('counts depth, not brackets: siblings do not add up', () => {
    expect(checkJsonText(`[${Array.from({ length: 1000 }, () => nested(MAX_JSON_DEPTH - 1)).join(',')}]`)).toBeNull();
  });

  it('ignores brackets and braces inside strings, escaped quotes included', () => {
    expect(checkJsonText(JSON.stringify({ html: '['.repeat(10_000) + '"{' + '{'.repeat(10_000) }))).toBeNull();
    expect(checkJsonText(JSON.stringify(['\\', '[[['.repeat(100)]))).toBeNull();
  });

  it('finds \\u0000 in a string but not an escaped backslash followed by u0000', () => {
    expect(checkJsonText('{"a":"x\\u0000"}')).toEqual({ kind: 'nul', position: 7 });
    expect(checkJsonText(JSON.stringify({ a: 'x\u0000' }))).toMatchObject({ kind: 'nul' });
    expect(checkJsonText(JSON.stringify({ a: '\\u0000' }))).toBeNull();
    expect(checkJsonText('{"a":"\\u00001"}')).toMatchObject({ kind: 'nul' });
    expect(checkJsonText('{"a":"\\u0001"}')).toBeNull();
  });

  it('scans 10 MB in linear time', () => {
    const text = JSON.stringify({ rows: Array.from({ length: 200_000 }, (_, i) => ({ id: i, name: `n${i}`, tags: ['a', 'b'] })) }).padEnd(10_000_000, ' ');
    const t0 = performance.now();
    expect(checkJsonText(text)).toBeNull();
    // Generous for a busy 2-core machine; a quadratic scan of 10 MB would take hours.
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});

describe('exceedsDepth', () => {
  it('walks a value nested 100,000 deep without recursion', () => {
    let v: unknown = 1;
    for (let i = 0; i < 100_000; i++) v = { a: v };
    expect(exceedsDepth(v, 10)).toBe(true);
    expect(exceedsDepth({ a: { b: [1, { c: 2 }] } }, 4)).toBe(false);
    expect(exceedsDepth({ a: { b: [1, { c: 2 }] } }, 3)).toBe(true);
    expect(exceedsDepth('scalar', 0)).toBe(false);
  });
});
