/**
 * The copywriter: picks, for each slot of an email, one hand-written variant from the language's
 * phrase bank, in the brief's tone and register, filled with the brief's facts. The pick is a
 * hash of (seed, slot), so the same prompt and brand always read the same, and different
 * prompts or brands read differently.
 */
import type { BrandKit } from '../../brand/schema';
import type { Brief, CopyLanguage, DateFact } from '../types';
import { hash32 } from '../understand/text';
import { de } from './banks/de';
import { en, type CopyKey } from './banks/en';
import { es } from './banks/es';
import { fr } from './banks/fr';
import { it } from './banks/it';
import { pt } from './banks/pt';
import { formatDateLong, formatDateShort, formatMoney, formatPercent, formatTime, joinList, monthName, tidySpaces } from './format';
import type { CopyVars, Ctx, Entry, Phrase, ToneVariants } from './types';

export type { CopyKey } from './banks/en';
export type { CopyVars, Ctx } from './types';

export const BANKS: Record<CopyLanguage, Record<CopyKey, Entry>> = { en, es, fr, de, pt, it };

function isToneVariants(entry: Entry): entry is ToneVariants {
  return !Array.isArray(entry);
}

function firstDate(dates: DateFact[], role: DateFact['role']): DateFact | undefined {
  return dates.find((d) => d.role === role && d.date);
}

/** The facts of the brief, formatted for the output language. */
export function copyVars(brief: Brief, brand: BrandKit): CopyVars {
  const lang = brief.language;
  const { facts } = brief;
  const vars: CopyVars = {
    brand: brand.name,
    lang,
    upTo: facts.discount?.upTo ?? false,
    amount: facts.discount?.kind === 'amount',
    freeShipping: !!facts.freeShipping,
    closure: !!facts.closure,
    ...(brief.addressee ? { addressee: brief.addressee } : {}),
    month: monthName(facts.edition ? `${facts.edition}-15` : brief.today, lang),
  };
  if (facts.discount) {
    vars.discount = tidySpaces(
      facts.discount.kind === 'percent'
        ? formatPercent(facts.discount.value, lang)
        : formatMoney(facts.discount.value, facts.discount.currency, lang),
    );
  }
  if (facts.discount?.scope) vars.scope = facts.discount.scope;
  if (facts.freeShipping?.minimum)
    vars.freeShippingMin = tidySpaces(formatMoney(facts.freeShipping.minimum.value, facts.freeShipping.minimum.currency, lang));
  if (facts.code) vars.code = facts.code;
  const deadline = firstDate(facts.dates, 'deadline');
  const start = firstDate(facts.dates, 'start');
  const event = firstDate(facts.dates, 'event');
  const long = (iso: string) => firstOfMonth(tidySpaces(formatDateLong(iso, lang, brief.today)), lang);
  const short = (iso: string) => firstOfMonth(tidySpaces(formatDateShort(iso, lang)), lang);
  if (deadline) {
    vars.deadline = long(deadline.date);
    vars.deadlineShort = short(deadline.date);
  }
  if (start) {
    vars.start = long(start.date);
    vars.startShort = short(start.date);
  }
  if (start && deadline && start.roleFrom === 'range' && deadline.roleFrom === 'range') vars.range = true;
  if (event) {
    vars.event = long(event.date);
    vars.eventShort = short(event.date);
  }
  // A time is the time of its own day: the copy states it beside the day it shows (the event, else
  // the start, else the deadline), never another day's ("Dec 3" with the 6:30 pm of "starting Dec 8").
  const shown = event ?? start ?? deadline;
  const time = shown ? shown.time : facts.time;
  if (time) vars.time = promptTimeStyle(brief, tidySpaces(formatTime(time, lang)));
  if (facts.location) vars.location = facts.location;
  if (facts.products[0]) vars.product = facts.products[0].name;
  if (facts.topic) vars.topic = facts.topic;
  else if (brief.purpose === 'newsletter' && facts.items.length) {
    const items = joinList(facts.items, lang);
    if (items.length <= 90) vars.topic = items;
  }
  if (facts.holiday) vars.holidayKind = facts.holiday;
  if (facts.count) vars.count = facts.count;
  if (facts.audience) vars.audienceKind = facts.audience.kind;
  if (facts.transactional) vars.kind = facts.transactional;
  if (brand.contact.email) vars.email = brand.contact.email;
  if (brand.contact.phone) vars.phone = brand.contact.phone;
  return vars;
}

/**
 * French writes a time "13 h 30" (Canada, and Intl's fr-CA) or "13h30" (most French copy): the
 * email writes it as the prompt does, so the reader sees their own form of the time.
 */
function promptTimeStyle(brief: Brief, time: string): string {
  if (brief.copyLanguage !== 'fr') return time;
  const text = (brief.message ?? []).map((u) => u.text).join('\n');
  if (!/(?<![\d:.])\d{1,2}h(?:\d{2})?(?![\p{L}\d])/u.test(text) || /\d\s+h(?:\s+\d{2})?(?![\p{L}\d])/u.test(text)) return time;
  return time.replace(/(\d)\s+h(?:\s+(\d{2}))?/u, (_, h: string, m?: string) => `${h}h${m ?? ''}`);
}

/** The first of a month as each language writes it: "1er septembre", "1º de agosto" (Brazil), "1° ottobre". */
function firstOfMonth(date: string, lang: string): string {
  const base = lang.slice(0, 2).toLowerCase();
  if (base === 'fr') return date.replace(/(^|\s)1(\s)/, '$11er$2');
  if (base === 'it') return date.replace(/(^|\s)1(\s)/, '$11°$2');
  if (lang.toLowerCase() === 'pt-br') return date.replace(/(^|\s)1(\s+de\s)/, '$11º$2');
  return date;
}

export class Copywriter {
  readonly ctx: Ctx;
  private readonly bank: Record<CopyKey, Entry>;

  constructor(
    readonly brief: Brief,
    vars: CopyVars,
  ) {
    this.bank = BANKS[brief.copyLanguage];
    const register = brief.register;
    this.ctx = { ...vars, register, tone: brief.tone, f: (formal, informal) => (register === 'informal' ? informal : formal) };
    // Derived phrases other phrases build on.
    this.ctx.offer = this.first('offer.value');
    if (vars.holidayKind) this.ctx.holiday = this.first('holiday.name');
  }

  /** Every variant of a slot that the facts allow, in the brief's tone first. */
  all(key: CopyKey): string[] {
    const entry = this.bank[key];
    const lists: ReadonlyArray<readonly Phrase[]> = isToneVariants(entry)
      ? [entry[this.brief.tone as keyof ToneVariants] ?? [], entry.neutral]
      : [entry];
    for (const list of lists) {
      const values = list.map((p) => this.evaluate(p)).filter((v): v is string => typeof v === 'string' && v.length > 0);
      if (values.length) return [...new Set(values)];
    }
    return [];
  }

  /**
   * One variant, chosen by the brief's seed among those that carry the most facts: stable for
   * one brief, varied across briefs, and never the vaguer line when a more specific one exists.
   */
  pick(key: CopyKey): string | undefined {
    const values = this.all(key);
    if (values.length === 0) return undefined;
    const month = this.brief.facts.edition ? this.ctx.month : undefined;
    const facts = [this.ctx.topic, this.ctx.product, this.ctx.offer, this.ctx.location, this.ctx.code, month].filter(
      (f): f is string => !!f,
    );
    const score = (v: string) => facts.filter((f) => v.includes(f) || v.toLocaleLowerCase().includes(f.toLocaleLowerCase())).length;
    const best = Math.max(...values.map(score));
    const top = values.filter((v) => score(v) === best);
    return top[hash32(String(this.brief.seed), key) % top.length];
  }

  /** The first variant the facts allow (for derived phrases that must not vary). */
  first(key: CopyKey): string | undefined {
    return this.all(key)[0];
  }

  private evaluate(phrase: Phrase): string | undefined {
    const value = typeof phrase === 'function' ? phrase(this.ctx) : phrase;
    // A fact that ends with its own dot ("Main St.") before the phrase's full stop: one dot.
    return typeof value === 'string' ? this.typeset(value.replace(/(?<!\.)\.(?:\s*\.)+(?!\.)/gu, '.')) : undefined;
  }

  /** Typographic conventions of the output language that the banks write plainly. */
  private typeset(text: string): string {
    const lang = this.brief.language.toLowerCase();
    // French puts a no-break space before : ; ! ? and inside « » so they never start a line.
    if (this.brief.copyLanguage === 'fr') return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
    // Swiss and Liechtenstein German write ss for ß.
    if (lang === 'de-ch' || lang === 'de-li') return text.replace(/ß/g, 'ss');
    return text;
  }
}
