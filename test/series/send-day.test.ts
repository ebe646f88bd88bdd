/**
 * An email of a series sent days after the series is written says its own part's relative days from
 * the day it goes out (issue #23): a day-of reminder's "see you tonight" is that evening, not the day
 * the series was generated, and its "see you Sunday" is the Sunday after it. Our own wordings; each
 * test fails on aef8a61, where the reminder sent on Friday 11 December dated "tonight" on Saturday 28 November.
 */
import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/email';
import { generateEmail } from '../../src/generate/engine';
import { loadBrand } from '../generate/helpers';
import { NOW } from '../generate/series-helpers';

/** An event series, each email with its send offset, the dates its brief holds (by the words that gave them) and its text. */
async function eventSeries(brand: string, locale: string, prompt: string) {
  const kit = loadBrand(brand);
  const out = await generateEmail({ brand: kit, projectUrls: [kit.pages[0]?.url ?? 'https://example.com/'], prompt, language: locale, purpose: 'event', now: NOW });
  if (!out.ok) throw new Error(out.error);
  return (out.series?.emails ?? []).map((e) => ({
    offset: e.sendOffsetDays,
    dates: Object.fromEntries(e.brief.facts.dates.map((d) => [d.source, d.date])),
    text: `${e.document.subject}\n${e.document.preheader}\n${renderText(e.document)}`.replace(/[\u00a0\u202f]/g, ' '),
  }));
}

describe('a series email’s relative days, read from its own send day (series written on Saturday 28 November)', () => {
  it('dates a day-of reminder’s "tonight" and "Sunday" from the day it is sent', async () => {
    const emails = await eventSeries(
      'nightowl',
      'en-GB',
      '3 emails for guests of our candle-making evenings:\n1) Today: the details — Leeds Fri 11 Dec, 7pm, The Old Mill; York Sun 13 Dec, 4pm, Minster Hall.\n2) Tue 8 Dec: what to bring (an apron).\n3) Fri 11 Dec, morning: "see you tonight" for Leeds and "see you Sunday" for York.',
    );
    expect(emails.map((e) => e.offset)).toEqual([0, 10, 13]);
    expect(emails[2].dates).toMatchObject({ tonight: '2026-12-11', Sunday: '2026-12-13' });
    expect(emails[2].text).toMatch(/11 December/u);
    expect(emails[2].text).not.toMatch(/2[89] November/u);
  });

  it('does so in another language', async () => {
    const emails = await eventSeries(
      'sonnenschein',
      'de-DE',
      '3 Mails zum Adventsbasar im Hof:\n1) Heute: Basar am Sa 12.12. ab 11 Uhr, Glühwein 3 €.\n2) Mi 9.12.: was es gibt.\n3) Sa 12.12. früh: „Heute ab 11 Uhr, bis morgen Abend.“',
    );
    expect(emails.map((e) => e.offset)).toEqual([0, 11, 14]);
    expect(emails[2].dates).toMatchObject({ Heute: '2026-12-12' });
    expect(emails[2].text).not.toMatch(/28\. November/u);
  });
});
