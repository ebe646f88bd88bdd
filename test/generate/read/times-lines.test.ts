/**
 * A time written as "15h" ends its line: the next line's "25/12: …" is a day, not its minutes ("15h25" is
 * 15:25 only written together or with a space). A pasted hours table (corpus pt-125) read "às 15h\n25/12" as 15:25.
 */
import { describe, expect, it } from 'vitest';
import { timeParts } from '../../../src/generate/read/times';
import { fold } from '../../../src/generate/understand';

const times = (text: string) => timeParts(text, fold(text)).map((t) => t.time);

describe('times at the end of a line', () => {
  it('take no minutes from the next line or from a date after them', () => {
    expect(times('24/12: fechamos às 15h\n25/12: fechado\n26/12: das 10h às 18h\n31/12: até às 17h')).toEqual(['15:00', '10:00', '18:00', '17:00']);
    expect(times('ouvert jusqu’à 15h 24/12 compris')).toEqual(['15:00']);
  });
  it('still read minutes written with the hour', () => {
    expect(times('rendez-vous à 15h30, puis à 18 h 45')).toEqual(['15:30', '18:45']);
  });
});
