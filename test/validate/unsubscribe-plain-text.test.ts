/**
 * Plain-text mail shows its links as their addresses and puts the word before them: "Unsubscribe:
 * https://…/u/8f3a", "Pour vous désabonner : https://…". Such a link is the unsubscribe link (the
 * public deliverability trial found 4 of its 6 legitimate messages penalised for having none). A bare
 * link whose line says nothing of unsubscribing is not one. Our own messages.
 */
import { describe, expect, it } from 'vitest';
import { checkDeliverability } from '../../src/validate/deliverability';

const html = (line: string) => `<!doctype html><html><body><p>Our winter catalogue is out: 40 new pages of boots and coats.<br>\n${line}</p></body></html>`;
const fired = async (line: string) => (await checkDeliverability({ html: html(line), subject: 'Winter catalogue' }, {}, { spamd: '' })).rules.map((r) => r.rule);

describe('an unsubscribe link written as plain text', () => {
  it('counts a bare link with the unsubscribe word right before it', async () => {
    expect(await fired('Unsubscribe: <a href="https://mail.example.net/u/8f3a">https://mail.example.net/u/8f3a</a>')).not.toContain('NO_UNSUBSCRIBE');
    expect(await fired('Pour vous désabonner : <a href="https://mail.example.net/x/77">https://mail.example.net/x/77</a>')).not.toContain('NO_UNSUBSCRIBE');
  });

  it('does not count a bare link whose line says nothing of unsubscribing', async () => {
    expect(await fired('See the catalogue: <a href="https://shop.example.net/c/12">https://shop.example.net/c/12</a>')).toContain('NO_UNSUBSCRIBE');
  });
});
