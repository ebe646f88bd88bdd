/**
 * `validate/facts` reads a brief as generation reads it (issue #16): a team chat pasted into the
 * brief by its last word, so a value the chat corrected is no fact the email must carry.
 */
import { describe, expect, it } from 'vitest';
import { checkEmailFacts } from '../../src/validate/facts';

describe('validate/facts reads the brief as generation does', () => {
  it('takes a chat’s last word: the corrected price is the fact, the earlier one is not', () => {
    const brief = 'Ana: the quiz night is Thursday 10 December, tickets £8.\nTom: careful, £10 now with the raffle.\nAna: ok. Doors at 7pm.\nTom: teams of up to 6.';
    const result = checkEmailFacts({ brief, text: 'Quiz night on Thursday 10 December. Tickets £10. Doors at 7pm.', subject: 'Quiz night', language: 'en', sendDate: '2026-11-30' });
    const money = result.facts.filter((f) => /£/u.test(f.text));
    expect(money.map((f) => f.text)).not.toContain('£8');
    expect(money.every((f) => f.status === 'found')).toBe(true);
  });
});
