/**
 * The prompt's message, unit by unit (issue #16): sentences, clauses and list items, with the
 * marketer's instructions to the copywriter rewritten for the recipient ("Tell them their order
 * shipped" → "Your order shipped") and the directives about the email itself (what to write, tone,
 * length, language) left out. The units are the source of truth the composer places and the
 * coverage check verifies: a clause no layout slot takes is still carried as body copy.
 */
import { BANNED_WORDS } from '../read/shapes';
import type { Speller } from '../../validate/spelling/dictionaries';
import type { CopyLanguage, MessageUnit, Register } from '../types';
import { findIdentifiers } from '../facts/ids';
import { MONTHS } from './lexicon';
import { URL_SOURCE } from './links';
import { withoutWriterNotes } from './notes';
import { ACKNOWLEDGEMENT, chatSpeakers, SPEAKER } from './chat';
import { REWRITES, type Rewrite } from './rewrites';
import { withoutRequest } from './request';
import { reasonAsked } from './reason-labels';
import { greetingNote } from './greeting-notes';
import { FIELD_NAMES, withoutFieldNames } from './merge-field-notes';
import { fold } from './text';

export interface UnitOptions {
  language: CopyLanguage;
  register: Register;
  /** The language's spelling dictionary, for a tidy that reads one (German nouns: see ./dictionaries). */
  dictionary?: Speller;
}

interface Piece {
  text: string;
  start: number;
  item: boolean;
}

/** "- ", "* ", "• ", "1) ", "2. " at the start of a line. */
const BULLET = /^[ \t]*(?:[-*•·–—▪◦]|\(?\d{1,2}[.)])[ \t]+/;

/** Lines, with list items marked; a line that only continues the previous item is joined to it. */
function lines(text: string): Piece[] {
  const out: Piece[] = [];
  const speakers = chatSpeakers(text);
  let at = 0;
  for (const raw of text.split('\n')) {
    const start = at;
    at += raw.length + 1;
    if (!raw.trim()) continue;
    // "[9:05] Caro: ojo, es el domingo 13", "Karim (10:20) : …": in a chat pasted whole, who said it is the team's.
    const said = speakers.size ? SPEAKER.exec(raw) : null;
    const spoken = said && speakers.has(said[1]) ? said[0].length : 0;
    if (spoken && ACKNOWLEDGEMENT.test(raw.slice(spoken))) continue;
    const bullet = BULLET.exec(raw.slice(spoken));
    const body = raw.slice(spoken + (bullet ? bullet[0].length : 0));
    const offset = start + spoken + (bullet ? bullet[0].length : 0) + (body.length - body.trimStart().length);
    out.push({ text: body.trim(), start: offset, item: !!bullet });
  }
  return out;
}


/**
 * Inline numbered lists, "…: 1) meet our roaster; 2) bags arrive in January; 3) …": each number
 * that follows the one before starts an item ("1. Januar" after "2." is a date, not item 3).
 */
function listMarks(text: string, strict: boolean): Array<{ at: number; len: number }> {
  const marks: Array<{ at: number; len: number }> = [];
  let expected = 1;
  const re = /(^|[\s:;,.—–-])\(?(\d{1,2})[.)][ \t]+(?=\S)/g;
  for (const m of text.matchAll(re)) {
    const n = Number(m[2]);
    if (n !== expected) continue;
    // "1." is an item only where a list can start (after a colon, the start, or a sentence end) and before a capital or any word for "1)".
    const dot = m[0].trimStart().replace(/^\(/, '')[String(n).length] === '.';
    const after = text[m.index! + m[0].length];
    // "2." starts an item only after a sentence or a colon ("ab 2. Dezember" is a date) and before a capital.
    const before = text.slice(0, m.index! + m[1].length).trimEnd();
    const atStart = !before || /[:;.!?]$/.test(before);
    if (dot && (strict ? !/\p{Lu}/u.test(after ?? '') || !atStart : n === 1 && !atStart)) continue;
    marks.push({ at: m.index! + m[1].length, len: m[0].length - m[1].length });
    expected++;
  }
  return marks;
}

function inlineItems(piece: Piece): Piece[] {
  // A casual list ("newsletter? 1. new store in Bend on Dec 12 2. we're hiring 3. tune-ups $35") has
  // neither capitals nor full stops before its numbers: three or more in order, the first where a
  // list can start, are a list all the same ("ab 1. Dezember bis 2. Januar" counts only to two).
  const loose = listMarks(piece.text, false);
  const marks = loose.length >= 3 ? loose : listMarks(piece.text, true);
  if (marks.length < 2) return [piece];
  const out: Piece[] = [];
  const lead = piece.text.slice(0, marks[0].at).trim();
  if (lead) out.push({ text: lead, start: piece.start, item: false });
  marks.forEach((mark, i) => {
    const from = mark.at + mark.len;
    const to = i + 1 < marks.length ? marks[i + 1].at : piece.text.length;
    const text = piece.text.slice(from, to).trim().replace(/[;,]\s*(?:and|y|et|und|e)?$/i, '').trim();
    if (text) out.push({ text, start: piece.start + from, item: true });
  });
  return out;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: string): Intl.Segmenter {
  let s = segmenters.get(language);
  if (!s) segmenters.set(language, (s = new Intl.Segmenter(language, { granularity: 'sentence' })));
  return s;
}

/** Words whose full stop ends no sentence ("Dr. Osei", "invoice no. KS/26", "Av. Paulista"). */
const ABBREVIATIONS = new Set(
  'dr dra mr mrs ms st ave av avda rd blvd no nr nº núm num inc ltd jr sr sra srta prof vs approx apt dept ft mt tel bzw inkl incl excl exkl evtl usw str hr mme mlle bd sig dott geom pça e.g i.e etc cf ref ca ggf vgl bspw sog env aprox cca ecc tlf hd zzgl max pos cra mwst'.split(' '),
);
/** Month abbreviations: "Dec. 14" is one sentence (checked only before a digit, where they cannot be words). */
const MONTH_ABBREVIATIONS = new Set('jan feb mar apr jun jul aug sep sept oct nov dec janv févr avr juil déc ene abr ago dic dez okt mär gen mag giu lug ott set fev'.split(' '));

/** URLs and e-mail addresses, whose "?", "!" and "." end no sentence. */
const ADDRESS = new RegExp(`${URL_SOURCE}|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+`, 'giu');

/** The text with the sentence punctuation inside URLs and addresses blanked (same length, so offsets hold). */
function maskAddresses(text: string): string {
  return text.replace(ADDRESS, (m) => {
    const end = /[.,;:!?)\]}»”’']+$/u.exec(m)?.[0] ?? '';
    return m.slice(0, m.length - end.length).replace(/[.!?]/g, '_') + end;
  });
}

/**
 * ICU's sentences, re-joined after an abbreviation, and split again where a casual prompt starts a
 * sentence in lower case. Sentences are found on a copy whose URLs are masked (ICU ends a sentence
 * at the "?" of "…/track?id=…") and cut from the text itself.
 */
function segments(original: string, language: string): Array<{ index: number; segment: string }> {
  const text = maskAddresses(original);
  const merged: Array<{ index: number; segment: string }> = [];
  for (const seg of segmenter(language).segment(text)) {
    const last = merged[merged.length - 1];
    const word = last && /([\p{L}.]+)\.\s*$/u.exec(last.segment)?.[1].toLowerCase();
    // "6. Dezember", "1. Januar": a German ordinal date is one sentence too.
    const ordinal = language === 'de' && last && /(?:^|\s)\d{1,2}\.\s*$/u.test(last.segment) && /^\p{L}/u.test(seg.segment);
    // "(21./22.11.)": no sentence starts with a slash, a closing bracket or a comma, so ICU's break before one is none.
    const joined = last && /^[/),;%]/u.test(seg.segment);
    if (last && ((word && (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word))) || ordinal || joined)) last.segment += seg.segment;
    else merged.push({ index: seg.index, segment: seg.segment });
  }
  const out: Array<{ index: number; segment: string }> = [];
  for (const seg of merged) {
    let from = 0;
    for (const m of seg.segment.matchAll(/([^\s.!?]+)([.!?]+)\s+(?=[\p{Ll}\p{N}$€£¥₹])/gu)) {
      const next = seg.segment[m.index! + m[0].length];
      const word = m[1].toLowerCase();
      if (m[2] === '.' && (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(m[1]) || (/\d/.test(next) && MONTH_ABBREVIATIONS.has(word)) || (language === 'de' && /^\d{1,2}$/.test(m[1])))) continue;
      const end = m.index! + m[0].length;
      out.push({ index: seg.index + from, segment: seg.segment.slice(from, end) });
      from = end;
    }
    out.push({ index: seg.index + from, segment: seg.segment.slice(from) });
  }
  return out.map((s) => ({ index: s.index, segment: original.slice(s.index, s.index + s.segment.length) }));
}

/** How many brackets are open at `at`. */
function depthAt(text: string, at: number): number {
  let depth = 0;
  for (let i = 0; i < at; i++) {
    if (text[i] === '(' || text[i] === '[') depth++;
    else if ((text[i] === ')' || text[i] === ']') && depth > 0) depth--;
  }
  return depth;
}

/** Sentences (ICU's rules: abbreviations, decimals), then the clauses a semicolon separates. */
function sentences(piece: Piece, language: string): Piece[] {
  const out: Piece[] = [];
  for (const seg of segments(piece.text, language)) {
    let clauseStart = 0;
    const sentence = seg.segment;
    // "Three topics: the winter menu; gift vouchers; holiday hours" is a list written on one line.
    // A semicolon inside brackets ("(10 % en cosmética; NO en perfumería)") parts nothing.
    const outside = (m: RegExpMatchArray) => depthAt(sentence, m.index!) === 0;
    const semis = [...sentence.matchAll(/;(?:\s+|$)/g)].filter((m) => outside(m) && m.index! + m[0].length < sentence.trimEnd().length);
    const list = semis.length >= 1 && sentence.slice(0, semis[0].index).includes(':');
    for (const m of [...`${sentence};`.matchAll(/;(?:\s+|$)/g)].filter((m) => m.index === sentence.length || outside(m))) {
      const clause = sentence.slice(clauseStart, m.index);
      const lead = clause.length - clause.trimStart().length;
      if (clause.trim()) out.push({ text: clause.trim(), start: piece.start + seg.index + clauseStart + lead, item: piece.item || list });
      clauseStart = m.index! + m[0].length;
    }
  }
  return out;
}

/** A sentence a recipient reads: first letter capitalised, closed by a full stop unless it has its own end. */
function finish(text: string, language: CopyLanguage, item: boolean, dictionary?: Speller): string {
  // "Vielen Dank! ." — a rewrite that ends the sentence leaves the prompt's own full stop alone.
  let t = text.replace(/\s+/g, ' ').replace(/^(?:[\s,;:?—–]|-(?!\d))+/u, '').replace(/[\s,;:—–-]+$/, '').replace(/([.!?…])\s+\.$/u, '$1').replace(/(?<!\.)\.\.$/u, '.').trim();
  if (!t) return t;
  t = REWRITES[language].tidy?.(t, dictionary) ?? t;
  // An e-mail address or a link is written as given ("eventos@aurora.example", not "Eventos@…").
  if (!/^[^\s@/]*[@/]/u.test(t)) t = t[0].toLocaleUpperCase(language) + t.slice(1);
  if (!item && /[\p{L}\p{N})”"'’%€$£]$/u.test(t)) t += '.';
  return t;
}

/** Apply the language's rewrites to the start of a unit (and again after a lead-in they removed). */
export function rewriteUnit(text: string, rules: readonly Rewrite[], register: Register): { text: string | null; rewritten: boolean } {
  let current = text;
  let rewritten = false;
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    for (const rule of rules) {
      const m = rule.match.exec(current);
      if (!m) continue;
      const out = rule.to(m, register);
      if (out === null) return { text: null, rewritten: true };
      const rest = current.slice(m.index + m[0].length);
      current = out + (rule.rest ? rule.rest(rest) : rest);
      changed = rewritten = true;
      break;
    }
    if (!changed) break;
  }
  return { text: current, rewritten };
}

/**
 * A comparison to another brand ("Pixelmator-like editor") is the marketer's shorthand and never
 * reaches the recipient (a prompt that corrects itself was read as corrected before this, by
 * read/corrections.ts). Spans stay those of the prompt: the removed words are blanked, not cut.
 */
const COMPARISON = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}]*-(?:like|style|type|inspired)\s+/gu;

/**
 * A message forwarded from a chat or a mail thread: its quote markers ("> ") and the colleague it
 * was addressed to ("@rahul") are the thread's, not the reader's. A handle elsewhere in a line
 * ("follow us @casaverde") is a fact and stays.
 */
const QUOTED = /^([ \t]*)(>+[ \t]*(?:@[\p{L}\p{N}_.-]+[,:]?[ \t]+)?|@[\p{L}\p{N}_.-]+[,:]?[ \t]+)/gmu;

function blank(text: string): string {
  const spaces = (m: string) => ' '.repeat(m.length);
  return text
    .replace(QUOTED, (_m, lead: string, quote: string) => lead + ' '.repeat(quote.length))
    .replace(COMPARISON, spaces);
}

/** A month alone, with or without its year ("December", "Dezember 2026"). */
function editionOnly(text: string): boolean {
  const words = fold(text).replace(/[.!]+$/u, '').trim().split(/\s+/);
  return words.length <= 2 && MONTHS[words[0]] !== undefined && (words.length === 1 || /^\d{4}$/.test(words[1]));
}

const LABEL_CONNECTOR =
  /^(?:[\s:–—-]|(?:to|for|of|the|our|a|an|zu|zum|zur|für|fur|von|unser\w*|der|die|das|den|dem|à|au|aux|pour|de|du|des|notre|nos|la|le|les|para|al|del|el|nuestr\w*|do|da|dos|das|nossa?|per|alla|al|il|lo|nostr\w*)(?![\p{L}]))+/iu;
const LABEL_AUDIENCE =
  /(?<![\p{L}])(?:customers?|clients?|subscribers?|members?|users?|everyone|all|this month|kund\w*|abonnent\w*|mitglied\w*|alle|clientes?|suscriptor\w*|socios?|todos|abonn[ée]s?|membres?|tous|assinantes?|clienti|iscritti|soci|tutti)(?![\p{L}])/iu;

/** Who an email goes to, inside compounds too ("unsere Fachkunden", "les nouvelles inscrites"). */
const AUDIENCE_STEM =
  /(?:kund|abonnent|mitglied|nutzer|leser|eltern|gäst|customer|client|subscriber|member|patient|guest|user|reader|parent|famil|inscrit|adhérent|abonné|suscriptor|socio|iscritt|assinante|hóspede|hospede|cadastrad|utent)/iu;

/**
 * The name a label about the email also gives ("Einladung Adventsbacken für Kinder", "Invitation
 * Winter Market"): what follows the label's word, when it is a name (capitalised, a few words) and
 * not its audience or its month ("Newsletter this month", "Einladung an alle Kunden", "Newsletter Dezember").
 */
function labelledName(label: string, metaLabel: RegExp): string | undefined {
  const m = metaLabel.exec(label);
  if (!m || m.index > 0) return undefined;
  const rest = label.slice(m[0].length);
  const name = rest.slice(LABEL_CONNECTOR.exec(rest)?.[0].length ?? 0).trim();
  const words = name.split(/\s+/);
  if (!/^\p{Lu}/u.test(name) || words.length > 6 || LABEL_AUDIENCE.test(name) || editionOnly(name)) return undefined;
  return name;
}

/**
 * A sentence that names the email and who it is for, in any of the six languages ("Mail de
 * bienvenida para los nuevos socios de Grano Austral:", "Preciso email para os hóspedes de
 * dezembro do Salty Dog Hostel:", "Mail an alle auf der Warteliste fürs Fondue-Set …:", a German
 * compound "Willkommensmail für …" — not "E-Mail für Rückfragen:", which says how to write in):
 * the email and its kind go; who it is for stays when it names someone ("Para los nuevos socios de Grano
 * Austral:"), and goes with the label when it is only an audience ("Email para os clientes:").
 */
const EMAIL_FOR = new RegExp(
  "^(?:(?:bitte|please|pls|favor|por favor|stp|svp|preciso(?: de)?|necesito|quiero|queria|quero|je veux|j['’]ai besoin d['’]|ich brauche|voglio|mi serve|ho bisogno di|i need|need)\\s+)?" +
    "(?:(?:un|una|uma|um|a|an|the|le|la|el|o|die|eine?)\\s+)?(?:(?:kurze|short|quick|new|neue|breve|nuevo|nueva|novo|nova|nuovo|nuova|petit|court|corto|cortito|curto|curta)\\s+)?" +
    "(?:\\p{L}*(?:e-?mail|mail)|correo|courriel|newsletter|mensagem|mensaje|message|messaggio|nachricht|comunicado|aviso|communiqu[ée]|comunicazione|avviso|mitteilung|schreiben" +
    // "Price change notice for our subscribers.", "Year-end appeal for …": English names the kind before such a noun.
    "|(?:[\\p{L}-]+\\s+){0,3}?(?:notice|appeal))" +
    // "Email de boas-vindas", "Email acessível": the email's kind, in words of its own.
    "(?:\\s+(?:(?:de|d['’]|do|da|di|del|of)\\s*(?:\\p{Ll}[\\p{Ll}'’-]*\\s+){0,3}?)?\\p{Ll}[\\p{Ll}'’-]*)?" +
    "\\s+(para|pra|pour|for|to|an|per|aos|às|aux|à|ai|agli|alle|(?<=\\p{L}mail\\s)für)\\s+([^:!?]{3,140}?)\\s*(?:[:.!]\\s*$|:\\s+(?=\\S))",
  'iu',
);

/** "by email", "por e-mail", "par courriel", "per E-Mail", "via mail": how to reach someone. */
const CHANNEL = /(?<![\p{L}])(?:by|via|per|par|por|pelo|pela|tramite|an|at)\s+(?:e-?mail|mail|courriel|correo(?: electr[oó]nico)?)\s*$/iu;

/** The word after a label's name for the email that leads to what it is about ("… email for order #…"). */
const ABOUT_META = /\s(?:for|about|on|re|regarding|para|pra|pa|sobre|del?|pour|pr|sur|du|fürs|für|zu|zur|zum|über|per|x|su|della?|do|da)\s+/iu;

/**
 * How marketers head a note to their copywriter, in the six languages: the label goes, what it
 * heads is the message ("Hinweis: 0 % Finanzierung…", "Referir: a conta…", "Topic 1 - New batch…",
 * "Please note the following: …", "Sign-off: The Ledgerly Team", "Webinar brief — …").
 */
const NOTE_LABEL =
  /^(?:(?:please\s+)?note(?:s|\s+the following)?|nb|n\.b\.|fyi|ps|p\.s\.|info|(?:[\p{L}-]+\s+){0,3}brief|(?:[\p{L}-]+\s+){0,2}(?:launch|release|product|campaign|meeting|planning|team)\s+notes|objet (?:souhait[ée]|propos[ée])|(?:(?:in fondo|at the bottom|en bas|unten|al final|no rodap[ée])\s+)?(?:must include(?: this)? (?:exactly|verbatim|word for word)|texto obrigat[óo]rio|mentions? (?:l[ée]gales? )?obligatoires?|pflichttext|pflichtangaben|texto (?:legal )?obligatorio|testo obbligatorio|(?:da inserire|va inserit[oa]) (?:esattamente|testualmente))(?:\s+[\p{L}]+){0,3}|(?:key\s+)?facts|fakten|faits|datos|dati|dados|details|détails|dettagli|detalles|detalhes|sign(?:ed)?[- ]?off|signature|signed|firma|firm[aá]|firmado|assinatura|assinado|unterschrift|hinweis(?:e)?|anmerkung(?:en)?|kurzfassung|zusammenfassung|objetivo|objective|objectif|obiettivo|pour qui|for whom|who it['’]?s for|f[üu]r wen|para qui[ée]n|para quem|per chi|placeholders?|platzhalter|marcadores?|merge tags?|variables?|variabili|vari[áa]veis|(?:(?:the|an?|la|a|die|une?|uma)\s+|l['’])(?:idea|ideia|idée|idee)(?:\s+(?:is|es|est|ist|é|è))?|(?:\d{1,2}|two|three|four|deux|trois|quatre|zwei|drei|vier|dos|tres|cuatro|due|tre|quattro|dois|duas|tr[êe]s|quatro)\s+(?:topics|sujets|temas|themen|argomenti|temi|t[óo]picos|assuntos|news|nouvelles|noticias|notizie|not[íi]cias)|(?:the\s+)?(?:body|rest)(?:\s+copy)?|you can write (?:this part|the rest)|(?:lo dem[áa]s|el resto)(?: lo)? (?:redactas|escribes|redact[áa]s)(?: t[úu])?|le reste(?:,)? tu (?:peux|pourras) l['’][ée]crire|(?:il )?resto (?:scrivilo|lo scrivi) tu|o resto (?:pode|podes|voc[êe] pode) escrever|(?:inhalt|den rest|rest|text) frei formulieren|tl;?dr|summary|resumen|r[ée]sum[ée]|riassunto|resumo|felicitarlos|felicitar(?:les)?|congratulate(?: them)?|gratulieren|f[ée]liciter|parabenizar|congratularsi|bitte beachten|(?:bitte\s+)?(?:zu\s+)?erwähnen|please (?:mention|add|include)|nota|notas|ojo|importante mencionar|mencionar|incluir|referir|destacar|remarque|à noter|a noter|à mentionner|a mentionner|da menzionare|da includere|(?:topic|item|point|thema|punkt|tema|sujet|punto|ponto|argomento)\s*(?:\d{1,2}|\p{L})|(?:the\s+|los\s+|les\s+|die\s+|gli\s+|os\s+)?(?:topics|themes|temas|themen|sujets|argomenti|temi|t[óo]picos|assuntos)|(?:fwd?|forward(?:ing|ed)?|reenv[ií]o|reenviado|reenviando|transf[eé]r[eé]|transfert|weitergeleitet|weiterleitung|encaminhando|encaminhado|inoltr[oa]|inoltrato|girato)(?:\s+[^:]{0,50})?)$/iu;
/** A label that heads notes, or names the sending tool's merge fields ("Champs de fusion :", "Merge fields:"). */
const isNoteLabel = (label: string) => NOTE_LABEL.test(label) || FIELD_NAMES.test(label);
/**
 * A field of the brief that is about the email, not for its reader: who it is for, when it goes
 * out ("audience: ops leads at mid-size ecommerce brands", "Zielgruppe: Stammkunden").
 */
// Not "Versand:" (shipping), "Empfänger:", "Recipient:", "Destinatario:" (a delivery's or a gift's) nor
// "Goal:"/"Ziel:" (a fundraiser's), which are facts for the reader.
const FIELD_LABEL =
  /^(?:(?:target\s+)?audiences?|target(?:ing)?|segments?|send(?:ing)?\s+(?:date|time|on)|zielgruppe|p[úu]blico[- ](?:objetivo|alvo)|segmento|cible|public\s+cible|pubblico(?:\s+target)?|audiencia|audi[êe]ncia)\s*[:=]/iu;
/** A casual word that is the marketer's, not the email's: "ugh, …", "oye, …", "…lol", "…porfa". */
const ASIDE_START = /^(?:ugh+|uh+|um+|argh+|welp|yo|oye|ey|bueno|bon|alors|na ja|also|ok(?:ay)?|então|entao|allora|dai)[,!]\s*(?=\S)/iu;
/**
 * The kind of email named first, as a heading typed casually ("carrito abandonado 🛒 se dejaron…",
 * "carrinho abandonado biquíni Maré Alta…"): the kind goes, what follows is the message.
 */
const KIND_HEADING =
  /^(?:abandoned (?:cart|basket)(?: (?:email|reminder))?|cart reminder|carrito abandonado|carrinho abandonado|panier abandonn[ée]|carrello abbandonato|warenkorb[- ]?erinnerung)(?:\s*\p{Extended_Pictographic}[\p{Extended_Pictographic}\u{FE0F}\u{200D}]*)?\s*(?:[:–—-]\s*)?(?=\S)/iu;
/**
 * "Xmas catering menu email, orders close Fri 18/12…": the email named first and parted by a comma,
 * as a colon parts a label. The words before it say what the email is about and stay as a label
 * ("Xmas catering menu: orders close…"), unless they are only its audience; words of a sentence
 * ("Thanks for your email, …") are no label.
 */
const EMAIL_COMMA = /^((?:[\p{L}\p{N}&'’-]+\s+){1,4}?)(?:e-?mail|newsletter)\s*,\s+(?=\S)/iu;
const SENTENCE_WORD = /(?<![\p{L}])(?:for|your|my|our|the|this|that|by|via|to|of|in|on|an?|his|her|their|its|we|you|i|they|thanks|thank|per|reply|send|sent|got|get|check)(?![\p{L}])/iu;
const ASIDE_END = /[,\s]+(?:lol|lmao|haha+|hehe+|jaja+|jeje+|mdr|xd|kkk+|rsrs|porfa|pls|plz)(?![\p{L}])(?=[\s.!?]*$)/iu;

/** "(Don't mention the roof fundraiser yet.)": a note in brackets is read as the sentence it brackets. */
function unwrapped(text: string): string {
  const m = /^\((.+)\)[.!]*$/su.exec(text.trim());
  return m ? m[1].trim() : text;
}

/**
 * The words a request to a colleague is made of when it carries nothing for the reader: the
 * email, its tone, who it is for ("Can you turn this into an email to the guest?", "ci fai una
 * mail gentile ma chiara per lui?", "tu peux me faire un mail sympa pour elle ?").
 */
const REQUEST_ONLY = new Set(
  (
    'this it that these those them him her the a an one to for into in as turn make write draft do send put shape ' +
    'nice short quick friendly clear kind polite warm formal simple but and not please thanks guest customer client ' +
    'ci mi fai scrivi prepari mandi fate una un uno la il lo per lui lei loro gentile chiara chiaro ma e breve cordiale formale semplice cliente ' +
    'me nos haces escribes preparas mandas redactas armas correo mensaje para el ella él ellos ellas amable claro clara corto cortito breve pero y clienta ' +
    'tu peux me faire fais écrire écris une courriel pour elle eux sympa claire court gentil gentille mais et cliente ' +
    'kannst du mir eine einen schreiben machen schreibst machst für ihn sie ihr freundlich klar kurz aber und kunde kundin ' +
    'pode podes faz fazer escreve um uma pra ele ela eles elas simpático simpática curto curta'
  ).split(' '),
);

/** A request asked as a question whose words are all the request's: nothing in it is the email's. */
function requestsNothing(text: string, rules: { asks: RegExp; metaLabel: RegExp }): boolean {
  if (!rules.asks.test(text) || !rules.metaLabel.test(text)) return false;
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean)
    .every((word) => REQUEST_ONLY.has(word) || rules.metaLabel.test(word) || /^(?:can|could|would|will|you|u|ya|puoi|potresti|puedes|podrías|podrias|pourrais|pouvez|könntest|kannst|poderia|consegue)$/u.test(word));
}

/**
 * "Need two subject lines to A/B test (one with the rate…)", "Servono due oggetti per un test A/B",
 * "Quero 2 opções de assunto": options for the subject the marketer picks from, not the message.
 */
const SUBJECT_OPTIONS =
  /(?:\b(?:two|2|three|3|deux|trois|zwei|drei|dos|tres|due|tre|duas|tr[êe]s)\s+(?:\p{L}+\s+){0,2}?(?:subject(?: lines?)?s?|objets?|betreff(?:zeilen)?|asuntos?|oggetti|assuntos?|op[çc][õo]es de assunto|opciones de asunto|subject options|betreff-?varianten)\b|\bA\/B[- ]?(?:test|testing|testen)?\b|\btest(?:e)? A\/B\b)/iu;
const COLON_LABEL = /^([^:]{1,60}?)(?::|\s[-–—]\s)\s*(?=\S)/u;
const EMOJI_LABEL = /^([^:]{1,60}?)(?::|\s[-–—]\s|\s*\p{Extended_Pictographic}[\p{Extended_Pictographic}\u{FE0F}\u{200D}]*(?=\s))\s*(?=\S)/u;
const FROM_SENDER = /(?<![\p{L}])(?:from|von|de la part d|da parte d|de parte d)/iu;

/** The prompt's message: every unit a recipient must read, in the prompt's order. */
export function messageUnits(prompt: string, options: UnitOptions): MessageUnit[] {
  const { language, register, dictionary } = options;
  const text = blank(prompt);
  const rules = REWRITES[language];
  const units: MessageUnit[] = [];
  // Once an instruction names the audience ("Tell the customer…"), its "they" and "their" in the
  // sentences that follow are the reader too.
  let audience = false;
  const note = rules.note && !rules.note.addressed.test(text) ? rules.note.shift : undefined;
  for (const line of lines(text)) {
    for (const part of inlineItems(line)) {
      for (const sentence of sentences(part, language)) {
        // "Newsletter this month: 1) …" — a label about the email itself is no part of the message.
        let body = sentence.text;
        let start = sentence.start;
        let kept = '';
        const aside = ASIDE_START.exec(body);
        if (aside) {
          body = body.slice(aside[0].length);
          start += aside[0].length;
        }
        body = body.replace(ASIDE_END, '');
        const kind = KIND_HEADING.exec(body);
        if (kind) {
          body = body.slice(kind[0].length);
          start += kind[0].length;
        }
        // "Commence par « Bonjour {{ contact.PRENOM }} »": the greeting the note quotes is the email's own unit.
        const greeted = greetingNote(body);
        if (greeted) {
          units.push({ text: greeted.greeting, span: [start, start + body.length], item: false, rewritten: true });
          if (!body.startsWith(greeted.rest)) start += body.length - greeted.rest.length;
          body = greeted.rest;
          if (!/[\p{L}\p{N}]/u.test(body)) continue;
        }
        body = withoutFieldNames(body);
        const commaLabel = EMAIL_COMMA.exec(body);
        if (commaLabel && !SENTENCE_WORD.test(commaLabel[1])) {
          const name = commaLabel[1].trim();
          const keep = !LABEL_AUDIENCE.test(name) && !AUDIENCE_STEM.test(name) ? name : '';
          const rest = body.slice(commaLabel[0].length);
          // The kept name stands where the label began.
          if (!keep) start += commaLabel[0].length;
          body = keep ? `${keep}: ${rest}` : rest;
        }
        if (rules.tail) body = body.replace(rules.tail, '');
        // "Body — you can write this part, keep it short: 40% off…": a label may head another.
        for (let pass = 0; pass < 2; pass++) {
          const heading = /^([^:]{1,60}?)\s*(?::|\s[-–—]\s)\s*(?=\S)/u.exec(body);
          const label = heading?.[1].trim().replace(/,\s*(?:keep it|make it|short|kurz|breve|court|corto|curto)[^,:]{0,20}$/iu, '');
          if (!heading || !isNoteLabel(label!)) break;
          body = body.slice(heading[0].length);
          start += heading[0].length;
        }
        if (FIELD_LABEL.test(body)) continue;
        // A request the rewrite rules do not know, or would drop whole with the course or plan it
        // names: the asking goes, the email it names is read below.
        // The rules are asked only when the request reader matched (they run over every sentence once more below).
        const asked = withoutRequest(body, language);
        const ruled = asked && rewriteUnit(body, rules.rules, register);
        if (asked && !(ruled && ruled.rewritten && ruled.text?.trim())) {
          if (!asked.body) continue;
          body = asked.body;
          start += asked.cut;
        }
        // "Einladungsmail für unseren Sommerabend schreiben: …" asks with its verb last: a German "für" before a colon is the label reader's below.
        const emailForAny = EMAIL_FOR.exec(body);
        // "Annual renewal notice for the Vaultline Family plan: the subscription renews…" too: a notice named before a colon is left to the label reader, which keeps the plan.
        const emailFor = emailForAny && !((/^für$/iu.test(emailForAny[1]) || /(?:notice|appeal)\s+\S+\s*$/iu.test(emailForAny[0].slice(0, emailForAny.index + emailForAny[0].indexOf(emailForAny[2])))) && /:\s*$/u.test(emailForAny[0])) ? emailForAny : null;
        if (emailFor) {
          const rest = body.slice(emailFor[0].length);
          // Someone named: a capital after the first word, a number ("… der Lindenschule", "Angebot Nr. AN-2026-1187"),
          // or what they are on the list of, dictated in lower case ("alle auf der warteliste fürs fondue-set caquelon").
          // German writes every noun with a capital: "alle Kunden" is still only an audience.
          const capitals = emailFor[2].split(/\s+/u).slice(1).filter((w) => /^\p{Lu}/u.test(w) && !AUDIENCE_STEM.test(w) && !LABEL_AUDIENCE.test(w));
          const named = capitals.length > 0 || /\d|\s(?:fürs|für|vom|von|for|of|del?|della?|dello|do|da|du|des)\s/u.test(emailFor[2]);
          const to = named ? `${emailFor[1][0].toLocaleUpperCase(language)}${emailFor[1].slice(1)} ${emailFor[2]}` : '';
          if (!to && !rest.trim()) continue;
          start += emailFor[0].length - (to ? (rest ? to.length + 2 : to.length) : 0);
          body = to ? (rest ? `${to}: ${rest}` : to) : rest;
        }
        // "mail fêtes 🎄 merci à tous…", "Reaktivierungsmail an Ex-Schüler*innen 💃 wir vermissen euch!": typed casually, an emoji ends a label as a colon does.
        // Not a greeting that says who it is from ("happy holidays email from all of us at Scruff & Suds 🐾"): the sender is the reader's to see.
        const ended = EMOJI_LABEL.exec(body);
        const label = ended && FROM_SENDER.test(ended[1]) ? COLON_LABEL.exec(body) : ended;
        // "Shipping notice for order #NW-48213:" names the email and carries a fact: it stays.
        const carries = !!label && findIdentifiers(label[1]).some((c) => c.type !== 'code');
        // "inscrições por email:", "RSVP by email:" say how to answer: the channel is no label about the email.
        const channel = !!label && CHANNEL.test(label[1]);
        // "need to email everyone who preordered the Kestrel headphones — …": what the audience did is the reader's news, no label.
        const audienceDid = !!label && /\swho\s/iu.test(label[1]) && rewriteUnit(label[1], rules.rules, register).rewritten;
        if (label && rules.metaLabel.test(label[1]) && !carries && !channel && !audienceDid) {
          // "faut une invit pour notre goûter de Noël :" names the email and what it is for: the event stays.
          const about = ABOUT_META.exec(label[1]);
          const before = about ? label[1].slice(0, about.index) : '';
          // "mail x i clienti che non ordinano da un anno": after its audience, the label's "da" is theirs, not a name's.
          const named = about && rules.metaLabel.test(before) && !AUDIENCE_STEM.test(before) ? label[1].slice(about.index + about[0].length) : '';
          const keep = named && !LABEL_AUDIENCE.test(named) && !AUDIENCE_STEM.test(named) && !editionOnly(named) && !rules.metaLabel.test(named) ? named : '';
          body = keep ? `${keep}: ${body.slice(label[0].length)}` : body.slice(label[0].length);
          start += keep ? label[1].length - keep.length : label[0].length;
          // "Members' newsletter copy – December": the edition's month is the newsletter's title, not a sentence.
          if (editionOnly(body)) continue;
          // "…for the December newsletter — Topic A: author talk…": the note's own label goes too.
          const note = /^([^:]{1,60}?)\s*(?::|\s[-–—]\s)\s*(?=\S)/u.exec(body);
          if (note && isNoteLabel(note[1].trim())) {
            body = body.slice(note[0].length);
            start += note[0].length;
          }
        } else if (label && !sentence.item && rules.directive.test(label[1])) {
          // "shipping email for order #W-10482 — 2 pairs of socks went out today…": a label naming
          // the email that carries an identifier is no directive; what it is for stays ("order
          // #W-10482 — …"), and so does the sentence it heads (en-198 lost all of it).
          if (!carries) continue;
          const about = ABOUT_META.exec(label[1]);
          if (about && rules.metaLabel.test(label[1].slice(0, about.index))) {
            const named = label[1].slice(about.index + about[0].length);
            start += label[1].length - named.length;
            body = named[0].toLocaleUpperCase(language) + named.slice(1) + body.slice(label[1].length);
          }
        }
        else if (label && rewriteUnit(body.slice(label[0].length), rules.rules, register).rewritten) {
          // "Mother's Day: remind customers to order before May 6" — the label stays, the instruction goes.
          kept = label[0];
          body = body.slice(label[0].length);
        }
        // "Propose-moi 2 objets pour un test A/B et le mail qui va avec : -20 %…": the request goes, what follows its colon stays.
        const options = SUBJECT_OPTIONS.exec(body);
        if (options) {
          const colon = body.slice(options.index).search(/\s?:\s+(?=\S)/u);
          if (colon < 0) continue;
          const cut = options.index + colon + body.slice(options.index + colon).match(/^\s?:\s+/u)![0].length;
          body = body.slice(cut);
          start += cut;
        }
        const noted = withoutWriterNotes(unwrapped(body), language);
        if (noted === null) {
          // "Winter boots — email for the whole list, pasted from the sheet:": the label it heads stays.
          const named = kept.replace(/\s*(?::|[-–—])\s*$/u, '');
          if (named) units.push({ text: finish(named, language, sentence.item, dictionary), span: [start, start + named.length], item: sentence.item, rewritten: false });
          continue;
        }
        if (noted !== undefined) body = noted;
        body = reasonAsked(body, language);
        if (rules.directive.test(body) || rules.directive.test(unwrapped(body)) || requestsNothing(body, rules) || BANNED_WORDS.test(body)) continue;
        // "Newsletter this month:" standing before its list is a label too.
        // But "Einladung Adventsbacken für Kinder:" also names the event: its name stays, the label goes.
        // "Pour la newsletter de décembre —" before its numbered items is one too.
        const dangling = /^([^:]{1,80}?)(?::|\s*[-–—])$/u.exec(body);
        if (dangling && isNoteLabel(dangling[1].trim())) continue;
        if (dangling && rules.metaLabel.test(dangling[1])) {
          const name = labelledName(dangling[1], rules.metaLabel);
          if (!name) continue;
          start += body.indexOf(name);
          body = name;
        }
        const rewrite = rewriteUnit(body, rules.rules, register);
        const { rewritten } = rewrite;
        if (rewrite.text === null) continue;
        // "can u do an email telling ppl our gift guide is live?": the question was the request's.
        const out = rewritten && rules.asks.test(body) ? rewrite.text.replace(/\s*\?+(?=\s*$)/u, '.') : rewrite.text;
        if (rewritten) audience = true;
        let inner = out;
        // An instruction inside a sentence ("…, and mention that…", "…, recordad q…") is one wherever it stands.
        for (const [re, to] of rules.inner ?? []) inner = inner.replace(re, to);
        if (rewritten || audience || inner !== out) {
          // A new sentence starts with a capital, but not after an abbreviation ("o. Ä. verlosen", "ca. 3").
          inner = inner.replace(/([^\s.!?]*)([.!?]\s+)(\p{Ll})/gu, (m, word: string, end: string, letter: string) =>
            end.startsWith('.') && (ABBREVIATIONS.has(word.toLowerCase()) || /^\p{L}$/u.test(word) || /^\d{1,2}$/u.test(word)) ? m : word + end + letter.toLocaleUpperCase(language));
        }
        const third = rules.named?.(inner, text) ?? (audience ? rules.shift(inner, register) : note ? note(inner) : inner);
        const shifted = kept + third;
        const final = finish(shifted, language, sentence.item, dictionary);
        if (!/[\p{L}\p{N}]/u.test(final) || rules.directive.test(final)) continue;
        units.push({ text: final, span: [start, sentence.start + sentence.text.length], item: sentence.item, rewritten });
      }
    }
  }
  return units;
}
