/**
 * The kind of email is read from what the prompt is about, not from a word that only names a day
 * or a thing in passing: a timetable change that mentions Christmas Eve is no Christmas greeting, a
 * home collection of a blood sample is no product collection, and a notice that something of the
 * customer's own is ready, changed or moved is about their account, not a promotion.
 */
import { describe, expect, it } from 'vitest';
import { generate } from './helpers';

const now = '2026-11-28T10:00:00Z';

describe('the purpose a prompt is read as', () => {
  it('a timetable change naming Christmas Eve is a notice, not a greeting', async () => {
    const { brief, rendered } = await generate('northwind', 'Timetable changes from Mon 7 Dec: yoga moves to 7pm on Tuesdays, and the gym closes at 6pm on Christmas Eve.', { language: 'en', now });
    expect(brief.purpose).toBe('announcement');
    expect(rendered.text).not.toMatch(/Merry Christmas|wonderful time/i);
  });
  it('a lab result with a home collection is no showcase of products', async () => {
    const { brief, rendered } = await generate('northwind', 'Your lab report REF 2231 is ready to download at lab.example/r. The follow-up home collection is booked for 3 Dec, fee $20.', { language: 'en', now });
    expect(brief.purpose).not.toBe('promotional');
    expect(rendered.text).not.toMatch(/top picks|offer ends/i);
  });
  it('an order changed as the customer asked is about their order', async () => {
    const { brief } = await generate('northwind', 'We updated order #4471 as you asked: the boots are now size 10. The new total is $149.', { language: 'en', now });
    expect(brief.purpose).toBe('transactional');
  });
  it('a prescription ready for pickup is about the customer’s own order (de)', async () => {
    const { brief } = await generate('sonnenschein', 'Ihre Bestellung liegt ab Dienstag zur Abholung bereit, bitte bringen Sie den Abholschein mit.', { language: 'de', now });
    expect(brief.purpose).toBe('transactional');
  });
  it('a parcel that is late is a delay, not a shipping confirmation', async () => {
    const { rendered } = await generate('northwind', 'Your parcel is late because of a courier backlog: orders placed 24-26 Nov go out by Wed 2 Dec, tracking link by email when it ships.', { language: 'en', purpose: 'transactional', now });
    expect(rendered.text).not.toMatch(/Good news|has shipped|on its way/i);
  });
  it('a newsletter asked for by name stays one, whatever holiday an item names', async () => {
    const { brief } = await generate('lume', 'ciao, mi prepari una newsletter? 1. a dicembre siamo aperti anche il lunedì 2. menù di Natale a 55 € 3. buoni regalo da 25, 50 e 100 €', { language: 'it', now });
    expect(brief.purpose).toBe('newsletter');
  });
  it('still greets when the holiday is the occasion', async () => {
    const { brief } = await generate('northwind', 'Merry Christmas to all our customers, thank you for a wonderful year on the trails.', { language: 'en', now });
    expect(brief.purpose).toBe('holiday');
    const fr = await generate('eclair', 'Joyeux Noël à tous nos clients, merci pour cette belle année !', { language: 'fr', now });
    expect(fr.brief.purpose).toBe('holiday');
  });
});
