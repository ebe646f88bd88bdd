/**
 * What the console says in words a marketer reads, not in the API's code names: a platform's
 * credential fields ("apiKey" → "API key"), a check's `backticked` CSS names shown as code, and
 * the score's sentence in the tiles' words.
 */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { credentialLabel } from '../../src/console/app/export/credentialLabel';
import { withCode } from '../../src/console/app/check/withCode';
import { summaryLine } from '../../src/console/app/check/ScoreSummary';
import { platformCatalogue } from '../../src/exports/catalog';

describe('credential labels', () => {
  it('says every platform’s credential fields in words, acronyms in capitals', () => {
    expect(['apiKey', 'accessKeyId', 'restEndpoint', 'appApiKey', 'dataCenter', 'from'].map(credentialLabel)).toEqual([
      'API key',
      'Access key ID',
      'REST endpoint',
      'App API key',
      'Data center',
      'From',
    ]);
    // Every field the API lists reads as words: no camelCase left.
    const names = platformCatalogue().flatMap((p) => p.credentialFields.map((f) => f.name));
    expect(names.length).toBeGreaterThan(10);
    expect(names.map(credentialLabel).filter((l) => /[a-z][A-Z]/.test(l))).toEqual([]);
  });
});

describe('a check’s message', () => {
  const html = (text: string) => renderToStaticMarkup(createElement(Fragment, null, ...withCode(text)));
  it('shows backticked names as code and keeps them text', () => {
    expect(html('`<style> element` is not supported by Gmail; use `margin`.')).toBe('<code>&lt;style&gt; element</code> is not supported by Gmail; use <code>margin</code>.');
    expect(html('An unpaired ` stays as written.')).toBe('An unpaired ` stays as written.');
  });
});

describe('the score’s sentence', () => {
  const check = (passed: boolean) => ({ score: passed ? 95 : 60, passed, summary: '' });
  it('names what needs work as the tiles do, without the code names', () => {
    expect(summaryLine(78, [['compatibility', check(true)], ['links', check(false)], ['spelling', check(false)]])).toBe('Overall 78 of 100. Needs work: Links, Spelling and grammar.');
    expect(summaryLine(96, [['links', check(true)]])).toBe('Overall 96 of 100. Every check passed.');
  });
});
