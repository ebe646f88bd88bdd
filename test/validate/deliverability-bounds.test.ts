import { describe, expect, it } from 'vitest';
import { loadEmail } from '../../src/validate/document';
import { checkDeliverability } from '../../src/validate/deliverability';
import { ruleContext } from '../../src/validate/deliverability/context';
import { buildMessage } from '../../src/validate/deliverability/message';
import { RULES, tagBalance } from '../../src/validate/deliverability/rules';
import { allFixtures, fixture } from './helpers/fixtures';
import { expectLinear, run } from './helpers/linear-time';

/**
 * Every pattern the deliverability rules run over a message costs time linear in it: each rule is
 * timed alone (its context built untimed) on adversarial text of 10,000 and 100,000 characters.
 */
const rule = (id: string) => RULES.find((r) => r.id === id)!;
/**
 * Contexts by text, built once for every rule: building one (parsing 100,000 characters) costs
 * far more than a rule's run, and it is untimed anyway. The context is the same eagerly computed
 * object whichever rule reads it first.
 */
const contexts = new Map<string, ReturnType<typeof ruleContext>>();
const contextOf = (text: string) => {
  let ctx = contexts.get(text);
  if (!ctx) contexts.set(text, (ctx = ruleContext(loadEmail({ html: `<html><body><p>${text}</p></body></html>` }))));
  return ctx;
};

/** Runs of letters, digits, spaces and separators that made the old patterns backtrack. */
const ADVERSARIAL = ['a', 'A', 'a ', '1 ', '1', '1,', '1.', '$1,', 'a-', 'a.', "a'", '1 a ', 'a$', '1@', '@', 'aaaa@', 'A ', 'A.', 'ab ', 'str '];

describe('deliverability patterns run in linear time', { timeout: 120_000 }, () => {
  for (const id of ['NO_POSTAL_ADDRESS', 'MONEY_EXCESS', 'OBFUSCATION', 'SPAM_PHRASES', 'BODY_EXCLAMATION', 'ADVANCE_FEE', 'CREDENTIAL_REQUEST', 'MONEY_MILLIONS', 'CRYPTO_ADDRESS', 'REMOVE_BY_REPLY', 'TEXT_MODEL_SPAMMY']) {
    it(`${id} on 100,000-character runs`, async () => {
      for (const unit of ADVERSARIAL) {
        await expectLinear(`${id} on "${unit}"…`, (n) => {
          const ctx = contextOf(run(unit, n));
          return () => rule(id).test(ctx);
        });
      }
    });
  }

  it('finds the same addresses and amounts as before on ordinary text', () => {
    expect(rule('NO_POSTAL_ADDRESS').test(contextOf('Acme Outdoor, 1200 Granite Avenue, Boulder, CO 80302'))).toBeNull();
    expect(rule('NO_POSTAL_ADDRESS').test(contextOf('Acme GmbH, Hauptstraße 12, 10115 Berlin'))).toBeNull();
    expect(rule('NO_POSTAL_ADDRESS').test(contextOf('Acme, Keizersgracht 12, Amsterdam'))).toBeNull();
    expect(rule('NO_POSTAL_ADDRESS').test(contextOf('Thanks for reading, see you soon'))).not.toBeNull();
    // The amounts the unbounded pattern found, counted by it.
    const OLD_CURRENCY = /(?:[$€£¥]\s?\d[\d,.]*|\d[\d,.]*\s?(?:[$€£¥](?!\s?\d)|(?:usd|eur|gbp)\b)|\d+\s?%\s?(?:off|de descuento|de réduction|rabatt|di sconto|korting|desconto))/gi;
    for (const text of [
      '$10 $20.50 €30 40 USD 1,299.00 € 15% off 20 % rabatt 2.5% off 12 eur, 7€ and 9 € 5',
      'Was $1,299.99, now $999! Save 25% off, 30 % korting, 10€, £5, ¥1000, 3 GBP, 4.5 usd and 1,000,000.00 EUR',
    ]) {
      const count = [...text.matchAll(OLD_CURRENCY)].length;
      expect(count).toBeGreaterThanOrEqual(8);
      expect(rule('MONEY_EXCESS').test(contextOf(text))).toMatchObject({ detail: `${count} amounts` });
    }
  });

  it('still finds digits for letters after a plain spam word, and never a plain word', () => {
    expect(rule('OBFUSCATION').test(contextOf('Free money today: get fr33 m0n3y now'))).toMatchObject({ detail: '"fr33"' });
    expect(rule('OBFUSCATION').test(contextOf('Free money today and a loan for credit'))).toBeNull();
  });

  it('HIDDEN_TEXT looks at each link once, not once per hidden block', async () => {
    await expectLinear(
      'HIDDEN_TEXT',
      (n) => {
        const block = '<div style="display:none">hidden words here</div><p><a href="https://example.com/x">a link</a></p>';
        const ctx = ruleContext(loadEmail({ html: `<html><body><p>Visible text first.</p>${block.repeat(n)}</body></html>` }));
        return () => rule('HIDDEN_TEXT').test(ctx);
      },
      600,
    );
  });
});

describe('tagBalance', { timeout: 120_000 }, () => {
  it('scans the source in linear time when tags, comments or raw text never close', async () => {
    for (const unit of ['<a', '<!--', '<script', '<style x', '</', '<a <', '<div>', '</span>', '<script></scrip', '<p>x</p>']) {
      await expectLinear(`tagBalance on "${unit}"…`, (n) => {
        const html = run(unit, n);
        return () => tagBalance(html);
      });
    }
    await expectLinear('tagBalance on opened divs then stray end tags', (n) => {
      const html = '<div>'.repeat(n / 10) + '</span>'.repeat(n / 10);
      return () => tagBalance(html);
    });
  });

  it('counts what the regular expression it replaces counted', () => {
    const samples = [
      ...allFixtures().map((f) => fixture(f)),
      '<div><span></div>',
      '<div></span></div>',
      '<b><i></b></i>',
      '<div><p><span>x</div></span>',
      '<!-- <div> --><div></div>',
      '<!-- <div> unclosed comment <div>',
      '<script><div></script><div></div>',
      '<script><div></script ><div>',
      '<SCRIPT><div></SCRIPT>',
      '<script-x><div></script-x>',
      '<div/><span/>',
      '<div <span>',
      '<a href="x">y</a><a>',
      '<textarea><b></textarea></b>',
      '<div>'.repeat(50) + '</div>'.repeat(49) + '</span>',
      '<title>x<title><div></title>',
    ];
    for (const html of samples) expect(tagBalance(html), html.slice(0, 60)).toEqual(regexTagBalance(html));
  });
});

describe('deeply nested and large mail', { timeout: 120_000 }, () => {
  const nested = {
    div: '<div>'.repeat(20_000) + 'Deep text here.' + '</div>'.repeat(20_000),
    table: '<table><tr><td>'.repeat(7_000) + 'Deep text here.',
    font: '<font size="2">Deep '.repeat(20_000),
    hidden: '<span style="font-size:0">word '.repeat(20_000),
  };
  for (const [kind, html] of Object.entries(nested)) {
    it(`answers for ${kind} nested thousands deep`, async () => {
      const r = await checkDeliverability({ html: `<html><body>${html}</body></html>`, subject: 'Hello' }, {}, { spamd: '' });
      expect(r.check).toBe('deliverability');
      expect(() => buildMessage({ html, subject: 'Hello' })).not.toThrow();
    });
  }

  it('builds its context in linear time for zero-size text nested ever deeper', async () => {
    await expectLinear(
      'ruleContext on nested zero-size spans',
      (n) => {
        const html = `<html><body>${'<span style="font-size:0">word '.repeat(n)}</body></html>`;
        return () => ruleContext(loadEmail({ html }));
      },
      1_000,
    );
  });
});

/** The scan tagBalance replaced, kept as the reference for what it must count. */
function regexTagBalance(html: string): { problems: number; first?: number } {
  const BALANCED = new Set(['div', 'span', 'table', 'a', 'b', 'i', 'u', 'strong', 'em', 'font', 'center', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'section', 'article', 'header', 'footer']);
  const re = /<!--[\s\S]*?-->|<(script|style|title|textarea)\b[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)\b[^>]*>/g;
  const stack: Array<{ tag: string; offset: number }> = [];
  let problems = 0;
  let first: number | undefined;
  const problem = (offset: number) => {
    problems++;
    first ??= offset;
  };
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (!m[3]) continue;
    const tag = m[3].toLowerCase();
    if (!BALANCED.has(tag) || m[0].endsWith('/>')) continue;
    if (!m[2]) {
      stack.push({ tag, offset: m.index });
      continue;
    }
    const at = stack.map((e) => e.tag).lastIndexOf(tag);
    if (at < 0) {
      problem(m.index);
      continue;
    }
    for (const unclosed of stack.splice(at + 1)) problem(unclosed.offset);
    stack.pop();
  }
  for (const unclosed of stack) problem(unclosed.offset);
  return { problems, first };
}
