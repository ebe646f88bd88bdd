/**
 * The SDK's series files (sdk/src/series.ts), the one definition the zip export and
 * `brandmail generate --out-dir` share: file names safe on every file system, template names that
 * keep the email's place when a platform's limit shortens them, hours for a same-day email, and a
 * manifest listing each email's files relative to it. (That a zip export and --out-dir write the
 * same manifest is test/cli/client-series.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { describePlace, seriesFiles, seriesManifest, seriesName, seriesTemplateName } from '../src/index';

describe('series files', () => {
  it('names each email’s files by position and role, anything but letters, digits and hyphens made a hyphen', () => {
    expect(seriesFiles({ position: 2, role: 'reassurance' })).toEqual({ html: '02-reassurance.html', react: '02-reassurance.tsx', text: '02-reassurance.txt' });
    expect(seriesFiles({ position: 7, role: 'last call/../x y' }).html).toBe('07-last-call-x-y.html');
  });

  it('says a same-day email’s place in hours and a later one’s in days', () => {
    expect(describePlace({ role: 'reminder', sendOffsetDays: 1 / 24 })).toBe('reminder, 1 hour');
    expect(describePlace({ role: 'reminder', sendOffsetDays: 0.25 })).toBe('reminder, 6 hours');
    expect(describePlace({ role: 'welcome', sendOffsetDays: 0 })).toBe('welcome, day 0');
    expect(describePlace({ role: 'incentive', sendOffsetDays: 3 })).toBe('incentive, day 3');
  });

  it('shortens the name, never the place, to fit a platform’s limit', () => {
    const place = { position: 2, role: 'reassurance', sendOffsetDays: 1 };
    expect(seriesTemplateName('Cart', place, 3)).toBe('Cart — 2 of 3 (reassurance, day 1)');
    const short = seriesTemplateName('Northwind spring abandoned cart flow', place, 3, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short).toMatch(/^Northwind.* — 2 of 3 \(reassurance, day 1\)$/);
  });

  it('names a series by its kind and date, and lists each email with its template name and files', () => {
    expect(seriesName('abandoned-cart', new Date('2026-11-28T10:00:00Z'))).toBe('Abandoned cart series 2026-11-28');
    const manifest = seriesManifest({
      name: 'Cart',
      conversationId: 'conv_1',
      sequence: 'abandoned-cart',
      emails: [
        { position: 1, role: 'reminder', sendOffsetDays: 0.04, subject: 'Still yours', preheader: 'Your shoes wait' },
        { position: 2, role: 'incentive', sendOffsetDays: 3, subject: '10% off', preheader: 'BACK10' },
      ],
    });
    expect(manifest).toEqual({
      name: 'Cart',
      conversationId: 'conv_1',
      sequence: 'abandoned-cart',
      emails: [
        { position: 1, role: 'reminder', sendOffsetDays: 0.04, subject: 'Still yours', preheader: 'Your shoes wait', templateName: 'Cart — 1 of 2 (reminder, 1 hour)', html: '01-reminder.html', react: '01-reminder.tsx', text: '01-reminder.txt' },
        { position: 2, role: 'incentive', sendOffsetDays: 3, subject: '10% off', preheader: 'BACK10', templateName: 'Cart — 2 of 2 (incentive, day 3)', html: '02-incentive.html', react: '02-incentive.tsx', text: '02-incentive.txt' },
      ],
    });
  });
});
