import { beforeAll, describe, expect, it } from 'vitest';
import { SpellingResult } from '../../src/validate/schema';
import { checkSpelling } from '../../src/validate/spelling';
import { speller } from '../../src/validate/spelling/dictionaries';
import { warmGrammar } from '../../src/validate/spelling/grammar';
import { suggestWord } from '../../src/validate/spelling/suggest';
import { fixture, positionOf } from './helpers/fixtures';

describe('spelling and grammar', () => {
  const html = fixture('broken/spelling.html');
  let r: SpellingResult;
  beforeAll(async () => {
    await warmGrammar();
    r = await checkSpelling({ html });
  }, 60_000);

  it('flags misspelt words where they stand in the HTML, with suggestions', () => {
    SpellingResult.parse(r);
    expect(r.language).toBe('en-US');
    const recieve = r.issues.find((i) => i.word === 'recieve')!;
    // After `we&rsquo;re` and `&nbsp;`: the position is the source's, not the decoded text's.
    expect(recieve).toMatchObject({ severity: 'error', code: 'SPELLING', ...positionOf(html, 'recieve'), suggestion: 'Did you mean "receive"?' });
    expect(r.issues.find((i) => i.word === 'definately')).toMatchObject({ severity: 'error', line: 6, column: 31 });
    expect(r.issues.find((i) => i.word === 'definately')?.suggestions).toContain('definitely');
    const alt = r.issues.find((i) => i.word === 'jakcet')!;
    expect(alt).toMatchObject(positionOf(html, 'jakcet'));
    expect(alt.message).toMatch(/alt text/);
    expect(alt.suggestions).toContain('jacket');
    expect(r.passed).toBe(false);
  });

  it('does not check merge tags, codes, URLs, email addresses or entities', () => {
    const words = r.misspellings.map((m) => m.word.toLowerCase());
    for (const w of ['first_name', 'first', 'name', 'save20', 'acme', 'outdoor', 'shop', 'help', 'rsquo', 'nbsp', 're', 'we’re', "we're"]) expect(words).not.toContain(w);
  });

  it('treats an unknown capitalised word mid-sentence as a probable name, and brand words as correct', async () => {
    expect(r.issues.find((i) => i.word === 'Acmeflex')).toMatchObject({ severity: 'info' });
    const allowed = await checkSpelling({ html }, { allow: ['Acmeflex'] });
    expect(allowed.misspellings.map((m) => m.word)).not.toContain('Acmeflex');
    const brand = await checkSpelling({ html }, {}, { brandWords: ['Acmeflex Pro'] });
    expect(brand.misspellings.map((m) => m.word)).not.toContain('Acmeflex');
  });

  it('takes an unknown word the brief also writes for the author’s own: a warning saying so, where one not in the brief stays an error', async () => {
    const email = { html: '<p>Book on zomato, order the peri-peri fries and a mocktail. We recieve guests from noon.</p>', language: 'en-GB' };
    const brief = { text: 'sunday brunch: peri peri fries, mocktail bar. book on Zomato', sendDate: '2026-11-25' };
    const withBrief = await checkSpelling(email, { grammar: false }, { brief });
    const byWord = Object.fromEntries(withBrief.issues.map((i) => [i.word, i]));
    expect(byWord.zomato).toMatchObject({ severity: 'warning', code: 'SPELLING', message: expect.stringContaining('the brief writes it too') });
    expect(byWord['peri-peri']).toMatchObject({ severity: 'warning' });
    expect(byWord.mocktail).toMatchObject({ severity: 'warning' });
    expect(byWord.recieve).toMatchObject({ severity: 'error', suggestions: expect.arrayContaining(['receive']) });
    expect(byWord.recieve.message).not.toMatch(/brief/);
    expect(withBrief.passed).toBe(false);
    expect(withBrief.summary).toMatch(/4 unknown \(3 written as in the brief\)/);
    // Without the brief, the same words are judged as any other.
    const without = await checkSpelling(email, { grammar: false });
    expect(without.issues.find((i) => i.word === 'zomato')).toMatchObject({ severity: 'error' });
  });

  it('checks English grammar with harper.js', () => {
    const agreement = r.issues.find((i) => i.code === 'GRAMMAR_AGREEMENT')!;
    expect(agreement).toMatchObject({ severity: 'warning', ...positionOf(html, 'go to the the') });
    const repetition = r.issues.find((i) => i.code === 'GRAMMAR_REPETITION')!;
    expect(repetition).toMatchObject(positionOf(html, 'the the'));
    expect(repetition.suggestions).toEqual(['the']);
    // Blanked merge tags and URLs leave no stray-space complaints.
    expect(r.issues.filter((i) => i.code === 'GRAMMAR_FORMATTING' || i.code === 'GRAMMAR_PUNCTUATION')).toEqual([]);
    expect(r.grammarChecked).toBe(true);
  });

  it('can skip grammar', async () => {
    const noGrammar = await checkSpelling({ html }, { grammar: false });
    expect(noGrammar.grammarChecked).toBe(false);
    expect(noGrammar.issues.some((i) => i.code.startsWith('GRAMMAR_'))).toBe(false);
  });

  it('checks the subject too', async () => {
    const s = await checkSpelling({ html: '<p>Our spring collection is here.</p>', subject: 'The new colection is here' });
    expect(s.issues.find((i) => i.word === 'colection')).toMatchObject({ line: null, column: null, snippet: 'The new colection is here' });
  });

  const languages: Array<[string, string, string, string]> = [
    ['es', '<p>Hola María, gracias por tu compra. Tu pedido llegará el próximo martes. Descubre nuestra nueva colección de primavera. Esta frase tiene un herror.</p>', 'herror', 'error'],
    ['fr', '<p>Bonjour Léa, merci pour votre commande. Votre colis arrivera mardi prochain. Découvrez notre nouvelle colection de printemps.</p>', 'colection', 'collection'],
    ['de', '<p>Hallo Anna, vielen Dank für deine Bestellung. Dein Paket kommt am Dienstag an. Entdecke unsere neue Frühlingskollektion. Dieser Satz hat einen Fehlerr.</p>', 'Fehlerr', 'Fehler'],
    ['pt', '<p>Olá João, obrigado pela sua compra. O seu pedido chegará na próxima terça-feira. Descubra a nossa nova coleção de primavera. Esta frase tem um erroo.</p>', 'erroo', 'erro'],
    ['it', '<p>Ciao Giulia, grazie per il tuo acquisto. Il tuo ordine arriverà martedì prossimo. Scopri la nostra nuova collezione. Questa frase ha un errrore.</p>', 'errrore', 'errore'],
    ['nl', '<p>Hallo Sanne, bedankt voor je bestelling. Je pakket komt dinsdag aan. Ontdek onze nieuwe voorjaarscollectie. Deze zin heeft een foutt.</p>', 'foutt', 'fout'],
  ];
  for (const [language, text, wrong, right] of languages) {
    it(`detects ${language} and checks it with its dictionary`, async () => {
      const s = await checkSpelling({ html: text });
      expect(s.language).toBe(language);
      expect(s.languageDetected).toBe(true);
      expect(s.misspellings.map((m) => m.word)).toEqual([wrong]);
      expect(s.misspellings[0].suggestions.length).toBeGreaterThan(0);
      // A check's suggestions have a time budget (a busy host finds fewer: "herror" got "horror"
      // under CI load); with time to finish, the language's dictionary finds the word meant.
      expect(suggestWord(await speller(language), wrong)).toContain(right);
      expect(s.grammarChecked).toBe(false);
    });
  }

  it('uses the British dictionary for en-GB, given or from <html lang>', async () => {
    const text = '<p>Our new colour range is organised around the centre of the catalogue, as you will see. This sentance has one mistake.</p>';
    const given = await checkSpelling({ html: text, language: 'en-GB' });
    expect(given.language).toBe('en-GB');
    expect(given.misspellings.map((m) => m.word)).toEqual(['sentance']);
    const fromLang = await checkSpelling({ html: `<html lang="en-GB"><body>${text}</body></html>` });
    expect(fromLang.language).toBe('en-GB');
    const us = await checkSpelling({ html: text, language: 'en-US' });
    expect(us.misspellings.map((m) => m.word)).toEqual(expect.arrayContaining(['colour', 'organised', 'centre']));
  });

  it('passes a clean French email and says so when no dictionary fits', async () => {
    const fr = await checkSpelling({ html: fixture('clean/bienvenue-fr.html') });
    expect(fr.language).toBe('fr');
    expect(fr.misspellings).toEqual([]);
    const ja = await checkSpelling({ html: '<p>こんにちは</p>', language: 'ja' });
    expect(ja).toMatchObject({ passed: true, language: 'ja' });
    expect(ja.issues[0].code).toBe('SPELLING_LANGUAGE_UNSUPPORTED');
  });
});
