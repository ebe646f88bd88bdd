/**
 * What a series adds to each email so the emails read as one copywriter's (issue #23): lead lines and
 * subject prefixes in the brand's register, preheaders that neither repeat an earlier email's nor echo
 * their own subject, a title of each email's own, and a part that says what its email does ("Mail 3:
 * stellt … vor") written as what the email says. Wordings are our own; each test fails before this change.
 */
import { describe, expect, it } from 'vitest';
import { generateSeries as series } from './series-helpers';

const sentences = (s: string) => s.split(/(?<=[.!?…])\s+/u).map((t) => t.trim().toLowerCase()).filter(Boolean);

describe('the words a series adds to its emails', () => {
  it('addresses the reader in the brand’s register in every lead line (Lei, not tu, for a formal Italian brand)', async () => {
    const { emails } = await series(
      'lume',
      'it-IT',
      'Serie di benvenuto in 4 email: 1) benvenuto con il codice CIAO10 (10% sul primo ordine); 2) la nostra storia: la trattoria apre nel 1978 a Modena; 3) i piatti del mese: tortellini in brodo a 14 €; 4) il codice CIAO10 scade dopo 20 giorni.',
    );
    expect(emails).toHaveLength(4);
    for (const e of emails.slice(1)) expect(e.text).not.toMatch(/\b(?:per te|il tuo|la tua|ricordartelo|ti scriviamo)\b/iu);
  });

  it('gives each email a preheader that repeats no sentence of an earlier one’s and is not its own subject again', async () => {
    const { emails } = await series(
      'northwind',
      'en-US',
      'Onboarding series, 4 emails for new Cloudbook users: day 0 welcome; day 2: connect your bank, it takes 3 minutes; day 5: invite your bookkeeper, free on every plan; day 12: the trial ends in 2 days, Pro is $19/month.',
    );
    expect(emails).toHaveLength(4);
    const said = new Set<string>();
    for (const e of emails) {
      const [subject, preheader] = e.text.split('\n');
      expect(sentences(preheader).filter((t) => said.has(t))).toEqual([]);
      for (const t of sentences(preheader)) said.add(t);
      expect(preheader.toLowerCase()).not.toContain(subject.toLowerCase());
    }
  });

  it('titles each email of an event series on its own, not "Let’s get together!" three times', async () => {
    const { emails } = await series(
      'nightowl',
      'en-GB',
      '3 emails for guests of our print fair:\n1) Today: the essentials — Sat 12 Dec, 10am–4pm, Corn Exchange, Market St, Leeds.\n2) Tue 8 Dec: the list of 40 stalls.\n3) Sat 12 Dec, morning: see you today, free tote for the first 100.',
      undefined,
      'event',
    );
    expect(emails).toHaveLength(3);
    const titles = emails.map((e) => e.document.blocks.find((b) => b.type === 'hero' || (b.type === 'heading' && b.level === 1)));
    const texts = titles.map((b) => (b?.type === 'hero' ? b.heading : b?.type === 'heading' ? b.text : ''));
    expect(new Set(texts).size).toBe(3);
  });

  it('writes "Mail 3: stellt unseren Stollen vor" as the Stollen, not as what the mail does', async () => {
    const { emails } = await series(
      'sonnenschein',
      'de-DE',
      'Willkommensserie. Mail 1: begrüßt neue Abonnenten. Mail 2: erzählt, dass wir seit 1962 im Holzofen backen. Mail 3: stellt unseren Butterstollen für 18,50 € vor, dazu die Öffnungszeiten Mo–Fr 7–18 Uhr.',
      3,
    );
    expect(emails).toHaveLength(3);
    expect(emails[2].text).toMatch(/Butterstollen/u);
    expect(emails[2].text).not.toMatch(/(?:^|[.!?]\s+|\n)stellt\b/iu);
  });
});
