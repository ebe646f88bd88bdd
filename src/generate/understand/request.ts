/**
 * The marketer's request for the email, said to a colleague in words the request rules of
 * ./rewrites.ts do not know: a voseo imperative ("Redactá el aviso de cambio de precio para
 * clientes de Fibra Hogar 300"), a casual one after "oye" or "pls" ("oye hazme el mail d
 * Nochevieja pa los clientes:"), a question with its verb at the end ("kannst du eine kurze Mail an
 * alle Teilnehmer vom Töpferkurs … schreiben?"), a formal "favor redigir comunicado aos clientes do
 * plano Pro:", a conversion ("Transforma essa macro do atendimento em e-mail pro cliente").
 *
 * Only the asking goes: what the email is, what it is about and who it is for stay, so the reading
 * of labels and of "an email for …" that follows (./units.ts) keeps what names something — a
 * course, a plan, a school — and drops a bare audience. Found by the seventh to ninth held-out
 * batches, whose writers asked this way.
 */
import { GREETING_WORDS } from '../read/shapes';
import type { CopyLanguage } from '../types';

/** What the email is called, in the six languages (the thing asked for). */
const EMAIL_NOUN =
  'e-?mails?|mails?|correos?|courriels?|newsletters?|avisos?|comunicados?|comunicazion[ei]|comunicat[oi]|communiqu[ée]s?|annonces?|annunci[oi]|anuncios?|an[úu]ncios?|mensajes?|mensage(?:m|ns)|messages?|messaggi[oa]?|nachricht(?:en)?|schreiben|mitteilung(?:en)?|ankündigung(?:en)?|rappels?|relances?|recordatorios?|lembretes?|promemoria|invit[io]|invitations?|invitaci[oó]n|convites?|einladung(?:en)?';

/** Greeting, politeness and fillers before the request ("Prezados,", "oye", "pls", "hallo,"). */
const LEAD = `(?:(?:sehr geehrte damen und herren|${GREETING_WORDS})s?(?:\\s+\\p{Lu}[\\p{L}'’-]*)?[,!]?\\s+)?(?:(?:pls|plz|please|bitte|favor|por favor|porfa|pf|pfv|stp|svp|per favore|oye|hey|ey)[,!]?\\s+){0,2}`;

/** Asking someone to do it ("can you", "kannst du mal", "¿podés", "tu peux me", "pode", "puoi"). */
const ASK: Record<CopyLanguage, string> = {
  en: '(?:(?:can|could|would)\\s+(?:you|u)\\s+(?:please\\s+)?)',
  de: '(?:(?:kannst|könntest|würdest)\\s+du\\s+(?:(?:bitte|mal|uns|mir|noch)\\s+)*)',
  es: '(?:¿\\s*)?(?:(?:me|nos)\\s+)?(?:puedes|pod[eé]s|podr[ií]as|pod[eé]is)\\s+',
  fr: "(?:(?:tu peux|peux-tu|tu pourrais|pourrais-tu|vous pouvez|pouvez-vous)\\s+(?:me\\s+|nous\\s+)?)",
  pt: '(?:(?:voc[êe]\\s+|tu\\s+)?(?:pode|podes|poderia|consegue)\\s+(?:me\\s+|nos\\s+)?)',
  it: '(?:(?:mi|ci)\\s+)?(?:puoi|potresti)\\s+',
};

/** The verbs of making, writing, sending or turning into an email, with the voseo's and the clitics. */
const VERB: Record<CopyLanguage, string> = {
  en: 'write|draft|make|prepare|create|send|resend|do|turn|convert',
  de: 'schreib(?:e|t)?|mach(?:e|t)?|erstell(?:e|t)?|verfass(?:e|t)?|formulier(?:e|t)?|schick(?:e|t)?|verwandle|wandle',
  es: '(?:redact[aáe]r?|escrib[eií]r?|escriba|prepar[aáe]r?|arm[aáe]r?|mand[aáe]r?|envi[aáe]r?|env[ií][ae]|reenv[ií][ae]|reenviar|hac[eé]|haz|haga|hacer|cre[aáe]r?|convierte|convert[ií]r?|convierta|transform[aáe]r?|pas[aá])(?:me|nos|le|les|lo|la)?',
  fr: '[ée]cris|[ée]crivez|[ée]crire|r[ée]dige[sz]?|r[ée]diger|pr[ée]pare[sz]?|pr[ée]parer|fais|faites|faire|envoie[sz]?|envoyer|renvoie[sz]?|transforme[sz]?|transformer',
  pt: '(?:redig(?:e|ir)|redija|escrev(?:e|a|er)|prepar(?:a|e|ar)|mand(?:a|e|ar)|envi(?:a|e|ar)|reenvi(?:a|e|ar)|fa[çz]a|faz|fazer|cri(?:a|e|ar)|transform(?:a|e|ar)|convert(?:e|a|er)|mont(?:a|e|ar))(?:-me|-nos)?',
  it: '(?:scriv(?:i|a|ere)|redig(?:i|a|ere)|prepar(?:a|i|are)|mand(?:a|i|are)|invi(?:a|i|are)|rimand(?:a|i|are)|fai|faccia|fare|cre(?:a|i|are)|trasform(?:a|i|are)|butta giù)(?:mi|ci|la|lo)?',
};

/** German asks with its verb last: "… eine Mail an alle Eltern machen?", "… als E-Mail aufbereiten:". */
const VERB_LAST_DE =
  /\s+(?:schreiben|machen|verfassen|erstellen|aufsetzen|aufbereiten|formulieren|vorbereiten|basteln|schicken|verschicken|senden|umwandeln|umschreiben)(?:\s*[?.!]+\s*$|\s*:(?:\s+|$)|\s*$)/iu;

const FRONT: Partial<Record<CopyLanguage, RegExp>> = {};
function front(language: CopyLanguage): RegExp {
  // The asking and the verb, followed within a few words (an article, "the same", a macro turned "into") by the email it asks for.
  FRONT[language] ??= new RegExp(
    `^${LEAD}(?:${ASK[language]})?(?:${VERB[language]})\\s+(?=(?:[\\p{L}-]+(?:\\s+|['’])){0,6}?(?:${EMAIL_NOUN})(?![\\p{L}]))`,
    'iu',
  );
  return FRONT[language]!;
}

const ASKS_ONLY_DE = new RegExp(
  `^${LEAD}${ASK.de}(?:(?:das|die|den|ein|eine|einen|unser\\p{L}*|euer|eure)\\s+)?(?:(?:kurze\\p{L}*|neue\\p{L}*)\\s+)?[\\p{L}-]+${VERB_LAST_DE.source}`,
  'iu',
);

/** German's nouns for the email; "Schreiben" (a letter) only after its article, since "was schreiben" is the verb. */
const EMAIL_NOUN_DE = EMAIL_NOUN.replace('schreiben', '(?<=(?:folgendes|das|dieses|ein|unser|beiliegendes)\\s)schreiben');
const ASKED_DE = new RegExp(`^${LEAD}${ASK.de}(?=(?:[^?.!:]*?\\s)?(?:\\p{L}*(?:${EMAIL_NOUN_DE}))(?![\\p{L}]))`, 'iu');
const PLEASE_DE = new RegExp(`^${LEAD}(?=(?:[^?.!:]*?\\s)?(?:\\p{L}*(?:${EMAIL_NOUN_DE}))(?![\\p{L}]))`, 'iu');

/** What is turned into the email ("esta macro de Zendesk en", "essa macro do atendimento em"): it goes with the request. */
const INTO = new RegExp(`^(?:[^\\s]+\\s+){1,5}?(?:en|em|in|into|num|numa|dans)\\s+(?=(?:(?:un|uma|an?|une|una)\\s+)?(?:${EMAIL_NOUN})(?![\\p{L}]))`, 'iu');

/**
 * The sentence without its request (`cut`: how many characters of its start went), or undefined
 * when it asks for nothing. A German verb at the end goes with it ("… schreiben?" → "…."); what is
 * left still names the email, for the label readers to take apart.
 */
export function withoutRequest(text: string, language: CopyLanguage): { body: string; cut: number } | undefined {
  if (language === 'de') {
    // "Kannst du das Announcement schreiben?": the asking is all there is.
    if (ASKS_ONLY_DE.test(text)) return { body: '', cut: text.length };
    const last = VERB_LAST_DE.exec(text);
    const asked = ASKED_DE.exec(text) ?? (last ? PLEASE_DE.exec(text) : null) ?? front('de').exec(text);
    if (!asked || asked[0].length === 0) return undefined;
    const end = last && last.index > asked[0].length ? last.index : text.length;
    const rest = text.slice(asked[0].length, end).trimEnd();
    if (!rest) return undefined;
    // "… als E-Mail aufbereiten: Aufgrund Ihres …": what follows the colon is the message.
    const after = last ? text.slice(last.index + last[0].length) : '';
    return { body: last ? `${rest}${/:/u.test(last[0]) ? `: ${after}` : '.'}` : rest, cut: asked[0].length };
  }
  const asked = front(language).exec(text);
  if (!asked) return undefined;
  // "Convierte esta macro de Zendesk en un email para …": what is turned into the email goes too.
  const rest = text.slice(asked[0].length);
  const into = INTO.exec(rest);
  const cut = asked[0].length + (into ? into[0].length : 0);
  return { body: text.slice(cut), cut };
}

