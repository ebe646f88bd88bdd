/**
 * A compatibility finding names its clients by family, as Litmus and caniemail list them, not one
 * by one (a `<style>` finding named 17 clients in a sentence; some name 40). The family and
 * platform names are read off the report's own client rows; they must be caniemail's own words
 * for every family and platform it has, and grouping must lose no client of any finding the check
 * makes on real emails.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { caniemail } from '../../src/lib/caniemail';
import { checkCompatibility } from '../../src/validate/compatibility';
import { byFamily, clientNames, familyLabel, familySentence, FAMILIES_NAMED } from '../../src/console/app/check/clientFamilies';
import { clientSupportOf } from '../../src/console/app/check/ClientSupport';

const nicenames = JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('caniemail/caniemail.json'), 'utf8')).nicenames as {
  family: Record<string, string>;
  platform: Record<string, string>;
};
const MARKETER_WORDS: Record<string, string> = { 'desktop-webmail': 'web', 'mobile-webmail': 'mobile web', webmail: 'web', 'desktop-app': 'desktop app' };
const REAL_WORLD = 'test/fixtures/emails/real-world';

describe('compatibility clients by family', () => {
  const rows = caniemail().clients.map((c) => ({ client: c.id, name: c.name, family: c.family, platform: c.platform }));
  const names = clientNames(rows);

  it('names every family and platform in caniemail’s own words', () => {
    expect(names.size).toBe(rows.length);
    for (const r of rows) {
      expect({ client: r.client, ...names.get(r.client) }).toEqual({
        client: r.client,
        family: r.family,
        familyName: nicenames.family[r.family],
        platform: MARKETER_WORDS[r.platform] ?? nicenames.platform[r.platform],
      });
    }
  });

  it('groups clients by family, the most-read families first', () => {
    const groups = byFamily(['hey.desktop-webmail', 'outlook.windows', 'gmail.ios', 'outlook.windows-mail', 'gmail.desktop-webmail', 'gmail.android'], names);
    expect(groups.map(familyLabel)).toEqual(['Gmail (iOS, web, Android)', 'Outlook (Windows, Windows Mail)', 'HEY']);
    const outlook = byFamily(rows.filter((r) => r.family === 'outlook').map((r) => r.client), names);
    expect(outlook.map(familyLabel)).toEqual(['Outlook (all 6 clients)']);
    const many = byFamily(rows.map((r) => r.client), names);
    expect(familySentence(many)).toBe(`Apple Mail (iOS, macOS), Gmail (all 4 clients), Outlook (all 6 clients), Yahoo! Mail (all 3 clients) and ${many.length - FAMILIES_NAMED} others`);
    // One family left over is named, not counted.
    expect(familySentence(many.slice(0, FAMILIES_NAMED + 1))).toMatch(/, Yahoo! Mail \(all 3 clients\) and AOL \(all 3 clients\)$/);
  });

  it('loses no client of any finding on real emails', async () => {
    let findings = 0;
    for (const file of fs.readdirSync(REAL_WORLD)) {
      const report = await checkCompatibility({ html: fs.readFileSync(`${REAL_WORLD}/${file}`, 'utf8') });
      for (const issue of report.issues) {
        const support = clientSupportOf(issue, report);
        expect(support, `${file} ${issue.code}`).not.toBeNull();
        const grouped = [...support!.unsupported, ...support!.partial].flatMap((g) => g.platforms.map(() => g.name));
        expect(grouped.length, `${file} ${issue.code}`).toBe(issue.clients!.length);
        expect(support!.counts.unsupported + support!.counts.partial).toBe(issue.clients!.length);
        findings++;
      }
    }
    expect(findings).toBeGreaterThan(10);
  });
});
