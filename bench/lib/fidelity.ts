/**
 * The judge of bench/generation-fidelity: does a generated email keep the facts of the prompt that
 * asked for it (test/fixtures/prompt-corpus), state nothing wrong, and echo no instruction?
 *
 * Written independently of src/: the benchmark must not grade the product with its own ruler, so
 * nothing here imports the generator or its fact checker. Rules (docs/generation.md, "Fidelity"):
 *
 * - Text: subject + preheader + plain text + the HTML's visible text (html-to-text, link targets
 *   kept), normalised: NFKD without diacritics, lower case, every Unicode space as one space,
 *   typographic quotes/dashes as ASCII, ordinal suffixes dropped after digits (4th, 1er, 1º).
 *   A needle matches only on word boundaries (an alphanumeric end must not touch another one).
 * - Numbers (money, percent, number, quantity, duration): both sides are rewritten with the
 *   locale's separators (Intl.NumberFormat) to a canonical number (1.234,50 → 1234.5; 15.00 → 15);
 *   money also counts when its amount stands next to a marker of its currency ($, USD, US$,
 *   dollars…) on either side; "20 percent"/"20 %" are "20%".
 * - Times: every time the email states is read as HH:MM (7 PM, 7 p.m., 19:00, 19h, 19h00, 13 h 30,
 *   19.00, 19 Uhr, noon/midi/Mittag…) and compared with the fact's `time`. A span of hours stays
 *   within its line and sentence; a number after a slash is a date's month ("3/12 às 10h"); a time
 *   word before a bare number is a whole word ("via Marsala 8" is no time).
 * - Dates: `iso` rendered with Intl.DateTimeFormat in the prompt's locale (day+month long/short,
 *   weekday+day+month, numeric d/m, dd.mm., full/medium/short date styles) and both word orders;
 *   ranges need their start and end (or the start followed by the end's day number).
 * - Keywords (topics, conditions, CTAs, long phrases): a fact with keywords also counts when at
 *   least ⌈¾·n⌉ of its n keywords occur (all of 1–3, 3 of 4, 4 of 5…) as substrings; the strict
 *   "all keywords" figure is reported beside it.
 */
import { convert } from "html-to-text";
import type {
  Fact,
  MustNot,
  PromptCase,
} from "../../test/fixtures/prompt-corpus";

/**
 * The fixture brand (test/fixtures/prompts/brands) each prompt is generated for: en-US → northwind,
 * en-GB/AU/IN → nightowl, software and app sectors of any English locale → cloudlytic, es →
 * casaverde, fr → eclair, de → sonnenschein, pt → aurora, it → lume.
 */
/**
 * Which set a prompt belongs to: `developed-with`, or `held-out <batch>` for a held-out batch (the
 * first batch, 2026-11-27, carries no `batch`). Each batch is unseen only until code looks at it,
 * so the figures are printed per batch.
 */
export const setOf = (p: PromptCase): string =>
  p.heldOut ? `held-out ${p.batch ?? "2026-11-27"}` : "developed-with";

/** BENCH_FIDELITY_SET: `held-out` (every batch), `held-out-2026-11-28` (one batch) or `developed-with`. */
export function inSet(p: PromptCase, set: string | undefined): boolean {
  if (!set) return true;
  const s = setOf(p).replace(" ", "-");
  return s === set || (set === "held-out" && s.startsWith("held-out-"));
}

export function brandFor(p: PromptCase): string {
  if (p.language === "en") {
    if (
      /software|saas|\bapp\b|platform|cloud|analytics|tech|startup|developer|api\b/i.test(
        p.sector,
      )
    )
      return "cloudlytic";
    return p.locale === "en-US" ? "northwind" : "nightowl";
  }
  return {
    es: "casaverde",
    fr: "eclair",
    de: "sonnenschein",
    pt: "aurora",
    it: "lume",
  }[p.language];
}

// ---------------------------------------------------------------------------------------------
// Text normalisation

export function norm(s: string, keepAccents = false): string {
  const out = s
    .replace(/(\d)[ºª°](?![\p{L}\p{N}])/gu, "$1")
    .normalize("NFKD");
  const normed = (keepAccents ? out : out.replace(/\p{M}+/gu, ""))
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/(\d)(?:st|nd|rd|th|er|eme)(?![\p{L}\p{N}])/gu, "$1")
    // A forbidden phrase may end on a tab, as a pasted table's header does ("Transporteur\t"): matched
    // with its accents, tabs are kept too, so only the table pasted as it was matches, not the word.
    .replace(keepAccents ? /[^\S\n\t]|[\u00a0\u202f\u2009\u200a\u2007\u200b]/g : /[^\S\n]|[\u00a0\u202f\u2009\u200a\u2007\u200b]/g, " ")
    .replace(/ *\n[\n ]*/g, "\n") // line breaks stay: no needle matches across lines
    .replace(/ +/g, " ")
    .replace(keepAccents ? /^ +| +$/g : /^\s+|\s+$/g, "");
  // Accents kept are composed again, so "é" is one character on both sides of a match.
  return keepAccents ? normed.normalize("NFC") : normed;
}

const isAlnum = (c: string | undefined) => !!c && /[\p{L}\p{N}]/u.test(c);

/** Where `needle` occurs in `hay` on word boundaries (an alphanumeric edge must not touch another). */
export function findBounded(hay: string, needle: string, from = 0): number {
  if (!needle) return -1;
  const startAl = isAlnum(needle[0]);
  const endAl = isAlnum(needle[needle.length - 1]);
  let i = hay.indexOf(needle, from);
  while (i >= 0) {
    const before = hay[i - 1];
    const after = hay[i + needle.length];
    if ((!startAl || !isAlnum(before)) && (!endAl || !isAlnum(after))) return i;
    i = hay.indexOf(needle, i + 1);
  }
  return -1;
}
export const hasBounded = (hay: string, needle: string) =>
  findBounded(hay, needle) >= 0;

// ---------------------------------------------------------------------------------------------
// Numbers

type Seps = { decimal: string; groups: string[] };
const sepCache = new Map<string, Seps>();
function separators(locale: string): Seps {
  let s = sepCache.get(locale);
  if (!s) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
    const group =
      norm(`1${parts.find((p) => p.type === "group")?.value ?? ","}2`).slice(
        1,
        -1,
      ) || " ";
    const groups = new Set([group, "'"]);
    if (decimal === ",") {
      groups.add(".");
      groups.add(" ");
    } else groups.add(",");
    groups.delete(decimal);
    s = { decimal, groups: [...groups] };
    sepCache.set(locale, s);
  }
  return s;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Canonical number text: grouping removed, decimal point, trailing decimal zeros dropped. */
export function canonNumber(intPart: string, dec?: string): string {
  const i = intPart.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  const d = (dec ?? "").replace(/0+$/, "");
  return d ? `${i}.${d}` : i;
}

/** Rewrites every number of an (already normalised) text to its canonical form, with the locale's separators. */
export function canonNumbers(text: string, locale: string): string {
  const { decimal, groups } = separators(locale);
  const g = `[${groups.map(esc).join("")}]`;
  const re = new RegExp(
    `(?<![\\d.,])(\\d{1,3}(?:${g}\\d{3}(?!\\d))+|\\d+)(?:${esc(decimal)}(\\d+)(?![\\d]))?(?![\\d])`,
    "g",
  );
  return text
    .replace(re, (_m, i: string, d?: string) => canonNumber(i, d))
    .replace(/(\d)[.,]-/g, "$1") // CHF 5'490.– / 12,-
    .replace(/(\d) ?- ?(?=\d)/g, "$1-")
    .replace(/(\d) (?:to|a|au|bis|al|ate|e|y|or|ou|oder|o) (?=\d)/g, "$1-") // 5 to 7 = 5–7
    .replace(
      /(\d) ?(?:%|percent|per cent|por ciento|pour cent|pourcent|prozent|por cento|per cento)(?![\p{L}])/gu,
      "$1%",
    );
}

const CURRENCY_MARKERS: Record<string, string[]> = {
  USD: ["$", "us$", "usd", "dollars", "dollar", "dolares", "dolares"],
  EUR: ["€", "eur", "euro", "euros"],
  GBP: ["£", "gbp", "pounds", "pound"],
  BRL: ["r$", "brl", "reais", "real"],
  MXN: ["$", "mxn", "mx$", "pesos", "peso"],
  CAD: ["$", "cad", "ca$", "c$", "dollars"],
  AUD: ["$", "aud", "a$", "au$", "dollars"],
  INR: ["₹", "rs", "rs.", "inr", "rupees", "rupee"],
  CHF: ["chf", "fr.", "fr", "franken", "francs"],
};
const ALL_MARKERS = [...new Set(Object.values(CURRENCY_MARKERS).flat())].sort(
  (a, b) => b.length - a.length,
);

function markerNear(
  hay: string,
  at: number,
  len: number,
  markers: string[],
): boolean {
  const before = hay.slice(Math.max(0, at - 5), at).trimEnd();
  const after = hay.slice(at + len, at + len + 10).trimStart();
  return markers.some((m) => {
    if (
      before.endsWith(m) &&
      (!isAlnum(m[0]) || !isAlnum(before[before.length - m.length - 1]))
    )
      return true;
    if (
      after.startsWith(m) &&
      (!isAlnum(m[m.length - 1]) || !isAlnum(after[m.length]))
    )
      return true;
    return false;
  });
}

/** Every amount the email states next to a currency marker, canonical. */
export function statedMoney(numHay: string): string[] {
  const out: string[] = [];
  for (const m of numHay.matchAll(/(?<![\d.])\d+(?:\.\d+)?(?![\d]|\.\d)/g)) {
    if (markerNear(numHay, m.index!, m[0].length, ALL_MARKERS)) out.push(m[0]);
  }
  return out;
}
export const statedPercents = (numHay: string) =>
  [...numHay.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)%/g)].map((m) => m[1]);

/** Every canonical number in a text (for the set of numbers the prompt and the brand supply). */
export const allNumbers = (numHay: string) =>
  [...numHay.matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)].map((m) => m[0]);

// ---------------------------------------------------------------------------------------------
// Times

/** Every time of day the (normalised) text states, as HH:MM. */
export function statedTimes(hay: string): Set<string> {
  const out = new Set<string>();
  const add = (h: number, m: number) => {
    if (h >= 0 && h <= 23 && m >= 0 && m <= 59)
      out.add(`${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
  };
  for (const m of hay.matchAll(
    /(?<![\d:.])(\d{1,2})(?:[:.h](\d{2}))?\s?([ap])\.?\s?m(?![\p{L}])\.?/gu,
  )) {
    let h = Number(m[1]) % 12;
    if (m[3] === "p") h += 12;
    add(h, Number(m[2] ?? 0));
  }
  for (const m of hay.matchAll(
    /(?<![\d:.,])(\d{1,2}) ?h ?(\d{2})?(?![\p{L}\d])/gu,
  ))
    add(Number(m[1]), Number(m[2] ?? 0));
  for (const m of hay.matchAll(
    /(?<![\d:.,])(\d{1,2})[:.](\d{2})(?![\d]|\.\d)/g,
  ))
    add(Number(m[1]), Number(m[2]));
  for (const m of hay.matchAll(
    /(?<![\d:.,])(\d{1,2})(?:[:.](\d{2}))? ?uhr(?![\p{L}])/gu,
  ))
    add(Number(m[1]), Number(m[2] ?? 0));
  if (
    /\b(noon|midday|mediodia|midi|mittag|mezzogiorno|meio-dia|meio dia)\b/.test(
      hay,
    )
  )
    add(12, 0);
  if (
    /\b(midnight|medianoche|minuit|mitternacht|mezzanotte|meia-noite)\b/.test(
      hay,
    )
  )
    add(0, 0);
  return out;
}

// Times in their role: a start (or a single time) or the end of a span. "10–13 Uhr" holds 13:00
// only as an end, so an email whose event starts "um 13:00 Uhr" has changed the time, though 13
// occurs in the prompt; a time neither the prompt nor the brand gives is invented.

export type TimeRole = { time: string; role: "start" | "end"; text: string };

// "19:30", "19.30", "19h30", and the spaced "13 h 30" (fr-CA) are one time.
const T_NUM = String.raw`(\d{1,2})(?:(?:[:.h]|[^\S\n]h[^\S\n])(\d{2})(?!\d))?`;
const T_SUFFIX = String.raw`[^\S\n]?(?:([ap])\.?\s?m(?![\p{L}])\.?|h(?![\p{L}\d])|uhr(?![\p{L}])|hs(?![\p{L}]))?`;
const T_NOON = String.raw`(noon|midday|mediodia|midi|mittag|mezzogiorno|meio-dia|midnight|medianoche|minuit|mitternacht|mezzanotte|meia-noite)`;
const T_ONE = String.raw`(?:${T_NOON}|${T_NUM}${T_SUFFIX})`;
// Within a line: "18h30\n- 12 € por pessoa" is a time and a list item, no span.
const T_JOIN = String.raw`[^\S\n]?(?:-|to|till|until|bis|a|al|au|a las|alle|as|ate|y|and|und|e|et)[^\S\n]?(?:(?:las|les|le|ore|um)[^\S\n])?`;
// After a slash a number is a date's month ("dia 3/12 às 10h"), not a time.
const SPAN = new RegExp(String.raw`(?<![\d:.,/\p{L}])${T_ONE}${T_JOIN}${T_ONE}`, "gu");
const SINGLE = new RegExp(String.raw`(?<![\d:.,/\p{L}])${T_ONE}`, "gu");
const END_BEFORE =
  /(?<![\p{L}])(?:until|till|til|by|to|bis|bis um|hasta las?|jusqu'a|jusqu'au|ate as|ate a|fino alle|fino a)\s$/u;
// Whole words: the "a" ending "via Marsala 8" is no time word.
const TIMEISH_BEFORE =
  /(?<![\p{L}])(?:at|from|by|until|till|to|starts?|doors|um|ab|bis|von|a las|desde las|de|des|a|à|jusqu'a|as|das|alle|dalle|ore|fino alle|horas?|hora|heure|uhrzeit|ora|horario|time|open(?:s|ing)?|close[sd]?)\s?:?\s$/u;

function timeOf(
  noon: string | undefined,
  h: string | undefined,
  m: string | undefined,
  ap: string | undefined,
  apOther?: string,
): { time: string; unit: boolean } | undefined {
  if (noon) return { time: /mid?night|medianoche|minuit|mitternacht|mezzanotte|meia-noite/.test(noon) ? "00:00" : "12:00", unit: true };
  let hour = Number(h);
  const min = Number(m ?? 0);
  const a = ap ?? apOther;
  if (a) hour = (hour % 12) + (a === "p" ? 12 : 0);
  if (hour > 23 || min > 59) return undefined;
  return { time: `${String(hour).padStart(2, "0")}:${String(min).padStart(2, "0")}`, unit: !!ap || m !== undefined };
}

let monthWords: RegExp | undefined;
/**
 * Whether the words after a bare "9 a 12" make it a span of days: a word on the same line ("de 9 a
 * 12 de diciembre", "dal 9 al 12 dicembre"), or a month after a full stop ("von 7 bis 12.
 * Dezember"). A span ends at its line and its sentence: "dalle 10 alle 19" then the next heading,
 * or "dalle 19 alle 23. E abbiamo…", is a span of hours.
 */
function daySpanAfter(after: string): boolean {
  monthWords ??= new RegExp(
    `^\\.[^\\S\\n]?(?:${[...new Set(["en", "es", "fr", "de", "pt", "it"].flatMap((l) => names(l).months.map((m) => esc(m.re))))].join("|")})(?![\\p{L}])`,
    "u",
  );
  return /^[^\S\n]?(?:de|di|of|du|do|da)?[^\S\n]?\p{L}/u.test(after) || monthWords.test(after);
}

/**
 * Every time of day a (normalised) text states, with its role: both ends of a span ("10–13 uhr",
 * "9 am to noon", "de 10 h a 16 h", "dalle 19 alle 23"), and single times, an end where "until /
 * bis / jusqu'à / hasta / até / fino alle" leads to it. A bare number counts only in a span whose
 * other end carries a unit, or after a word that introduces a time ("um", "alle", "ore", "at").
 */
export function timeRoles(hay: string): TimeRole[] {
  const out: TimeRole[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of hay.matchAll(SPAN)) {
    const [, n1, h1, m1, a1, n2, h2, m2, a2] = m;
    const endUnit = !!n2 || !!a2 || m2 !== undefined || /(?:h|uhr|hs)$/.test(m[0]);
    const startUnit = !!n1 || !!a1 || m1 !== undefined;
    // "dalle 19 alle 23", "von 7 bis 12": no unit, but a word that opens a span of hours.
    // ("de 9 a 12 de diciembre" is a span of days.)
    if (!endUnit && !startUnit && (!/(?:dalle|von|from|de|das|desde|between|entre)\s$/u.test(hay.slice(Math.max(0, m.index! - 8), m.index!)) || daySpanAfter(hay.slice(m.index! + m[0].length)))) continue;
    // "6–9pm": the start takes the end's am/pm when it is not later than the end.
    const s = timeOf(n1, h1, m1, a1, a2 && Number(h1) <= Number(h2) ? a2 : undefined);
    const e = timeOf(n2, h2, m2, a2);
    if (!s || !e) continue;
    // "2 and 4" and "1 a 3" are numbers, not times, unless a unit or a time word is there.
    if (!startUnit && !/(?:h|uhr|hs|[ap]\.?\s?m\.?)$/.test(m[0].trim()) && !TIMEISH_BEFORE.test(hay.slice(Math.max(0, m.index! - 14), m.index!))) continue;
    out.push({ time: s.time, role: "start", text: m[0] }, { time: e.time, role: "end", text: m[0] });
    taken.push([m.index!, m.index! + m[0].length]);
  }
  for (const m of hay.matchAll(SINGLE)) {
    const at = m.index!;
    if (taken.some(([a, b]) => at >= a && at < b)) continue;
    const [, n, h, mm, ap] = m;
    const unit = !!n || !!ap || /(?:h|uhr|hs)$/.test(m[0].trim());
    const before = hay.slice(Math.max(0, at - 16), at);
    // A time needs its unit or a time word before it; "h:mm" alone is a time too ("19:00"). A
    // bare number after a time word ends there ("um 7.", "at 7,"): "bis 21. Dezember" is a date.
    if (!unit && !(mm !== undefined && /[:]/.test(m[0])) && !TIMEISH_BEFORE.test(before)) continue;
    if (!unit && mm === undefined && !/^\s?(?:[,;!?)](?!\d)|\.(?!\s?\p{L})(?!\d)|\n|$)/u.test(hay.slice(at + m[0].length, at + m[0].length + 4))) continue;
    if (!n && mm !== undefined && /\./.test(m[0]) && !unit && !TIMEISH_BEFORE.test(before)) continue;
    const t = timeOf(n, h, mm, ap);
    if (!t) continue;
    out.push({ time: t.time, role: END_BEFORE.test(before) ? "end" : "start", text: m[0] });
  }
  return out;
}

/**
 * A time the email states in another role than the prompt gives it (the end of the prompt's span
 * as a start, "um 13:00 Uhr" for "10–13 Uhr"), or that neither the prompt nor the brand states.
 */
export function changedTimes(hay: Hay, p: PromptCase, brandText: string): Wrong[] {
  const prompt = timeRoles(norm(p.prompt));
  const brand = new Set(timeRoles(norm(brandText)).map((t) => t.time));
  const out: Wrong[] = [];
  const seen = new Set<string>();
  for (const t of timeRoles(hay.plain)) {
    const key = `${t.time} ${t.role}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const roles = new Set(prompt.filter((x) => x.time === t.time).map((x) => x.role));
    if (!roles.size) {
      if (!brand.has(t.time) && !statedTimes(norm(p.prompt)).has(t.time))
        out.push({ kind: "invented-time", detail: `"${t.text}" = ${t.time}, not in the prompt` });
      continue;
    }
    if (t.role === "start" && !roles.has("start"))
      out.push({ kind: "changed-time", detail: `"${t.text}": ${t.time} is the end of the prompt's span, stated as a start` });
  }
  return out;
}

// Where the email says its event takes place: a details row "Place: …" in the six languages.
const PLACE_ROW = /^(?:place|where|venue|location|lugar|donde|lieu|ou|ort|wo|veranstaltungsort|luogo|dove|local|onde)\s?:\s?(.+)$/gmu;

/**
 * The place an email's details block names that is not the prompt's: it must share a word of
 * substance with a venue or address the corpus records for the prompt (or the brand's address).
 * "Ort: Hof" for "Parkplätze im Hof" and "Local: Nosso espaço" for "no nosso espaço da Rua da
 * Rosa 112" are changed places.
 */
export function changedPlaces(hay: Hay, p: PromptCase, brandText: string): Wrong[] {
  // An organisation is a place where the prompt meets there ("Trivia night at Copperline Brewing").
  const places = p.facts.filter((f) => f.type === "venue" || f.type === "address" || f.type === "organization");
  const words = (s: string) => norm(s).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 || /\d/.test(w));
  const known = new Set([...places.flatMap((f) => [f.value, ...(f.forms ?? []), ...(f.keywords ?? [])]).flatMap(words)]);
  const brand = norm(brandText);
  const out: Wrong[] = [];
  for (const m of hay.plain.matchAll(PLACE_ROW)) {
    const value = m[1].trim();
    const ws = words(value);
    if (!ws.length) continue;
    if (ws.some((w) => known.has(w))) continue;
    if (ws.every((w) => brand.includes(w))) continue;
    out.push({ kind: places.length ? "changed-place" : "invented-place", detail: `"${m[0]}"` });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Dates

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);
export const isoOf = (d: Date) => d.toISOString().slice(0, 10);
export function addDays(iso: string, n: number): string {
  const d = utc(iso);
  d.setUTCDate(d.getUTCDate() + n);
  return isoOf(d);
}

/** A date haystack/needle: normalised, with the dots and commas that follow letters dropped. */
export const dateNorm = (s: string) =>
  norm(s)
    .replace(/(\p{L})\.(?!\p{L})/gu, "$1")
    .replace(/(\p{L}),(?= \p{L})/gu, "$1")
    .replace(/(\d),(?= \d{4}(?!\d))/g, "$1")
    .replace(/ +/g, " ");

const fmt = (locale: string, o: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat(locale, { ...o, timeZone: "UTC" }).format(utc(iso));

/** How a date may be written in the prompt's locale (normalised for the date haystack). */
export function dateRenderings(
  iso: string,
  locale: string,
  withYearOnly = false,
): string[] {
  const d = utc(iso);
  const day = d.getUTCDate();
  const dd = String(day).padStart(2, "0");
  const mm = String(d.getUTCMonth() + 1).padStart(2, "0");
  const y = d.getUTCFullYear();
  const lang = locale.slice(0, 2);
  const long = fmt(locale, { month: "long" }, iso);
  const short = fmt(locale, { month: "short" }, iso);
  const out = new Set<string>();
  const withYear = [
    fmt(locale, { dateStyle: "full" }, iso),
    fmt(locale, { dateStyle: "long" }, iso),
    fmt(locale, { dateStyle: "medium" }, iso),
    fmt(locale, { dateStyle: "short" }, iso),
    fmt(locale, { year: "numeric", month: "numeric", day: "numeric" }, iso),
    `${day} ${long} ${y}`,
    `${long} ${day} ${y}`,
    `${day} de ${long} de ${y}`,
    `${day}. ${long} ${y}`,
    `${dd}.${mm}.${y}`,
    `${dd}/${mm}/${y}`,
    `${y}-${mm}-${dd}`,
  ];
  for (const w of withYear) out.add(w);
  if (!withYearOnly) {
    const noYear = [
      fmt(locale, { day: "numeric", month: "long" }, iso),
      fmt(locale, { day: "numeric", month: "short" }, iso),
      fmt(locale, { weekday: "long", day: "numeric", month: "long" }, iso),
      fmt(locale, { day: "numeric", month: "numeric" }, iso),
      fmt(locale, { day: "2-digit", month: "2-digit" }, iso),
      `${day} ${long}`,
      `${long} ${day}`,
      `${day} ${short}`,
      `${short} ${day}`,
    ];
    if (lang === "es" || lang === "pt")
      noYear.push(`${day} de ${long}`, `${day} de ${short}`);
    if (lang === "de")
      noYear.push(
        `${day}. ${long}`,
        `${day}. ${short}`,
        `${dd}.${mm}.`,
        `${day}.${Number(mm)}.`,
      );
    if (lang === "pt" || lang === "es" || lang === "fr" || lang === "it")
      noYear.push(`${dd}/${mm}`, `${day}/${Number(mm)}`);
    if (locale === "en-US") noYear.push(`${Number(mm)}/${day}`);
    for (const w of noYear) out.add(w);
  }
  return [...out].map(dateNorm).filter((s) => s.length >= 3);
}

type Names = {
  months: Array<{ re: string; index: number }>;
  weekdays: Array<{ re: string; index: number }>;
};
const namesCache = new Map<string, Names>();
function names(locale: string): Names {
  let n = namesCache.get(locale);
  if (!n) {
    const months: Names["months"] = [];
    for (let m = 0; m < 12; m++) {
      const iso = `2026-${String(m + 1).padStart(2, "0")}-15`;
      const forms = new Set([
        fmt(locale, { month: "long" }, iso),
        fmt(locale, { month: "short" }, iso),
        fmt("en", { month: "long" }, iso),
        fmt("en", { month: "short" }, iso),
      ]);
      if (m === 8) forms.add("sept");
      for (const f of forms) {
        const s = dateNorm(f).replace(/\.$/, "");
        if (s.length >= 3 && !/^\d/.test(s)) months.push({ re: s, index: m });
      }
    }
    const weekdays: Names["weekdays"] = [];
    for (let w = 0; w < 7; w++) {
      const iso = addDays("2026-11-22", w); // a Sunday
      for (const f of new Set([
        fmt(locale, { weekday: "long" }, iso),
        fmt(locale, { weekday: "short" }, iso),
      ])) {
        const s = dateNorm(f).replace(/\.$/, "");
        if (s.length >= 2) weekdays.push({ re: s, index: w });
      }
    }
    months.sort((a, b) => b.re.length - a.re.length);
    weekdays.sort((a, b) => b.re.length - a.re.length);
    n = { months, weekdays };
    namesCache.set(locale, n);
  }
  return n;
}

export type StatedDate = {
  month: number;
  day: number;
  year?: number;
  weekday?: number;
  text: string;
  at: number;
};

/** Dates the email states in words (day+month or month+day, optional year, optional weekday before), and d.m.yyyy / d/m/yyyy. */
export function statedDates(dateHay: string, locale: string): StatedDate[] {
  const { months, weekdays } = names(locale);
  const monthAlt = months.map((m) => esc(m.re)).join("|");
  const wdAlt = weekdays.map((w) => esc(w.re)).join("|");
  const out: StatedDate[] = [];
  const monthIndex = (s: string) => months.find((m) => m.re === s)?.index ?? -1;
  const wdIndex = (s?: string) =>
    s ? weekdays.find((w) => w.re === s)?.index : undefined;
  const pre = `(?:(?<![\\p{L}])(${wdAlt}) (?:(?:the|le|el|den|il|o|a|der|am|le) )?)?`;
  const dm = new RegExp(
    `${pre}(?<![\\d.,:])(\\d{1,2})\\.? (?:de )?(${monthAlt})(?![\\p{L}])(?: (?:de )?(\\d{4}))?`,
    "gu",
  );
  for (const m of dateHay.matchAll(dm)) {
    const day = Number(m[2]);
    if (day >= 1 && day <= 31)
      out.push({
        weekday: wdIndex(m[1]),
        day,
        month: monthIndex(m[3]),
        year: m[4] ? Number(m[4]) : undefined,
        text: m[0],
        at: m.index!,
      });
  }
  const md = new RegExp(
    `${pre}(?<![\\p{L}])(${monthAlt}) (\\d{1,2})(?![\\d:.,]\\d|\\d)(?: (\\d{4}))?`,
    "gu",
  );
  for (const m of dateHay.matchAll(md)) {
    const day = Number(m[3]);
    if (
      day >= 1 &&
      day <= 31 &&
      !out.some(
        (o) =>
          o.at <= m.index! + m[0].length && m.index! <= o.at + o.text.length,
      )
    )
      out.push({
        weekday: wdIndex(m[1]),
        day,
        month: monthIndex(m[2]),
        year: m[4] ? Number(m[4]) : undefined,
        text: m[0],
        at: m.index!,
      });
  }
  const us = locale === "en-US";
  for (const m of dateHay.matchAll(
    /(?<![\d.\/])(\d{1,2})([./])(\d{1,2})\2(\d{4})(?![\d])/g,
  )) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    const [month, day] = us && m[2] === "/" ? [a - 1, b] : [b - 1, a];
    if (month >= 0 && month < 12 && day >= 1 && day <= 31)
      out.push({ day, month, year: Number(m[4]), text: m[0], at: m.index! });
  }
  return out.filter((o) => o.month >= 0);
}

/** The calendar day a stated date names: its year, or the occurrence nearest to `now`. */
export function resolveStated(s: StatedDate, now: string): string {
  const y0 = Number(now.slice(0, 4));
  const iso = (y: number) =>
    `${y}-${String(s.month + 1).padStart(2, "0")}-${String(s.day).padStart(2, "0")}`;
  if (s.year) return iso(s.year);
  const t = utc(now).getTime();
  return [y0 - 1, y0, y0 + 1]
    .map(iso)
    .sort(
      (a, b) => Math.abs(utc(a).getTime() - t) - Math.abs(utc(b).getTime() - t),
    )[0];
}
export const weekdayOf = (iso: string) => utc(iso).getUTCDay();
const validIso = (iso: string) => isoOf(utc(iso)) === iso;

// ---------------------------------------------------------------------------------------------
// The email

export type Email = {
  subject: string;
  preheader: string;
  html: string;
  text: string;
};

export type Hay = {
  raw: string;
  plain: string;
  /**
   * `plain` with its accents: a forbidden phrase is matched here, so a misspelling the corpus
   * forbids ("ceramica", "proximo", "ate o dia") is told from the right spelling ("cerámica").
   */
  accented: string;
  num: string;
  date: string;
  /** `num` without link targets and percent-encoded URLs (for the numbers the email states). */
  numNoUrl: string;
  digits: string;
  times: Set<string>;
  locale: string;
};

export function visibleText(email: Email): string {
  const htmlText = convert(email.html ?? "", {
    wordwrap: false,
    selectors: [
      { selector: "img", format: "skip" },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
  return [email.subject, email.preheader, email.text, htmlText]
    .filter(Boolean)
    .join("\n");
}

export function hayOf(raw: string, locale: string): Hay {
  const plain = norm(raw);
  return {
    raw,
    plain,
    accented: norm(raw, true),
    num: canonNumbers(plain, locale),
    date: dateNorm(raw),
    numNoUrl: canonNumbers(
      plain.replace(
        /\S*(?:https?:\/\/|www\.|mailto:|@|\?\w+=|%[0-9a-f]{2})\S*/g,
        " ",
      ),
      locale,
    ),
    digits: plain.replace(/(\d)[\s\-./()]+(?=\d)/g, "$1"),
    times: statedTimes(plain),
    locale,
  };
}

// ---------------------------------------------------------------------------------------------
// Facts

const NUMERIC = new Set(["money", "percent", "number", "quantity", "duration"]);

export type Judged = {
  fact: Fact;
  retained: boolean;
  strictRetained: boolean;
  judged: boolean;
  why?: string;
};

function textMatch(hay: Hay, s: string, numeric: boolean): boolean {
  const n = norm(s);
  if (hasBounded(hay.plain, n)) return true;
  if (numeric && hasBounded(hay.num, canonNumbers(n, hay.locale))) return true;
  return false;
}

function keywordRule(
  hay: Hay,
  keywords: string[],
): { most: boolean; all: boolean } {
  const found = keywords.filter((k) => hay.plain.includes(norm(k))).length;
  const need =
    keywords.length <= 3 ? keywords.length : Math.ceil(0.75 * keywords.length);
  return { most: found >= need, all: found === keywords.length };
}

function dateFactPresent(
  hay: Hay,
  f: Fact,
  iso: string,
  isoEnd: string | undefined,
  useCorpusForms: boolean,
): boolean {
  const forms = [f.value, ...(useCorpusForms ? (f.forms ?? []) : [])].map(
    dateNorm,
  );
  const starts = [...new Set([...forms, ...dateRenderings(iso, hay.locale)])];
  if (!isoEnd) return starts.some((s) => hasBounded(hay.date, s));
  if (hasBounded(hay.date, dateNorm(f.value))) return true;
  const ends = [
    ...new Set([
      ...(useCorpusForms ? (f.endForms ?? []) : []).map(dateNorm),
      ...dateRenderings(isoEnd, hay.locale),
    ]),
  ];
  const startAt = starts
    .map((s) => findBounded(hay.date, s))
    .filter((i) => i >= 0);
  const endAt = ends.map((s) => findBounded(hay.date, s)).filter((i) => i >= 0);
  if (startAt.length && endAt.length) return true;
  const endDay = String(utc(isoEnd).getUTCDate());
  const startDay = String(utc(iso).getUTCDate());
  for (const i of startAt)
    if (
      new RegExp(
        `^.{0,40}?(?:-|to|a|al|au|bis|ate|al|fino al|through|thru|until)\\s*${endDay}(?!\\d)`,
      ).test(hay.date.slice(i, i + 60))
    )
      return true;
  for (const i of endAt)
    if (
      new RegExp(
        `(?<!\\d)${startDay}\\.?\\s*(?:-|to|a|al|au|bis|ate|al|and|y|et|und|e)\\s*(?:(?:el|le|il|o|dem|den)\\s+)?$`,
      ).test(hay.date.slice(Math.max(0, i - 20), i))
    )
      return true;
  return false;
}

/**
 * `now`: the day the email was generated (the run's day); `shifted`: it is not the prompt's
 * `sendDate` (given as `sendDate`, so relative phrases can be re-read for the generation day).
 */
export type DateContext = { now: string; shifted: boolean; sendDate?: string; locale?: string };

// Relative phrases whose day follows from the generation day alone, per language (normalised).
const OFFSET_PHRASES: Array<[RegExp, number]> = [
  [/^(?:the )?day after tomorrow$|^pasado manana$|^apres-demain$|^ubermorgen$|^depois de amanha$|^dopodomani$/, 2],
  [/^(?:today|tonight|this (?:morning|afternoon|evening)|hoy|esta noche|aujourd'hui|ce soir|heute(?: abend)?|hoje(?: a noite)?|oggi|stasera)$/, 0],
  [/^(?:tomorrow|tmrw|tmr|manana|demain|morgen|amanha|domani)$/, 1],
];
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, seven: 7, ten: 10, fourteen: 14 };
const IN_N =
  /(?<![\p{L}])(?:in|within|en|dans|em|tra|fra|in)\s+(\d{1,2}|a|an|one|two|three|four|five|seven|ten|fourteen)\s+(days?|weeks?|dias?|semanas?|jours?|semaines?|tagen|wochen|giorni|settimane)(?![\p{L}])/gu;
const inNDays = (n: string, unit: string) =>
  (COUNT_WORDS[n] ?? Number(n)) * (/^(?:week|semana|semaine|woche|settiman)/.test(unit) ? 7 : 1);

/**
 * The day a relative date phrase of the corpus means when the email is written on `day`:
 * "today"/"tomorrow"/"in 2 weeks" by their offset, a bare weekday ("Friday", "this sat",
 * "el jueves", "neste sábado") as the first such day after `day`. Undefined for the phrases
 * people read in more than one way ("next Friday", "this weekend", "end of the month").
 */
export function relativeDay(phrase: string, day: string, locale: string): string | undefined {
  const s = norm(phrase);
  for (const [re, n] of OFFSET_PHRASES) if (re.test(s)) return addDays(day, n);
  const inN = new RegExp(`^${IN_N.source}$`, "u").exec(s);
  if (inN) return addDays(day, inNDays(inN[1], inN[2]));
  const bare = dateNorm(s).replace(/^(?:this|on|el|le|ce|am|neste|nesta|questo|questa|il)\s+/, "");
  const weekdays = [...names(locale).weekdays, ...names("en").weekdays];
  const w = weekdays.find((x) => x.re === bare)?.index;
  if (w === undefined) return undefined;
  for (let d = addDays(day, 1); ; d = addDays(d, 1)) if (weekdayOf(d) === w) return d;
}

/**
 * The iso a date fact should be judged against: the corpus's, or — when the service ran on
 * another day than the prompt's sendDate — a yearless date rolled to its next occurrence on or
 * after the run's date. Relative dates of such prompts cannot be re-read mechanically: null.
 */
export function effectiveIso(
  f: Fact,
  ctx: DateContext,
): { iso: string; isoEnd?: string } | null {
  if (!f.iso) return null;
  if (!ctx.shifted || f.past) return { iso: f.iso, isoEnd: f.isoEnd };
  if (f.relative) {
    // Re-read for the generation day, when the phrase reads the corpus's way on the send date.
    if (!ctx.sendDate || f.isoEnd) return null;
    const locale = ctx.locale ?? "en";
    if (relativeDay(f.value, ctx.sendDate, locale) !== f.iso) return null;
    const iso = relativeDay(f.value, ctx.now, locale);
    return iso ? { iso } : null;
  }
  if (!f.yearless) return { iso: f.iso, isoEnd: f.isoEnd };
  let y = Number(ctx.now.slice(0, 4));
  const md = f.iso.slice(4);
  let iso = `${y}${md}`;
  if (!validIso(iso) || iso < ctx.now) iso = `${++y}${md}`;
  const span = f.isoEnd
    ? Math.round((utc(f.isoEnd).getTime() - utc(f.iso).getTime()) / 86_400_000)
    : undefined;
  return { iso, isoEnd: span !== undefined ? addDays(iso, span) : undefined };
}

export function judgeFact(hay: Hay, f: Fact, ctx: DateContext): Judged {
  const numeric = NUMERIC.has(f.type);
  const done = (
    retained: boolean,
    strictRetained = retained,
    why?: string,
  ): Judged => ({ fact: f, retained, strictRetained, judged: true, why });
  if (f.type === "date") {
    const eff = effectiveIso(f, ctx);
    if (!eff)
      return {
        fact: f,
        retained: false,
        strictRetained: false,
        judged: false,
        why: "relative date of a prompt sent on another day than the run",
      };
    const sameDay = !ctx.shifted || eff.iso === f.iso;
    return done(dateFactPresent(hay, f, eff.iso, eff.isoEnd, sameDay));
  }
  const texts = [f.value, ...(f.forms ?? [])];
  let hit = texts.some((t) => textMatch(hay, t, numeric));
  if (!hit && f.type === "money" && f.amount !== undefined && f.currency) {
    const a = canonNumber(
      String(Math.trunc(f.amount)),
      String(f.amount).split(".")[1],
    );
    const markers = CURRENCY_MARKERS[f.currency] ?? [f.currency.toLowerCase()];
    for (
      let i = findBounded(hay.num, a);
      i >= 0 && !hit;
      i = findBounded(hay.num, a, i + 1)
    ) {
      if (hay.num[i - 1] === "." || /^\.\d/.test(hay.num.slice(i + a.length)))
        continue;
      hit = markerNear(hay.num, i, a.length, markers);
    }
  }
  if (!hit && f.type === "percent") {
    const m = /(\d+(?:[.,]\d+)?)/.exec(f.value);
    if (m) hit = hasBounded(hay.num, `${canonNumbers(m[1], hay.locale)}%`);
  }
  if (!hit && f.type === "time" && f.time) hit = hay.times.has(f.time);
  if (
    !hit &&
    (f.type === "phone" || /-number$/.test(f.type) || f.type === "account")
  ) {
    const digits = texts
      .map((t) => t.replace(/\D/g, ""))
      .filter((d) => d.length >= (f.type === "account" ? 4 : 5));
    hit = digits.some((d) => hasBounded(hay.digits, d));
  }
  if (!hit && /-number$/.test(f.type))
    hit = texts.some((t) =>
      textMatch(hay, t.replace(/^(#|no\.?\s*|n[º°o]\s*|nr\.?\s*)/i, ""), false),
    );
  if (!hit && f.type === "url") {
    const bare = (u: string) =>
      norm(u)
        .replace(/^https?:\/\//, "")
        .replace(/^www\./, "")
        .replace(/\/$/, "");
    hit = texts.some((t) => hay.plain.includes(bare(t)));
  }
  if (hit) return done(true);
  if (f.keywords) {
    const k = keywordRule(hay, f.keywords);
    return done(k.most, k.all);
  }
  return done(false);
}

// ---------------------------------------------------------------------------------------------
// Wrong facts

export type Wrong = { kind: string; detail: string };

const FREE_WORDS = [
  "free",
  "gratis",
  "gratuit",
  "gratuite",
  "offert",
  "offerte",
  "kostenlos",
  "kostenloser",
  "kostenlose",
  "gratuito",
  "gratuita",
  "gratuitos",
  "gratuitamente",
  "omaggio",
  "regalo",
  "cadeau",
  "geschenkt",
  "brinde",
  "bonus",
];
const STOCK_CLAIMS = [
  "only \\d+ left",
  "few left",
  "low stock",
  "limited stock",
  "selling fast",
  "almost gone",
  "while supplies last",
  "while stocks last",
  "ultimas unidades",
  "quedan pocas",
  "pocas unidades",
  "derniers exemplaires",
  "stock limite",
  "quantites limitees",
  "nur noch \\d+",
  "solange der vorrat reicht",
  "begrenzter vorrat",
  "ultimi pezzi",
  "scorte limitate",
  "fino a esaurimento",
  "ultimas pecas",
  "estoque limitado",
  "enquanto durarem",
  "hasta agotar",
  "jusqu'a epuisement",
];
const CONFIRMATION = [
  "order is confirmed",
  "your order is confirmed",
  "we have received your order",
  "we've received your order",
  "order confirmed",
  "thanks for your order",
  "thank you for your order",
  "pedido confirmado",
  "hemos recibido tu pedido",
  "commande est confirmee",
  "commande confirmee",
  "bestellung ist bestatigt",
  "bestellung bestatigt",
  "ordine e confermato",
  "ordine confermato",
  "pedido foi confirmado",
  "recebemos seu pedido",
  "recebemos o seu pedido",
];
const NOT_A_CONFIRMATION = new Set([
  "refund",
  "order-cancellation",
  "subscription-cancellation",
  "class-cancellation",
  "payment-failed",
  "product-recall",
  "delivery-delay",
  "return-label",
  "invoice-overdue",
  "price-increase",
  "service-outage",
  "flight-change",
]);
const DEADLINE_WORDS =
  /(until|by|ends?|ending|expires?|before|through|thru|deadline|last day|hasta|antes del?|vence|termina|jusqu'?au|avant le|expire|se termine|bis|bis zum|endet|lauft ab|spatestens|ate|ate o dia|termina em|vence em|fino al|entro il|scade|termina il)\s*$/;

const TODAY =
  /(?<![\p{L}])(today|tonight|this morning|hoy|esta noche|aujourd'hui|ce soir|heute|heute abend|hoje|hoje a noite|oggi|stasera|stamattina)(?![\p{L}])/u;

const TOMORROW =
  /(?<![\p{L}])(?:(day after )?tomorrow|tmrw|(pasado )?manana|(apres-)?demain|(uber)?morgen|(depois de )?amanha|domani|(dopo)domani)(?![\p{L}])/gu;

// What makes a stated number money off, in the six languages (normalised text, canonical numbers).
const DISCOUNT_AFTER =
  /^ ?(?:off|discount|de descuento|de dto|de reduction|de remise|de rabais|rabatt|nachlass|reduziert|de desconto|di sconto|de sconto|in meno|korting|günstiger|gunstiger)(?![\p{L}])/u;
const DISCOUNT_BEFORE =
  /(?:(?<![\p{L}])(?:save|saving|savings of|discount of|descuento del?|ahorra|ahorras|economisez|remise de|reduction de|rabais de|rabatt von|sparen sie|sparst du|spare|sconto del?|risparmia|desconto de|economize|poupe|korting van)) ?$|[ (]-$/u;
const OFFER_WORDS =
  /(?<![\p{L}])(?:off|discount\w*|sale|save|saving|deal|promo\w*|coupons?|cupom|cupons|cupon|cupones|voucher|code|bon de reduction|bons de reduction|rabatt\w*|aktion|angebot\w*|reduziert|sparen|descuento\w*|rebaja\w*|oferta\w*|ahorra\w*|remise\w*|reduction\w*|soldes|rabais|economisez|sconto|scont\w*|saldi|offerta\w*|risparmi\w*|desconto\w*|promoca\w*|economize|korting|cashback|black friday|cyber monday|buen fin|hot sale|sitewide|statt|instead of|au lieu de|en vez de|invece di|em vez de|reduced|ermassigt|gunstiger)(?![\p{L}])/u;

// A voucher is money off ("un buono di 15 € sul primo trattamento", "mit dem Gutschein 10 € sparen"),
// but not as a prize or a gift: "verlosen wir 20 Gutscheine à 25 €", "i buoni regalo da 50 €"
// offer nothing off, so "25 € Rabatt" in the email stays an invented discount.
const VOUCHER_WORDS = /(?<![\p{L}])(?:gutschein\w*|buono|buoni)(?![\p{L}])/u;
const PRIZE_OR_GIFT =
  /(?<![\p{L}])(?:verlos\w*|gewinn\w*|geschenk\w*|regalo|regali|vinc\w*|estrazion\w*|premio|premi|concorso|gift|prize|raffle|sorteo|sorteio|tirage)(?![\p{L}])/u;
const offerSentence = (s: string) => OFFER_WORDS.test(s) || (VOUCHER_WORDS.test(s) && !PRIZE_OR_GIFT.test(s));

/** Every discount the email states: a percentage or an amount with money-off words next to it. */
export function statedDiscounts(numHay: string): Array<{ number: string; text: string }> {
  const out: Array<{ number: string; text: string }> = [];
  for (const m of numHay.matchAll(/(?<![\d.])\d+(?:\.\d+)?(?![\d]|\.\d)(%?)/g)) {
    const n = m[1] ? m[0].slice(0, -1) : m[0];
    const start = m.index!;
    const end = start + m[0].length;
    if (!m[1] && !markerNear(numHay, start, n.length, ALL_MARKERS)) continue;
    // The amount's currency marker may stand on either side: look past it.
    const after = numHay.slice(end, end + 24).replace(/^ ?(?:€|\$|£|eur|euros?|usd|gbp|chf|brl|reais|r\$)(?![\p{L}])/u, "");
    const before = numHay.slice(Math.max(0, start - 24), start).replace(/(?:€|\$|£|r\$|us\$|a\$|chf|eur|usd|gbp) ?$/u, "");
    if (DISCOUNT_AFTER.test(after) || DISCOUNT_BEFORE.test(before))
      out.push({ number: n, text: numHay.slice(Math.max(0, start - 8), end + 12).trim() });
  }
  return out;
}

// What an offer applies to, after its percentage: "on coats", "sur tout", "no primeiro banho",
// "nella collezione", "im ganzen Laden", "en el menú", "sur le rayon" (contractions included).
const OFFER_SCOPE =
  /^ (?:extra )?(?:on|sur(?: les?| la)?|su|sul|sulla|sulle|sui|sugli|auf|im|in der|en(?: el| la| los| las| todo| toda)?|em|no|na|nos|nas|num|numa|sobre|nel|nella|nelle|nei|negli|dans) \p{L}/u;

/** Numbers the prompt gives in a sentence that speaks of an offer: the discounts it may state. */
export function promptOffers(p: PromptCase): Set<string> {
  const out = new Set<string>();
  for (const sentence of canonNumbers(norm(p.prompt), p.locale).split(/(?<=[.!?;])\s|\n/))
    if (offerSentence(sentence)) for (const n of allNumbers(sentence)) out.add(n);
  const prompt = canonNumbers(norm(p.prompt), p.locale);
  for (const d of statedDiscounts(prompt)) out.add(d.number);
  // "-20 % sur tout", "15 % su tutti i giochi", "até 50 % em sofás", "15 % até 9 de maio": an
  // offer by its scope or its end, unless a fee, tax or rate ("comissão de 12 % em eletrônicos").
  for (const m of prompt.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)%/g)) {
    const before = prompt.slice(Math.max(0, m.index! - 22), m.index!);
    const after = prompt.slice(m.index! + m[0].length, m.index! + m[0].length + 16);
    if (/(?:commission|comissao|comision|commissione|iva|tva|vat|tax|taxa|tasa|tarifa|fee|multa|arrhes|reajuste|juros|interest)\b[^%]*$/.test(before)) continue;
    if (/^ (?:of|de|des|du|der|di|del|della|do|da|dos|das) /.test(after)) continue; // "-20 % di uva": a quantity
    if (/(?:^|[ (:])-$/.test(before) || OFFER_SCOPE.test(after) || /^ (?:until|till|ate|hasta|jusqu|bis|fino)\b/.test(after))
      out.add(m[1]);
  }
  return out;
}

export type Allowed = { numbers: Set<string>; text: string; brand?: string };

/** Numbers and text the prompt and the brand kit supply: what the email may state. */
export function allowedFrom(p: PromptCase, brandText: string): Allowed {
  const promptNum = canonNumbers(norm(p.prompt), p.locale);
  const brandNum = canonNumbers(norm(brandText), p.locale);
  const factNums = p.facts
    .flatMap((f) => [f.value, ...(f.forms ?? [])])
    .map((s) => canonNumbers(norm(s), p.locale));
  // The brand kit is JSON: its prices are written with a decimal point whatever the locale.
  const brandEn = canonNumbers(norm(brandText), "en-US");
  const numbers = new Set([
    ...allNumbers(promptNum),
    ...allNumbers(brandNum),
    ...allNumbers(brandEn),
    ...factNums.flatMap(allNumbers),
  ]);
  for (const f of p.facts)
    if (f.amount !== undefined)
      numbers.add(
        canonNumber(
          String(Math.trunc(f.amount)),
          String(f.amount).split(".")[1],
        ),
      );
  return { numbers, text: `${norm(p.prompt)}\n${norm(brandText)}`, brand: norm(brandText) };
}

export function wrongFacts(
  hay: Hay,
  p: PromptCase,
  allowed: Allowed,
  ctx: DateContext,
): Wrong[] {
  const out: Wrong[] = [];
  const seen = new Set<string>(); // one wrong per stated day
  // 1. mustNot
  const factDays = new Map<string, boolean>(); // month-day → any fact (true if a past fact)
  const factIsos = new Set<string>();
  for (const f of p.facts) {
    if (f.type !== "date" || !f.iso) continue;
    const eff = effectiveIso(f, ctx) ?? { iso: f.iso, isoEnd: f.isoEnd };
    for (const r of [{ iso: f.iso, isoEnd: f.isoEnd }, eff]) {
      const end = r.isoEnd ?? r.iso;
      for (let d = r.iso; d <= end; d = addDays(d, 1)) {
        factIsos.add(d);
        factDays.set(
          d.slice(5),
          (factDays.get(d.slice(5)) ?? false) || !!f.past || d < ctx.now,
        );
      }
    }
  }
  // "today", "tomorrow", "in 3 days" in the prompt: the day each means for the email, which was
  // written on ctx.now (the run's day, not the prompt's sendDate when shifted), is a date of the
  // prompt. Without this, "shipped today" judged on another day than sendDate was an invented date.
  const promptNorm = norm(p.prompt);
  const meant: string[] = [];
  if (TODAY.test(promptNorm)) meant.push(ctx.now);
  for (const m of promptNorm.matchAll(TOMORROW)) meant.push(addDays(ctx.now, m.slice(1).some(Boolean) ? 2 : 1));
  for (const m of promptNorm.matchAll(IN_N)) meant.push(addDays(ctx.now, inNDays(m[1], m[2])));
  for (const d of meant) {
    factIsos.add(d);
    factDays.set(d.slice(5), factDays.get(d.slice(5)) ?? false);
  }
  for (const m of p.mustNot as MustNot[]) {
    if (m.type === "phrase") {
      if (hasBounded(hay.accented, norm(m.value, true)))
        out.push({ kind: "phrase", detail: `"${m.value}"` });
    } else if (m.type === "date") {
      if (
        ctx.shifted &&
        (factIsos.has(m.iso) || p.facts.some((f) => f.relative && !effectiveIso(f, ctx)))
      )
        continue;
      const yearOnly = factDays.has(m.iso.slice(5));
      const hit = dateRenderings(m.iso, hay.locale, yearOnly).find((r) =>
        hasBounded(hay.date, r),
      );
      if (hit) {
        out.push({
          kind: "forbidden-date",
          detail: `${m.iso} stated as "${hit}"${m.note ? ` (${m.note})` : ""}`,
        });
        seen.add(m.iso);
      }
    }
  }
  // 2. dates the email states: past, weekday mismatch, not in the prompt. A prompt sent on
  // another day with a relative date ("samedi prochain") cannot be judged for invented dates:
  // the service resolves it against the run's day, which the corpus does not know.
  const unjudgeable = ctx.shifted && p.facts.some((f) => f.relative && !effectiveIso(f, ctx));
  for (const s of statedDates(hay.date, hay.locale)) {
    const iso = resolveStated(s, ctx.now);
    if (!validIso(iso)) {
      out.push({ kind: "impossible-date", detail: `"${s.text}"` });
      continue;
    }
    if (seen.has(iso)) continue;
    seen.add(iso);
    const md = iso.slice(5);
    const inPrompt = s.year ? factIsos.has(iso) : factDays.has(md);
    if (s.weekday !== undefined) {
      const candidates = s.year
        ? [iso]
        : [iso, ...[...factIsos].filter((d) => d.slice(5) === md)];
      if (!candidates.some((c) => weekdayOf(c) === s.weekday))
        out.push({
          kind: "weekday-mismatch",
          detail: `"${s.text}" (${candidates.join("/")} is not that weekday)`,
        });
    }
    if (inPrompt) {
      if (s.year && iso < ctx.now && !(factDays.get(md) ?? false))
        out.push({
          kind: "past-date",
          detail: `"${s.text}" = ${iso}, before ${ctx.now}`,
        });
      continue;
    }
    if (iso < ctx.now)
      out.push({
        kind: "past-date",
        detail: `"${s.text}" = ${iso}, before ${ctx.now}, not a past date of the prompt`,
      });
    else if (!unjudgeable) {
      const deadline = DEADLINE_WORDS.test(
        hay.date.slice(Math.max(0, s.at - 25), s.at).trimEnd(),
      );
      out.push({
        kind: deadline ? "invented-deadline" : "invented-date",
        detail: `"${s.text}" = ${iso}, not in the prompt`,
      });
    }
  }
  // 3. numbers: percentages and amounts neither the prompt nor the brand gives
  for (const n of new Set(statedPercents(hay.numNoUrl)))
    if (!allowed.numbers.has(n))
      out.push({ kind: "invented-percent", detail: `${n}%` });
  for (const n of new Set(statedMoney(hay.numNoUrl)))
    if (!allowed.numbers.has(n))
      out.push({ kind: "invented-price", detail: `amount ${n}` });
  // 3b. a discount the prompt does not give: a percentage or an amount the email states as money
  // off ("5% off", "12% de desconto", "10 € Rabatt", "save $5", "-20 %") whose number the prompt
  // gives only without an offer ("5% niacinamide", "comissão de 12 %") or not at all.
  const offers = promptOffers(p);
  const discounts = new Map(statedDiscounts(hay.numNoUrl).map((d) => [d.number, d]));
  for (const d of discounts.values())
    if (!offers.has(d.number))
      out.push({ kind: "invented-discount", detail: `"${d.text}" (the prompt gives no such discount)` });
  // 3c. a time in another role than the prompt's, or none of the prompt's; a place that is not
  // the prompt's venue or address
  out.push(...changedTimes(hay, p, allowed.brand ?? ""), ...changedPlaces(hay, p, allowed.brand ?? ""));
  // 4. free items, stock claims, the wrong kind of message
  const freeInEmail = FREE_WORDS.find((w) => hasBounded(hay.plain, w));
  if (freeInEmail && !FREE_WORDS.some((w) => hasBounded(allowed.text, w)))
    out.push({
      kind: "invented-discount",
      detail: `"${freeInEmail}" (nothing free in the prompt or brand)`,
    });
  for (const c of STOCK_CLAIMS) {
    const re = new RegExp(`(?<![\\p{L}])${c}(?![\\p{L}])`, "u");
    const m = re.exec(hay.plain);
    if (m && !re.test(allowed.text))
      out.push({ kind: "invented-stock-claim", detail: `"${m[0]}"` });
  }
  if (NOT_A_CONFIRMATION.has(p.kind)) {
    const c = CONFIRMATION.find(
      (w) => hasBounded(hay.plain, w) && !hasBounded(norm(p.prompt), w),
    );
    if (
      c &&
      !out.some((o) => o.kind === "phrase" && norm(o.detail).includes(c))
    )
      out.push({ kind: "wrong-kind", detail: `"${c}" in a ${p.kind}` });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Instruction echoes

/** Imperatives a marketer writes to the copywriter, per language (normalised). */
export const INSTRUCTIONS: Record<string, string[]> = {
  en: [
    "tell them",
    "tell customers",
    "tell people",
    "tell everyone",
    "tell our",
    "tell the",
    "remind customers",
    "remind them",
    "remind people",
    "remind everyone",
    "remind our",
    "let people know",
    "let them know",
    "let customers know",
    "let everyone know",
    "let our",
    "mention",
    "include",
    "make sure",
    "say sorry",
    "apologise",
    "apologize",
    "emphasize",
    "emphasise",
    "highlight",
    "don't forget to",
    "be sure to",
    "ask them to",
    "ask customers to",
    "invite them to",
    "thank them",
    "encourage them",
    "add a",
    "note that",
    "explain that",
    "point out",
  ],
  es: [
    "diles",
    "dile",
    "digales",
    "recuerdales",
    "recuerda a",
    "recuerda que",
    "avisales",
    "avisa a",
    "avisa que",
    "hazles saber",
    "menciona",
    "mencione",
    "incluye",
    "incluya",
    "asegurate",
    "asegurese",
    "no olvides",
    "pideles",
    "invitalos",
    "agradeceles",
    "destaca",
    "explica que",
    "comenta que",
    "pon que",
  ],
  fr: [
    "dites-leur",
    "dis-leur",
    "rappelez",
    "rappelle",
    "informez",
    "previens",
    "prevenez",
    "faites savoir",
    "fais savoir",
    "mentionnez",
    "mentionne",
    "incluez",
    "inclure",
    "ajoute",
    "ajoutez",
    "assurez-vous",
    "assure-toi",
    "n'oubliez pas",
    "n'oublie pas",
    "precisez",
    "precise",
    "remerciez",
    "remercie",
    "invitez-les",
    "indiquez",
    "indique",
    "signalez",
    "signale",
    "expliquez",
  ],
  de: [
    "sag ihnen",
    "sagt ihnen",
    "sagen sie",
    "erinnere",
    "erinnert",
    "erinnern sie",
    "lass sie wissen",
    "lasst sie wissen",
    "informiere",
    "informieren sie",
    "erwahne",
    "erwahnen",
    "erwahnt",
    "fuge",
    "fugt",
    "nimm",
    "stelle sicher",
    "stell sicher",
    "vergiss nicht",
    "betone",
    "weise darauf hin",
    "hinweisen",
    "schreib",
    "schreibe",
    "bedanke dich",
    "bitte erwahnen",
    "bitte darauf hinweisen",
  ],
  pt: [
    "diga",
    "diz pra",
    "diz que",
    "avise",
    "avisa",
    "lembre",
    "lembra",
    "lembrar",
    "mencione",
    "menciona",
    "inclua",
    "inclui",
    "certifique-se",
    "garanta",
    "nao esqueca",
    "deixe claro",
    "agradeca",
    "convide",
    "explique",
    "informe",
    "coloque",
    "destaque",
    "fala que",
    "fale que",
  ],
  it: [
    "di' loro",
    "di loro",
    "digli",
    "dite",
    "ricorda",
    "ricordate",
    "ricordagli",
    "fai sapere",
    "fate sapere",
    "avvisa",
    "avvisate",
    "menziona",
    "menzionate",
    "includi",
    "includere",
    "assicurati",
    "non dimenticare",
    "specifica",
    "ringrazia",
    "invita",
    "informa",
    "spiega",
    "sottolinea",
    "aggiungi",
    "scrivi",
  ],
};
/** Phrases no customer-facing sentence uses: an echo wherever they appear. */
export const MARKETER_VOICE: Record<string, string[]> = {
  en: [
    "tell them",
    "tell customers",
    "remind customers",
    "remind them that",
    "let people know",
    "let customers know",
    "let everyone know",
    "make sure to mention",
    "mention that",
    "don't forget to mention",
    "say sorry",
    "the customer should",
    "customers should know",
  ],
  es: [
    "diles",
    "dile que",
    "recuerdales",
    "menciona que",
    "hazles saber",
    "avisales",
  ],
  fr: [
    "dites-leur",
    "dis-leur",
    "mentionnez que",
    "mentionne que",
    "rappelle-leur",
    "rappelez-leur",
    "previens-les",
    "prevenez-les",
  ],
  de: [
    "sag ihnen",
    "sagt ihnen",
    "erwahne, dass",
    "erwahne dass",
    "erinnere sie",
    "erinnert sie daran",
    "lass sie wissen",
    "weise darauf hin",
  ],
  pt: [
    "diga a eles",
    "diga que",
    "mencione que",
    "lembre os clientes",
    "avise os clientes",
    "avise que",
    "fala que",
  ],
  it: [
    "di' loro",
    "digli",
    "menziona che",
    "ricorda ai clienti",
    "ricordagli",
    "fai sapere ai clienti",
  ],
};

/**
 * Instruction echoes: (a) an instruction phrase the prompt uses, followed by the prompt's next two
 * words, found in the email; (b) a phrase of the marketer's voice (MARKETER_VOICE) found in the email.
 */
/**
 * An instruction begins a sentence or a clause ("Tell them…", "…, and mention that…"); the same
 * words inside a statement are content ("Benefits include no foreign fees", "on a ajouté").
 */
const SENTENCE_ONLY = new Set(["inclui"]);
const CLAUSE_START =
  /(?:^|[.;:!?,(\n-]\s*|\b(?:and|then|also|please|pls|plz|kindly|so|just|oh|y|et|und|e|pero|mais|aber|ma|por favor|bitte|s'il vous plait|per favore)\s+)$/u;

export function instructionEchoes(hay: Hay, p: PromptCase): string[] {
  const prompt = norm(p.prompt);
  const out = new Set<string>();
  for (const phrase of INSTRUCTIONS[p.language] ?? []) {
    for (
      let i = findBounded(prompt, phrase);
      i >= 0;
      i = findBounded(prompt, phrase, i + 1)
    ) {
      if (!CLAUSE_START.test(prompt.slice(Math.max(0, i - 20), i))) continue;
      // "inclui" is also "it includes" ("12 € por pessoa, inclui 3 cafés"): an instruction only
      // where a sentence or line starts with it.
      if (SENTENCE_ONLY.has(phrase) && !/(?:^|[.!?\n:]\s*)$/u.test(prompt.slice(Math.max(0, i - 20), i))) continue;
      const rest = prompt
        .slice(i + phrase.length)
        .trim()
        .split(" ")
        .slice(0, 2)
        .join(" ");
      const needle = `${phrase} ${rest}`.replace(/[\s,.;:!?]+$/, "");
      if (needle.length > phrase.length + 2 && hasBounded(hay.plain, needle))
        out.add(needle);
    }
  }
  for (const phrase of MARKETER_VOICE[p.language] ?? [])
    if (
      hasBounded(hay.plain, phrase) &&
      ![...out].some((o) => o.includes(phrase))
    )
      out.add(phrase);
  return [...out];
}
