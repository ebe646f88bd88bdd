import { describe, expect, it } from 'vitest';
import { checkFacts, extractFacts } from '../../../src/generate/facts';
import { loadPromptCorpus } from '../../fixtures/prompt-corpus';

const options = { language: 'en', now: new Date('2026-11-25T12:00:00Z') };
const EVENT = 'A tasting of three new Kenyan coffees on December 4 at 7 PM in our Pearl District roastery (1120 NW Couch St). Tickets are $15. Only 24 seats. RSVP to events@example.com.';
const facts = extractFacts(EVENT, options);
const status = (results: ReturnType<typeof checkFacts>) => Object.fromEntries(results.map((r) => [r.fact.text, r.status]));

const html = (body: string) => `<!doctype html><html><body><div style="display:none">Kenyan coffees, poured by the roasters</div><h1>Taste Kenya with us</h1>${body}<p><a href="https://example.com/unsubscribe">Unsubscribe</a></p></body></html>`;
const FULL = html(
  '<p>Join us on <strong>Friday, Dec. 4th</strong> from 7:00 p.m. at our Pearl District roastery, 1120 NW Couch St.</p><p>Three new Kenyan coffees, tickets 15.00 USD — only 24 seats.</p><p>Reply to <a href="mailto:EVENTS@example.com">EVENTS@example.com</a>.</p>',
);

describe('checkFacts: is every fact of the prompt in the email, unchanged?', () => {
  it('finds every fact written as a copywriter would: another date format, "7:00 p.m.", "15.00 USD", an address in capitals', () => {
    const results = checkFacts(facts, { subject: 'Kenyan coffee tasting, Dec 4', html: FULL }, options);
    expect(results.filter((r) => r.status !== 'found').map((r) => `${r.fact.type} ${r.fact.text}: ${r.status}`)).toEqual([]);
    const date = results.find((r) => r.fact.type === 'date')!;
    expect(date.where).toBe('subject');
    expect(date.snippet).toContain('Dec 4');
  });

  it('reports exactly the one fact an email leaves out as missing, with no place', () => {
    const withoutAddress = FULL.replace(', 1120 NW Couch St', '');
    const results = checkFacts(facts, { subject: 'Kenyan coffee tasting, Dec 4', html: withoutAddress }, options);
    const notFound = results.filter((r) => r.status !== 'found');
    expect(notFound.map((r) => [r.fact.type, r.fact.text, r.status, r.where])).toEqual([['address', '1120 NW Couch St', 'missing', null]]);
  });

  it('reports a date the email states in place of the prompt’s as changed, with the email’s date and where it is', () => {
    const results = checkFacts(facts, { subject: 'Kenyan coffee tasting', html: FULL.replace('Friday, Dec. 4th', 'Saturday, Dec. 5th') }, options);
    const date = results.find((r) => r.fact.type === 'date')!;
    expect(date.status).toBe('changed');
    expect(date.where).toBe('body');
    expect(date.found).toMatch(/Dec\. 5th/);
    expect(results.filter((r) => r.status !== 'found')).toHaveLength(1);
  });

  it('reports $25 where the prompt said $23.50 as changed, and accepts "23.50 USD" as the same amount', () => {
    const refund = extractFacts('Your refund of $23.50 for order #5567 was issued; allow 5–7 business days.', options);
    const changed = checkFacts(refund, { subject: 'Your refund', text: 'We refunded $25 for order 5567. Allow 5–7 business days.' }, options);
    expect(changed.map((r) => [r.fact.type, r.status])).toEqual([
      ['money', 'changed'],
      ['order-number', 'found'],
      ['duration', 'found'],
    ]);
    const same = checkFacts(refund, { subject: 'Your refund of 23.50 USD', text: 'Order #5567. Allow 5–7 business days.' }, options);
    expect(same.map((r) => r.status)).toEqual(['found', 'found', 'found']);
    expect(same[0].where).toBe('subject');
  });

  it('accepts a phone in another format and a date in the email’s language format', () => {
    const prompt = extractFacts('Rufen Sie uns an unter 0171 555 2211, Abholung am 3. Dezember.', { ...options, language: 'de' });
    const results = checkFacts(prompt, { subject: 'Abholung', text: 'Abholung: Donnerstag, 03.12.2026. Telefon +49 171 5552211' }, { ...options, language: 'de' });
    expect(results.map((r) => [r.fact.type, r.status])).toEqual([
      ['phone', 'found'],
      ['date', 'found'],
    ]);
  });

  it('reads the preheader as its own place', () => {
    const prompt = extractFacts('Use code WINTER20 for 20% off.', options);
    const results = checkFacts(prompt, { subject: 'Winter sale', preheader: '20% off with WINTER20', text: 'Shop now.' }, options);
    expect(results.map((r) => [r.fact.text, r.status, r.where])).toEqual([
      ['WINTER20', 'found', 'preheader'],
      ['20%', 'found', 'preheader'],
    ]);
  });

  it('a fact named in the prompt only by words (a topic, a condition) is found by its words, not its exact phrase', () => {
    const prompt = extractFacts('Newsletter: 1) our compostable bags arrive in January; 2) we now deliver to Vancouver, WA; 3) members only tasting.', options);
    const results = checkFacts(prompt, { subject: 'News', text: 'Compostable bags are arriving in January. Delivery now reaches Vancouver, WA.' }, options);
    expect(status(results)).toMatchObject({ 'our compostable bags arrive in January': 'found', 'members only': 'missing' });
  });

  it('finds every fact of every corpus prompt in an email that states the prompt line by line (the checker reads what the extractor reads)', () => {
    const notFound: string[] = [];
    for (const c of loadPromptCorpus()) {
      const o = { language: c.language, locale: c.locale, now: new Date(`${c.sendDate}T12:00:00Z`) };
      const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      // A pasted table's cells stay cells (an email sets them in a table), not words run together.
      const html = `<html><body>${c.prompt.split('\n').map((line) => `<p>${line.split('\t').map(escape).join(' | ')}</p>`).join('')}</body></html>`;
      for (const r of checkFacts(extractFacts(c.prompt, o), { subject: '', html }, o)) if (r.status !== 'found') notFound.push(`${c.id} ${r.fact.type} "${r.fact.text}" ${r.status}`);
    }
    expect(notFound).toEqual([]);
  }, 240_000); // every prompt of seven batches, read twice: minutes on a loaded machine, not the default 30 s
});
