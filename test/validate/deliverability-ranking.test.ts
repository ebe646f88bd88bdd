import { describe, expect, it } from 'vitest';
import { checkDeliverability } from '../../src/validate/deliverability';
import { borrowedBrand, suspiciousDestination } from '../../src/validate/deliverability/link-rules';
import { TRAINED_ON, textEvidence } from '../../src/validate/deliverability/model';
import { messageTokens } from '../../src/validate/deliverability/tokens';

/**
 * Behaviours of the score (issue #18): what ranks worse than what, and that each new rule and
 * the text model explain themselves. The figures (AUC beside SpamAssassin) are the bench's job.
 */
const page = (body: string) => `<!doctype html><html><head><title>x</title></head><body>${body}</body></html>`;

const NEWSLETTER = page(`
  <div style="display:none">Three talks, one new tool and the meetup dates for spring.</div>
  <h1>Frontend notes — March</h1>
  <p>Hi Dana, this month we look at container queries in production, a talk on accessible date pickers,
  and the results of our survey on build tools (412 of you answered, thank you).</p>
  <p><a href="https://frontendnotes.dev/march">Read the issue on the web</a></p>
  <p>The next meetup is on 14 April at the Old Library, 12 Queen Street, Leeds LS1 2TW.</p>
  <p>You get this because you subscribed at frontendnotes.dev. <a href="https://frontendnotes.dev/unsubscribe">Unsubscribe</a></p>`);

const PHISHING = page(`
  <p>Dear Customer,</p>
  <p>We detected unusual activity and your account has been limited. Please verify your account
  within 24 hours or it will be permanently suspended.</p>
  <p><a href="http://paypa1-resolution.com/signin">https://www.paypal.com/signin</a></p>
  <p>Thank you, Security Department</p>`);

const check = (html: string, subject: string) => checkDeliverability({ html, subject }, { spamassassin: false });

describe('deliverability ranking', () => {
  it('scores a phishing email with mismatched link text worse than a real newsletter', async () => {
    const news = await check(NEWSLETTER, 'Frontend notes: container queries and the spring meetups');
    const phish = await check(PHISHING, 'Action required: your account has been limited');
    expect(phish.points).toBeGreaterThan(news.points);
    expect(phish.score).toBeLessThan(news.score);
    expect(phish.passed).toBe(false);
    expect(news.passed).toBe(true);
    const mismatch = phish.rules.find((r) => r.rule === 'LINK_TEXT_MISMATCH')!;
    expect(mismatch.description).toMatch(/www\.paypal\.com.*paypa1-resolution\.com/);
    expect(phish.issues.find((i) => i.code === 'LINK_TEXT_MISMATCH')?.severity).toBe('error');
    for (const rule of ['URI_BRAND_LOOKALIKE', 'CREDENTIAL_REQUEST']) expect(phish.rules.map((r) => r.rule)).toContain(rule);
  });

  it('weighs a domain shown in link text lightly when the link goes through click tracking', async () => {
    const r = await check(page(`<p>${'Our spring range of tents and packs is here, tested on long trails. '.repeat(4)}</p><a href="https://click.mailer-esp.com/c/88a1">www.acme-outdoor.com</a>`), 'Spring tents');
    const f = r.rules.find((x) => x.rule === 'LINK_TEXT_MISMATCH')!;
    expect(f.points).toBeLessThan(1);
    expect(r.issues.find((i) => i.code === 'LINK_TEXT_MISMATCH')?.severity).toBe('info');
  });

  it('explains the text model by its most telling words and their training counts', async () => {
    const r = await check(page('<p>Dear friend, our mortgage lenders can refinance at the lowest rates. Kindly reply now. To be excluded from future mailings, reply remove.</p>'), 'Lowest mortgage rates');
    const f = r.rules.find((x) => x.rule === 'TEXT_MODEL_SPAMMY')!;
    expect(f.points).toBeGreaterThan(0);
    expect(f.description).toMatch(new RegExp(`"[^"]+" \\(in \\d+ of ${TRAINED_ON.spam} training spam, \\d+ of ${TRAINED_ON.legitimate} legitimate\\)`));
    expect(f.line).not.toBeNull(); // points at the first telling word in the body
    expect(r.issues.find((i) => i.code === 'TEXT_MODEL_SPAMMY')?.suggestion).toMatch(/Rewrite/);
  });

  it('lets wording typical of legitimate mail take points off, never below the model’s floor', async () => {
    const r = await check(NEWSLETTER, 'Frontend notes');
    const f = r.rules.find((x) => x.rule === 'TEXT_MODEL_LEGITIMATE');
    if (f) {
      expect(f.points).toBeLessThan(0);
      expect(f.points).toBeGreaterThanOrEqual(-2.5);
      expect(r.issues.find((i) => i.code === 'TEXT_MODEL_LEGITIMATE')?.message).toMatch(/\[-\d\.\d\]$/);
    }
    expect(r.rules.find((x) => x.rule === 'TEXT_MODEL_SPAMMY')).toBeUndefined();
  });

  it('reads the model tokens from the text, the subject, amounts and link TLDs', () => {
    const tokens = messageTokens({ text: 'Win $1,500,000 today', subject: 'Big news', links: [{ url: 'https://x.example.top/a' }] as never });
    expect([...tokens]).toEqual(expect.arrayContaining(['win', 'today', 'subject:big', 'subject:news', 'money:7-digits', 'tld:top']));
    const e = textEvidence({ text: 'kindly mortgage lenders', subject: '', links: [] });
    expect(e.tokens.length).toBeGreaterThan(0);
    expect(e.logOdds).toBe(e.tokens.reduce((s, t) => s + t.weight, 0));
  });

  it('tells borrowed brands and doubtful destinations from a brand’s own domains', () => {
    expect(borrowedBrand('paypa1-resolution.com')).toBe('paypal');
    expect(borrowedBrand('dhl-parcel-fee.top')).toBe('dhl');
    expect(borrowedBrand('paypal.com')).toBeUndefined();
    expect(borrowedBrand('shadhlan.com')).toBeUndefined();
    expect(suspiciousDestination('https://office365-keep.web.app/')).toBe(true);
    expect(suspiciousDestination('http://193.42.11.7/verify')).toBe(true);
    expect(suspiciousDestination('https://click.mailer-esp.com/c/1')).toBe(false);
  });
});
