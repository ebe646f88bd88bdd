/**
 * Issue #16: the one fact extractor (src/generate/facts), which validate/facts runs on a brief,
 * asks the email for no note to the copywriter — validate/all warned "The brief’s topic “Keinen
 * Rabatt anbieten” is not in the email" on emails that rightly left the note out (31 FACT_MISSING
 * warnings over the corpus, most of them such notes).
 */
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../../src/generate/facts';

const now = new Date('2026-11-28T12:00:00Z');
const topics = (brief: string, language: string) => extractFacts(brief, { language, now }).filter((f) => f.type === 'topic').map((f) => f.text);

describe('topics of a brief are its message, not its notes', () => {
  it('drops a directive about the email', () => {
    expect(topics('Keinen Rabatt anbieten. Wir haben ab Montag neue Brötchen. Die Filiale am Markt schließt um 18 Uhr.', 'de')).toEqual([
      'Wir haben ab Montag neue Brötchen',
      'Die Filiale am Markt schließt um 18 Uhr',
    ]);
    expect(topics('Pas de code promo. Nouvelle bûche au chocolat noir. Atelier enfants le mercredi après-midi. Livraison à Vincennes.', 'fr')).not.toContain('Pas de code promo');
  });
  it('starts a topic after an instruction’s lead-in', () => {
    const found = topics('Tell customers that our winter menu starts Monday. The patio heaters are back. Gift vouchers are sold online now.', 'en');
    expect(found[0]).toBe('our winter menu starts Monday');
    expect(found).toHaveLength(3);
  });
  it('keeps every topic of a brief without notes', () => {
    expect(topics('Quiz night moves to Wednesdays. The new winter menu has three soups. Book Christmas lunch by December 10.', 'en')).toHaveLength(3);
  });
});
