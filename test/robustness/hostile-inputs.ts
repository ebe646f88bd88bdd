import fs from 'node:fs';
import path from 'node:path';

/**
 * The worst inputs of issue #15, shared by the load-under-hostility test and the validate-large
 * benchmark. Each names the endpoint it is sent to; link checks are kept off the network.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A realistic marketing email just under the 2 MB the validation endpoints accept: the retail
 * fixture with its product rows repeated, each copy with its own product names and links so no
 * check can answer from a cache of the first.
 */
export function largeEmail(bytes = 2 * 1024 * 1024 - 1024): string {
  const html = fs.readFileSync(path.join(ROOT, 'test/fixtures/emails/real-world/retail-promo.html'), 'utf8');
  const start = html.indexOf('  <div style="background: #ffffff; background-color: #ffffff; margin: 0px auto; max-width: 600px;">');
  const end = html.indexOf('  <div style="margin: 0px auto; max-width: 600px; background-color: #ffffff;">');
  if (start < 0 || end < start) throw new Error('retail-promo.html changed: update largeEmail()');
  const block = html.slice(start, end);
  const rows: string[] = [];
  let size = Buffer.byteLength(html) - Buffer.byteLength(block);
  for (let i = 0; ; i++) {
    const row = block
      .replaceAll('Ridge Shell Jacket', `Ridge Shell Jacket ${i}`)
      .replaceAll('Summit Hiking Boot', `Summit Hiking Boot ${i}`)
      .replaceAll('?utm_source=email', `?utm_source=email&amp;row=${i}`);
    if (size + Buffer.byteLength(row) > bytes) break;
    rows.push(row);
    size += Buffer.byteLength(row);
  }
  return html.slice(0, start) + rows.join('') + html.slice(end);
}

export type HostileInput = { name: string; check: string; body: Record<string, unknown> };

const nested = (depth: number) => '<div>'.repeat(depth) + 'Deep text' + '</div>'.repeat(depth);
const offline = { checkExternal: false };

export function hostileInputs(): HostileInput[] {
  return [
    { name: '10 KB of "A" to spelling', check: 'spelling', body: { html: 'A'.repeat(10_000), language: 'en' } },
    { name: 'a 998-letter subject to spelling', check: 'spelling', body: { html: '<p>Hello</p>', subject: 'a'.repeat(998), language: 'en' } },
    { name: '300 full-width letters to spelling', check: 'spelling', body: { html: `<p>${'Ａ'.repeat(300)}</p>` } },
    { name: 'a 100,000-letter run to deliverability', check: 'deliverability', body: { html: `<p>${'a'.repeat(100_000)}</p>` } },
    { name: 'HTML nested 3,000 levels to all', check: 'all', body: { html: nested(3000), options: offline } },
    { name: 'a 2 MB realistic email to all', check: 'all', body: { html: largeEmail(), subject: 'The Spring Sale starts now', options: offline } },
    { name: 'a 100,000-character e-mail-like run to spelling', check: 'spelling', body: { html: `<p>${'a.'.repeat(50_000)}@</p>`, language: 'en' } },
    { name: 'HTML nested 3,000 levels to compatibility', check: 'compatibility', body: { html: nested(3000) } },
  ];
}
