/**
 * The shapes a prompt arrives in, read down to the words a marketer meant. People paste what they
 * have: a forwarded mail thread (headers, "Hi Tom,", a signature, a confidentiality footer, the
 * earlier reply quoted below), notes in Markdown ("## What's changing", "**24 months**"), a JSON
 * body from a developer calling the API, text dictated by voice ("…off all snowshoes period free
 * pickup…", "help at sign ridgeline dot example dot com"). Every reader after this one (the
 * brief's slots, the message units, the fact extractors) would take the syntax for words and the
 * thread's own furniture for the message. Pure and storage-free; lines that carry no message go
 * whole, so what is left reads as the marketer's note would.
 */
import type { CopyLanguage } from '../types';
import { ITEM_NAME_KEY, payloadLabel } from './payload-keys';
import { writeSpokenNumbers } from './spoken-numbers';
import { fromHtml } from './html';
import { withoutDocComments } from './doc-comments';
import { escapeRegExp } from '../understand/text';

/** A JSON body's keys that say how to write the email, not what it says ("template", "tone", "nicht_erwaehnen"). */
const JSON_DIRECTIVE_KEYS =
  /^(?:template(?:_?id)?|purpose|goal|objective|zweck|finalidad|objetivo|objectif|scopo|finalidade|max_?tokens|locale|lang(?:uage)?|sprache|idioma|langue|lingua|segment[oa]?|audience|audiencia|publico|zielgruppe|cible|pubblico|tone|ton|tono|tom|style|stil|estilo|stile|register|anrede|tratamiento|tutoiement|max_?words|max_?length|length|format|channel|kanal|canal|instructions?|instrucciones|instru[cç][õo]es|anweisungen?|istruzioni|type|tipo|typ|kind|event|evento_tipo|nicht_?erw(?:ae|ä|a)hnen|no_?mencionar|ne_?pas_?mentionner|non_?menzionare|n[aã]o_?mencionar|do_?not_?mention|dont_?mention|exclude|avoid|subject_?hint|cta_?style|notes?_?(?:for|to|para|per|pour|f(?:ue|ü)r)_?\w+|writer_?notes|internal(?:_?notes?)?|intern[oa]?)$/iu;
/** Keys whose value is the message itself ("prompt", "brief", "text"). */
const JSON_MESSAGE_KEYS = /^(?:prompt|brief|message|mensaje|mensagem|messaggio|nachricht|texte?|text|texto|testo|body|content|contenido|conte[uú]do|contenuto|inhalt)$/iu;
/** Keys whose value holds the facts as fields ("data", "vars"): read field by field. */
/** A merge tag as marketers type it into a prompt: `{{first_name}}`, `*|FNAME|*`, `%FIRSTNAME%`, Salesforce's `%%FirstName%%`, `{$name}`. */
export const PROMPT_MERGE_TAG = String.raw`(?:\{\{[^{}\n]{1,60}\}\}|%%[\w.]{1,40}%%|\*\|[A-Z0-9_]{1,30}\|\*|%[A-Z0-9_]{1,30}%|\{\$[\w.]{1,40}\})`;
const MERGE_TAG_ONLY = new RegExp(`^\\s*${PROMPT_MERGE_TAG}\\s*$`, 'u');

function humanKey(key: string, parent: string | undefined, language: CopyLanguage): string {
  const label = payloadLabel(key, parent, language);
  if (label) return label;
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
}

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * One item of a list (`{"name":"Maglia Stelvio","size":"M","qty":1}`) as the one line a receipt
 * gives it, "Maglia Stelvio — Taglia: M, Quantità: 1", not three lines that lose which size goes
 * with which product. Undefined unless every field is a plain value and one names the item.
 */
function itemLine(item: Record<string, unknown>, parent: string | undefined, language: CopyLanguage): string | undefined {
  const entries = Object.entries(item).filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '');
  if (!entries.length || !entries.every(([, v]) => isScalar(v))) return undefined;
  const named = entries.find(([k]) => ITEM_NAME_KEY.test(k));
  if (!named) return undefined;
  const rest = entries.filter(([k]) => k !== named[0] && !JSON_DIRECTIVE_KEYS.test(k)).map(([k, v]) => `${humanKey(k, parent, language)}: ${String(v).trim()}`);
  return rest.length ? `${String(named[1]).trim()} — ${rest.join(', ')}` : String(named[1]).trim();
}

function jsonLines(value: unknown, language: CopyLanguage, key?: string, parent?: string): string[] {
  if (value === null || value === undefined) return [];
  if (key && JSON_DIRECTIVE_KEYS.test(key)) return [];
  if (Array.isArray(value))
    return value
      .flatMap((v) => {
        const line = v && typeof v === 'object' && !Array.isArray(v) ? itemLine(v as Record<string, unknown>, key, language) : undefined;
        return line !== undefined ? [line] : jsonLines(v, language, undefined, key);
      })
      .map((l) => (key && !/:/.test(l) && !/ — /.test(l) ? `${humanKey(key, parent, language)}: ${l}` : l));
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => jsonLines(v, language, k, key));
  const text = String(value).trim();
  if (!text) return [];
  // "prenom": "{{prenom}}": the reader's name as a merge tag, kept for the greeting.
  if (MERGE_TAG_ONLY.test(text)) return [`${text},`];
  // A link, an address or a phone number reads as itself; its key ("url") is the developer's.
  if (!key || JSON_MESSAGE_KEYS.test(key) || /^(?:https?:\/\/|www\.)\S+$|^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/iu.test(text)) return [text];
  // "obs", "notes": a sentence of its own, read as the notes it is.
  if (/^(?:obs|notes?|notas?|notizen?|remarques?|hinweise?|observa[cç](?:[aã]o|[oõ]es)|observaciones)$/iu.test(key)) return [text];
  return [`${humanKey(key, parent, language)}: ${text}`];
}

/** The object a JSON prompt holds, or undefined when the prompt is not one. */
function jsonObjectOf(prompt: string): object | undefined {
  // "POST /v1/emails/generate {…}", "curl -d '{…}'": the request line a developer pasted with the body.
  const trimmed = prompt.trim().replace(/^(?:(?:POST|PUT|PATCH)\s+\S+|curl\b[^{]*?-d\s*')\s*(?=\{)/u, '').replace(/'\s*$/u, '');
  if (!/^\{[\s\S]*\}$/u.test(trimmed)) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A prompt that is a JSON object: its fields as lines ("Valeur euros: 12,50 €"), its directives
 * gone, the usual payload keys labelled in the email's `language`.
 */
function fromJson(prompt: string, language: CopyLanguage): string | undefined {
  const parsed = jsonObjectOf(prompt);
  const lines = parsed ? jsonLines(parsed, language) : [];
  return lines.length ? lines.join('\n') : undefined;
}

function stringValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringValues);
  return [];
}

/**
 * What the author of a JSON prompt wrote in their own words: every string value, its notes to the
 * writer too, and none of its keys. The keys are a developer's ("order", "items", "size") and say
 * nothing of the language the message is in; undefined when the prompt is not JSON.
 */
export function jsonWordsOf(prompt: string): string | undefined {
  const parsed = jsonObjectOf(prompt);
  return parsed ? stringValues(parsed).join('\n') : undefined;
}

/** "| Size | Status |", "|---|---|": a Markdown table's row, its cells between pipes. */
const PIPE_ROW = /^[ \t]*\|(?:[^|\n]*\|){2,}[ \t]*$/u;
const PIPE_RULE = /^[ \t]*\|?(?:[ \t]*:?-{2,}:?[ \t]*\|)+(?:[ \t]*:?-{2,}:?[ \t]*)?[ \t]*$/u;

/**
 * A table pasted as text — Markdown's pipes ("| Abo | bisher |"), pipes without the outer ones
 * ("Shop | 24 Dec | 25 Dec"), a CSV export with semicolons ("sku;nombre;precio") — as rows pasted
 * from a spreadsheet are: a line per row, its cells separated by tabs, the rule under the header
 * gone; `fromTable` then reads its header. Two lines at least, each with the same number of cells
 * (three at least unless the outer pipes mark it), and semicolons with no space after them: prose
 * with semicolons is no table.
 */
function fromPipeTable(text: string): string {
  const lines = text.split('\n');
  const cells = (line: string, sep: string) => (sep === '|' ? line.trim().replace(/^\||\|$/gu, '') : line.trim()).split(sep).map((c) => c.trim());
  const width = (i: number, sep: string): number => {
    // An export writes "a;b;c"; prose puts a space after its semicolons ("Bring boots; gloves").
    if (i < 0 || i >= lines.length || !lines[i].includes(sep) || PIPE_RULE.test(lines[i]) || (sep === ';' && /;\s/u.test(lines[i].trim()))) return 0;
    const n = cells(lines[i], sep).length;
    return PIPE_ROW.test(lines[i]) || n >= 3 ? n : 0;
  };
  const ruled = (i: number) => i >= 0 && i < lines.length && PIPE_RULE.test(lines[i]);
  // The row above or below, across the rule under a Markdown header.
  const neighbour = (i: number, step: number) => (ruled(i + step) ? i + 2 * step : i + step);
  return lines
    .flatMap((line, i) => {
      if (ruled(i) && (PIPE_ROW.test(lines[i - 1] ?? '') || PIPE_ROW.test(lines[i + 1] ?? ''))) return [];
      for (const sep of ['|', ';']) {
        const n = width(i, sep);
        if (n >= 2 && (width(neighbour(i, -1), sep) === n || width(neighbour(i, 1), sep) === n)) return [cells(line, sep).join('\t')];
      }
      return [line];
    })
    .join('\n');
}

/** "**24 months**", "## What's changing", "[terms](https://…)": Markdown's marks go, its words stay. */
function fromMarkdown(text: string): string {
  return fromPipeTable(text)
    // "## What they need to do": a short heading without a figure is the notes' structure, not a sentence of the email.
    // (Not one that names something: "# Lancement : Sérum Nuit Aube" keeps its capitalised name.)
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+(?:[^\d\n]*[^\d\s])?[ \t]*$/gmu, (line) => {
      const words = line.replace(/^[ \t]*#+/u, '').trim().split(/\s+/);
      return words.length <= 7 && !words.slice(1).some((w) => /^\p{Lu}\p{Ll}/u.test(w)) ? '' : line;
    })
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gmu, '')
    .replace(/\*\*([^*\n]+)\*\*/gu, '$1')
    .replace(/__([^_\n]+)__/gu, '$1')
    .replace(/(?<![\p{L}\p{N}*])\*([^*\n]+)\*(?![\p{L}\p{N}*])/gu, '$1')
    .replace(/(?<![\p{L}\p{N}_])_([^_\n]+)_(?![\p{L}\p{N}_])/gu, '$1')
    .replace(/`([^`\n]+)`/gu, '$1')
    .replace(/\[([^\]\n]+)\]\((\S+?)\)/gu, '$1 ($2)')
    .replace(/^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$/gmu, '');
}

const FORWARD_MARK =
  /^[ \t]*-{2,}[ \t]*(?:forwarded message|original message|mensaje reenviado|mensaje original|message transf[ée]r[ée]|message d['’]origine|weitergeleitete nachricht|urspr[üu]ngliche nachricht|messaggio inoltrato|messaggio originale|mensagem encaminhada|mensagem original)[ \t]*-*[ \t]*$/iu;
const HEADER = /^[ \t]*(?:from|date|sent|to|cc|subject|von|datum|gesendet(?: am)?|an|betreff|de|fecha|enviado(?: el)?|enviada em|para|asunto|envoy[ée](?: le)?|[àa]|objet|da|data|inviato(?: il)?|oggetto|assunto)[ \t]*:[ \t]*\S/iu;
const HEADER_SENDER = /^[ \t]*(?:from|von|de|da)[ \t]*:/iu;
const HEADER_SUBJECT = /^[ \t]*(?:subject|betreff|asunto|objet|oggetto|assunto|sent|gesendet(?: am)?|enviado(?: el)?|enviada em|envoy[ée](?: le)?|inviato(?: il)?)[ \t]*:/iu;
/** "On Thu, 26 Nov 2026, Tom Reihana wrote:": the reply quoted below is the thread's past, not the message. */
const ATTRIBUTION =
  /^[ \t>]*(?:on\s.{4,120}\swrote|am\s.{4,120}\sschrieb\s.{1,80}|el\s.{4,120}\sescribi[óo]|le\s.{4,120}\sa\s[ée]crit|il\s(?:giorno\s)?.{4,120}\sha\sscritto|em\s.{4,120}\sescreveu)[ \t]*:[ \t]*$/iu;
/** "nicht am 1.12., sondern am 15.12.", "not at 7pm but at 8pm": a value corrected, and what it is now. */
const NOT_BUT =
  /(?<![\p{L}])(?:nicht|not|no|non|n[ãa]o|pas)\s+(?:(?:am|um|on|at|el|a las|le|à|il|alle|o|às|the)\s+)?([\p{N}][\p{N}.,:/h]*[\p{N}.]|[\p{N}]+)\s*,?\s+(?:sondern|but|sino|mais|ma|mas)\s+(?:(?:am|um|on|at|el|a las|le|à|il|alle|o|às|the)\s+)?(?:\p{L}+,?\s+)?([\p{N}][\p{N}.,:/h]*[\p{N}.]|[\p{N}]+)/giu;

/**
 * A request that builds on the email quoted under it ("a second, shorter send of this email",
 * "same details", "Rimanda la mail qui sotto"): the quote is the message to write from, not an
 * earlier reply to leave out.
 */
const BUILDS_ON_QUOTE =
  /(?<![\p{L}])(?:(?:this|that|the (?:same|original|last|previous)) (?:e-?mail|mail|newsletter|invite|invitation)|(?:e-?mail|mail|correo|courriel|invito|convite|einladung|newsletter)\s+(?:unten|below|de abajo|abajo|ci-dessous|qui sotto|sotto|abaixo)|(?:the|our) (?:e-?mail|mail|invite|invitation|newsletter) we sent|(?:desse|deste|dessa|desta|esse|este|o mesmo) (?:convite|aviso|comunicado)|(?:convite|e-?mail|mail) que (?:mandamos|enviamos)|(?:esta|esa|la misma) invitaci[óo]n|(?:cette|la m[êe]me) invitation|(?:diese|dieselbe) einladung|(?:questo|lo stesso) invito|(?:same|all the) (?:details|info|data|facts)|(?:esta|este|ese|esa|el mismo|la misma) (?:e-?mail|mail|correo)|(?:los )?mismos datos|(?:ce|le m[êe]me) (?:mail|courriel|e-?mail)|m[êe]mes (?:infos|informations|d[ée]tails|donn[ée]es)|(?:diese|dieselbe|die gleiche) (?:e-?mail|mail)|(?:die )?gleichen (?:daten|infos|angaben)|(?:este|esse|o mesmo) (?:e-?mail|mail)|mesmos dados|(?:questa|la stessa) (?:e-?mail|mail)|stessi dati|(?:re-?send|resend|reenv[ií]a|renvoie|rimanda|reenvia|nochmal senden|erneut senden))(?![\p{L}])/iu;
/** The words a greeting opens with, in the six languages (lower case; one list for every reader of a greeting). */
export const GREETING_WORDS =
  'hi|hey|hello|dear|good morning|hallo|liebe[rs]?|sehr geehrte[rs]?|guten (?:morgen|tag)|servus|moin|hola|querid[oa]s?|estimad[oa]s?|buenas|buenos d[íi]as|salut|slt|bonjour|coucou|cher|chère|ciao|car[oa]|gentile|buongiorno|salve|ol[áa]|oi|prezad[oa]|bom dia|boa tarde';
/** "Hi Tom,", "Hola Marta:" alone on a line: the colleague greeted, never the reader. */
// Case-blind for the greeting (“Hi”, “hi”), case-bound for the name that follows it.
const GREETING_LINE = new RegExp(
  `^[ \\t]*(?:${GREETING_WORDS.replace(/(^|\|)([a-z])/g, (_m, bar: string, c: string) => `${bar}[${c.toUpperCase()}${c}]`)})[ \\t]+\\p{Lu}[\\p{L}'’-]*(?:[ \\t]+\\p{Lu}[\\p{L}'’-]*)?[ \\t]*[,!:]?[ \\t]*$`,
  'u',
);
/** "Cheers,", "Mit freundlichen Grüßen": a colleague's sign-off. */
const VALEDICTION =
  /^[ \t]*(?:cheers|thanks|thank you|thx|best|best regards|kind regards|regards|warm regards|many thanks|all the best|mit freundlichen gr[üu](?:ß|ss)en|viele gr[üu](?:ß|ss)e|beste gr[üu](?:ß|ss)e|liebe gr[üu](?:ß|ss)e|lg|gru(?:ß|ss)|saludos|un saludo|un abrazo|atentamente|cordialement|bien [àa] vous|bien cordialement|amicalement|cordiali saluti|un saluto|saluti|a presto|atenciosamente|abra[çc]os|abs|cumprimentos|com os melhores cumprimentos)[ \t]*[,!.]?[ \t]*$/iu;
/** A confidentiality footer, in the six languages. */
const DISCLAIMER =
  /(?:confidential|vertraulich|confidencial|confidentiel|riservat|confidenziale).{0,200}(?:intended|addressee|recipient|empf[äa]nger|destinatari|destinataire|destinat[áa]rio|in error|irrt[üu]mlich|por error|par erreur|per errore|por engano)/iu;
/** The longest line a signature's registration line is. */
const REGISTRATION_LINE_MAX = 200;
/** A company's registration line under a signature ("HRB 5555", "P.IVA 01234567890", "NIPC 500 000 000"). */
const REGISTRATION =
  /(?:\bHRB\s?\d|\bTVA\s(?:BE|FR|LU)\b|\bBTW\b|\bKBO\b|\bVAT\s(?:no|number|reg)|\bP\.?\s?IVA\b|\bNIPC\b|\bUSt-?Id(?:Nr)?\b|\bSIRET\b|\bRCS\s\p{Lu}|\bCIF:?\s?\p{Lu}?\d|registered in (?:england|scotland|ireland)|\bamtsgericht\b|sitz der gesellschaft|gesch[äa]ftsf[üu]hr(?:er|ung|erin)\s*:)/iu;
/** "_Internal: legal signed off…_", "Interno: …": a note for the team, never for the reader. */
const INTERNAL = /^[ \t]*(?:\(?\s*(?:internal|intern|interno|interna|interne|nota interna|note interne|internal note|nur intern|solo interno|uso interno|s[óo] interno|para uso interno)\s*\)?[ \t]*[:–—-])/iu;

/** '⚠️ Pas de "miracle", pas de "anti-âge"', 'No "exclusive"': the words the email must not use, in quotes. */
export const BANNED_WORDS =
  /^(?:>\s*)?(?:\p{Extended_Pictographic}\u{FE0F}?\s*)?(?:no|not|never|avoid|don['’]?t (?:say|use|write)|pas de|jamais|sans|kein\p{L}*|nicht|nada de|sin|nunca|niente|senza|nessun\p{L}*|sem|evit\p{L}*)\s+(?:the word\s+|le mot\s+|das wort\s+|la palabra\s+|a palavra\s+|la parola\s+)?["«“„'‚]/iu;
/** "[INTERN: Vorlage V-17, Freigabe 23.11.]" anywhere in a line: a bracketed note for the team. */
const INTERNAL_BRACKET = /\s*[[(]\s*(?:internal|intern|interno|interna|interne|nota interna|note interne|nur intern|solo interno|uso interno)\s*[:–—-][^\])\n]*[\])]/giu;
/** "Ce message est strictement confidentiel.", "Pensez à l'environnement avant d'imprimer": a mail footer. */
const FOOTER =
  /^[ \t]*(?:(?:this|ce|dieser?|este|questo|esta)\s+(?:message|e-?mail|courriel|nachricht|mensaje|correo|messaggio|mensagem)\s+(?:is|est|ist|es|è|é)\s+(?:strictly\s+|strictement\s+|streng\s+|estrictamente\s+|strettamente\s+|estritamente\s+)?(?:confidential|confidentiel|vertraulich|confidencial|riservato|confidenziale)|(?:this|diese|esta|este|questa|questo|ce|cet)\s+(?:message|e-?mail|nachricht|mensaje|correo|messaggio|mensagem|courriel)\b[^.\n]{0,40}?\s(?:may|can|kann|k[öo]nnen|pode(?:m)?|puede(?:n)?|peut|peuvent|pu[òo]|possono)\s[^.\n]{0,60}?(?:confidential|vertraulich|confidencial|confidentiel|riservat|confidenzial)|(?:please\s+)?(?:think|consider the environment)\b.{0,40}\bprint|pensez [àa] l['’]environnement|bitte denken sie an die umwelt|antes de imprimir|prima di stampare)/iu;
/** At most this many lines above a thread's headers are the request to the colleague about it ("Te reenvío lo que me pasó Marta, ¿me preparas…?"). */
const FORWARD_INTRO_MAX_LINES = 3;

/** A forwarded or replied thread, read down to its message. */
function fromThread(text: string): string {
  const lines = text.split('\n');
  const keep: boolean[] = lines.map(() => true);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // A registration line is a signature's short line; a brief written on one line that quotes its footer ("Keep this
    // footer exactly: \"… registered in Scotland, SC612345 …\"") is the whole brief, and was read as nothing.
    const registration = REGISTRATION.test(line) && line.length <= REGISTRATION_LINE_MAX;
    if (FORWARD_MARK.test(line) || GREETING_LINE.test(line) || DISCLAIMER.test(line) || FOOTER.test(line) || registration || INTERNAL.test(line) || BANNED_WORDS.test(line.trim())) {
      keep[i] = false;
      continue;
    }
    // A header block: a sender line and a subject or sent line among the lines together.
    if (HEADER.test(line)) {
      let end = i;
      while (end + 1 < lines.length && HEADER.test(lines[end + 1])) end++;
      const block = lines.slice(i, end + 1);
      if (end > i && block.some((l) => HEADER_SENDER.test(l)) && block.some((l) => HEADER_SUBJECT.test(l))) {
        for (let k = i; k <= end; k++) keep[k] = false;
        // What stands above the thread is the marketer's request to a colleague about it, when short.
        const above = lines.slice(0, i).filter((l) => l.trim() && !/^[ \t]*-{2,}/u.test(l));
        if (above.length <= FORWARD_INTRO_MAX_LINES) for (let k = 0; k < i; k++) keep[k] = false;
        i = end;
      }
      continue;
    }
    if (ATTRIBUTION.test(line)) {
      keep[i] = false;
      // "A shorter second send of this email…, same details": the quoted email is what to write from.
      const request = lines.slice(0, i).filter((_l, k) => keep[k]).join('\n');
      const base = BUILDS_ON_QUOTE.test(request);
      // "der Einzug ist nicht am 1.12., sondern am 15.12.": the quote says the corrected value.
      const corrections = base
        ? [...request.matchAll(NOT_BUT)].map((m) => [new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(m[1])}(?![\\p{N}])`, 'gu'), m[2]] as const)
        : [];
      for (let k = i + 1; k < lines.length && /^[ \t]*>/u.test(lines[k]); k++) {
        if (!base) {
          keep[k] = false;
          continue;
        }
        let line = lines[k].replace(/^[ \t]*>+[ \t]?/u, '');
        for (const [was, is] of corrections) line = line.replace(was, is);
        lines[k] = line;
      }
      continue;
    }
    // "Cheers," goes; the name and company under it stay (who the news is from is part of it).
    if (VALEDICTION.test(line)) keep[i] = false;
  }
  return lines.filter((_l, i) => keep[i]).join('\n').replace(INTERNAL_BRACKET, '');
}

/** Spoken punctuation, per language: what a dictated prompt says for ".", ",", ":" and "@". */
const SPOKEN: Array<[RegExp, string]> = [
  [/\s+(?:new (?:line|paragraph)|neue zeile|neuer absatz|nueva l[ií]nea|nuevo p[áa]rrafo|(?:à la|a la) ligne|nouveau paragraphe|a capo|nuova riga|nova linha|novo par[áa]grafo)(?![\p{L}])[ \t]*/giu, '\n'],
  [/\s+(?:question mark|fragezeichen|signo de interrogaci[óo]n|point d['’]interrogation|punto interrogativo|ponto de interroga[çc][ãa]o)(?![\p{L}])/giu, '?'],
  [/\s+(?:exclamation (?:mark|point)|ausrufezeichen|signo de exclamaci[óo]n|point d['’]exclamation|punto esclamativo|ponto de exclama[çc][ãa]o)(?![\p{L}])/giu, '!'],
  [/\s+(?:colon|doppelpunkt|dos puntos|deux[ -]points|due punti|dois pontos)(?![\p{L}])/giu, ':'],
  [/\s+(?:at sign|at-zeichen|arroba|arobase|chiocciola)\s+/giu, '@'],
  [/\s+(?:comma|komma|coma|virgule|virgola|v[íi]rgula)(?![\p{L}])/giu, ','],
  [/\s+(?:period|full stop|punkt|punto|point|ponto)(?![\p{L}])/giu, '.'],
];
const SPOKEN_COUNT = /(?<![\p{L}])(?:period|full stop|comma|at sign|question mark|new line|punkt|komma|doppelpunkt|punto|coma|arroba|point|virgule|arobase|virgola|chiocciola|ponto|v[íi]rgula)(?![\p{L}])/giu;

/** A prompt dictated by voice: its spoken punctuation written ("…poles period free pickup" → "…poles. free pickup"). */
function fromDictation(text: string): string {
  const spoken = text.match(SPOKEN_COUNT)?.length ?? 0;
  const written = text.match(/[.,;:!?](?=\s|$)/gu)?.length ?? 0;
  if (spoken < 3 || written > spoken / 2) return text;
  let out = text;
  for (const [re, to] of SPOKEN) out = out.replace(re, to);
  // "courriel pour tous les inscrits virgule la sortie…": a dictated label ends at its first comma, as a typed one at its colon.
  out = out.replace(/^(\s*(?:[\p{L}'’-]+\s+){0,4}?(?:e-?mail|mail|courriel|correo|mensaje|nachricht|mensagem|messaggio)(?![\p{L}])[^,.:\n]{0,120}?),/iu, '$1:');
  // "…point signé le comité du Ski-Club": who signs is the sender, the word "signed" is the dictation's.
  out = out.replace(/([.!?]\s+)(?:sign[ée]e?s?|signed|firmado|firmato|assinado|gezeichnet)\s+/giu, '$1');
  out = writeSpokenNumbers(out);
  // "help@ridgelineoutfitters dot example dot com": an address's spoken dots.
  out = out.replace(/(@[\p{L}\p{N}-]+(?:\s+(?:dot|punkt|punto|point|ponto)\s+[\p{L}\p{N}-]+)+)/giu, (address) => address.replace(/\s+(?:dot|punkt|punto|point|ponto)\s+/giu, '.'));
  return out;
}

/** A cell that is a value a reader reads (an amount, a time of day), which no header cell is. */
const VALUE_WORDS = /[€$£¥₹]|\d[.,]\d{2}(?!\d)|\d\s*(?:am|pm|h\b|uhr)|\d:\d{2}|\b(?:closed|geschlossen|cerrado|ferm[ée]|chiuso|fechado)\b/iu;
/** "CHF 49.-", "HTG 1 280": an ISO currency code before its amount, in capitals. */
const CURRENCY_CODE = /\b[A-Z]{3}\s?\d/u;
const isValueCell = (cell: string) => VALUE_WORDS.test(cell) || CURRENCY_CODE.test(cell);
/** A header of a tool's keys ("sku;nombre;precio", "produto;preço_assinante"): no word in it is written for a person. */
const KEYS_ONLY = (header: string[]) => header.every((c) => /^[\p{Ll}\p{N}_]+$/u.test(c));

/**
 * A column of the shop's records ("SKU", "Qty", "Stock", "Bestand"): a catalogue exported with its
 * stock is no table to label for a reader (en-272's "Qty 40" is the stock); the header goes as before.
 */
const INVENTORY_COLUMN = /^(?:sku|qty|quantity|stock|inventory|id|art\.?-?nr\.?|artikelnummer|bestand|menge|cantidad|existencias|inventario|quantit[ée]|r[ée]f(?:[ée]rence)?|estoque|quantidade|giacenza|quantit[àa]|codice|c[óo]digo)$/iu;

/** One row as a reader takes it: "Bagel: old price $2.10, new price (from 2/1) $2.40". */
function labelledRow(header: string[], cells: string[], language: CopyLanguage): string {
  // German writes its nouns with a capital; other languages' headers read in lower case inside a sentence.
  const label = (h: string) => (language === 'de' || /^\p{Lu}{2}/u.test(h) ? h : h[0].toLocaleLowerCase(language) + h.slice(1));
  return `${cells[0]}: ${cells.slice(1).map((v, k) => (header[k + 1] ? `${label(header[k + 1])} ${v}` : v)).join(', ')}`;
}

/**
 * Rows pasted from a spreadsheet. A header written for people ("Abo | bisher | ab 1. Februar",
 * "Shop | 24 Dec | 25 Dec") says what each value of a row is: each row reads as its first cell
 * followed by every value with its column's name, or the reader sees "Digital Basis 9,99 € 11,99 €"
 * and cannot tell the old price from the new. A header of a tool's keys ("sku;nombre;precio") or
 * of words only is the marketer's: it goes, and only a header cell that carries a value itself
 * stays ("Precio nuevo (desde 4/1)": the date the new prices start).
 */
function fromTable(text: string, language: CopyLanguage): string {
  const lines = text.split('\n');
  const cellsOf = (line: string) => line.split('\t').map((c) => c.trim());
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].includes('\t') || (i > 0 && lines[i - 1].includes('\t'))) continue;
    let end = i;
    while (end + 1 < lines.length && lines[end + 1].includes('\t')) end++;
    const header = cellsOf(lines[i]);
    const rows = lines.slice(i + 1, end + 1);
    if (rows.length === 0) continue;
    const aligned = rows.every((r) => cellsOf(r).length === header.length) && header.length >= 2;
    const labels = aligned && !KEYS_ONLY(header) && !header.some((c) => INVENTORY_COLUMN.test(c)) && header.every((c) => c && !isValueCell(c)) && rows.some((r) => isValueCell(r));
    if (labels) {
      lines.splice(i, end - i + 1, ...rows.map((r) => labelledRow(header, cellsOf(r), language)));
      i += rows.length - 1;
      continue;
    }
    const named = header.filter(Boolean);
    if (named.filter((c) => !/\d/u.test(c)).length < 2 || !rows.some((r) => /\d/u.test(r))) continue;
    lines[i] = named.filter((c) => /\d/u.test(c)).join(' ');
    i = end;
  }
  return lines.join('\n');
}

/** A chat export's message keys: who wrote it, and what they wrote. */
const EXPORT_AUTHOR = ['real_name', 'user_name', 'username', 'author', 'sender', 'name', 'from', 'user'];
const EXPORT_TEXT = ['text', 'message', 'content', 'body'];

/** `{"user":"U02","real_name":"Joss Adeyemi","ts":"…","text":"…"}` as the chat line "Joss Adeyemi: …"; undefined for other lines. */
function exportedMessage(line: string): string | undefined {
  const json = line.trim().replace(/^\[/u, '').replace(/[,\]]+$/u, '');
  if (!/^\{.*\}$/u.test(json)) return undefined;
  try {
    const item = JSON.parse(json) as Record<string, unknown>;
    const author = EXPORT_AUTHOR.map((k) => item[k]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
    const said = EXPORT_TEXT.map((k) => item[k]).find((v): v is string => typeof v === 'string');
    // Its time stamp (Slack's "ts", seconds since 1970) written as a chat's "[9:05]", which marks the line as a chat's.
    const ts = Number(item.ts ?? item.timestamp);
    const at = Number.isFinite(ts) && ts > 1e9 ? `[${new Date(ts * 1000).toISOString().slice(11, 16)}] ` : '';
    return author && said !== undefined ? `${at}${author.trim()}: ${said.trim()}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A chat exported as JSON, one message a line (Slack's `{"user", "real_name", "ts", "text"}`,
 * the same shape from Teams or Discord bots): read as the chat it is, "Name: what they wrote", so
 * the user ids, time stamps and key names stay out (en-313 showed them to the reader) and the
 * chat's last word wins as in a pasted one. Two messages at least.
 */
function fromChatExport(text: string): string {
  const lines = text.split('\n');
  const read = lines.map(exportedMessage);
  if (read.filter((l) => l !== undefined).length < 2) return text;
  return lines.map((line, i) => read[i] ?? line).join('\n');
}

/** "Q: Booking ref" / "A: KIWI-88213": a form's question and its answer, in the six languages' letters and words. */
const QUESTION = /^[ \t]*(?:Q|P|F|D|Question|Pregunta|Frage|Domanda|Pergunta)[ \t]*[:.][ \t]+(\S.*?)[ \t]*$/u;
const ANSWER = /^[ \t]*(?:A|R|Answer|Respuesta|R[ée]ponse|Antwort|Risposta|Resposta)[ \t]*[:.][ \t]+(\S.*?)[ \t]*$/u;

/**
 * A form exported as questions and answers (a booking tool's "Q: Pick-up / A: Christchurch depot,
 * Mon 21 Dec, 2:00pm"): each answer reads with its question as its label ("Pick-up: Christchurch
 * depot, …"), as a brief's field does, so a note a question marks ("Internal - upsell?") is read
 * as one. Two pairs at least.
 */
function fromQuestionAnswers(text: string): string {
  const lines = text.split('\n');
  const pairs = lines.filter((line, i) => QUESTION.test(line) && ANSWER.test(lines[i + 1] ?? '')).length;
  if (pairs < 2) return text;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const q = QUESTION.exec(lines[i]);
    const a = q && ANSWER.exec(lines[i + 1] ?? '');
    if (!q || !a) {
      out.push(lines[i]);
      continue;
    }
    out.push(`${q[1].replace(/[\s?:]+$/u, '')}: ${a[1]}`);
    i++;
  }
  return out.join('\n');
}

/**
 * The prompt with its shape read: JSON fields, a chat exported as JSON, pasted HTML, Google Docs comments, Markdown marks, a
 * thread's furniture, spoken punctuation, a form's questions and answers, a table's header.
 */
export function readShape(prompt: string, language: CopyLanguage = 'en'): string {
  const json = fromJson(prompt, language);
  if (json !== undefined) return json;
  return fromTable(fromQuestionAnswers(fromDictation(fromThread(fromMarkdown(withoutDocComments(fromHtml(fromChatExport(prompt))))))), language);
}
