/**
 * Numbers said aloud in a dictated prompt, written as digits the way the language writes them:
 * "ciento veintinueve mil novecientos noventa pesos" → "129.990 pesos", "neunundachtzig franken
 * neunzig" → "89.90 franken", "zero nove uno sette…" → "0917…", "dez e meia" → "10:30",
 * "sunday december sixth" → "december 6", "TRAIL twenty five" → "TRAIL25". Speech-to-text writes
 * every number in words; the email must write digits (a reader scans a price or a phone number).
 * Only dictated prompts are read this way (./shapes decides): elsewhere "one", "una", "sei" are words.
 */
import { MONTHS } from '../understand/lexicon';
import { fold } from '../understand/text';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it';

interface Words {
  /** Values of whole words (units, teens, tens, hundreds, multipliers). */
  values: Record<string, number>;
  /** The word joining tens and units ("cuarenta y dos", "cento e oitenta", "vingt et un"). */
  and?: string;
  /** Written as one word ("neunundachtzig", "sessantacinque"): parsed by parts. */
  compound?: boolean;
  /** Ordinal days (1–31) before or after a month. */
  ordinals?: Record<string, number>;
  /** A lone word that is also an article or a common word: a number only inside a longer one. */
  ambiguous: ReadonlySet<string>;
  thousands: string;
  decimal: string;
}

const seq = (names: string, from = 0): Record<string, number> =>
  Object.fromEntries(names.split(' ').map((w, i) => [w, from + i]));

const EN_ORD = seq('first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth', 1);
for (const [w, v] of Object.entries(seq('first second third fourth fifth sixth seventh eighth ninth', 1))) {
  EN_ORD[`twenty-${w}`] = 20 + v;
  EN_ORD[`twenty ${w}`] = 20 + v;
}
EN_ORD.thirtieth = 30;
EN_ORD['thirty-first'] = 31;
EN_ORD['thirty first'] = 31;

const WORDS: Record<Lang, Words> = {
  en: {
    values: {
      ...seq('zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'),
      twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, thousand: 1000, million: 1e6,
    },
    and: 'and',
    ordinals: EN_ORD,
    ambiguous: new Set(['one', 'and']),
    thousands: ',',
    decimal: '.',
  },
  es: {
    values: {
      ...seq('cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'),
      un: 1, una: 1, dieciseis: 16, veintidos: 22, veintitres: 23, veintiseis: 26,
      treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
      cien: 100, ciento: 100, doscientos: 200, trescientos: 300, cuatrocientos: 400, quinientos: 500, seiscientos: 600, setecientos: 700, ochocientos: 800, novecientos: 900,
      mil: 1000, millón: 1e6, millon: 1e6, millones: 1e6,
    },
    and: 'y',
    ambiguous: new Set(['un', 'una', 'uno', 'once']),
    thousands: '.',
    decimal: ',',
  },
  pt: {
    values: {
      ...seq('zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze'),
      uma: 1, duas: 2, tres: 3, quatorze: 14, dezesseis: 16, dezasseis: 16, dezessete: 17, dezassete: 17, dezoito: 18, dezenove: 19, dezanove: 19,
      vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80, noventa: 90,
      cem: 100, cento: 100, duzentos: 200, duzentas: 200, trezentos: 300, trezentas: 300, quatrocentos: 400, quinhentos: 500, seiscentos: 600, setecentos: 700, oitocentos: 800, novecentos: 900,
      mil: 1000, milhão: 1e6, milhões: 1e6,
    },
    and: 'e',
    ambiguous: new Set(['um', 'uma']),
    thousands: '.',
    decimal: ',',
  },
  fr: {
    values: {
      ...seq('zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize'),
      une: 1, vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90,
      cent: 100, cents: 100, mille: 1000, million: 1e6, millions: 1e6,
    },
    and: 'et',
    ambiguous: new Set(['un', 'une', 'neuf']),
    thousands: '\u202f',
    decimal: ',',
  },
  de: {
    values: {
      null: 0, eins: 1, ein: 1, eine: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12,
      dreizehn: 13, vierzehn: 14, fünfzehn: 15, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19,
      zwanzig: 20, dreißig: 30, dreissig: 30, vierzig: 40, fünfzig: 50, sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90,
      hundert: 100, tausend: 1000, million: 1e6, millionen: 1e6,
    },
    compound: true,
    ambiguous: new Set(['ein', 'eine', 'acht', 'null']),
    thousands: '.',
    decimal: ',',
  },
  it: {
    values: {
      zero: 0, uno: 1, un: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12,
      tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17, diciotto: 18, diciannove: 19,
      venti: 20, trenta: 30, quaranta: 40, cinquanta: 50, sessanta: 60, settanta: 70, ottanta: 80, novanta: 90,
      cento: 100, mille: 1000, mila: 1000, milione: 1e6, milioni: 1e6,
    },
    compound: true,
    ambiguous: new Set(['un', 'una', 'uno', 'sei']),
    thousands: '.',
    decimal: ',',
  },
};

const DE_ORD: Record<string, number> = {};
{
  const base: Array<[string, number]> = [['ers', 1], ['zwei', 2], ['drit', 3], ['vier', 4], ['fünf', 5], ['sechs', 6], ['sieb', 7], ['ach', 8], ['neun', 9], ['zehn', 10], ['elf', 11], ['zwölf', 12], ['dreizehn', 13], ['vierzehn', 14], ['fünfzehn', 15], ['sechzehn', 16], ['siebzehn', 17], ['achtzehn', 18], ['neunzehn', 19]];
  for (const [w, v] of base) for (const end of ['te', 'ten', 'ter', 'tes', 'tem']) DE_ORD[w + end] = v;
  const units = ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
  for (const end of ['ste', 'sten', 'ster', 'stes', 'stem']) {
    DE_ORD[`zwanzig${end}`] = 20;
    DE_ORD[`dreißig${end}`] = 30;
    units.forEach((u, i) => (DE_ORD[`${u}undzwanzig${end}`] = 21 + i));
    DE_ORD[`einunddreißig${end}`] = 31;
  }
}
WORDS.de.ordinals = DE_ORD;

/** A German or Italian number written as one word, by its parts ("neunundachtzig", "duemilaquattrocentocinquanta"). */
const PARTS = new WeakMap<Record<string, number>, string[]>();

function compoundValue(word: string, values: Record<string, number>): number | undefined {
  // The parts, longest first, once per language: this runs for every word of a dictated prompt.
  let parts = PARTS.get(values);
  if (!parts) PARTS.set(values, (parts = Object.keys(values).filter((k) => k.length > 1).sort((a, b) => b.length - a.length)));
  const memo = new Map<number, number[][] | null>();
  const split = (at: number): number[][] | null => {
    if (at === word.length) return [[]];
    if (memo.has(at)) return memo.get(at)!;
    for (const p of ['und', ...parts]) {
      // Italian drops a vowel before "uno" and "otto" ("ventuno", "trentotto").
      for (const form of p === 'und' ? [p] : [p, p.slice(0, -1)]) {
        if (form.length < 2 || !word.startsWith(form, at)) continue;
        const rest = split(at + form.length);
        if (rest) {
          const out = p === 'und' ? rest.map((r) => [-1, ...r]) : rest.map((r) => [values[p], ...r]);
          memo.set(at, out);
          return out;
        }
      }
    }
    memo.set(at, null);
    return null;
  };
  const found = split(0)?.[0];
  if (!found || found.length < 2) return undefined;
  // German puts the unit before its tens: "neun und achtzig".
  const seqv: number[] = [];
  for (let i = 0; i < found.length; i++) {
    if (found[i] === -1 && i > 0 && i + 1 < found.length) {
      const unit = seqv.pop()!;
      seqv.push(found[i + 1], unit);
      i++;
    } else if (found[i] !== -1) seqv.push(found[i]);
    else return undefined;
  }
  return accumulate(seqv);
}

/** A well-formed number's value from its words' values, or undefined. */
function accumulate(vals: number[]): number | undefined {
  let total = 0;
  let current = 0;
  let last = Infinity;
  for (const v of vals) {
    if (v >= 1000) {
      total += (current || 1) * v;
      current = 0;
      last = v;
    } else if (v === 100) {
      if (current % 100 !== 0 && current > 9) return undefined;
      current = (current || 1) * 100;
      last = 100;
    } else {
      if (v >= last || (last < 100 && last % 10 !== 0)) return undefined;
      current += v;
      last = v;
    }
  }
  return total + current;
}

function group(n: number, sep: string): string {
  const s = String(n);
  return n < 10000 ? s : s.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** A month's name in any of the six languages (the lexicon the date readers use), for an ordinal day or a lone "sei" beside it. */
const isMonth = (word: string): boolean => MONTHS[fold(word)] !== undefined;
const CURRENCY = /^(?:francs?|franken|franchi|pesos?|reais|real|euros?|dollars?|d[óo]lares|soles|libras?|pounds?)$/iu;

interface Token {
  word: string;
  start: number;
  end: number;
}

/** Which language's numbers the dictated text says: the one whose words it uses most. */
function languageOf(tokens: Token[]): Lang {
  let best: Lang = 'en';
  let most = 0;
  for (const lang of Object.keys(WORDS) as Lang[]) {
    const w = WORDS[lang];
    const hits = tokens.filter((t) => {
      const k = t.word.toLowerCase();
      return (w.values[k] !== undefined && !w.ambiguous.has(k)) || w.ordinals?.[k] !== undefined || (w.compound && compoundValue(k, w.values) !== undefined);
    }).length;
    if (hits > most) {
      most = hits;
      best = lang;
    }
  }
  return best;
}

/** The dictated text with its spoken numbers written in digits. */
export function writeSpokenNumbers(text: string): string {
  const tokens: Token[] = [...text.matchAll(/[\p{L}]+(?:-[\p{L}]+)*/gu)].map((m) => ({ word: m[0], start: m.index!, end: m.index! + m[0].length }));
  if (tokens.length === 0) return text;
  const lang = languageOf(tokens);
  const w = WORDS[lang];
  const valueOf = (word: string): number | undefined => {
    const k = word.toLowerCase();
    if (w.values[k] !== undefined) return w.values[k];
    if (k.includes('-')) {
      // "dix-neuf", "quatre-vingt-dix", "twenty-five": hyphenated parts.
      const vals = k.split('-').map((p) => (p === 'et' ? -1 : w.values[p]));
      if (vals.some((v) => v === undefined)) return undefined;
      const parts = vals.filter((v) => v !== -1) as number[];
      // "quatre-vingt": four twenties.
      const joined: number[] = [];
      for (const v of parts) {
        if (v === 20 && joined.length && joined[joined.length - 1] === 4) joined[joined.length - 1] = 80;
        else if (joined.length && joined[joined.length - 1] % 10 === 0 && joined[joined.length - 1] >= 60 && joined[joined.length - 1] < 100 && v >= 10 && v < 20) joined[joined.length - 1] += v;
        else joined.push(v);
      }
      return accumulate(joined);
    }
    return w.compound ? compoundValue(k, w.values) : undefined;
  };
  const out: Array<{ start: number; end: number; text: string }> = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i];
    const ord = w.ordinals?.[t.word.toLowerCase()] ?? (i + 1 < tokens.length ? w.ordinals?.[`${t.word} ${tokens[i + 1].word}`.toLowerCase()] : undefined);
    if (ord !== undefined) {
      const two = w.ordinals?.[t.word.toLowerCase()] === undefined;
      const next = tokens[i + (two ? 2 : 1)];
      const prev = tokens[i - 1];
      if ((next && isMonth(next.word)) || (prev && isMonth(prev.word))) {
        const end = two ? tokens[i + 1].end : t.end;
        out.push({ start: t.start, end, text: lang === 'de' ? `${ord}.` : String(ord) });
        i += two ? 2 : 1;
        continue;
      }
    }
    // The longest well-formed number from here.
    let bestEnd = -1;
    let bestValue = 0;
    const vals: number[] = [];
    for (let j = i; j < tokens.length; j++) {
      if (j > i && text.slice(tokens[j - 1].end, tokens[j].start).trim() !== '') break;
      const word = tokens[j].word.toLowerCase();
      if (w.and && word === w.and && j > i) continue;
      const v = valueOf(word);
      if (v === undefined) break;
      // A joining word stands between tens and units (or after hundreds): "cuarenta y dos", "cento e oitenta".
      const joined = j > i && tokens[j - 1].word.toLowerCase() === w.and;
      const candidate = accumulate([...vals, v]);
      if (candidate === undefined) break;
      if (joined && !(vals.length && (vals[vals.length - 1] % 10 === 0 || vals[vals.length - 1] >= 100))) break;
      vals.push(v);
      bestEnd = j;
      bestValue = candidate;
    }
    // "uno", "sei", "um" alone are words — unless a number or a month stands beside them ("…nove uno sette…", "sei dicembre").
    const beside = (k: number) => {
      const n = tokens[k];
      if (!n || text.slice(Math.min(n.end, t.end), Math.max(n.start, t.start)).trim() !== '') return false;
      return isMonth(n.word) || (valueOf(n.word) !== undefined && !w.ambiguous.has(n.word.toLowerCase()));
    };
    if (bestEnd < 0 || (bestEnd === i && w.ambiguous.has(t.word.toLowerCase()) && !beside(i - 1) && !beside(i + 1))) {
      i++;
      continue;
    }
    out.push({ start: t.start, end: tokens[bestEnd].end, text: group(bestValue, w.thousands) });
    i = bestEnd + 1;
  }
  let written = text;
  for (const r of out.reverse()) written = written.slice(0, r.start) + r.text + written.slice(r.end);
  return afterDigits(written, lang);
}

/** A spoken hour of the afternoon or evening: "8 de la tarde", "7 da noite", "8 di sera", "8 du soir", "8 Uhr abends", "8 pm". */
const EVENING_HOUR =
  /(?<![\d,.:])(\d{1,2})(?::\d{2})?\s*(?:(?:de la|da|di|del|du|de l['’])\s*(?:tarde|noche|noite|sera|pomeriggio|soir|après-midi)|(?:uhr\s+)?(?:abends|nachmittags)|p\.?\s?m\.?)(?![\p{L}])/giu;

/**
 * A spoken hour says no half of the day ("las puertas abren a las siete y media"): after an
 * evening hour ("a las ocho de la tarde"), one within four hours of it is in the evening too —
 * doors open before the concert, not twelve hours earlier. Otherwise it is left as said.
 */
function sameHalfOfDay(hour: string, before: string): string {
  const h = Number(hour);
  if (h < 1 || h > 11) return hour;
  const evening = [...before.matchAll(EVENING_HOUR)].pop();
  const then = evening ? Number(evening[1]) : NaN;
  return then >= 1 && then <= 11 && Math.abs(then - h) <= 4 ? String(h + 12) : hour;
}

/** What the digits make together: a phone number, a price with cents, a time, a code. */
function afterDigits(text: string, lang: Lang): string {
  const w = WORDS[lang];
  return (
    text
      // A run of four or more numbers said one after another is a phone number, "plus" its country.
      .replace(/(?:(?<![\p{L}])(plus|más|mas|mais|più|piu)\s+)?(?<![\d,.])\d{1,3}(?:\s+\d{1,3}){3,}(?!\d|[.,]\d)/giu, (m, plus: string | undefined) => {
        const digits = m.replace(/^\p{L}+\s+/u, '').replace(/\s+/g, '');
        return (plus ? '+' : '') + digits;
      })
      // "89 franken 90": the cents after the currency.
      .replace(/(?<![\d,.])(\d+)\s+(\p{L}+)\s+(\d{1,2})(?![\d\p{L}])/gu, (m, whole: string, unit: string, cents: string) =>
        CURRENCY.test(unit) ? `${whole}${/^fran/iu.test(unit) || lang === 'en' ? '.' : w.decimal}${cents.padStart(2, '0')} ${unit}` : m)
      // "9 y media", "10 e meia", "19 e 30", "7 heures 30", "sieben Uhr dreißig".
      .replace(/(?<![\d,.])(\d{1,2})\s+(?:y|e|et)\s+(?:media|meia|mezza|demie)(?![\p{L}])/giu, (_m, h: string, at: number, all: string) => `${sameHalfOfDay(h, all.slice(0, at))}:30`)
      .replace(/(?<![\d,.])(\d{1,2})\s+(?:y|e|et)\s+(?:cuarto|um quarto|un quarto|quart)(?![\p{L}])/giu, (_m, h: string, at: number, all: string) => `${sameHalfOfDay(h, all.slice(0, at))}:15`)
      .replace(/(?<=(?:alle|dalle|ore|a las|las|às|as|at|um|à)\s+)(\d{1,2})\s+(?:e|y)\s+(\d{2})(?![\d,.])/giu, (_m, h: string, mm: string) => `${h}:${mm}`)
      .replace(/(?<=(?:at|um|alle|dalle|às|as|a las|las|à)\s+)(\d{1,2})\s+([0-5]\d)(?!\d|[.,:]\d)/giu, (_m, h: string, mm: string) => `${h}:${mm}`)
      .replace(/(?<![\d,.])(\d{1,2})\s+heures?(?:\s+(\d{2}))?(?![\d\p{L}])/giu, (_m, h: string, mm?: string) => `${h} h${mm ? ` ${mm}` : ''}`)
      .replace(/(?<![\d,.])(\d{1,2})\s+uhr(?:\s+(\d{2}))?(?![\d\p{L}])/giu, (_m, h: string, mm?: string) => (mm ? `${h}:${mm} Uhr` : `${h} Uhr`))
      // "TRAIL 25", "KJTR 42": a code spelled as its letters, then its digits.
      .replace(/(?<![\p{L}\d])(\p{Lu}{2,})\s+(\d{1,4})(?![\d,.:])/gu, '$1$2')
  );
}
