/**
 * A series brief written as a bulleted list whose items name their emails, with bullets nested
 * under each (issue #23): "- Mail 2 (…): …" is email 2 and the bullets under it are its lines, and a
 * German date inside them ("ab Samstag, 5. Dezember") is no fifth list item. Our own wording; it
 * fails on aef8a61, where the nested bullets were read as emails 2 and 3 and the second and third
 * labels ran together into the last email. A send day in brackets after the label ("- Mail 2 (Freitag
 * früh, 7 Uhr): …") says when the email goes out, as one without brackets does.
 */
import { describe, expect, it } from 'vitest';
import { headAt, partSchedule } from '../../src/generate/series/heads';
import { split } from '../generate/series-helpers';

describe('a bulleted series brief with the emails named after the bullets', () => {
  it('gives each named email the bullets under it', () => {
    const s = split(
      'Winteraktion in 3 Mails für Velo Huber (Thun):\n- Mail 1 (heute): Ankündigung\n  - ab Samstag, 5. Dezember 25 % auf Winterjacken\n  - Stammkunden schon ab Freitag, 4. Dezember\n- Mail 2: jetzt live\n  - Highlight: Handschuhe CHF 39.- statt CHF 59.-\n- Mail 3 (Montag, 7. Dezember): letzter Tag\n  - Gratisversand ab CHF 80.-',
      3,
    );
    expect(s.parts).toHaveLength(3);
    expect(s.parts[0].text).toMatch(/^Ankündigung/u);
    expect(s.parts[0].text).toContain('25 % auf Winterjacken');
    expect(s.parts[0].text).toContain('Stammkunden schon ab Freitag, 4. Dezember');
    expect(s.parts[1].text).toMatch(/jetzt live/iu);
    expect(s.parts[1].text).toContain('CHF 39.- statt CHF 59');
    expect(s.parts[1].text).not.toMatch(/Mail [23]|letzter Tag/u);
    expect(s.parts[2].text).toMatch(/letzter Tag/iu);
    expect(s.parts[2].text).toContain('Gratisversand ab CHF 80');
    expect(s.parts[2].onDate).toEqual({ month: 12, day: 7 });
  });

  it('reads a day before its month as a date, not as a numbered item', () => {
    expect(headAt('ab samstag, 5. dezember 25 %', 12)).not.toMatchObject({ position: 5 });
    expect(headAt('liste: 2. die zweite mail', 7)?.position).toBe(2);
  });

  it('reads a send day in brackets after the label as when the email goes out', () => {
    expect(partSchedule('(Samstag früh, 8 Uhr): die Aktion läuft')).toMatchObject({ weekday: 6 });
    expect(partSchedule('(Saturday): the sale is on')).toMatchObject({ weekday: 6, content: 'the sale is on' });
  });
});
