/**
 * A team's chat pasted into the prompt (Slack, WhatsApp, Teams): the last word wins. A price, a
 * time, a day or a count that a later line says again with another value, as a correction ("ok
 * allora prezzo 85 €", "ojo, es el domingo 13", "£48 with the extra course sorry", "menu sobe pra
 * 38€") or after the same word ("inizio 20:30" — "inizio 21:00"), takes the earlier one's place in
 * the earlier line. A new value said without either ("caparra 30 € a persona") is news of its own,
 * not a correction, and two values of a kind in one line (prices for two groups) are left alone.
 */
import { MONTHS, WEEKDAYS } from './lexicon';
import { fold } from './text';

interface Said {
  kind: string;
  value: string;
  /** The words as written, to find their clause. */
  raw: string;
  /** The word before it ("inizio", "prezzo", "menu"), folded. */
  cue: string;
}

const MONEY = /(?:([€£$])\s?(\d+(?:[.,]\d{1,2})?)|(\d+(?:[.,]\d{1,2})?)\s?(€|£|\$|eur(?:os?)?(?![\p{L}])|euros?(?![\p{L}])|reais(?![\p{L}])))/giu;
const TIME = /(?<![\d.,:])(\d{1,2})(?:[:.h](\d{2})|h(?![\p{L}])|\s?(am|pm|uhr)(?![\p{L}]))/giu;
const COUNT = /(?<![\d.,:/€£$])(\d{1,3})\s+(\p{L}{3,})/gu;
const DAY = new RegExp(`(?<![\\p{L}])(${Object.keys(WEEKDAYS).map((w) => w.replace('-', '-?')).join('|')}|segunda|terca|quarta|quinta|sexta|sab|dom|sex|seg|sam|dim|sat|sun|fri|thu|mon|tue|wed)\\.?\\s+(\\d{1,2})(?!\\d)`, 'giu');

function cueBefore(text: string, at: number): string {
  const words = fold(text.slice(Math.max(0, at - 30), at)).match(/[\p{L}]+/gu);
  return words?.at(-1) ?? '';
}

function said(text: string): Said[] {
  const out: Said[] = [];
  const folded = fold(text);
  for (const m of text.matchAll(MONEY)) {
    const currency = (m[1] ?? m[4]).toLowerCase().replace(/^eur.*/u, '€');
    out.push({ kind: `money ${currency}`, value: (m[2] ?? m[3]).replace(',', '.'), raw: m[0], cue: cueBefore(text, m.index) });
  }
  for (const m of text.matchAll(TIME)) {
    const pm = m[3]?.toLowerCase() === 'pm' && Number(m[1]) < 12 ? 12 : 0;
    out.push({ kind: 'time', value: `${Number(m[1]) + pm}:${m[2] ?? '00'}`, raw: m[0], cue: cueBefore(text, m.index) });
  }
  for (const m of folded.matchAll(DAY)) out.push({ kind: 'day', value: m[2], raw: text.slice(m.index, m.index + m[0].length), cue: '' });
  for (const m of folded.matchAll(COUNT)) {
    const noun = m[2].replace(/s$/u, '');
    if (MONTHS[m[2]] !== undefined || /^(?:de|del|des|der|dem|und|and|per|pour|por|para|les|los|las|uhr|eur|euro)$/u.test(m[2])) continue;
    out.push({ kind: `count ${noun}`, value: m[1], raw: text.slice(m.index, m.index + m[0].length), cue: '' });
  }
  return out;
}

/** Words that make a line a correction of what was said before it, in six languages (folded). */
const CORRECTS =
  /(?<![\p{L}])(?:no|non|nein|nao|ojo|actually|now|instead|sorry|correction|changed?|maintenant|plutot|pardon|ahora|mejor|cambi\p{L}*|agora|mudou|muda|desculpa|adesso|allora|invece|scusa|jetzt|doch|stattdessen|geandert|sobe|sube|monte|goes up|went up|stays|bleibt|resta|reste|queda|fica|ok|okay|vale|d['’]accord|va bene|passt)(?![\p{L}])/u;

/** The chat's lines, each earlier value a later line corrected replaced by the later one. */
function lastWordWins(lines: string[]): string[] {
  const values = lines.map(said);
  const swaps = lines.map(() => new Map<string, string>());
  values.forEach((later, j) => {
    const corrects = CORRECTS.test(fold(lines[j]));
    for (const kind of new Set(later.map((v) => v.kind))) {
      const mine = later.filter((v) => v.kind === kind);
      for (let i = 0; i < j; i++) {
        const theirs = values[i].filter((v) => v.kind === kind);
        if (theirs.length !== 1) continue;
        const earlier = theirs[0];
        const match = mine.find((v) => v.cue && v.cue === earlier.cue) ?? (corrects && mine.length === 1 ? mine[0] : undefined);
        if (match && match.value !== earlier.value) swaps[i].set(earlier.raw, match.raw);
      }
    }
  });
  return lines.map((line, i) => [...swaps[i]].reduce((text, [from, to]) => text.replace(from, to), line));
}

/**
 * A line of a pasted chat: an optional time, the speaker's name (one or two words, or an @handle), an optional time, a colon.
 * A name has two letters at least: "Q:" and "A:" are a form's question and answer, no two people (en-330's booking
 * export was read as a chat, and the upsell's NZ$45 took the place of its bond, total and fee as the "last word").
 */
export const SPEAKER = /^\s*(?:\[\d{1,2}[:.]\d{2}(?:\s?[ap]m)?\]\s*)?(@?\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]*)?)\s*(?:\(\d{1,2}[:.h]\d{2}\)\s*)?:\s+(?=\S)/u;
/** A chat line that only agrees ("ok", "stimmt.", "cierto", "d'accord", "certo", "tá certo"). */
export const ACKNOWLEDGEMENT = /^\s*(?:ok(?:ay)?|yes|yep|agreed|right|true|stimmt|genau|passt|jawohl|cierto|vale|s[íi]|claro|d['’]accord|oui|exact|certo|esatto|va bene|sim|t[áa] certo|isso|perfeito|perfetto|perfecto|parfait|perfect)[\s,.!]*$/iu;

/**
 * The people of a chat pasted into the prompt (Slack, WhatsApp, Teams): names that head two or
 * more lines "Name: …", with at least two people, three lines in all — not a brief's labels
 * ("Subject:", "Venue:"), which are words of the message and head one line each.
 */
export function chatSpeakers(text: string): Set<string> {
  const count = new Map<string, number>();
  // A name said once with the chat's time stamp ("[9:10] Memo: …") is one of its people too.
  const stamped = new Set<string>();
  for (const raw of text.split('\n')) {
    const m = SPEAKER.exec(raw);
    if (!m) continue;
    count.set(m[1], (count.get(m[1]) ?? 0) + 1);
    if (/\d[:.h]\d{2}/u.test(m[0])) stamped.add(m[1]);
  }
  const people = [...count].filter(([, n]) => n >= 2);
  const lines = people.reduce((sum, [, n]) => sum + n, 0);
  // Time stamps make a chat of fewer lines: two people stamped on three lines.
  const stampedLines = [...stamped].reduce((sum, name) => sum + (count.get(name) ?? 0), 0);
  const chat = (people.length >= 2 && lines >= 3) || (stamped.size >= 2 && stampedLines >= 3);
  return chat ? new Set([...people.map(([name]) => name), ...stamped]) : new Set();
}

/**
 * The prompt with its pasted chat settled: in each line a speaker wrote, a value a later line
 * corrected is replaced by the later one, so every reading of the prompt (dates, prices, the
 * message) takes the last word. The speakers stay for the message to leave out (./units.ts).
 */
export function settledChat(text: string): string {
  const speakers = chatSpeakers(text);
  if (!speakers.size) return text;
  const lines = text.split('\n');
  const spoken = lines.flatMap((line, i) => {
    const m = SPEAKER.exec(line);
    return m && speakers.has(m[1]) ? [{ i, head: m[0], body: line.slice(m[0].length) }] : [];
  });
  const settled = lastWordWins(spoken.map((s) => s.body));
  spoken.forEach((s, k) => {
    lines[s.i] = s.head + settled[k];
  });
  return lines.join('\n');
}
