import { doIUseEmail } from '@jsx-email/doiuse-email';
import { describe, expect, it } from 'vitest';
import { checkCompatibility } from '../../src/validate/compatibility';
import { caniemailData } from '../../src/validate/compatibility/data';
import { allFixtures, fixture } from './helpers/fixtures';

/**
 * Whatever doiuse-email finds on an email, we find too: every (feature, client) it reports as
 * unsupported or partial is a feature we detected, tested on that client. (Support levels may
 * differ: doiuse-email bundles older caniemail data.)
 *
 * One deliberate difference: doiuse-email counts "Chaining selectors" whenever a selector has two
 * classes anywhere (`.a .b`); chaining is two classes on one element (`.a.b`), which we report.
 */
const DELIBERATELY_DIFFERENT = new Set(['Chaining selectors']);

function doiuseFindings(html: string, clients: string[]): { pairs: Array<[string, string]>; failedClients: string[] } {
  const pairs: Array<[string, string]> = [];
  const failedClients: string[] = [];
  // One client at a time: doiuse-email throws on a feature missing for one client, which would hide the rest.
  for (const client of clients) {
    let result;
    try {
      result = doIUseEmail(html, { emailClients: [client] });
    } catch {
      failedClients.push(client);
      continue;
    }
    for (const m of [...("errors" in result ? result.errors : []), ...result.warnings]) {
      const parsed = /^`(.+?)` is (?:not supported|only partially supported) by `(.+)`$/.exec(m);
      if (parsed) pairs.push([parsed[1], parsed[2]]);
    }
  }
  return { pairs, failedClients };
}

const DOIUSE_CLIENTS = [
  'apple-mail.macos', 'apple-mail.ios', 'gmail.desktop-webmail', 'gmail.ios', 'gmail.android', 'gmail.mobile-webmail', 'orange.desktop-webmail', 'orange.ios',
  'orange.android', 'outlook.windows', 'outlook.windows-mail', 'outlook.macos', 'outlook.ios', 'outlook.android', 'yahoo.desktop-webmail', 'yahoo.ios',
  'yahoo.android', 'aol.desktop-webmail', 'aol.ios', 'aol.android', 'samsung-email.android', 'sfr.desktop-webmail', 'sfr.ios', 'sfr.android',
  'thunderbird.macos', 'protonmail.desktop-webmail', 'protonmail.ios', 'protonmail.android', 'hey.desktop-webmail', 'mail-ru.desktop-webmail',
  'fastmail.desktop-webmail', 'laposte.desktop-webmail',
];

describe('compatibility finds at least what doiuse-email finds', () => {
  const byTitle = caniemailData().byTitle;
  for (const name of allFixtures()) {
    it(name, async () => {
      const html = fixture(name, { __BASE__: 'https://a.brandmail-fixtures.com', __OTHER__: 'https://b.brandmail-fixtures.com' });
      const { pairs } = doiuseFindings(html, DOIUSE_CLIENTS);
      expect(pairs.length, 'doiuse-email found nothing: the comparison would prove nothing').toBeGreaterThan(0);
      const ours = await checkCompatibility({ html });
      const found = new Map(ours.features.map((f) => [f.feature, new Set([...f.supported, ...f.partial, ...f.unsupported, ...f.unknown])]));
      const missing = pairs.filter(([title, client]) => {
        if (DELIBERATELY_DIFFERENT.has(title)) return false;
        const slug = byTitle.get(title)?.slug;
        return !slug || !found.get(slug)?.has(client);
      });
      expect(missing).toEqual([]);
    });
  }

  it('reports real chaining (.a.b) that doiuse-email also reports', async () => {
    const html = '<style>.a.b { color: red }</style><p class="a b">x</p>';
    const { pairs } = doiuseFindings(html, ['gmail.mobile-webmail']);
    expect(pairs.map((p) => p[0])).toContain('Chaining selectors');
    const ours = await checkCompatibility({ html });
    expect(ours.features.map((f) => f.feature)).toContain('css-selector-chaining');
  });
});
