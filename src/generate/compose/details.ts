/**
 * The structure a recipient looks for (issue #16, point 5): an event's details block (date, time,
 * place with its address, price, RSVP deadline, practical extras) and a transactional email's order
 * summary (number, items with quantities, amount, carrier, tracking number with its link, delivery
 * estimate). Both are one text block of "**Label:** value" lines: every value is a fact of the
 * prompt, as written or formatted like the rest of the email, never one the composer derives.
 */
import type { AnyBlock } from '../../email';
import type { CopyKey } from '../copy';
import { formatDateLong, tidySpaces } from '../copy/format';
import { briefDay } from '../coverage';
import { extractFacts, type Fact } from '../facts';
import { readTimes } from '../read/times';
import type { MessageUnit, TransactionalKind } from '../types';
import { capitalize, escapeMarkdown, fold } from '../understand/text';
import type { Composer } from './composer';

export type DetailRow = [label: string, value: string];

interface UnitFacts {
  unit: MessageUnit;
  facts: Fact[];
}

/** The facts of each unit of the message, so a row can take a fact with the words around it. */
function unitFacts(k: Composer): UnitFacts[] {
  const now = briefDay(k.brief);
  return (k.brief.message ?? []).map((unit) => ({ unit, facts: extractFacts(unit.text, { language: k.brief.language, now }) }));
}

const allOf = (units: readonly UnitFacts[], type: Fact['type']) => units.flatMap((u) => u.facts.filter((f) => f.type === type));

/** A fact's date, written like the email's other dates ("Tuesday, June 10"); undefined for a range. */
function longDate(k: Composer, fact: Fact): string | undefined {
  if (fact.value.kind !== 'date' || fact.value.end) return undefined;
  return tidySpaces(formatDateLong(fact.value.iso, k.brief.language, k.brief.today));
}

/** The blocks made here: they state facts, not the message's sentences (compose/message.ts). */
const made = new WeakSet<AnyBlock>();
export const isDetailsBlock = (block: AnyBlock) => made.has(block);

/** The one block: "**Label:** value", a line each (a line break, so the rows stay together). */
export function detailsBlock(k: Composer, rows: readonly DetailRow[], id: string): AnyBlock | undefined {
  if (!rows.length) return undefined;
  // French sets a (no-break) space before the colon, as its headings do.
  const colon = k.brief.copyLanguage === 'fr' ? '\u00a0:' : ':';
  const lines = rows.map(([label, value]) => `**${escapeMarkdown(label)}${colon}** ${value}`);
  const block = k.text(lines.join('\n'), rows.length === 1 ? 'lead' : 'body', id);
  made.add(block);
  return block;
}

const label = (k: Composer, key: CopyKey) => k.copy.pick(key)!;
const plain = (k: Composer, text: string) => escapeMarkdown(capitalize(text, k.brief.language));

// ---- events

export const RSVP = /\b(?:rsvp|r\.s\.v\.p|reply|respond|register|registration|sign up|confirm|book your|reserve|confirma|confirme|inscr[ií]b|inscri|reserv|répond|repond|réponse|anmeld|zusage|zusagen|rückmeld|bescheid|conferm|prenot|iscriv|confirmação|inscrição|inscreva)/iu;
/** Practical extras a guest needs before coming: parking, dress code, access, what to bring. */
const EXTRAS = /(?:\bparking|\bdress code|\bwheelchair|\bcloakroom|\bbring\b|\bpublic transport|aparcamiento|estacionamiento|\bvestimenta|\btraer\b|stationnement|\btenue\b|\bapporte[rz]?\b|Parkpl|Parkhaus|\bparken\b|Kleiderordnung|barrierefrei|mitbringen|\btraje\b|\btraga\b|\bparcheggio|\babbigliamento|\bportate\b)/iu;
/** What says a sum is the price of coming: tickets, entry, "per person". */
const PRICE = /(?:ticket|entry|admission|price|cost|\bfee\b|per person|entrada|precio|por persona|entr[ée]e|prix|tarif|par personne|Eintritt|Preis|Ticket|Karte|pro Person|kostet|ingresso|prezzo|biglietto|a persona|preço|bilhete|por pessoa|custa|cuesta|co[uû]te)/iu;
/** The words that make a date the last day to answer: "by June 10", "avant le 15 juin", "bis zum 3. Mai". */
const BY = /(?:\bby|before|until|no later than|antes del?|hasta el|a más tardar el|avant le|d['’]ici le|jusqu['’]au|au plus tard le|bis(?: zum| spätestens)?|spätestens(?: am| bis)?|vor dem|até(?: ao?| dia)?|antes de|entro(?: il| e non oltre il)?|prima del)\s*$/iu;

/** The word that opens a span of hours, right before its first hour. */
const SPAN_OPENS = /(?<![\p{L}])(?:from|de|dès|des|von|dalle|das|desde|entre|between)\s+$/iu;

/** A time zone written after a time, in capitals ("ET", "IST", "CET"): "et" or "est" are words. */
const ZONE = /^\s(?:[ECMP][SD]?T|IST|CET|CEST|GMT|UTC|BST|AEST|AEDT|WET|EET|BRT|ART)\b/u;

/** A brief's "Where: …" line, in the six languages. */
const WHERE = /^(?:where|venue|location|place|address|lieu|adresse|endroit|ort|veranstaltungsort|wo|lugar|direcci[óo]n|sede|luogo|indirizzo|dove|local|endere[çc]o|onde)\s*:\s*(.+)$/iu;

/** Facts that make a line more than a place. */
const NOT_PLACE = new Set<Fact['type']>(['date', 'time', 'money', 'percent', 'email', 'url', 'phone', 'code']);

/** An event's details: the layout's date, time and place, then price, RSVP deadline and extras from the message. */
export function eventRows(k: Composer): DetailRow[] {
  const c = k.copy.ctx;
  const units = unitFacts(k);
  const rows: DetailRow[] = [];
  const date = c.event ?? c.start ?? c.deadline;
  if (date) rows.push([label(k, 'event.when'), plain(k, date)]);
  // "6–9 PM" is a time span as the prompt writes it; the time as read is one of its ends.
  const span = units
    .map(({ unit }) => {
      // The one time reader's first span of hours (read/times.ts), as the prompt writes it.
      const m = readTimes(unit.text, fold(unit.text)).find((t) => t.until);
      if (!m) return undefined;
      // With the word that opens it ("de 10:00 a 13:00", "von 17 bis 19 Uhr") and the time zone the
      // prompt names after it ("3 pm - 7 pm IST").
      const from = SPAN_OPENS.exec(unit.text.slice(0, m.index))?.[0] ?? '';
      return unit.text.slice(m.index - from.length, m.end) + (ZONE.exec(unit.text.slice(m.end))?.[0] ?? '');
    })
    .find(Boolean);
  if (span) rows.push([label(k, 'event.time'), escapeMarkdown(span)]);
  else if (c.time) rows.push([label(k, 'event.time'), escapeMarkdown(k.brief.copyLanguage === 'de' ? `${c.time} Uhr` : c.time)]);
  // The place with its address: the address the prompt gives, when the place as read does not hold it.
  // A line of the prompt that is only the place ("The Rooftop at Hotel Vermont, 41 Cherry St") is
  // the place as written, whole: the place as read may have kept only part of it.
  // So is a line a brief labels ("Where: Healesville Wildlife Sanctuary, Badger Creek Rd…").
  const labelled = units.map((u) => ({ u, m: WHERE.exec(u.unit.text) })).find(({ u, m }) => m && m[1].length <= 160 && !u.facts.some((f) => NOT_PLACE.has(f.type)));
  const line =
    labelled?.u ??
    units.find(
      ({ unit, facts }) =>
        facts.some((f) => f.type === 'address') &&
        !facts.some((f) => NOT_PLACE.has(f.type)) &&
        unit.text.length <= 120 &&
        (unit.item || !c.location || fold(unit.text).includes(fold(c.location))),
    );
  // A line that is only the place is the row whole; a labelled one stays in the prose too (its
  // label may be part of a fact the extractor reads across lines).
  if (line && !labelled) k.stated.add(line.unit);
  const written = labelled?.m?.[1] ?? line?.unit.text;
  const place = written ? [written.replace(/[.!]+$/u, '')] : [c.location].filter((p): p is string => !!p);
  const placeFolded = () => fold(place.join(' '));
  for (const address of allOf(units, 'address')) if (!placeFolded().includes(fold(address.text))) place.push(address.text);
  if (place.length) rows.push([label(k, 'event.where'), plain(k, place.join(', '))]);
  // One price: two ("$15 for members, $20 for guests") stay in the prose, which says what each is for.
  const money = units.filter(({ facts }) => facts.some((f) => f.type === 'money'));
  if (money.length === 1 && allOf(money, 'money').length === 1 && PRICE.test(money[0].unit.text) && !k.brief.facts.discount)
    rows.push([label(k, 'event.price'), escapeMarkdown(allOf(money, 'money')[0].text)]);
  // The RSVP deadline, with the address or page to answer to when the same sentence gives one.
  for (const { unit, facts } of units) {
    if (!RSVP.test(unit.text)) continue;
    // Only a date the sentence gives as the last day to answer: the event's own date is not a deadline.
    const byDay = facts.find((f) => f.type === 'date' && BY.test(unit.text.slice(0, f.span[0])));
    const day = byDay && longDate(k, byDay);
    if (!day || fold(day) === fold(date ?? '')) continue;
    const contact = facts.find((f) => f.type === 'email' || f.type === 'url' || f.type === 'phone');
    rows.push([label(k, 'event.rsvpBy'), plain(k, contact ? `${day} (${contact.text})` : day)]);
    // "RSVP by June 10 at hello@…" is the row whole; a longer sentence has more to say.
    if (unit.text.length <= 70 && facts.every((f) => ['date', 'email', 'url', 'phone'].includes(f.type))) k.stated.add(unit);
    break;
  }
  // A sentence of its own about parking or dress code; not the invitation that happens to mention it.
  const extraUnits = units.filter(
    ({ unit, facts }) => EXTRAS.test(unit.text) && unit.text.length <= 160 && !facts.some((f) => ['date', 'address', 'venue', 'money'].includes(f.type)),
  );
  for (const { unit } of extraUnits) k.stated.add(unit);
  const extras = extraUnits.map(({ unit }) => sentence(unit.text));
  if (extras.length) rows.push([label(k, 'event.extras'), plain(k, extras.join(' '))]);
  return rows;
}

const sentence = (text: string) => text.replace(/([\p{L}\p{N})])$/u, '$1.');

// ---- orders

/** The kinds a customer checks an order summary in: not sign-in codes, bookings or appointments. */
const ORDER_KINDS = new Set<TransactionalKind>([
  'order',
  'order-update',
  'shipping',
  'delivered',
  'delay',
  'cancellation',
  'refund',
  'receipt',
  'invoice',
  'payment-failed',
  'generic',
]);
const AMOUNT_KINDS = new Set<TransactionalKind>(['order', 'order-update', 'shipping', 'delivered', 'receipt', 'invoice', 'refund', 'cancellation', 'payment-failed']);
const DELIVERY_KINDS = new Set<TransactionalKind>(['order', 'order-update', 'shipping', 'delay', 'generic']);
const CARRIERS =
  /\b(UPS|FedEx|DHL(?: Express)?|USPS|GLS|DPD|TNT|Hermes|Evri|Royal Mail|Parcelforce|Canada Post|Purolator|Australia Post|PostNL|bpost|Correos(?: Express)?|SEUR|MRW|Nacex|Colissimo|Chronopost|La Poste|Mondial Relay|Deutsche Post|Poste Italiane|BRT|Bartolini|SDA|CTT|Correios|Jadlog|Amazon Logistics|Österreichische Post|Swiss Post|Die Post|PostNord|InPost)\b/u;
const DELIVERY = /\b(?:deliver|arriv|expected|estimated|eta\b|entrega|llegar|llega|livraison|livr|arrivera|zustell|liefer|ankomm|consegn|arriver|chega|recebe)/iu;
/** "2 x Sumatra Mandheling 250g", "1× Dripper": a quantity and the item it counts. */
const ITEM = /(?<![\p{L}\d])(\d{1,3})\s?[x×]\s?(\p{L}[^,;:\n()+]*?)(?=\s*(?:,|;|\(|\)|\+|\.(?:\s|$)|\s(?:and|und|et|y|e|ed)\s|$))/gu;

/** An order's summary from the message: number, items, amount, carrier, tracking (linked), delivery estimate. */
export function orderRows(k: Composer): DetailRow[] {
  const kind = k.brief.facts.transactional ?? 'generic';
  if (!ORDER_KINDS.has(kind)) return [];
  const units = unitFacts(k);
  const rows: DetailRow[] = [];
  const order = allOf(units, 'order-number')[0];
  if (order) rows.push([label(k, 'order.number'), escapeMarkdown(order.text)]);
  const invoice = allOf(units, 'invoice-number')[0];
  if (invoice) rows.push([label(k, 'order.invoice'), escapeMarkdown(invoice.text)]);
  const items = units.flatMap(({ unit }) => [...unit.text.matchAll(ITEM)].map((m) => `${m[1]} × ${m[2].trim()}`));
  if (items.length) rows.push([label(k, 'order.items'), escapeMarkdown(items.join(', '))]);
  // The one sum of an order, receipt, invoice, refund or failed payment; a delay's goodwill credit is not the order's amount.
  const amounts = AMOUNT_KINDS.has(kind) ? allOf(units, 'money') : [];
  if (amounts.length === 1) rows.push([label(k, 'order.amount'), escapeMarkdown(amounts[0].text)]);
  const carrier = units.map(({ unit }) => CARRIERS.exec(unit.text)?.[1]).find(Boolean);
  if (carrier) rows.push([label(k, 'order.carrier'), escapeMarkdown(carrier)]);
  const tracking = units.find(({ facts }) => facts.some((f) => f.type === 'tracking-number'));
  if (tracking) {
    const number = tracking.facts.find((f) => f.type === 'tracking-number')!;
    // The tracking page: a URL of the prompt that names the number or tracking, in the order the prompt gave them.
    const href = k.brief.facts.urls.find((u) => u.includes(number.text.replace(/^#\s?/, '')) || /track|suivi|sendung|seguim|rastre|traccia/i.test(u));
    // The number whole when the prompt groups it ("7734 8890 1122", UPS's "1Z 999 AA1 01 2345 6784"): the fact may hold the first group only.
    const rest = tracking.unit.text.slice(number.span[0]);
    const whole = rest.startsWith(number.text) ? number.text + /^(?:[ -](?:\d{2,}|[A-Z\d]*\d[A-Z\d]*)(?![\p{L}\d]))*/u.exec(rest.slice(number.text.length))![0] : number.text;
    const shown = escapeMarkdown(whole);
    rows.push([label(k, 'order.tracking'), href ? `[${shown}](${href})` : shown]);
  }
  // An estimate only while the parcel is on its way (a refund's "arrives by" is not a delivery).
  for (const { unit, facts } of DELIVERY_KINDS.has(kind) ? units : []) {
    if (!DELIVERY.test(unit.text)) continue;
    const dates = facts.filter((f) => f.type === 'date');
    const day = dates.length === 1 ? longDate(k, dates[0]) : undefined;
    if (day) {
      rows.push([label(k, 'order.delivery'), plain(k, day)]);
      break;
    }
  }
  return rows.length >= 2 ? rows : [];
}
