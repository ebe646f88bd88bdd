/**
 * The preheader tells a date in a line of its own ("Ends June 30.", "On June 12 at 7 PM.") only where
 * its role is sure; any other date is told by the prompt's own sentence. A shipping update's
 * preheader once read "Deadline: January 12. On November 28." — a backorder date called a
 * deadline, and the day the email is read given as if something happened on it.
 */
import { describe, expect, it } from 'vitest';
import { generate } from './helpers';

const now = '2026-11-28T10:00:00Z';

describe('dates in the preheader', () => {
  it('never calls a backorder date a deadline, nor labels the day the email is read', async () => {
    const { composed } = await generate(
      'northwind',
      'Shipping update for order 88213: the Alpine down jacket is backordered until January 12, the rest shipped today with UPS 1Z999AA10123456784.',
      { language: 'en', purpose: 'transactional', now },
    );
    const pre = composed.document.preheader ?? '';
    expect(pre).not.toMatch(/Deadline/i);
    expect(pre).not.toMatch(/On (Saturday, )?November 28/i);
  });

  it('tells a closure by its own sentence, not as a deadline and an event', async () => {
    const { composed } = await generate('northwind', "Newsletter: we're closed Dec 24-26, back Dec 27 at 10am. Online orders placed after Dec 20 ship in January.", { language: 'en', now });
    const pre = composed.document.preheader ?? '';
    expect(pre).not.toMatch(/Deadline|^On |\. On /);
  });

  it('still gives an invitation its day and time, and a booking its only date', async () => {
    const invite = await generate('eclair', 'Invitation : atelier macarons le samedi 12 décembre à 14h, 45 € par personne.', { language: 'fr', purpose: 'event', now });
    expect(`${invite.composed.document.subject} ${invite.composed.document.preheader}`).toMatch(/12 décembre/);
    const booking = await generate('lume', 'Conferma di prenotazione per la cena di sabato alle 20:30', { language: 'it', now });
    expect(`${booking.composed.document.subject} ${booking.composed.document.preheader}`).toMatch(/5 dicembre/);
  });
});
