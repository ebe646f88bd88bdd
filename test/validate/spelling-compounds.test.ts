import { describe, expect, it } from 'vitest';
import { checkSpelling } from '../../src/validate/spelling';
import { speller } from '../../src/validate/spelling/dictionaries';

const flagged = async (language: string, words: string[]) =>
  (await checkSpelling({ html: `<p>${words.join(' ')}</p>`, language }, { grammar: false })).misspellings.map((m) => m.word);

describe('compounds as the dictionary defines them', () => {
  it('accepts German words the dictionary makes only by compounding, which nspell alone rejects', async () => {
    // "Vorrat" is "Vor" + "rat", "Maßnahmen" "Maß" + "nahmen": no headword of their own, only the
    // dictionary's COMPOUNDBEGIN/COMPOUNDEND flags make them. Seen flagged on real German pages.
    const words = ['Vorrat', 'Vorrang', 'Wiedergabe', 'Maßnahmen', 'Mitglieder', 'Mitarbeiter', 'Freizeit', 'Überweisung', 'Rückgabe', 'Frühlingskollektionen'];
    expect(await flagged('de', words)).toEqual([]);
  });

  it('flags what the dictionary forbids, however it splits, and the forms the forbidden entry makes', async () => {
    // "Standart" is "Stand" + "art" to a splitter and listed FORBIDDENWORD ("Standart/d");
    // "Augenlieder" is a form of the forbidden "Augenlied/dSR", which nspell accepts.
    expect(await flagged('de', ['Standart', 'Augenlieder', 'Standard', 'Augenlider'])).toEqual(['Standart', 'Augenlieder']);
  });

  it('still takes compounds of known words the flags do not cover, and a brand word the dictionary forbids', async () => {
    // The dictionary does not mark "Newsletter" as a compound's beginning.
    expect(await flagged('de', ['Newsletteranmeldung'])).toEqual([]);
    const r = await checkSpelling({ html: '<p>Standart</p>', language: 'de' }, { grammar: false, allow: ['Standart'] });
    expect(r.misspellings).toEqual([]);
  });

  it('flags a word left one letter short inside, though its remains split into known words', async () => {
    // "duidlijk" is "duid" + "lijk" to a splitter, but "duidelijk" with a letter left out; so are the
    // others: listed words a letter short, which nspell flags and the splitter took as compounds.
    expect(await flagged('nl', ['duidlijk', 'natuurijk', 'belangijk'])).toEqual(['duidlijk', 'natuurijk', 'belangijk']);
    expect(await flagged('de', ['vielleiht', 'glückich', 'Gesellshaft'])).toEqual(['vielleiht', 'glückich', 'Gesellshaft']);
    // Compounds of known words stay words, and so does a split word that lacks a listed word's last
    // letter (another form of it more often than a slip: "filesystem" beside "filesystems").
    expect(await flagged('nl', ['hostnaam', 'padnamen', 'jokertekens', 'nieuwsbriefaanmelding', 'filesystem'])).toEqual([]);
    expect(await flagged('de', ['Newsletteranmeldung', 'Gutscheincodes', 'Onlineshopkonto'])).toEqual([]);
  });

  it('reads the compound flags of both compounding dictionaries', async () => {
    const de = (await speller('de')).compounds?.();
    const nl = (await speller('nl')).compounds?.();
    expect(de?.isCompound('Frühlingskollektion')).toBe(true);
    expect(de?.isCompound('Stand' + 'art')).toBe(false);
    expect(nl?.isCompound('zomercollectie')).toBe(true);
    expect(nl?.isCompound('reesauto')).toBe(false);
    expect((await speller('en-US')).compounds).toBeUndefined();
  });

  it('forbids a spelling listed in capitals only as written (Dutch "DIAZ/Fw" is not "Diaz")', async () => {
    // Lower-casing it made "old" in Dutch man pages a misspelling.
    const nl = (await speller('nl')).compounds?.();
    expect([nl?.forbidden('DIAZ'), nl?.forbidden('Diaz'), nl?.forbidden('OLD'), nl?.forbidden('old')]).toEqual([true, false, true, false]);
  });

  it('flags a compound the flags allow when a listed word has a letter twice where it has it once, and a split word one sound-alike letter from a listed word', async () => {
    // Real misspellings of the held-out lists (German: LibreOffice autocorrect; Dutch: Groot Dictee,
    // LanguageTool): Hunspell accepts the first three as compounds ("Ofen" + "bar", "rader" + "stift",
    // "spot" + "tent"); the fourth splits into "con" + "census".
    const de = await checkSpelling({ html: '<p>Das war ofenbar ein Fehler in der Freizeit unserer Mitglieder.</p>', language: 'de' }, { grammar: false });
    expect(de.misspellings.map((m) => [m.word, m.suggestions[0]])).toEqual([['ofenbar', 'offenbar']]);
    const nl = await checkSpelling({ html: '<p>Een raderstift, spottent gelach en concensus bij de fietsenstalling en kinderopvang.</p>', language: 'nl' }, { grammar: false });
    expect(nl.misspellings.map((m) => [m.word, m.suggestions[0]])).toEqual([
      ['raderstift', 'radeerstift'],
      ['spottent', 'spottend'],
      ['concensus', 'consensus'],
    ]);
  }, 120_000);
});
