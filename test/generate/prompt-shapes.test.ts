/**
 * Issue #16, the sixth held-out batch's shapes: prompts arrive as forwarded threads, Markdown
 * notes, JSON bodies, dictated text and pasted tables (read/shapes.ts). Wordings written here, not
 * taken from the corpus.
 */
import { describe, expect, it } from 'vitest';
import { readAsMeant } from '../../src/generate/read/corrections';
import { findAmounts } from '../../src/generate/read/money';
import { readShape } from '../../src/generate/read/shapes';
import { settledChat } from '../../src/generate/understand/chat';
import { messageUnits } from '../../src/generate/understand/units';
import type { CopyLanguage } from '../../src/generate/types';

const units = (prompt: string, language: CopyLanguage = 'en') => messageUnits(readAsMeant(prompt), { language, register: 'formal' }).map((u) => u.text);

describe('a forwarded thread', () => {
  const thread = [
    'Could you make this into an email for the team list? ta',
    '',
    '---------- Forwarded message ---------',
    'From: Priya Nair <priya@harbourbakes.example>',
    'Date: Wed, 25 Nov 2026 at 9:14 AM',
    'Subject: Re: oven repair',
    '',
    'Hi Sam,',
    'The bakery on Quay Street is closed on Monday 7 December while the oven is repaired. We reopen Tuesday at 7am.',
    '',
    'Thanks,',
    'Priya Nair | Harbour Bakes',
    '',
    'This email and any attachments are confidential and intended only for the addressee.',
    'Harbour Bakes Ltd, registered in England no. 05551234',
    '',
    '> On Tue, 24 Nov 2026, Sam Ortiz wrote:',
    '> Any news on the oven?',
  ].join('\n');

  it('keeps the message and its sender, not the headers, greetings, footers or the earlier reply', () => {
    expect(units(thread)).toEqual([
      'The bakery on Quay Street is closed on Monday 7 December while the oven is repaired.',
      'We reopen Tuesday at 7am.',
      'Priya Nair | Harbour Bakes.',
    ]);
  });

  it('reads the headers of the six languages ("Enviado el:", "Envoyé :")', () => {
    const es = 'Te paso esto:\n\nDe: Ana <ana@x.example>\nEnviado el: lunes, 23 de noviembre de 2026 10:02\nPara: Tienda\nAsunto: horario\n\nAbrimos el domingo de 10 a 14.';
    expect(units(es, 'es')).toEqual(['Abrimos el domingo de 10 a 14.']);
  });
});

describe('Markdown notes', () => {
  it('drops the marks and the short headings that only structure the notes, keeps a heading that names something', () => {
    const md = '# Launch notes\n\n## What is new\n- **Oat Crunch** granola, *£4.50* a bag\n- see [the shop](https://shop.example/oat)\n\n# Launch: Oat Crunch Granola\n\n_Internal: approved by Jo, ticket MKT-88._';
    expect(units(md)).toEqual(['Oat Crunch granola, £4.50 a bag', 'See the shop (https://shop.example/oat)', 'Launch: Oat Crunch Granola.']);
  });

  it('leaves out a line of words the email must not use', () => {
    expect(units('> ⚠️ No "cheap", no "best ever".\nNew mugs from £12.')).toEqual(['New mugs from £12.']);
  });
});

describe('a JSON body', () => {
  it('reads its fields as lines and leaves out how to write it', () => {
    const json = JSON.stringify({ template: 'renewal_notice', tone: 'warm', data: { first_name: '{{first_name}}', plan: 'Studio', renews_on: '12 January 2027', manage: 'https://app.example.com/billing' }, dont_mention: 'the old price' });
    expect(readAsMeant(json)).toBe('{{first_name}},\nPlan: Studio\nRenews on: 12 January 2027\nhttps://app.example.com/billing');
  });
});

describe('a dictated prompt', () => {
  it('writes its spoken punctuation and the address it spells', () => {
    expect(readAsMeant('new hours from monday period we open at nine comma close at six period questions to info at sign cornerbooks dot example dot com period')).toBe(
      'new hours from monday. we open at 9, close at 6. questions to info@cornerbooks.example.com.',
    );
    // Two spoken words in a written prompt are words: "the period of the sale" stays.
    expect(readAsMeant('The sale period ends Sunday. Use a comma, not a dot.')).toBe('The sale period ends Sunday. Use a comma, not a dot.');
  });
});

describe('requests about the subject and the fine print', () => {
  it('drops a request for subject lines to test, keeping what follows its colon', () => {
    expect(units('Give me two subject lines for an A/B test and the email: 15% off all rugs until Sunday.')).toEqual(['15% off all rugs until Sunday.']);
    expect(units('Need 2 subject lines to A/B test for the rug sale.')).toEqual([]);
  });

  it('keeps compliance text that must be included, without the instruction', () => {
    expect(units('Must include this exactly at the bottom: "Terms apply. See shop.example/terms."')).toEqual(['"Terms apply.', 'See shop.example/terms.".']);
  });
});

describe('a pasted table', () => {
  it('reads each cell’s amount, not the sign of one with the number of the next', () => {
    expect(findAmounts('Chair\t8\t189,00 €\t1.512,00 €', 'de-DE').map((a) => a.value)).toEqual([189, 1512]);
  });
});

describe('a form exported as questions and answers', () => {
  // en-330's booking export was read as a chat between "Q" and "A", and the upsell's amount, said last,
  // replaced the bond, the total and the fee ("NZ$2,500" became "NZ$450").
  const form = 'Q: Deposit\nA: $300 held on card\nQ: Total paid\nA: $1,120.00 (5 nights)\nQ: Internal - upsell?\nA: offer the kayak for $40';
  it('keeps every amount as its answer gives it', () => {
    expect(units(form)).toEqual(['Deposit: $300 held on card.', 'Total paid: $1,120.00 (5 nights).']);
  });
  it('is no chat between "Q" and "A", while a chat of people still settles on its last word', () => {
    expect(settledChat(form)).toBe(form);
    expect(settledChat('Ana: tasting is $25\nBen: ok\nAna: sorry, $30 with the cheese plate\nBen: fine')).toContain('Ana: tasting is $30');
  });
});

describe('a chat exported as JSON, a message a line', () => {
  // en-313 pasted a Slack export: its user ids, time stamps and key names reached the reader.
  it('reads as the chat it is: what people wrote, without ids, stamps or keys', () => {
    const exported = [
      'pls turn this slack export into the newsletter',
      '[{"user":"U01","real_name":"Ada Kim","ts":"1764496800.000100","text":"Late opening on Thursday 10 Dec till 9pm"},',
      '{"user":"U02","real_name":"Tom Reyes","ts":"1764496900.000200","text":"mulled cider is $4"},',
      '{"user":"U01","real_name":"Ada Kim","ts":"1764497000.000300","text":"sorry, $5 a cup"}]',
    ].join('\n');
    const read = units(settledChat(readAsMeant(exported)));
    expect(read.join('\n')).not.toMatch(/U0\d|real_name|1764|"text"|Ada Kim|slack export/u);
    expect(read).toContainEqual(expect.stringContaining('Late opening on Thursday 10 Dec till 9pm'));
    expect(read).toContainEqual(expect.stringContaining('$5'));
  });

  it('keeps a one-line brief that quotes a company registration for its footer (it was read as nothing, "too vague")', () => {
    const brief = 'Welcome email for new members of Harbour Yoga: first class free, mats provided, bring water. Keep this footer exactly: "Harbour Yoga Ltd is registered in England, 0912345. Registered office: 3 Quay St, Bristol BS1 4DB."';
    expect(readShape(brief)).toBe(brief);
    // A signature's own registration line still goes.
    expect(readShape('Spring sale: 20% off mats until 30 April.\nHarbour Yoga Ltd, registered in England, 0912345')).toBe('Spring sale: 20% off mats until 30 April.');
  });

  it('reads a footnote back where its marker is, for a single email as for a series', () => {
    expect(readAsMeant('Winter sale: 30% off all coats*\n* Not on gift cards or items already reduced.')).toBe('Winter sale: 30% off all coats (Not on gift cards or items already reduced)');
  });
});
