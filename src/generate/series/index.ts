/**
 * An email series from one brief (issue #23), without storage: the plan (plan.ts) gives each email
 * its part of the prompt, role and send offset; each email is understood and composed like a single
 * email from the brief's context and its own part, so every fact lands in the email where the
 * prompt put it; each email after the first opens with its own line, and no two share a subject.
 * The coverage check runs per email (its own part's facts) and over the series (every fact of the
 * brief, in at least one email).
 */
import type { BrandKit } from '../../brand/schema';
import type { EmailDocument } from '../../email';
import { parseEmailDocument } from '../../email';
import { composeEmail } from '../compose';
import { blocksText, briefFacts, coverageWarning, missingFacts, plainText } from '../coverage';
import { extractFacts, type Fact } from '../facts';
import { leadSubject } from '../compose/subject';
import type { Brief, CopyLanguage, DateFact, MessageUnit, Purpose } from '../types';
import { readAsMeant } from '../read/corrections';
import { understandPrompt, type UnderstandInput } from '../understand';
import { foreignCatalogue, foreignCatalogueWarning } from '../understand/catalogue';
import { escapeRegExp, fold, hash32 } from '../understand/text';
import { seriesLeads, subjectPrefix } from './copy';
import { labelHeadings } from './heads';
import { countInWords, rolesFor, scheduleOffsets, sequenceKind, splitSeries, SERIES_MAX, type SequenceKind } from './plan';

export { countInWords, SERIES_MAX, type SequenceKind } from './plan';

export interface SeriesEmailDraft extends PreviousSeriesEmail {
  warnings: string[];
}

export interface SeriesDraft {
  kind: SequenceKind;
  /** The brief of the whole prompt (its facts are the series' facts). */
  brief: Brief;
  emails: SeriesEmailDraft[];
  warnings: string[];
}

/** How many emails a request asks for: the request's `count` wins; else the prompt's words; else 1. */
export function seriesCount(prompt: string, count: number | null | undefined): number {
  if (count && count >= 1) return Math.min(count, SERIES_MAX);
  return countInWords(prompt)?.count ?? 1;
}

const SUBJECT_MAX = 60;

/**
 * Composes a series of `count` (2–7) emails. `understand` is the caller's understandPrompt input
 * (its prompt is the whole brief); `whole` is the brief understood from it.
 */
export function composeSeries(
  typed: UnderstandInput,
  whole: Brief,
  count: number,
  brand: BrandKit,
  projectUrls: string[],
): SeriesDraft {
  // Split the brief as understandPrompt reads it (corrections applied), so its parts' spans are the parts' own.
  const input = { ...typed, prompt: readAsMeant(labelHeadings(typed.prompt.normalize('NFC')), whole.copyLanguage) };
  const words = countInWords(input.prompt);
  const kind = sequenceKind(input.prompt, whole.purpose);
  const split = splitSeries(input.prompt, count, words && words.count === count ? words.span : undefined, whole.copyLanguage);
  const roles = rolesFor(kind, count);
  const { days: eventDay, at: eventAt, fact: eventFact } = eventOf(whole);
  const offsets = scheduleOffsets(kind, split.parts, eventDay, new Date(`${whole.today}T12:00:00Z`).getUTCDay(), whole.today, eventAt);
  // An event's last email sent before its day ("le vendredi 11 au matin" for a market on the 12th, "la veille") is
  // a reminder, not the day-of email: its lead line and subject must not say "today".
  if (kind === 'event-reminders' && eventDay !== undefined && count > 1 && offsets[count - 1] < eventDay) roles[count - 1] = count > 2 ? `reminder-${count - 1}` : 'reminder';
  // "2) jeudi 3 décembre : lancement, …; 3) mardi 8 décembre : dernier rappel …": the email the brief calls the launch is
  // the launch, and those after it remind (the last one was led "C'est là" a week after the launch).
  const launchAt = kind === 'launch-countdown' ? split.parts.findIndex((p) => p.launchStep) : -1;
  if (launchAt >= 0 && launchAt < count - 1) roles.splice(launchAt, count - launchAt, 'launch', ...Array.from({ length: count - launchAt - 1 }, (_r, k) => (k === count - launchAt - 2 ? 'last-chance' : `reminder-${k + 1}`)));
  // Facts, or a name written with capitals inside a sentence ("… who bought our Aeropress Go bundle"; not in German, whose nouns all have one).
  const named = whole.copyLanguage !== 'de' && /\s\p{Lu}[\p{L}\d-]*/u.test(split.preamble.trim().slice(1));
  // A figure is a fact too ("(14-day trial)", "Sale 3 days only"), whether or not the fact extractor has a kind for it.
  const contextFacts = split.preamble.trim() !== '' && (named || /\d/u.test(split.preamble) || extractFacts(split.preamble, { language: whole.language, now: input.now }).length > 0);
  const warnings: string[] = [];
  // A catalogue priced for another market (a Brazilian shop's R$ prices to readers in Portugal, whose brief prices in €) is not shown.
  const foreign = foreignCatalogue(brand, input.prompt, whole.language);
  if (foreign) warnings.push(foreignCatalogueWarning(foreign, 'no email shows them'));
  const emails: Array<SeriesEmailDraft & { ownUnits: MessageUnit[] }> = [];
  const opened = new Set<string>();
  for (const part of split.parts) {
    const i = part.position - 1;
    // A countdown's step after the first says its own day ("Last call Sunday 6.12.: the sale ends at midnight").
    // Not an event's reminder: "Friday Jan 8: parking …" for a class on the 11th reads as something on the 8th.
    const own = COUNTDOWNS.has(kind) && kind !== 'event-reminders' && part.position > 1 && part.sendDay && part.text.trim() ? `${part.sendDay}: ${part.text.trim()}` : part.text.trim();
    // The context (what precedes the first email's part) goes to the first email when it states facts,
    // and to every email of a countdown to a day (the day and place belong in each reminder); a
    // context without facts ("Abandoned basket flow for our candle shop") only describes the series.
    const shared = split.by === 'spread' || COUNTDOWNS.has(kind) || (contextFacts && i === 0) ? split.preamble.trim() : '';
    // A countdown's emails before the launch say the day of it, in the brief's words ("lançamento dia 3/12").
    const launch = COUNTDOWNS.has(kind) ? split.parts.find((p) => p.launch && p.position > part.position)?.launch : undefined;
    const context = [shared, launch].filter(Boolean).join('\n');
    // The context leads every email that has its own part; a series spread by roles carries the
    // whole brief in its first email and the context in the others.
    const prompt = own ? [context, own].filter(Boolean).join('\n') : context || split.preamble.trim() || input.prompt;
    const ownFrom = own && context ? context.length + 1 : 0;
    const purpose = purposeOf(kind, whole.purpose, part.position, prompt);
    const understood = understandPrompt({ ...input, prompt, purpose });
    let brief: Brief = understood.ok ? understood.brief : whole;
    // An email sent days after the series is written says its own part's "tonight" or "Saturday" of its send day.
    if (understood.ok && !TRIGGERED.has(kind))
      brief = datedFromSendDay(brief, part.text, context, Math.floor(offsets[i]), input.now, (now) => {
        const later = understandPrompt({ ...input, prompt, purpose, now });
        return later.ok ? later.brief : undefined;
      });
    if (understood.ok && kind === 'event-reminders' && part.position > 1) brief = aboutTheEvent(brief, eventFact);
    brief = { ...brief, seed: (whole.seed + part.position * 7919) >>> 0 };
    if (foreign && !brief.exclude.includes('products')) brief = { ...brief, exclude: [...brief.exclude, 'products'] };
    // A flow sent after each recipient's own trigger (sign-up, cart, last order) cannot date "in 2
    // days" or "tomorrow" for everyone: the email keeps the words, not a calendar day.
    if (TRIGGERED.has(kind)) brief = { ...brief, facts: { ...brief.facts, dates: brief.facts.dates.filter((d) => !RELATIVE.test(fold(d.source)) && !WEEKDAY_ONLY.test(fold(d.source).trim())) } };
    let composed = composeEmail(brief, brand, { projectUrls });
    // Emails of one kind draw their stock lines from the same few variants: an email whose first
    // paragraph opens as an earlier one's does is written again with another seed (its facts are the
    // same), up to a few times; the first that opens differently is kept.
    for (let k = 1; k <= RESEEDS && opened.has(bodyOpening(composed.document)?.sentence ?? ''); k++) {
      const seed = hash32(String(brief.seed), 'opening', String(k));
      const again = composeEmail({ ...brief, seed }, brand, { projectUrls });
      if (!opened.has(bodyOpening(again.document)?.sentence ?? '')) {
        brief = { ...brief, seed };
        composed = again;
      }
    }
    opened.add(bodyOpening(composed.document)?.sentence ?? '');
    const email: SeriesEmailDraft & { ownUnits: MessageUnit[] } = {
      position: part.position,
      sendOffsetDays: offsets[i],
      role: roles[i],
      brief,
      document: composed.document,
      warnings: [...(understood.ok ? understood.warnings : []), ...composed.warnings],
      ownUnits: own ? (brief.message ?? []).filter((u) => u.span[1] > ownFrom) : [],
    };
    const missing = missingFacts(briefFacts(brief), email.document, brief);
    const warning = coverageWarning(missing);
    if (warning) email.warnings.push(`Email ${part.position}: ${warning}`);
    emails.push(email);
  }
  distinguish(emails, whole.copyLanguage);
  // Over the series: every fact of the brief (without the words that only plan the series: "3-email",
  // "Email 2:", "day 3:") in at least one email.
  const planned = [contextFacts || split.by === 'spread' || COUNTDOWNS.has(kind) ? split.preamble : '', ...split.parts.map((p) => p.text)].filter(Boolean).join('\n');
  const content = understandPrompt({ ...input, prompt: planned || input.prompt, purpose: whole.purpose });
  const lost = seriesMissing(briefFacts(content.ok ? content.brief : whole), emails, whole);
  const warning = coverageWarning(lost);
  if (warning) warnings.push(warning.replace('The email does not state', 'No email of the series states'));
  for (const e of emails) for (const w of e.warnings) if (!warnings.includes(w)) warnings.push(w);
  // Who an email goes to is for the sending tool (a segment or a flow's condition), not the reader.
  for (const n of split.notes ?? []) warnings.push(`"${n}" is read as a note for you, not for the reader: it is in no email.`);
  for (const a of split.audience ?? [])
    warnings.push(`${a.position ? `Email ${a.position}` : 'The series'} is for: "${a.note}" — set this as the audience in your sending tool; it is not written in the email.`);
  return { kind, brief: whole, emails: emails.map(({ ownUnits: _u, ...e }) => e), warnings };
}

const TRIGGERED = new Set<SequenceKind>(['welcome', 'abandoned-cart', 'win-back', 'onboarding', 'nurture']);
const RELATIVE =
  /(?<![\p{L}])(?:today|tonight|tomorrow|tmrw|in \d+ (?:days?|weeks?|hours?)|next|this|hoy|manana|en \d+ dias|demain|aujourd|dans \d+ jours|heute|morgen|in \d+ tagen|hoje|amanha|em \d+ dias|oggi|domani|tra \d+ giorni|fra \d+ giorni)(?![\p{L}])/u;
/** A weekday without a date ("ships Monday"): in a triggered flow, the Monday after each recipient's own trigger. */
const WEEKDAY_ONLY =
  /^(?:on |this |next |el |le |am |na |no |il |la |de )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|segunda(?:-feira)?|terca(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)$/u;
const COUNTDOWNS = new Set<SequenceKind>(['launch-countdown', 'event-reminders', 'sale-countdown']);

/**
 * The brief with the dates its email's own part says relative to the day it is read ("3) Thu 10 Dec: "see you tonight"
 * for Joburg and "see you Saturday" for Cape Town") dated from the email's send day, `days` after the series is written,
 * as `read` reads the email's prompt on that day: read on the day of writing, the day-of email dated its "tonight" that
 * day (30 November, for an email sent on 10 December) and its "Saturday" the first one after it. The context every email
 * shares, a head's send day, and every other date (a yearless "31 December" read weeks later may fall in the next year)
 * keep the day of writing.
 */
function datedFromSendDay(brief: Brief, own: string, context: string, days: number, now: Date, read: (now: Date) => Brief | undefined): Brief {
  if (days < 1) return brief;
  const [mine, shared] = [fold(own), fold(context)];
  // Words of the part's own, not a weekday before its date ("Na segunda 30/11: abriu!" is the email's send day).
  const relative = (d: DateFact) => {
    const words = fold(d.source).trim();
    const alone = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(words)}(?![\\p{L}])(?!\\s*,?\\s*(?:the\\s+|de\\s+|den\\s+)?\\d)`, 'u');
    return (RELATIVE.test(words) || WEEKDAY_ONLY.test(words)) && alone.test(mine) && !shared.includes(words);
  };
  if (!brief.facts.dates.some(relative)) return brief;
  const later = read(new Date(now.getTime() + days * 86_400_000));
  if (!later) return brief;
  const dates = brief.facts.dates.flatMap((d) => {
    if (!relative(d)) return [d];
    const again = later.facts.dates.find((l) => l.source === d.source && l.role === d.role);
    // "The morning of Jan 11: see you tonight": read on its send day, "tonight" is the day the part names, one date with
    // it; the day of writing's reading (1 December) is no date of this email.
    return again ? [again] : later.facts.dates.length ? [] : [d];
  });
  return { ...brief, facts: { ...brief.facts, dates } };
}

const OFFER = /\d\s?%|(?<![\p{L}])(?:code|c[oó]digo|coupon|cupom|cup[oó]n|gutschein|codice|rabatt|descuento|desconto|sconto|remise|off)(?![\p{L}])/iu;

/**
 * The purpose each email is composed for: a cart, launch or event sequence keeps its purpose in
 * every email; in a welcome, onboarding or win-back series the emails after the first are written as
 * what they are (an offer as a promotion, a story or a step as an announcement), so they do not
 * all open with the first email's welcome.
 */
function purposeOf(kind: SequenceKind, purpose: Purpose, position: number, prompt: string): Purpose {
  if (position === 1 || !['welcome', 'onboarding', 'win-back', 'nurture'].includes(kind)) return purpose;
  if (OFFER.test(prompt)) return 'promotional';
  return kind === 'win-back' ? 're-engagement' : 'announcement';
}

/** The facts of the series' brief that no email states. */
export function seriesMissing(facts: Fact[], emails: readonly { document: EmailDocument }[], whole: Brief): Fact[] {
  let left = facts;
  for (const e of emails) {
    if (!left.length) break;
    left = missingFacts(left, e.document, whole);
  }
  return left;
}

/**
 * The event or launch the brief names (its first upcoming date): `days` from the first send to its day,
 * and `at`, its hour as a fraction of the day, when the prompt gives one ("Sat Dec 12, 11am").
 */
function eventOf(brief: Brief): { days?: number; at?: number; fact?: DateFact } {
  const today = Date.parse(`${brief.today}T00:00:00Z`);
  const dates = brief.facts.dates.filter((d) => d.role === 'event' || d.role === 'start');
  // A sale counts from its start ("starting Friday Dec 4"), an event or launch to its day. A day after
  // today first: "1) Today: what to know …" is when the first email goes, and reminders sent after an
  // event on the day of writing would remind of nothing (the second email said "Date: Monday, 30 November").
  const pool = dates.length ? dates : brief.facts.dates;
  const date = pool.find((d) => Date.parse(`${d.date}T00:00:00Z`) > today) ?? pool.find((d) => Date.parse(`${d.date}T00:00:00Z`) === today);
  if (!date) return {};
  const time = /^(\d{1,2}):(\d{2})$/u.exec(date.time ?? brief.facts.time ?? '');
  return { days: Math.round((Date.parse(`${date.date}T00:00:00Z`) - today) / 86_400_000), ...(time ? { at: (Number(time[1]) * 60 + Number(time[2])) / 1440 } : {}), ...(dates.length ? { fact: date } : {}) };
}

/**
 * "Email 2 on Friday Jan 8: parking — Lot C …" for a class that starts Monday Jan 11: a reminder whose own words date
 * nothing is still about the event, and says its day (read alone, its send day had become the event's: "You're invited
 * on January 8", "Date: Friday, January 8").
 */
function aboutTheEvent(brief: Brief, event: DateFact | undefined): Brief {
  if (!event || brief.facts.dates.some((d) => d.role === 'event' || d.role === 'start')) return brief;
  return { ...brief, facts: { ...brief.facts, dates: [{ ...event }, ...brief.facts.dates] } };
}

const normal = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** How many other seeds an email whose opening repeats an earlier one's is tried with. */
const RESEEDS = 4;
const firstSentence = (line: string) => normal(line.split(/(?<=[.!?…])\s/u)[0] ?? '');

/**
 * The first paragraph of an email's body copy — a hero's text or a text block of at least a few
 * words; not a heading, a label or the series' own lead line — with its first sentence folded.
 */
function bodyOpening(document: EmailDocument): { index: number; sentence: string } | undefined {
  for (const [index, block] of (document.blocks as Array<{ type: string; id?: string; text?: unknown; content?: unknown }>).entries()) {
    if (block.id === 'series-lead' || (block.type !== 'hero' && block.type !== 'text')) continue;
    const line = blocksText([{ text: block.type === 'hero' ? block.text : block.content }])
      .split('\n')
      .map((l) => l.replace(/[*_#>]+/g, '').trim())
      .find((l) => l.length >= 25);
    if (line) return { index, sentence: firstSentence(line) };
  }
  return undefined;
}

/** The document without the paragraph at `index` (a hero keeps its heading, image and button). */
function withoutParagraph(document: EmailDocument, index: number): EmailDocument {
  const blocks = [...document.blocks];
  const block = blocks[index] as { type: string; text?: unknown };
  if (block.type === 'hero') {
    const { text: _t, ...rest } = block;
    blocks[index] = rest as (typeof blocks)[number];
  } else blocks.splice(index, 1);
  const parsed = parseEmailDocument({ ...document, blocks });
  return parsed.success ? parsed.data : document;
}

/**
 * Each email after the first opens with its own line, and a subject another email already has gets
 * its role in front ("Reminder: …"), so no two emails of a series share a subject or an opening:
 * not the lead line, not the preheader's first sentence, not the first paragraph.
 */
function distinguish(emails: Array<SeriesEmailDraft & { ownUnits: MessageUnit[] }>, language: CopyLanguage) {
  const subjects = new Set<string>();
  // The first sentences earlier emails open with: their preheaders', lead lines' and first paragraphs'.
  const seen = new Set<string>();
  // Every sentence of the earlier emails' preheaders, and their hero headings.
  const saidBefore = new Set<string>();
  const headings = new Set<string>();
  for (const e of emails) {
    // A first paragraph still opening as an earlier email's does (the kind's stock line, whichever
    // variant) goes when the email states as many of its facts without it; the lead line opens it.
    let opening = bodyOpening(e.document);
    for (let tries = 0; e.position > 1 && opening && seen.has(opening.sentence) && tries < 2; tries++) {
      const facts = briefFacts(e.brief);
      const without = withoutParagraph(e.document, opening.index);
      if (without === e.document || missingFacts(facts, without, e.brief).length > missingFacts(facts, e.document, e.brief).length) break;
      e.document = without;
      opening = bodyOpening(without);
    }
    const preheader = plainText(e.document.preheader);
    const repeated = preheader !== '' && seen.has(firstSentence(preheader));
    if (opening) seen.add(opening.sentence);
    let lead: string | undefined;
    if (e.position > 1) {
      const kept = e.document.blocks.find((b) => (b as { id?: string }).id === 'series-lead') as { content?: string } | undefined;
      // The role's lines in turn: one no earlier email opens with, and not the start of this email's own first paragraph.
      const fresh = (l: string) => !seen.has(normal(l)) && !(opening && opening.sentence.startsWith(normal(l)));
      const lines = seriesLeads(language, e.role, e.position, ends(e.brief), e.brief.register);
      lead = typeof kept?.content === 'string' ? kept.content : (lines.find(fresh) ?? lines[0]);
      e.document = withLead(e.document, lead);
      seen.add(normal(lead));
    }
    let subject = plainText(e.document.subject);
    // Another email has this subject: the email's own part says what it is about, else its role does.
    const own = subjects.has(normal(subject)) ? leadSubject(e.ownUnits, language) : undefined;
    if (own && own.subject.length <= SUBJECT_MAX && !subjects.has(normal(own.subject))) {
      subject = own.subject;
      e.document = { ...e.document, subject };
    } else if (subjects.has(normal(subject))) {
      const prefix = subjectPrefix(language, e.role, ends(e.brief), e.brief.register);
      subject = `${prefix}: ${subject}`;
      if (subject.length > SUBJECT_MAX) subject = `${subject.slice(0, SUBJECT_MAX - 1).replace(/\s+\S*$/, '')}…`;
      for (let n = 2; subjects.has(normal(subject)); n++) subject = `${prefix} ${n}: ${plainText(e.document.subject)}`.slice(0, SUBJECT_MAX);
      e.document = { ...e.document, subject };
    }
    subjects.add(normal(subject));
    // A title an earlier email already had ("Let's get together!" in every reminder) gives way to this email's subject.
    const title = titleOf(e.document);
    if (title && headings.has(normal(title.text)) && !headings.has(normal(subject))) e.document = withTitle(e.document, title.index, subject);
    const kept = titleOf(e.document);
    if (kept) headings.add(normal(kept.text));
    // A preheader opening as an earlier one's ("Finally here. Be among the first…", the kind's stock
    // line): its first sentence gives way to the lead line; the rest stays, else the email's own part.
    // A later sentence an earlier preheader already said ("Here is what you need to know." after every
    // lead) goes too, and the lead is not said twice ("Dernier rappel. Dernier rappel du code.").
    const sentences = preheader.split(/(?<=[.!?…])\s+/u).filter(Boolean);
    const stale = (t: string, k: number) => (k === 0 ? repeated : saidBefore.has(firstSentence(t)));
    if (lead && sentences.some(stale)) {
      const rest = sentences.filter((t, k) => !stale(t, k)).join(' ');
      // Not the part that already is the subject: a preheader says what the subject does not.
      const part = e.ownUnits.map((u) => u.text.trim()).find((t) => t && !normal(subject).includes(normal(t)) && !normal(t).startsWith(normal(subject)));
      const then = rest || (part ? (/[.!?…]$/u.test(part) ? part : `${part}.`) : '');
      const opensWithLead = normal(then).startsWith(normal(lead).replace(/\s*$/u, ''));
      e.document = { ...e.document, preheader: (opensWithLead ? then : `${lead} ${then}`).trim().slice(0, 200) };
    }
    seen.add(firstSentence(plainText(e.document.preheader)));
    for (const t of plainText(e.document.preheader).split(/(?<=[.!?…])\s+/u)) saidBefore.add(firstSentence(t));
  }
}

/** The email's title: its hero's heading, else its first top-level heading. */
function titleOf(document: EmailDocument): { index: number; text: string } | undefined {
  const index = document.blocks.findIndex((b) => b.type === 'hero' || (b.type === 'heading' && b.level === 1));
  if (index < 0) return undefined;
  const block = document.blocks[index];
  return { index, text: plainText(block.type === 'hero' ? block.heading : block.type === 'heading' ? block.text : '') };
}

function withTitle(document: EmailDocument, index: number, text: string): EmailDocument {
  const blocks = [...document.blocks];
  const block = blocks[index];
  if (block.type === 'hero') blocks[index] = { ...block, heading: text };
  else if (block.type === 'heading') blocks[index] = { ...block, text };
  return { ...document, blocks };
}

/** The email's brief sets an end (a deadline), so its words may say something ends. */
const ends = (brief: Brief) => brief.facts.dates.some((d) => d.role === 'deadline');

/** The document with a lead paragraph after its header (the first block). */
function withLead(document: EmailDocument, line: string): EmailDocument {
  if (document.blocks.some((b) => (b as { id?: string }).id === 'series-lead')) return document;
  const blocks = [...document.blocks];
  const at = blocks.length > 1 ? 1 : 0;
  blocks.splice(at, 0, { type: 'text', id: 'series-lead', content: line, size: 'lead' } as (typeof blocks)[number]);
  const parsed = parseEmailDocument({ ...document, blocks });
  return parsed.success ? parsed.data : document;
}

// ---------------------------------------------------------------------------------------------
// Refining a series in the conversation

const ORDINAL_WORDS: Array<[RegExp, number | 'last']> = [
  [/^(?:first|1st|primer[oa]?|premi[eè]re?|erste[nrs]?|primeir[oa]|prim[oa])$/iu, 1],
  [/^(?:second|2nd|segund[oa]|deuxi[eè]me|zweite[nrs]?|second[oa])$/iu, 2],
  [/^(?:third|3rd|tercer[oa]?|troisi[eè]me|dritte[nrs]?|terceir[oa]|terz[oa])$/iu, 3],
  [/^(?:fourth|4th|cuart[oa]|quatri[eè]me|vierte[nrs]?|quart[oa])$/iu, 4],
  [/^(?:fifth|5th|quint[oa]|cinqui[eè]me|f[üu]nfte[nrs]?)$/iu, 5],
  [/^(?:sixth|6th|sext[oa]|sixi[eè]me|sechste[nrs]?|sest[oa])$/iu, 6],
  [/^(?:seventh|7th|s[eé]ptim[oa]|septi[eè]me|siebte[nrs]?|s[eé]tim[oa]|settim[oa])$/iu, 7],
  [/^(?:last|final|[uú]ltim[oa]|derni[eè]re?|letzte[nrs]?)$/iu, 'last'],
];
const EMAIL_NOUN = '(?:e-?mail|mail|correo|courriel|message|mensaje|mensagem|messaggio|nachricht|one)';

/**
 * Which email of a series a change is for: "email 2: shorter", "in the second email, …", "make the
 * last one shorter", "el segundo correo", "die zweite Mail", "la seconda email"; undefined: every
 * email. Returns the position and the change without the words that name the email.
 */
export function targetOf(instruction: string, count: number): { position?: number; change: string } {
  const numbered = new RegExp(`(?:^|\\b(?:in|for|on|en|dans|im|in der|na|no|nella|nel)\\s+)?(?:the\\s+|el\\s+|le\\s+|la\\s+|die\\s+|o\\s+|a\\s+|il\\s+)?${EMAIL_NOUN}\\s*#?\\s*(\\d)\\b\\s*[:,-]?\\s*`, 'iu').exec(instruction);
  if (numbered) {
    const position = Number(numbered[1]);
    if (position >= 1 && position <= count) return { position, change: strip(instruction, numbered) };
  }
  const ordinal = new RegExp(`(?:\\b(?:in|for|on|en|dans|im|in der|na|no|nella|nel)\\s+)?(?:the\\s+|el\\s+|le\\s+|la\\s+|l['’]\\s*|die\\s+|der\\s+|o\\s+|a\\s+|il\\s+)?(\\p{L}+|\\d(?:st|nd|rd|th))\\s+${EMAIL_NOUN}\\b\\s*[:,-]?\\s*`, 'iu');
  for (let m = ordinal.exec(instruction), from = 0; m; m = ordinal.exec(instruction.slice(from))) {
    const hit = ORDINAL_WORDS.find(([re]) => re.test(m![1]));
    if (hit) {
      const position = hit[1] === 'last' ? count : hit[1];
      if (position <= count) return { position, change: strip(instruction, m) };
    }
    from += (m.index ?? 0) + m[0].length;
    if (from >= instruction.length) break;
  }
  return { change: instruction };
}

function strip(text: string, m: RegExpExecArray): string {
  const out = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s{2,}/g, ' ').replace(/^[\s,:;-]+|[\s,:;-]+$/g, '');
  return out || text;
}

export interface PreviousSeriesEmail {
  position: number;
  sendOffsetDays: number;
  role: string;
  brief: Brief;
  document: EmailDocument;
}

/**
 * A change to a series: to the email it names, or to every email. Each changed email is refined as
 * a single email would be (refineBrief) and composed again; the others stay as they are; then no
 * two emails share a subject or an opening again.
 */
export function refineSeries(
  previous: readonly PreviousSeriesEmail[],
  instruction: string,
  refine: (brief: Brief, change: string) => { ok: true; brief: Brief } | { ok: false; reason: string },
  brand: BrandKit,
  projectUrls: string[],
): { ok: true; emails: SeriesEmailDraft[]; warnings: string[] } | { ok: false; error: string } {
  const { position, change } = targetOf(instruction, previous.length);
  const emails: Array<SeriesEmailDraft & { ownUnits: MessageUnit[] }> = [];
  const reasons: string[] = [];
  let changed = 0;
  for (const e of previous) {
    if (position !== undefined && e.position !== position) {
      emails.push({ ...e, warnings: [], ownUnits: [] });
      continue;
    }
    const refined = refine(e.brief, change);
    if (!refined.ok) {
      reasons.push(refined.reason);
      emails.push({ ...e, warnings: [], ownUnits: [] });
      continue;
    }
    changed++;
    const composed = composeEmail(refined.brief, brand, { projectUrls });
    const missing = missingFacts(briefFacts(refined.brief), composed.document, refined.brief);
    const warning = coverageWarning(missing);
    emails.push({
      position: e.position,
      sendOffsetDays: e.sendOffsetDays,
      role: e.role,
      brief: refined.brief,
      document: composed.document,
      warnings: [...composed.warnings, ...(warning ? [`Email ${e.position}: ${warning}`] : [])],
      ownUnits: [],
    });
  }
  if (!changed) return { ok: false, error: reasons[0] ?? 'The change could not be applied; the previous version is unchanged.' };
  distinguish(emails, previous[0].brief.copyLanguage);
  const warnings = [
    ...(position !== undefined ? [`The change was applied to email ${position} of ${previous.length}; the others are unchanged.`] : []),
    ...emails.flatMap((e) => e.warnings),
  ];
  return { ok: true, emails: emails.map(({ ownUnits: _u, ...e }) => e), warnings };
}
