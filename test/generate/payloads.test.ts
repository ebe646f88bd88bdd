/**
 * Issue #16: what developers and marketers paste. A JSON payload with English keys (as every
 * platform's events have) for an email in another language, and the reader greeted by the
 * prompt's own merge tag.
 */
import { describe, expect, it } from 'vitest';
import { joinSegments } from '../../src/email/content';
import { renderEmail } from '../../src/email';
import { generateEmail } from '../../src/generate/engine';
import { messageUnits } from '../../src/generate/understand/units';
import { readAsMeant } from '../../src/generate/read/corrections';
import type { CopyLanguage } from '../../src/generate/types';
import { loadBrand } from './helpers';

const SHIPPED = JSON.stringify({
  event: 'order.shipped',
  customer: { first_name: '{{nome}}' },
  order: { number: 'VL-20931', items: [{ name: 'Maglia Stelvio', size: 'M', qty: 1 }, { name: 'Guanti Dolomiti', size: 'L', qty: 2 }] },
  shipment: { carrier: 'BRT', tracking: '0555 8812 3390 17', tracking_url: 'https://vialattea.example.it/track/VL-20931' },
  notes_for_writer: 'non citare il reso gratuito',
});

async function email(brand: string, language: string, prompt: string) {
  const out = await generateEmail({ brand: loadBrand(brand), projectUrls: [], prompt, language, purpose: 'auto', now: new Date('2026-11-28T10:00:00Z') });
  if (!out.ok) throw new Error('not generated');
  const rendered = await renderEmail(out.document);
  return { ...rendered, brief: out.brief, subject: joinSegments(out.document.subject, (t) => t.fallback) };
}

describe('a JSON payload with English keys for an email in another language', () => {
  it('carries its message: neither its keys nor the “it” of a link make it English', async () => {
    const { brief } = await email('lume', 'it-IT', SHIPPED);
    expect(brief.message?.map((u) => u.text).join('\n')).toContain('0555 8812 3390 17');
  });

  it('labels the usual fields in the email’s language, each item on one line with its size and quantity', () => {
    const units = (language: CopyLanguage) => messageUnits(readAsMeant(SHIPPED, language), { language, register: 'formal' }).map((u) => u.text);
    const it = units('it');
    expect(it).toContainEqual(expect.stringMatching(/^Maglia Stelvio — Taglia: M, Quantità: 1/));
    expect(it).toContainEqual(expect.stringMatching(/^Guanti Dolomiti — Taglia: L, Quantità: 2/));
    expect(it).toContainEqual(expect.stringMatching(/^Corriere: BRT/));
    expect(it.join('\n')).not.toMatch(/\b(?:Size|Qty|Carrier|Number):/);
    // The same fields the email's own details rows name, in the same words.
    expect(units('de').join('\n')).toMatch(/Größe: M, Menge: 1[\s\S]*Sendungsnummer: 0555/);
    expect(units('en')).toEqual(expect.arrayContaining(['Order number: VL-20931.', expect.stringMatching(/^Maglia Stelvio — Size: M, Qty: 1/)]));
  });

  it('leaves out how the request is meant (“purpose”, “tone”), keeping what the reader must do', () => {
    const units = messageUnits(readAsMeant('{"purpose":"auto","tone":"friendly","prompt":"cleaning on Tue Dec 8 at 2:40pm. confirm by replying C"}'), { language: 'en', register: 'formal' }).map((u) => u.text);
    expect(units.join('\n')).not.toMatch(/purpose|auto|friendly/i);
    expect(units).toContain('Confirm by replying C.');
  });
});

describe('the reader greeted by the prompt’s own merge tag', () => {
  it('greets once, with the tag, instead of the email’s own greeting', async () => {
    const { text } = await email('northwind', 'en-US', 'Hi {{first_name}}, your order #A-123 shipped with UPS, tracking 1Z999. Arrives Dec 3.');
    expect(text).toContain('Hi {{first_name}},');
    expect(text).not.toMatch(/Hi there|Hi \{\{first_name\}\}, your order/);
    expect(text).toContain('Your order #A-123 shipped with UPS');
  });

  it('greets in the email’s language, from a payload’s name field or a label about the email', async () => {
    expect((await email('lume', 'it-IT', SHIPPED)).text).toMatch(/Gentile \{\{nome\}\},/);
    const reminder = await email('northwind', 'en-US', 'appointment reminder for {{patient_first_name}}: cleaning with Dr. Raman on Tue Dec 8 at 2:40pm at 4410 N Broadway.');
    expect(reminder.text).toMatch(/(?:Hi|Dear|Hey) \{\{patient_first_name\}\}[,!]/);
  });

  it('leaves a tag that is no name where the prompt put it', async () => {
    const { brief } = await email('northwind', 'en-US', 'Your code {{coupon_code}} takes 20% off all boots until Sunday.');
    expect(brief.addressee).toBeUndefined();
  });
});
