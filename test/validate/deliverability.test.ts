import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDeliverability } from '../../src/validate/deliverability';
import { buildMessage, quotedPrintable } from '../../src/validate/deliverability/message';
import { RULES } from '../../src/validate/deliverability/rules';
import { parseReport, spamdRequest } from '../../src/validate/deliverability/spamd';
import { DeliverabilityResult } from '../../src/validate/schema';
import { fixture, positionOf } from './helpers/fixtures';
import { spamdAvailable, startSpamd, type Spamd } from './helpers/spamd';

const TEXT = 'Welcome to Acme Outdoor. Thank you for joining us.';

describe('deliverability', () => {
  it('has at least 30 rules, each with points, a description and a fix', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const r of RULES) {
      // Only the text model's "reads like legitimate mail" band takes points off.
      if (r.id === 'TEXT_MODEL_LEGITIMATE') expect(r.points).toBeLessThan(0);
      else expect(r.points).toBeGreaterThan(0);
      expect(r.description.length).toBeGreaterThan(10);
      expect(r.fix.length).toBeGreaterThan(10);
    }
  });

  it('scores a spammy email over the threshold and says which rules fired, where, and how to fix each', async () => {
    const html = fixture('broken/deliverability-spam.html');
    const r = await checkDeliverability({ html, subject: 'FREE MONEY!!! 🎉🎉🎉' }, {}, { spamd: '' });
    DeliverabilityResult.parse(r);
    expect(r.points).toBeGreaterThanOrEqual(5);
    expect(r.passed).toBe(false);
    expect(r.score).toBe(0);
    expect(r.placement.spam).toBeGreaterThan(0.9);
    expect(r.placement.inbox + r.placement.promotions + r.placement.spam).toBeCloseTo(1, 5);
    const fired = (rule: string) => {
      const f = r.rules.find((x) => x.rule === rule);
      expect(f, rule).toBeDefined();
      return f!;
    };
    // The destination is a numeric address: phishing, not click tracking.
    expect(fired('LINK_TEXT_MISMATCH')).toMatchObject({ points: 2.5, ...positionOf(html, 'http://192.168.10.20') });
    expect(fired('NUMERIC_HTTP_ADDR')).toMatchObject(positionOf(html, 'http://192.168.10.20'));
    expect(fired('URI_SHORTENER')).toMatchObject(positionOf(html, 'https://bit.ly'));
    expect(fired('OBFUSCATION')).toMatchObject(positionOf(html, 'F R E E'));
    expect(fired('LOW_CONTRAST_TEXT')).toMatchObject(positionOf(html, '<p style="color:#ffffff'));
    expect(fired('TINY_TEXT')).toMatchObject(positionOf(html, '<p style="font-size:2px'));
    expect(fired('HTML_SCRIPT')).toMatchObject(positionOf(html, '<script>'));
    expect(fired('HTML_FORM')).toMatchObject(positionOf(html, '<form'));
    expect(fired('HTML_IFRAME')).toMatchObject(positionOf(html, '<iframe'));
    expect(fired('BASE64_IMAGE')).toMatchObject(positionOf(html, 'data:image/png'));
    expect(fired('JAVASCRIPT_URI')).toMatchObject(positionOf(html, 'javascript:'));
    expect(fired('SPAM_PHRASES').points).toBe(3);
    // The first phrase is in the (hidden) preheader.
    expect(fired('SPAM_PHRASES')).toMatchObject(positionOf(html, 'Free money inside'));
    expect(fired('BODY_EXCESS_CAPS').description).toMatch(/capitals/);
    for (const rule of ['SUBJ_ALL_CAPS', 'SUBJ_EXCLAMATION', 'SUBJ_SPAM_PHRASE', 'SUBJ_EMOJI', 'MIME_HTML_ONLY', 'NO_UNSUBSCRIBE', 'NO_POSTAL_ADDRESS']) fired(rule);
    expect(r.issues.find((i) => i.code === 'SUBJ_ALL_CAPS')).toMatchObject({ line: null, snippet: 'FREE MONEY!!! 🎉🎉🎉' });
    expect(r.issues.find((i) => i.code === 'HTML_SCRIPT')?.severity).toBe('error');
    expect(r.notEvaluated.map((n) => n.id)).toEqual(expect.arrayContaining(['SPF', 'DKIM', 'DMARC', 'SENDER_REPUTATION', 'COMPLAINT_RATE']));
    expect(r.spamassassin).toBeNull();
  });

  it('passes a clean email sent with a text part and a matching subject', async () => {
    const r = await checkDeliverability(
      { html: fixture('clean/welcome.html'), subject: 'Welcome to Acme Outdoor', text: TEXT + ' We make light, durable gear for hiking and camping. Browse the new tents.' },
      {},
      { spamd: '' },
    );
    // No rule adds points; the text model may take some off for wording typical of legitimate mail.
    expect(r.rules.filter((x) => x.points > 0)).toEqual([]);
    expect(r.points).toBeLessThanOrEqual(0);
    expect(r).toMatchObject({ score: 100, passed: true });
    expect(r.placement.inbox).toBeGreaterThan(r.placement.spam);
  });

  const P = (body: string, head = '<title>Spring</title>') => `<!DOCTYPE html>\n<html lang="en">\n<head>${head}</head>\n<body>\n${body}\n</body>\n</html>`;
  const filler = '<p>We make light and durable gear for hiking and camping, tested on real trails by our own team every season of the year.</p>'.repeat(3);
  const cases: Array<{ rule: string; html: string; subject?: string; text?: string; at?: string; absent?: boolean }> = [
    { rule: 'HTML_IMAGE_ONLY', html: P('<img src="https://cdn.acme.test/sale.png" alt="Sale">'), at: '<img' },
    { rule: 'HTML_IMAGE_RATIO', html: P(`<p>${'Light gear for long trails. '.repeat(10)}</p><img src="https://cdn.acme.test/a.png" alt="A"><img src="https://cdn.acme.test/b.png" alt="B"><img src="https://cdn.acme.test/c.png" alt="C">`), at: '<img' },
    { rule: 'MIME_HTML_ONLY', html: P(filler) },
    { rule: 'MPART_ALT_DIFF', html: P(filler), text: 'Completely different words about cooking pasta with tomatoes and basil in a small kitchen tonight.' },
    { rule: 'URI_SHORTENER', html: P(`${filler}<a href="https://tinyurl.com/abc">Our tents</a>`), at: 'https://tinyurl.com' },
    { rule: 'NUMERIC_HTTP_ADDR', html: P(`${filler}<a href="https://203.0.113.9/offer">Our tents</a>`), at: 'https://203.0.113.9' },
    { rule: 'BODY_EXCESS_CAPS', html: P(`<p>${'THIS IS A VERY LOUD MESSAGE ABOUT OUR GEAR. '.repeat(8)}</p>`), at: '<body>' },
    { rule: 'BODY_EXCLAMATION', html: P(`${filler}<p>Great news!! Really great!</p>`), at: '!!' },
    { rule: 'SPAM_PHRASES', html: P(`${filler}<p>Please act now.</p>`), at: 'act now' },
    { rule: 'SUBJ_ALL_CAPS', html: P(filler), subject: 'BIG NEWS TODAY' },
    { rule: 'SUBJ_EXCESS_CAPS', html: P(filler), subject: 'BIG SPRING SALE starts today' },
    { rule: 'SUBJ_EXCLAMATION', html: P(filler), subject: 'Hello!! there' },
    { rule: 'SUBJ_SPAM_PHRASE', html: P(filler), subject: 'Free tents this week' },
    { rule: 'SUBJ_TOO_LONG', html: P(filler), subject: 'This subject line goes on and on about our tents, packs, boots and jackets' },
    { rule: 'SUBJ_TOO_SHORT', html: P(filler), subject: 'Hi' },
    { rule: 'SUBJ_EMOJI', html: P(filler), subject: '🎉🏕️⛺ New tents' },
    { rule: 'TITLE_NE_SUBJECT', html: P(filler, '<title>Newsletter 12</title>'), subject: 'Spring tents', at: '<title>' },
    { rule: 'HIDDEN_TEXT', html: P(`<div style="display:none">Preheader text</div>${filler}<div style="display:none">${'hidden words '.repeat(20)}</div>`), at: '<div style="display:none">hidden' },
    { rule: 'LOW_CONTRAST_TEXT', html: P(`${filler}<p style="color:#fafafa">Faint</p>`), at: '<p style="color:#fafafa' },
    { rule: 'TINY_TEXT', html: P(`${filler}<p style="font-size:4px">Small print</p>`), at: '<p style="font-size:4px' },
    { rule: 'HTML_SCRIPT', html: P(`${filler}<script>var a = 1;</script>`), at: '<script' },
    { rule: 'HTML_FORM', html: P(`${filler}<form><input name="q"></form>`), at: '<form' },
    { rule: 'HTML_IFRAME', html: P(`${filler}<iframe src="https://acme.test/"></iframe>`), at: '<iframe' },
    { rule: 'HTML_EMBED', html: P(`${filler}<object data="https://acme.test/movie.swf"></object>`), at: '<object' },
    { rule: 'BASE64_IMAGE', html: P(`${filler}<img alt="Dot" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`), at: 'data:image/gif' },
    { rule: 'HTML_SIZE_102KB', html: P(filler.repeat(300)) },
    { rule: 'NO_UNSUBSCRIBE', html: P(filler), at: '<body>' },
    { rule: 'NO_POSTAL_ADDRESS', html: P(filler), at: '<body>' },
    { rule: 'NO_PREHEADER', html: P(filler), at: '<body>' },
    { rule: 'TOO_MANY_DOMAINS', html: P(`${filler}${Array.from({ length: 12 }, (_, i) => `<a href="https://site${i}.example-shop${i}.com/">Shop ${i}</a>`).join(' ')}`) },
    { rule: 'OBFUSCATION', html: P(`${filler}<p>Get your v1agra here</p>`), at: 'v1agra' },
    { rule: 'OBFUSCATION', html: P(`${filler}<p>It is fr\u200bee</p>`), at: 'r\u200bee' },
    { rule: 'OBFUSCATION', html: P(`${filler}<p>&#70;&#82;&#69;&#69; tents</p>`), at: '&#70;' },
    { rule: 'JAVASCRIPT_URI', html: P(`${filler}<a href="javascript:void(0)">Open</a>`), at: 'javascript:' },
    { rule: 'LINK_TEXT_MISMATCH', html: P(`${filler}<a href="https://login.evil-example.com/">https://www.acme-bank.com/login</a>`), at: 'https://login.evil-example.com' },
    { rule: 'HTML_SHORT_LENGTH', html: P('<p>Hi there, see you soon.</p>'), at: '<body>' },
    { rule: 'MONEY_EXCESS', html: P(`${filler}<p>${Array.from({ length: 8 }, (_, i) => `Tent ${i} $${100 + i}`).join(', ')}</p>`), at: '$100' },
    { rule: 'MANY_LINKS', html: P(`<p>Our tents.</p>${Array.from({ length: 16 }, (_, i) => `<a href="https://acme.test/p/${i}">Tent ${i}</a>`).join(' ')}`) },
    { rule: 'HTML_MALFORMED', html: P(`${filler}${'<td></span></b>'.repeat(8)}`), at: '</span>' },
    { rule: 'INSECURE_LINKS', html: P(`${filler}<a href="http://acme.test/">Our tents</a>`), at: 'http://acme.test/' },
    { rule: 'URI_FREE_HOSTING', html: P(`${filler}<a href="https://acme-offers.web.app/">Our tents</a>`), at: 'https://acme-offers.web.app' },
    { rule: 'URI_ABUSED_TLD', html: P(`${filler}<a href="https://acme-tents.top/">Our tents</a>`), at: 'https://acme-tents.top' },
    { rule: 'URI_BRAND_LOOKALIKE', html: P(`${filler}<a href="https://paypa1-secure-center.com/">Our tents</a>`), at: 'https://paypa1-secure' },
    { rule: 'ADVANCE_FEE', html: P(`${filler}<p>As next of kin you will receive 40% of the total sum once we complete the transfer of the funds.</p>`), at: 'next of kin' },
    { rule: 'CREDENTIAL_REQUEST', html: P(`${filler}<p>Your account has been suspended. Verify your account within 24 hours.</p>`), at: 'suspended' },
    { rule: 'MONEY_MILLIONS', html: P(`${filler}<p>You may claim US$4.5 million today.</p>`), at: 'US$4.5' },
    { rule: 'CRYPTO_ADDRESS', html: P(`${filler}<p>Pay to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh now.</p>`), at: 'bc1q' },
    { rule: 'REMOVE_BY_REPLY', html: P(`${filler}<p>To be removed from our mailing list, reply REMOVE.</p>`), at: 'To be removed' },
    { rule: 'TEXT_MODEL_SPAMMY', html: P('<p>Dear friend, our mortgage lenders offer refinance rates. Kindly reply for the investment opportunity. To be excluded from future mailings reply with remove.</p>') },
    { rule: 'TEXT_MODEL_LEGITIMATE', html: P(`${filler}<p>Thanks for the patch, I wrote a test for the issue and pushed it to the branch; see the diff in the repository.</p>`) },
    { rule: 'TRACKING_PIXELS', html: P(`${filler}<img src="https://t1.acme.test/o.gif" width="1" height="1" alt=""><img src="https://t2.acme.test/o.gif" width="1" height="1" alt="">`), at: 'https://t2.acme.test' },
  ];

  it('covers every rule with a case below', () => {
    expect(new Set(cases.map((c) => c.rule))).toEqual(new Set(RULES.map((r) => r.id)));
  });

  for (const c of cases) {
    it(`fires ${c.rule}${c.at ? ` at ${JSON.stringify(c.at).slice(0, 30)}` : ''}`, async () => {
      const r = await checkDeliverability({ html: c.html, subject: c.subject, text: c.text }, {}, { spamd: '' });
      const fired = r.rules.find((x) => x.rule === c.rule);
      expect(fired, `${c.rule} fired: ${r.rules.map((x) => x.rule).join(', ')}`).toBeDefined();
      if (c.at) expect({ line: fired!.line, column: fired!.column }).toEqual(positionOf(c.html, c.at));
      const issue = r.issues.find((i) => i.code === c.rule)!;
      expect(issue.points).toBe(fired!.points);
      expect(issue.suggestion).toBe(fired!.fix);
    });
  }

  it('builds a complete MIME message for SpamAssassin, encoding what needs it', () => {
    const msg = buildMessage({ html: '<p>Caf\u00e9 = good</p>', subject: 'Caf\u00e9 news', unsubscribeUrl: 'https://acme.test/u' }).toString();
    expect(msg).toMatch(/^From: .+\r\nTo: .+\r\nSubject: =\?UTF-8\?B\?/);
    expect(msg).toMatch(/\r\nDate: .+\r\nMessage-ID: <.+>\r\nMIME-Version: 1.0\r\nList-Unsubscribe: <https:\/\/acme.test\/u>\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n/);
    expect(msg).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(msg).toContain('<p>Caf=C3=A9 =3D good</p>');
    for (const line of quotedPrintable('x'.repeat(300)).split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
  });

  it('reads the rule table of a spamd REPORT, continuation lines included', () => {
    const report = [
      'Content analysis details:   (6.1 points, 5.0 required)',
      '',
      ' pts rule name              description',
      '---- ---------------------- --------------------------------------------------',
      ' 2.5 URIBL_BLACK            Contains an URL listed in the URIBL blacklist',
      '                            [URIs: example.com]',
      '-0.0 NO_RELAYS              Informational: message was not relayed via SMTP',
      ' 3.6 HTML_IMAGE_ONLY_04     BODY: HTML: images with 0-400 bytes of words',
      '',
    ].join('\n');
    expect(parseReport(report)).toEqual([
      { rule: 'URIBL_BLACK', points: 2.5, description: 'Contains an URL listed in the URIBL blacklist URIs: example.com' },
      { rule: 'NO_RELAYS', points: -0, description: 'Informational: message was not relayed via SMTP' },
      { rule: 'HTML_IMAGE_ONLY_04', points: 3.6, description: 'BODY: HTML: images with 0-400 bytes of words' },
    ]);
  });

  it('says SpamAssassin was unavailable without failing the check', async () => {
    const r = await checkDeliverability({ html: fixture('clean/welcome.html') }, {}, { spamd: '127.0.0.1:1' });
    expect(r.spamassassin).toBeNull();
    expect(r.issues.find((i) => i.code === 'SPAMASSASSIN_UNAVAILABLE')?.severity).toBe('info');
  });
});

describe.skipIf(!spamdAvailable)('deliverability with SpamAssassin (spamd on loopback, network tests off)', () => {
  let spamd: Spamd;
  beforeAll(async () => {
    spamd = await startSpamd();
  }, 60_000);
  afterAll(() => spamd?.stop());

  it('answers PING over the spamd protocol', async () => {
    const res = await spamdRequest(spamd.address, 'PING', undefined);
    expect(res.status).toMatch(/^SPAMD\/1\.\d+ 0 PONG/);
  });

  it("includes SpamAssassin's score and rules, and a spammy email fails on them", async () => {
    const spam = await checkDeliverability({ html: fixture('broken/deliverability-spam.html'), subject: 'FREE MONEY!!! WINNER!!!' }, {}, { spamd: spamd.address });
    expect(spam.spamassassin).not.toBeNull();
    const sa = spam.spamassassin!;
    expect(sa.threshold).toBe(5);
    expect(sa.rules.length).toBeGreaterThan(0);
    for (const rule of sa.rules) expect(rule.rule).toMatch(/^[A-Z0-9_]+$/);
    // Full headers are sent, so header rules that sending would fix do not fire.
    expect(sa.rules.map((r) => r.rule)).not.toEqual(expect.arrayContaining(['MISSING_DATE']));
    expect(sa.rules.map((r) => r.rule)).not.toEqual(expect.arrayContaining(['MISSING_MID']));
    expect(sa.rules.some((r) => /SUBJ_ALL_CAPS|HTML_|MIME_|BODY|FREE|MONEY|CAPS|PUNCT|ADVANCE_FEE|T_/.test(r.rule))).toBe(true);
    expect(spam.passed).toBe(false);
    expect(spam.summary).toMatch(/SpamAssassin/);

    const clean = await checkDeliverability(
      { html: fixture('clean/welcome.html'), subject: 'Welcome to Acme Outdoor', text: TEXT },
      {},
      { spamd: spamd.address },
    );
    expect(clean.spamassassin!.isSpam).toBe(false);
    expect(clean.spamassassin!.score).toBeLessThan(spam.spamassassin!.score);
  }, 30_000);

  it('can be turned off per request', async () => {
    const r = await checkDeliverability({ html: fixture('clean/welcome.html') }, { spamassassin: false }, { spamd: spamd.address });
    expect(r.spamassassin).toBeNull();
  });
});

describe('docs/validation.md', () => {
  it('lists every deliverability rule with its points', async () => {
    const fs = await import('node:fs');
    const doc = fs.readFileSync(new URL('../../docs/validation.md', import.meta.url), 'utf8');
    for (const r of RULES) expect(doc, r.id).toMatch(new RegExp(`\\| \`${r.id}\` \\| ${r.points.toFixed(1)}`));
  });
});

describe('CREDENTIAL_REQUEST', () => {
  const fires = async (body: string) =>
    (await checkDeliverability({ html: `<html><body><p>${body}</p></body></html>`, subject: 'Your order' }, {}, { spamd: '' })).rules.some((r) => r.rule === 'CREDENTIAL_REQUEST');

  it('needs a request to verify or update an account: a threat word and a deadline word alone are not one', async () => {
    // Legal terms of a retailer's newsletter: "not limited to" and "failure to" without any request.
    expect(await fires('Installation delays include, but are not limited to: the customer’s failure to confirm the date within 2 business days.')).toBe(false);
    expect(await fires('Your account has been suspended. Please verify your account within 24 hours.')).toBe(true);
    expect(await fires('Confirm your payment details immediately.')).toBe(true);
  });
});
