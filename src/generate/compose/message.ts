/**
 * The prompt's message in the email (issue #16): a layout places what its slots take (offer,
 * coupon, dates, products); every unit of the message whose facts or words the email does not yet
 * carry is then added as body copy, in the prompt's order, so nothing the user wrote is dropped.
 * List items stay a list; a newsletter's topics become one section each, headed (./topics).
 */
import type { AnyBlock } from '../../email';
import { blocksText, briefDay } from '../coverage';
import { checkFacts, extractFacts, type Fact } from '../facts';
import type { MessageUnit } from '../types';
import { STOP_WORDS } from '../understand/lexicon';
import { escapeMarkdown, fold } from '../understand/text';
import type { Composer } from './composer';
import { isDetailsBlock } from './details';
import { isTopic, topicSection } from './topics';

/** The words that carry a unit's meaning (folded, four letters or more, no function words). */
function contentWords(text: string): string[] {
  return [...new Set((fold(text).match(/(?<![\p{L}\p{N}])[\p{L}][\p{L}'-]{3,}(?![\p{N}])/gu) ?? []).filter((w) => !STOP_WORDS.has(w)))];
}

/** Whether most of a unit's words are already in the email (stems: "compostable" finds "compostables"). */
function wordsCovered(unit: string, emailFolded: string): boolean {
  let words = contentWords(unit);
  // "ABN 51 824 753 556.": a unit of short words and numbers is said when they are.
  if (!words.length) words = [...new Set(fold(unit).match(/[\p{L}\p{N}]{2,}/gu) ?? [])];
  if (!words.length) return true;
  // At a word's start: "cyber" is not said by the code "CYBER25".
  const said = (w: string) => {
    const stem = w.length > 6 ? w.slice(0, 6) : w;
    for (let i = emailFolded.indexOf(stem); i >= 0; i = emailFolded.indexOf(stem, i + 1)) {
      const end = emailFolded[i + stem.length] ?? '';
      if (!/[\p{L}\p{N}]/u.test(emailFolded[i - 1] ?? '') && (w.length > 6 || !/\p{N}/u.test(end))) return true;
    }
    return false;
  };
  const hits = words.filter(said).length;
  return hits / words.length >= 0.75;
}

/**
 * The units the email does not carry yet: a fact of the unit missing, or most of its words.
 * `wordsText`, when given, is where the words are looked for (the facts still in `emailText`).
 */
export function uncoveredUnits(units: readonly MessageUnit[], emailText: string, language: string, now: Date, wordsText = emailText): MessageUnit[] {
  if (!units.length) return [];
  const folded = fold(wordsText);
  const flat = emailText.toLowerCase();
  // Most units are plainly absent (their words are not there) or plainly present (their facts
  // are there as written); only the rest need the checker, which reads the whole email.
  const owner = new Map<Fact, number>();
  const doubtful: Fact[] = [];
  const missing = new Set<number>();
  units.forEach((unit, i) => {
    // "Puente de diciembre: 20% en todas las plantas…": the offer may be in the email, but its name
    // (the label) is a fact of the message too.
    const label = /^([^:\n]{2,40}):\s/u.exec(unit.text);
    const labelWords = label && label[1].split(/\s+/).length <= 4 ? contentWords(label[1]) : [];
    if (!wordsCovered(unit.text, folded) || (labelWords.length && !wordsCovered(label![1], folded))) {
      missing.add(i);
      return;
    }
    for (const fact of extractFacts(unit.text, { language, now })) {
      if (flat.includes(fact.text.toLowerCase())) continue;
      owner.set(fact, i);
      doubtful.push(fact);
    }
  });
  if (doubtful.length) {
    for (const check of checkFacts(doubtful, { subject: '', text: emailText }, { language, now })) {
      if (check.status !== 'found') missing.add(owner.get(check.fact)!);
    }
  }
  return units.filter((_unit, i) => missing.has(i));
}

/** Where the message goes: after the layout's opening (its intro, else its title), before offers and buttons. */
function insertionPoint(body: readonly AnyBlock[]): number {
  const greeted = body.findIndex((b) => b.id === 'named-greeting');
  if (greeted >= 0) return greeted + 1;
  const intro = body.findIndex((b) => b.id === 'intro');
  if (intro >= 0) return intro + 1;
  const title = body.findIndex((b) => b.type === 'heading' || b.type === 'hero');
  return title >= 0 ? title + 1 : 0;
}

/** The blocks that carry the units: paragraphs, a list for list items, a headed section per newsletter topic. */
function messageBlocks(k: Composer, units: readonly MessageUnit[]): AnyBlock[] {
  const blocks: AnyBlock[] = [];
  let n = 0;
  let topics = 0;
  const id = () => (n++ === 0 ? 'message' : `message-${n}`);
  const newsletter = k.brief.purpose === 'newsletter';
  const topic = (u: MessageUnit) => newsletter && isTopic(u);
  let run: MessageUnit[] = [];
  const flush = () => {
    if (!run.length) return;
    const items = run;
    run = [];
    if (topic(items[0])) {
      for (const item of items) blocks.push(...topicSection(k, item, ++topics));
    } else if (items[0].item) {
      blocks.push({ type: 'list', id: id(), items: items.slice(0, 30).map((u) => escapeMarkdown(u.text)), style: 'bullet' });
    } else {
      // Three sentences to a paragraph: a pasted brief reads as prose, not as one block of text.
      const paragraphs: string[] = [];
      for (let i = 0; i < items.length; i += 3) paragraphs.push(items.slice(i, i + 3).map((u) => escapeMarkdown(u.text)).join(' '));
      blocks.push(k.text(paragraphs.join('\n\n'), 'body', id()));
    }
  };
  for (const unit of units) {
    if (run.length && (run[0].item !== unit.item || topic(run[0]) !== topic(unit))) flush();
    run.push(unit);
  }
  flush();
  return blocks;
}

/**
 * A reader the prompt greets by its merge tag ("saudação "Oi, %%FirstName%%"") is greeted so in
 * every layout, also in those that open without a greeting (a win-back's hero, a promotion's
 * banner), where the tag was lost (pt-119, fr-112).
 */
function withNamedGreeting(k: Composer, body: AnyBlock[]): AnyBlock[] {
  const tag = k.brief.addressee;
  if (!tag || JSON.stringify(body).includes(JSON.stringify(tag).slice(1, -1))) return body;
  const greeting = k.greeting();
  if (!greeting?.includes(tag)) return body;
  const at = insertionPoint(body);
  return [...body.slice(0, at), k.text(greeting, 'body', 'named-greeting'), ...body.slice(at)];
}

/** Adds the message's uncovered units to a layout's body (and the greeting by the prompt's tag, where the layout has none). */
export function placeMessage(k: Composer, layout: AnyBlock[]): AnyBlock[] {
  const body = withNamedGreeting(k, layout);
  const units = k.brief.message ?? [];
  if (!units.length) return body;
  // A details block states facts, not sentences: its words do not make a sentence of the message
  // said (the invitation "On behalf of the Trustees…" is more than its date and place), except
  // the units one of its rows states whole.
  const prose = body.filter((b) => !isDetailsBlock(b));
  const missing = uncoveredUnits(
    units.filter((u) => !k.stated.has(u)),
    blocksText(body),
    k.brief.language,
    briefDay(k.brief),
    blocksText(prose),
  );
  if (!missing.length) return body;
  // An announcement's news line is a clause of the prompt ("das Roggenbrot kostet dann…"): when the
  // sentence it comes from is placed whole, the line would say it twice (de-045).
  const placed = fold(missing.map((u) => u.text).join(' '));
  const unsaid = (sentence: string) => !placed.includes(fold(sentence.replace(/\\(.)/g, '$1')).replace(/[.!\s]+$/u, ''));
  const kept = body.flatMap((b): AnyBlock[] => {
    if (b.type !== 'text' || b.id !== 'news' || typeof b.content !== 'string') return [b];
    const rest = b.content.split(/(?<=[.!?])\s+/u).filter(unsaid);
    return rest.length ? [{ ...b, content: rest.join(' ') }] : [];
  });
  const at = insertionPoint(kept);
  return [...kept.slice(0, at), ...messageBlocks(k, missing), ...kept.slice(at)];
}
