/**
 * What a marketer says to the copywriter in the middle of the message, in the six languages. None
 * of it is for the reader, and unlike a request at the top it stands beside the facts:
 * - what to leave out, with its reason ("Namen bitte NICHT nennen, rechtlich noch offen", "a culpa
 *   foi do nosso stock — não dizer isto à cliente", "No les ofrezcas cupón, que ya está todo en oferta");
 * - how the email should sound or be built ("Que suene friendly", "Zum Aufbau: …", "keep the whole
 *   email under 250 words", "Betreffzeile bitte nüchtern");
 * - the brief's own furniture: an attachment the writer is handed ("PDF hängt an", "en PJ"), a
 *   picture still to come, "sorry it's long", "shout if anything's unclear", "Intern: …".
 * Found by the sixth held-out batch (threads, long briefs, casual notes), which leaked them.
 */
import { GREETING_WORDS } from '../read/shapes';
import { withoutPermissionNotes } from './permission-notes';
import { withoutStyleNotes } from './style-notes';
import type { CopyLanguage } from '../types';

interface NoteRules {
  /** An instruction to leave something out of the email. */
  exclude: RegExp;
  /** A word in that instruction pointing back at what the sentence said ("don't say this"). */
  back: RegExp;
  /** A sentence about the email as a piece of writing: its sound, subject line, layout, attachments. */
  writing: RegExp;
}

const L = '[\\p{L}„“”"«»\'’-]+';
const words = (n: number) => `(?:${L}\\s+){0,${n}}?`;

const RULES: Record<CopyLanguage, NoteRules> = {
  en: {
    exclude: new RegExp(
      `(?<![\\p{L}])(?:(?:do not|don['’]?t|dont|never|no need to)\\s+${words(2)}(?:mention|include|show|put|write|reveal|list|bring up|talk about|name|describe|promise|claim|pair|mix|combine|confuse|quote|call (?:it|this|the \\p{L}+)|tell (?:them|the customer|customers|people)|say(?!\\s+we didn)|use\\s+(?:the (?:word|term)|stock|photos?|images?|emojis?|exclamation|caps)|call (?:it|them|people|us))(?![\\p{L}])|(?:leave|keep)\\s+${words(4)}out(?![\\p{L}])|not (?:in|for) the (?:e-?mail|newsletter|copy)(?![\\p{L}]))`,
      'iu',
    ),
    back: /(?<![\p{L}])(?:this|that|it|these|those|her|his|him|the (?:number|numbers|figure|figures))(?![\p{L}])/iu,
    writing:
      /(?<![\p{L}])(?:subject lines?|for tone|tone of voice|must appear exactly|exactly as written|(?:in|into) (?:good|proper|correct|nice|better) english|my english is|our voice is|copywriter|wording|footer|caps lock|exclamation marks?|(?:the|this|whole|entire) (?:e-?mail|newsletter)\s+(?:to|should|must|needs?|under)|(?<!(?:link|button)\s)(?:in|into) the (?:e-?mail|newsletter)(?![\p{L}])|make (?:it|this) sound|should sound|no corporate (?:speak|jargon|language)|get (?:the )?(?:users?|customers?|readers?) to|no jargon|no fluff|sorry (?:it['’]s|this is|for the) (?:long|length)|shout if|let me know if|we['’]ll supply our own|(?:photos?|images?|logo|pictures?)\s+(?:\p{L}+\s+){0,3}(?:to follow|will follow|coming later))(?![\p{L}])/iu,
  },
  de: {
    exclude: new RegExp(
      `(?<![\\p{L}])(?:(?:gar\\s+|noch\\s+|bitte\\s+)*(?:nicht|nichts|kein\\p{L}*)\\s+${words(10)}(?:erwähnen|nennen|schreiben|reinschreiben|ansprechen|aufnehmen|thematisieren|verraten|zeigen|sagen|bringen)(?![\\p{L}])|(?:sag|schreib|erwähn|nenn)\\p{L}*\\s+(?:das|es|dies)\\s+(?:\\p{L}+\\s+){0,2}?nicht(?![\\p{L}])|weglassen|rauslassen|bitte\\s+kein\\p{L}*\\s+[^.!?]{1,60}?\\s+und\\s+(?:auch\\s+)?nicht\\s+[„“"«»‚]|(?:nicht|kein\\p{L}*)\\s+(?:\\p{L}+\\s+){0,2}?(?:in|für)\\s+(?:die|diese|der|dieser)\\s+(?:e-?mail|mail|nachricht)(?![\\p{L}]))`,
      'iu',
    ),
    back: /(?<![\p{L}])(?:das|dies|dieses|davon|die zahl|zahlen)(?![\p{L}])/iu,
    writing:
      /(?<![\p{L}])(?:klingen|kein gro(?:ß|ss)es drama|einfach sachlich|sachlich bleiben|pflichtangaben,? bitte|(?:bitte )?vollständig (?:aufnehmen|übernehmen)|wörtlich übernehmen|klingt\s+(?:\p{L}+\s+)?(?:altbacken|nach|zu|wie)|betreff(?:zeile)?|(?:den|der|im|einen|einem) ton|tonalität|tonfall|formulierung\p{L}*|(?:die|der|unsere|eure|deine|diese|als|nach) vorlage|fußzeile|footer|hängt an|briefing|zum aufbau|(?:den|die) (?:nutzer|kunden)\p{L}* dazu bringen|(?:die|diese) mail\s+(?:\p{L}+\s+){0,3}?(?:soll|sollte|muss|geht|wird)|(?:bild|foto|logo)\p{L}*\s+(?:\p{L}+\s+){0,3}(?:kommt|kommen|folgt|folgen))(?![\p{L}])/iu,
  },
  es: {
    exclude:
      /(?<![\p{L}])(?:(?:no|nunca|ni)\s+(?:(?:les?|los?|las?|se)\s+)?(?:menciones|mencionar|mencionen|pongas|poner|pongan|digas|decir|digan|incluyas|incluir|ofrezcas|ofrecer|hables|hablar|muestres|mostrar|nombres|nombrar|(?:decir|poner|mencionar|incluir|mostrar|nombrar|ofrecer)(?:lo|la|los|las))|nada de\s+[^,.;]{1,40}?\s+en\s+(?:este|el|ese)\s+(?:correo|mail|e-?mail)|sin mencionar)(?![\p{L}])/iu,
    // "no ponerlo", "no mencionarla": the pronoun joined to the verb points back as "lo" does.
    back: /(?<![\p{L}])(?:esto|eso|lo|el n[úu]mero|la cifra|cifras|(?:decir|poner|mencionar|incluir|mostrar|nombrar|ofrecer)(?:lo|la|los|las))(?![\p{L}])/iu,
    writing:
      /(?<![\p{L}])(?:suene|sonar|suena\s+(?:muy|demasiado|a)|asunto del correo|l[ií]nea de asunto|tono|(?:a|en) la plantilla|adjunto|pie de p[áa]gina|footer|placeholder|briefing|hacer que (?:el|los|la|las) (?:usuari|client)\p{L}*|(?:el|este) correo\s+(?:debe|tiene que|deber[ií]a))(?![\p{L}])/iu,
  },
  fr: {
    exclude:
      /(?<![\p{L}])(?:(?:ne|n['’])\s*(?:(?:le|la|les|l['’]|leur|lui|y|en)\s*)?(?:mentionne[sz]?|parle[sz]?|dis|dites|mets|mettez|écris|écrivez|précise[sz]?|cite[sz]?|nomme[sz]?|propose[sz]?|montre[sz]?)\s+(?:pas|jamais|rien)|ne\s+(?:pas|jamais)\s+(?:(?:le|la|les|leur|lui|en|y)\s+|l['’])?(?:mentionner|parler|dire|mettre|écrire|préciser|citer|nommer|proposer|montrer|utiliser)|(?:sans|pas)\s+(?:mentionner|parler de|évoquer)|pas\s+(?:de\s+|d['’])?[^,.;]{0,30}\s+dans\s+(?:le|ce)\s+(?:mail|courriel|message))(?![\p{L}])/iu,
    back: /(?<![\p{L}])(?:ça|cela|ceci|le chiffre|les chiffres|le nombre|le(?=\s|$)|l['’](?=(?:écrire|dire|mettre|mentionner|indiquer|préciser|citer|annoncer)(?![\p{L}])))/iu,
    writing:
      /(?<![\p{L}])(?:sonne|sonner|(?:le|un|sur un) ton|en pj|gabarit|pied de page|mise en page|formulation|faire (?:en sorte )?que l['’](?:utilisat|client)\p{L}*|objet du (?:mail|courriel)|ligne d['’]objet|(?:le|ce) (?:mail|courriel)\s+(?:doit|devrait)|dis-moi si|n['’]h[ée]site pas [àa] me)(?![\p{L}])/iu,
  },
  pt: {
    exclude:
      /(?<![\p{L}])(?:(?:n[ãa]o|nao|n|nunca|nem)\s+(?:(?:lhes?|os?|as?|se)\s+)?(?:dizer|diga|digas|digam|diz|fala|fales|escrevas|mostres|coloques|p[õo]e|falar|fale|coloca|colocar|coloque|ponhas|p[ôo]r|ponha|mencionar|menciona|mencione|cita|citar|cite|mostrar|mostra|mostre|escrever|escreve|escreva|oferecer|ofere[çc]a|usar|use|usa|prometer|promete|prometa)|nada de\s+[^,.;]{1,40}?\s+n(?:este|esse|o)\s+(?:e-?mail|mail))(?![\p{L}])/iu,
    back: /(?<![\p{L}])(?:isto|isso|o|n[úu]meros?)(?![\p{L}])/iu,
    writing:
      /(?<![\p{L}])(?:soe|soar|soa\s+(?:muito|como)|linha de assunto|no assunto|(?:o|um|no|de|num) tom|template|modelo do e-?mail|rodap[ée]|briefing|fazer (?:o|a|os|as) (?:usu[áa]ri|client|utilizador)\p{L}*|layout|copy|caps lock|(?:o|este) e-?mail\s+(?:deve|tem que|precisa))(?![\p{L}])/iu,
  },
  it: {
    exclude:
      /(?<![\p{L}])(?:(?:non|mai)\s+(?:(?:lo|la|li|le|gli|ne)\s+)?(?:dire|dica|dite|di['’]|scrivere|scriva|scrivete|mettere|metti|metta|menzionare|menziona|nominare|nomina|citare|cita|parlare|parla|mostrare|mostra|far capire|far sapere|promettere|prometti|usare|usa|(?:dir|scriver|metter|menzionar|nominar|citar|mostrar|prometter)(?:lo|la|li|le|ne))|ometti\p{L}*|tralascia\p{L}*|lascia(?:re)? fuori|niente\s+[^,.;]{1,40}?\s+nella\s+(?:mail|e-?mail))(?![\p{L}])/iu,
    // "non scriverlo", "NON metterlo": the pronoun joined to the verb points back as "lo" does.
    back: /(?<![\p{L}])(?:questo|ci[òo]|lo|il numero|i numeri|la cifra|(?:dir|scriver|metter|menzionar|nominar|citar|mostrar|prometter)(?:lo|la|li|le|ne))(?![\p{L}])/iu,
    writing:
      /(?<![\p{L}])(?:suoni|suonare|tono|nell['’ ]\s*oggetto|oggetto della mail|template|pi[èe] di pagina|footer|briefing|impaginazione|far s[ìi] che|layout|copy|fammi sapere|(?:la|questa) mail\s+(?:deve|dovrebbe))(?![\p{L}])/iu,
  },
};

/** A note headed as internal anywhere in a paragraph ("… Intern: Dienstleister war Mailwolke, …"). */
const INTERNAL = /^[_*(\s]*(?:internal(?: note)?|intern|interno|interna|interne|nota interna|note interne|nur intern|solo interno|uso interno|s[óo] interno)\s*[:–—-]/iu;

/** Wording offered as a model ("algo tipo 'how did we do?'", "something like “we miss you”"): the writer's to take, not the reader's to read. */
const MODEL_WORDING =
  /(?<![\p{L}])(?:algo|something|quelque chose|qualcosa|etwas|alguma coisa|tipo)\s+(?:(?:tipo|like|comme|come|wie|como|genre|stile|style)\s+)?["'«“„‘]/iu;

/** How the email is laid out, said in passing ("…, with a button to shop", "mit einem Button zum Shop"): the layout's, not the reader's. */
const LAYOUT =
  /(?<![\p{L}])(?:with|plus|and) an? (?:big |large |clear )?(?:button|cta|banner|hero image|header image)(?: (?:to|that|linking|for))?|mit (?:einem |nem )?(?:button|banner)|con (?:un |el )?(?:bot[óo]n|banner|pulsante)|avec (?:un )?(?:bouton|bandeau)|com (?:um )?(?:bot[ãa]o|banner)(?![\p{L}])/iu;

/** A clause that only names the email and who gets it ("mail para a lista", "mail ai clienti in abbonamento"). */
const META_CLAUSE =
  /^(?:(?:un|una|uma|um|a|an|the|le|la|el|o|die|eine?)\s+)?(?:e-?mail|mail|correo|courriel|newsletter)\s+(?:para|pra|for|to|an|pour|per|ai|agli|alle|a|à|aux|al|a los|às|aos)\s+(?:[\p{L}'’-]+\s*){1,5}$/iu;

/**
 * Wording the email must not use, quoted after a "no" ("do not describe it as “market-leading”",
 * "Não usar “sem taxas”", "Pas de « vous nous manquez »", "Niente inglesismi tipo “sold out”").
 * A quote after a negation names words, and words to avoid are the writer's to know.
 */
const FORBIDDEN_WORDING =
  /(?<![\p{L}])(?:no|not|don['’]?t|never|pas de|pas d['’]|ni|niente|nada de|nessun[oa]?|kein\p{L}*|nicht|n[ãa]o|sem|sans|aucun\p{L}*|nunca|jamais|mai)\s+(?:[\p{L}\p{N}'’-]+[\s,]+){0,8}?[„“"«]\s?[^„“"«»”]{1,40}?\s?[“”"»]\s*(?:[,.;:!?)]|$|(?:or|o|ou|oder|ni|nor|nem|né|e|y|et|and|und)\s)/iu;

/**
 * The writer speaking of their own language or keyboard: an apology ("Perdón mi español, corrige
 * todo", "(désolé pour les accents, clavier qwerty)", "desculpa os erros"), who they are as a
 * speaker ("je suis pas francophone", "non è la mia lingua", "eu não falo português muito bem",
 * "escribo español no muy bien") or a request to mend it ("Please correct my French!").
 */
const OWN_LANGUAGE = new RegExp(
  [
    'my english|mi español|mi castellano|mon français|mein deutsch|meu português|meu portugues|il mio italiano|perd[oó]n (?:por )?mi',
    'sorry (?:for|about) (?:my|the) (?:english|typos|spelling|mistakes)',
    'autokorrektur|autocorrect\\p{L}*|correttore automatico|corretor autom[áa]tico|clavier (?:qwerty|anglais|am[ée]ricain)',
    'corrige(?:z)? (?:tout|todo|los errores|les fautes)|corrija (?:tudo|os erros)',
    // An apology for the mistakes, in any language's words for them.
    '(?:sorry|d[ée]sol[ée]e?s?|perd[oó]n|perdona(?:d|me)?|disculpa(?:d|me)?|desculp[ae]m?|scusa(?:te|mi)?|entschuldig\\p{L}*|excusez(?:-moi)?)\\s+(?:(?:pour|for|por|per|pelos?|pelas?|f[üu]r|para)\\s+)?(?:(?:les|the|my|mes|mis|los|las|os|as|gli|i|die|meine|as minhas|os meus)\\s+)?(?:fautes|erreurs|accents|mistakes|errors|typos|errores|faltas|erros|errori|fehler|tippfehler)',
    // Who the writer is as a speaker of the email's language.
    "(?:i['’]?m|i am|je (?:ne )?suis(?: pas)?|no soy|ich bin (?:kein|keine)|n[ãa]o sou|non sono)\\s+(?:not\\s+)?(?:(?:un|une|a|an|uma?|una?)\\s+)?(?:native|francophone|anglophone|germanophone|italophone|lusophone|hispanohablante|nativ[oa]|muttersprachler\\p{L}*|madrelingua|falante nativ[oa])",
    "not my (?:first |native |mother )?(?:language|tongue)|(?:no es|n['’]est pas|ce n['’]est pas|non [èe]|n[ãa]o [ée]|ist nicht) (?:mi|ma|la mia|a minha|minha|meine) (?:idioma|lengua|langue|lingua|l[íi]ngua|sprache|muttersprache)",
    '(?:escribo|hablo|falo|escrevo|parlo|scrivo|je parle|j[\'’]écris|ich spreche|ich schreibe|i (?:speak|write))\\s+(?:[\\p{L}]+\\s+){0,2}?(?:(?:no|pas|nicht|n[ãa]o|non|not)\\s+(?:(?:muy|très|sehr|muito|molto|so|tan|trop|very|that)\\s+)?(?:bien|bem|gut|bene|well)|(?:(?:muy|très|sehr|muito|molto|so|tan|trop|very|quite|un peu|ein bisschen)\\s+)?(?:mal|male|schlecht|badly|poorly))',
    "(?:no|n[ãa]o|non|ne|nicht|don['’]?t|do not)\\s+(?:hablo|escribo|falo|escrevo|parlo|scrivo|parle|écris|speak|write)\\s+(?:(?:bien|bem|bene|muy bien|muito bem|molto bene)\\s+)?(?:el\\s+|o\\s+|l['’]|il\\s+)?(?:español|castellano|português|portugues|italiano|français|francais|deutsch|spanish|french|german|portuguese|italian)",
    // A request to mend the writer's language.
    '(?:please\\s+)?(?:correct|fix|check)\\s+my\\s+(?:french|spanish|german|portuguese|italian|english|grammar|spelling)|corrige[zr]? (?:mon|mi) (?:fran[çc]ais|espa[ñn]ol)|corrij[ae] (?:o )?meu portugu[êe]s|correggi(?:te)? il mio italiano|korrigier\\p{L}* mein deutsch',
  ]
    .map((alternative) => `(?:${alternative})`)
    .join('|')
    .replace(/^/u, '(?<![\\p{L}])(?:')
    .concat(')(?![\\p{L}])'),
  'iu',
);

/**
 * A request to keep the marketer's own lines as written ("Use this copy EXACTLY, don't rewrite the
 * headline", "El asunto y el titular van tal cual", "Betreff und Claim bitte 1:1 übernehmen",
 * "Oggetto e chiusura vanno copiati così come sono"): the lines are placed (./copy-deck.ts), the
 * request is the writer's.
 */
const VERBATIM_REQUEST =
  /(?<![\p{L}])(?:word for word|verbatim|exactly as (?:written|is|given)|(?:copy|use|keep)\s+(?:(?:it|this|these|the following|the)\s+)?(?:copy\s+|lines?\s+|wording\s+|text\s+)?exactly|don['’]?t (?:rewrite|change|touch|edit) (?:the )?(?:headline|subject|button|copy|lines?|wording)|tal cual|no (?:los?|las?) toqu\p{L}*|mot pour mot|tel(?:le)?s? quel(?:le)?s?|1:1 (?:übernehmen|übernommen)|wörtlich übernehmen|unverändert (?:übernehmen|lassen)|sem mudar nada|usa(?:r)? exatamente|exatamente (?:estas|estes|como est)|così come sono|così com['’]è|parola per parola)(?![\p{L}])/iu;

/**
 * When the email goes out ("Cyber Monday email, goes out this morning", "la newsletter part demain"):
 * the sender's schedule, not the reader's news — only where the sentence names the email, since a
 * parcel "sale hoy" or "part demain" too.
 */
const SEND_TIME =
  /(?<![\p{L}])(?:e-?mail|mail|newsletter|infolettre|correo|courriel|rundmail|mailing)\p{L}*[^.!?]{0,30}?(?:(?:goes|going|go|will go|gets sent|is sent)\s+out|se env[ií]a|sale|part|(?:geht|wird)(?:\s+\p{L}+){0,2}\s+(?:raus|verschickt|versendet)|sai|esce|parte)\s+(?:this morning|this afternoon|today|tonight|tomorrow|asap|first thing|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|at \d{1,2}|hoy|mañana|esta (?:mañana|tarde)|ce matin|cet apr[èe]s-midi|aujourd['’]hui|demain|heute|morgen|gleich|hoje|amanh[ãa]|oggi|domani|stamattina|stasera)(?![\p{L}])/iu;

/**
 * How an accessible or easy-read email is to be written ("Plain language, short sentences, no ALL
 * CAPS", "Bitte in Leichter Sprache", "en lectura fácil", "en FALC", "Scrivi in modo accessibile",
 * "use linguagem simples"): the writing's, never the reader's.
 */
const ACCESSIBLE_WRITING =
  /(?<![\p{L}])(?:accessible version|plain (?:language|english)|easy[- ]read|short sentences|one (?:idea|thought) per sentence|no all caps|screen[- ]readers?|leichte(?:r|n)? sprache|einfache(?:r|n)? sprache|kurze s[äa]tze|ein gedanke pro satz|keine fremdw[öo]rter|lectura f[áa]cil|lenguaje (?:claro|sencillo)|frases cortas|una idea por frase|sin siglas|falc|facile [àa] lire|phrases courtes|mots simples|une id[ée]e par phrase|in modo accessibile|linguaggio (?:semplice|chiaro)|frasi brevi|un['’] idea per frase|lettori di schermo|linguagem (?:simples|clara)|frases curtas|uma ideia por frase|leitor(?:es)? de tela|e-?mail acess[íi]vel|leitura f[áa]cil)(?![\p{L}])/iu;

/**
 * A value not filled in yet ("Tickets $[PRICE]", "Preis: ## €", "Costo: XXX €", "pon XX%",
 * "[LOGO PARTENAIRE] à retirer"): a placeholder is the team's to fill, never the reader's to read.
 */
const PLACEHOLDER = /\[(?:\p{Lu}[\p{Lu}\d _/-]{2,})\]|(?<![\p{L}\p{N}])(?:X{2,}|#{2,})(?:[.,]X{2})?(?![\p{L}\p{N}])/u;

/** Where the brief or its table comes from ("ho incollato il listino dal foglio Excel", "Copied from our content doc", "Aus dem Slack-Channel #newsletter", "Reutiliza este bloque del correo del año pasado", "Texto do Google Docs"): said to the writer. */
const BRIEF_SOURCE =
  /(?<![\p{L}])(?:spreadsheet|google sheets?|tableur|hoja de c[aá]lculo|planilha|folha de c[aá]lculo|foglio (?:excel|di calcolo|elettronico)|tabellenkalkulation|(?:from|out of|dal|dall['’]|del|de|da|do|aus|dem|du|de l['’])\s+(?:(?:the|our|my|il|el|la|o|a|der|dem|le|mon|notre|nuestro|nostro)\s+)?excel|excel[- ]?(?:file|sheet|datei|tabelle|fichier|archivo|arquivo)|(?:copied|pasted|copy-pasted|coll[ée]e?s?|copi[ée]e?s?|kopiert|eingef[üu]gt|copiad[oa]s?|pegad[oa]s?|colad[oa]s?|copiat[oa]|incollat[oa])\s+(?:\p{L}+\s+){0,3}?(?:from|de|du|depuis|aus|von|del|de la|do|da|dal|dalla|dall['’])|(?:from|aus|del|do|da|dal|de)\s+(?:(?:the|our|this|that|dem|del|do|nosso|nostro|unserem|diesem|este|esta|esse|essa|questo|questa|ce|cet|cette)\s+)?(?:slack|teams|whatsapp|google docs?|notion)|(?:reutiliza|reuse|riprendi|reaproveita|r[ée]utilise|verwende)\s+(?:\p{L}+\s+){0,2}?(?:bloque|block|pezzo|bloco|bloc|baustein|text|texto|testo)|#[\p{L}][\p{L}\d_-]*\s+(?:channel|canal|kanal)|slack-?(?:channel|kanal)|(?:texto|text|testo) (?:do|du|del|aus dem|from the|dal) google docs?)(?![\p{L}])/iu;

/** "pas un mot sur la subvention", "not a word about the merger", "kein Wort über die Förderung": what follows is to be left out. */
const NOT_A_WORD =
  /(?<![\p{L}])(?:pas|not|ni|nem|kein|non|nemmeno|neanche)\s+(?:(?:un|a|one|una|uma|ein|single|seul|sola|s[óo])\s+)?(?:mot|word|palabra|palavra|wort|parola)\s+(?:sur|about|on|of|sobre|de|del|über|zu|zum|zur|von|vom|su|sul|sulla|di|do|da|des|du)(?![\p{L}])/iu;

/**
 * "Giving Tuesday appeal going out today for Riverbend …": when an appeal or notice goes out is the
 * sender's, but what it names (the day, the cause) is the reader's — only the send time goes.
 */
const APPEAL_SENT = /(?<=(?:appeal|notice|announcement|campaign|blast))\s+(?:going|goes|will go|gets sent|is sent)\s+out\s+(?:today|tonight|tomorrow|this morning|this afternoon|asap)(?![\p{L}])/iu;

/** A greeting alone ("Bonjour,", "Olá", "Hola Marta,"): to the writer, when a note to the writer follows it. */
const GREETING_ONLY = new RegExp(`^\\s*(?:${GREETING_WORDS})(?:\\s+\\p{Lu}[\\p{L}'’-]*)?\\s*[,!.:;–—-]*\\s*$`, 'iu');

/** "Tone of voice: caldo, essenziale.", "Tono: cercano": how the email sounds, in any language's label. */
/** "Stessi dati.", "Same details.": the facts are those of the email it builds on, said to the writer. */
const SAME_DETAILS = /^(?:(?:the )?same (?:details|info|data)|(?:los )?mismos datos|(?:les )?m[êe]mes (?:infos|informations|d[ée]tails)|(?:die )?gleichen (?:daten|infos|angaben)|(?:os )?mesmos dados|(?:gli )?stessi dati)[.!]*$/iu;

const TONE_LABEL = /^(?:tone(?: of voice)?|voice|tono(?: de voz| di voce)?|ton|tom(?: de voz)?|tonalit[àé]|tonalidad|tonfall|tonalität|stil|style|estilo|stile)\s*[:=]/iu;

/** What the marketer said elsewhere ("NOT 20% like I said in slack", "wie gesagt", "como te dije"): a remark to the writer. */
const ASIDE =
  /(?<![\p{L}])(?:(?:like|as) i (?:said|wrote|mentioned|told you)|(?:in|on) slack|on teams|como (?:te )?(?:dije|escrib[ií])|comme (?:je (?:te )?(?:disais|l['’]ai dit|t['’]ai dit)|dit sur slack)|wie (?:gesagt|ich (?:sagte|schrieb))|come (?:ti )?ho (?:detto|scritto)|como (?:eu )?(?:disse|te falei|falei))(?![\p{L}])/iu;

/** "das muss keiner wissen", "nobody needs to know": what came before is for the writer only. */
const NOBODY_NEEDS_TO_KNOW =
  /(?<![\p{L}])(?:(?:das|dies|es)\s+muss\s+(?:keiner|niemand)\s+wissen|geht\s+(?:keinen|niemanden)\s+(?:was|etwas)\s+an|(?:nobody|no one|no-one) (?:needs|has) to know|(?:they|customers|people) (?:don['’]?t|do not) need to know|nadie (?:tiene que|necesita) saber(?:lo)?|no hace falta que lo sepan|personne n['’]a besoin de (?:le )?savoir|pas besoin qu['’]ils le sachent|nessuno deve saper(?:lo)?|non serve che lo sappiano|ningu[ée]m precisa saber|n[ãa]o precisam saber)(?![\p{L}])/iu;

/**
 * "Niente codice sconto perché non ne abbiamo.", "Pas de compte à rebours.": no such element in the
 * email, said to the writer — unless the reader is told they need none ("No code needed").
 */
const NO_ELEMENT =
  /^(?:no|niente|nada de|sin|pas de|kein(?:e|en)?|sem|nenhum|nessun[oa]?)\s+(?:(?:codice|code|c[óo]digo)\s+(?:sconto|promo|de descuento|de desconto|discount)|discount codes?|sconti?|descuentos?|r[ée]ductions?|rabatt(?:code)?s?|descontos?|coupons?|cupon(?:es)?|cupons?|gutschein(?:code)?s?|emojis?|countdowns?|compte à rebours|cuenta atr[áa]s|contagem regressiva|conto alla rovescia|fake urgency|falsa urgencia|fausse urgence|falsa urgenza)(?![\p{L}])(?![^.!?]*(?:needed|required|necesari|n[ée]cessaire|n[öo]tig|erforderlich|necess[áa]ri|serve|bisogno))[^.!?]*[.!?]*$/iu;

/** "(Liste ist gefiltert)", "(list already filtered)": the mailing list's state, told to the writer. */
const LIST_REMARK = /\s*\((?:(?:die )?liste (?:ist )?(?:schon |bereits )?gefiltert|(?:the )?list (?:is )?(?:already )?filtered|(?:already )?filtered list|(?:la )?lista (?:ya |já |gi[àa] )?(?:est[áa] )?filtrad[ao]|(?:la )?lista (?:[èe] )?(?:gi[àa] )?filtrata|(?:la )?liste (?:est )?(?:d[ée]j[àa] )?filtr[ée]e)\)/iu;

/** "(interdit)", "(verboten)": the sentence before it is a prohibition for the writer. */
const PROHIBITION_MARK = /\((?:interdit|interdite|prohib[ií]do|proibido|verboten|vietato|forbidden|not allowed|no permitido|non autoris[ée]e?)\)/iu;

/**
 * A label announcing text the email must carry word for word ("Texto legal obligatorio, literal:",
 * "Mention à reprendre telle quelle :", "Avvertenza obbligatoria da riportare identica:"): the
 * label goes, the required text stays.
 */
const VERBATIM_LABEL =
  /^(?=[^:«“"„]{0,80}?(?:text|texto|testo|wording|disclaimer|leyenda|legenda|l[ée]gende|dicitura|mention|men[çc][ãa]o|avvertenza|avviso|aviso|hinweis|frase|phrase|sentence|line|satz|pflicht|legal|légal|following))[^:«“"„]{0,80}?(?:must appear|exactly as written|verbatim|word for word|literal(?:mente)?|tal cual|telle quelle|tel quel|à reprendre|da riportare|identic[ao]|wörtlich|pflichttext|obligatori[ao]|obbligatori[ao]|obrigat[óo]ri[ao]|mention légale|texto legal|required (?:text|wording|disclaimer))[^:«“"„]{0,40}?\s*:\s*/iu;

/**
 * Who to send the email to, said as an order ("Invia solo ai clienti con abbonamento Premium:",
 * "Envia só aos sócios com o cartão ativo:", "Send only to members who joined before 2025:"): the
 * reader is who it names, so the sentence addresses them ("Ai clienti con abbonamento Premium:").
 */
const SEND_ONLY_TO =
  /^(?:(?:please|pls|bitte|por favor|pf|pfv|stp|per favore)\s+)?(?:(?:eine?\s+)?(?:mail|e-mail|nachricht)|send|e-?mail|envia|envía|enviá|envie|manda|mandá|invia|inviala|spedisci|schick\p{L}*|verschick\p{L}*|envoie|envoyez)\s+(?:(?:it|this|la mail|el mail|el correo|o e-?mail|la|lo|o|es|das|le mail)\s+)?(?:only|just|solo|sólo|só|soltanto|solamente|unicamente|seulement|uniquement|nur)\s+(to|a los|a las|aos|às|ai|alle|agli|aux|à|an)\s+(?=\S)/iu;

/** A clause that gives the note's reason, figure or not ("our last invite did that and people showed up 3 hours early"). */
const REASON =
  /(?<![\p{L}])(?:did that|last time|because|otherwise|porque|ya que|la [úu]ltima vez|parce que|la derni[èe]re fois|sinon|weil|letztes mal|das letzte mal|sonst|pois|da [úu]ltima vez|sen[ãa]o|perch[ée]|poich[ée]|l['’]ultima volta|altrimenti|(?:last year|el año pasado|l['’]an(?:n[ée]e)? derni[èe]re?|letztes jahr|voriges jahr|im vorjahr|(?:n)?o ano passado|l['’]anno scorso)\s+(?:it\s+)?(?:was|were|era|eran|[ée]tait|war|waren|foi|fue))(?![\p{L}])/iu;

/**
 * What the writer is told to write instead, after a note ("leave the price out and say ticket
 * details to follow", "NON metterlo: scrivi che lo comunichiamo all'apertura", "écris « lieu
 * communiqué prochainement »"): the words asked for are the reader's.
 */
const SAY_INSTEAD =
  /(?:^|[:;(]\s*|\s)(?:(?:and|so|then|but|y|et|und|e|ma|mas|pero|mais|aber|dann|quindi|donc|entonces)\s+)?(?:just\s+)?(?<!(?:n['’]?t|not|never|no|nicht|non|ne|n[ãa]o|nunca|jamais|pas|mai|nie)\s+)(?:(?:say|dì|dí|di['’]|dis|dites|sag(?:e|t)?|diga|diz)\s+(?:that\s+|que\s+|qu['’]|dass\s+|che\s+)?|(?:dire|decir|dizer)\s+(?:(?:solo|soltanto|s[óo]lo|solamente|s[óo]|apenas)\s+)?(?:che\s+|que\s+)?|di\s+(?:che|que)\s+|(?:write|put|escribe|escriba|pon|écris|écrivez|mets|mettez|schreib(?:e|t)?|scrivi|metti|escreva|escreve|põe|poe|coloca)\s+(?:that\s+|que\s+|qu['’]|dass\s+|che\s+|(?=[«“"„])))[«“"„]?\s?(.+?)\s?[»”"“]?[.)]*$/iu;

/** Where a sentence's clauses part: a comma, a semicolon, a dash between spaces, or a full stop the segmenter joined ("…60 70. Bitte nichts…"). */
const CLAUSE = /\s*(?:[,;]|\s[–—-]|[.!?](?=\s+\p{Lu}))\s+/gu;

/** A clause after a note that still carries a fact of its own (a figure, a name): no reason, a message ("…, sign it Northlight Air Customer Care"). */
function carriesFact(clause: string, language: CopyLanguage): boolean {
  return /\d/u.test(clause) || (language !== 'de' && /\s\p{Lu}/u.test(clause.trim()));
}

function clausesOf(text: string): { starts: number[]; seps: Array<{ at: number; end: number }> } {
  const starts = [0];
  const seps: Array<{ at: number; end: number }> = [];
  for (const m of text.matchAll(CLAUSE)) {
    starts.push(m.index + m[0].length);
    seps.push({ at: m.index, end: m.index + m[0].length });
  }
  return { starts, seps };
}

/** The sentence without a clause that only names the email ("Cabazes de Natal — mail para a lista"). */
function withoutMetaClauses(text: string): string | null | undefined {
  const { starts, seps } = clausesOf(text);
  const clauses = starts.map((s, k) => text.slice(s, k < seps.length ? seps[k].at : text.length));
  const meta = clauses.map((c) => META_CLAUSE.test(c.replace(/[.!?:]+$/u, '').trim()));
  if (!meta.some(Boolean)) return undefined;
  if (meta.every(Boolean)) return null;
  let out = '';
  for (let k = 0; k < clauses.length; k++) {
    if (meta[k]) continue;
    if (out) out += text.slice(seps[k - 1].at, seps[k - 1].end);
    out += clauses[k];
  }
  return /[.!?:]$/u.test(out.trimEnd()) ? out.trimEnd() : `${out.trimEnd()}.`;
}

/**
 * The sentence as the reader should get it: `undefined` when it holds no note, `null` when it is
 * all note, else the clauses before the note ("WLAN-Passwort steht auf dem Kärtchen, NICHT in die
 * Mail schreiben!!" keeps where the password is). A note that points back ("…, não dizer isto")
 * takes the whole sentence with it; what follows a note is its reason ("…, das klingt nach Ausrede").
 */
export function withoutWriterNotes(text: string, language: CopyLanguage): string | null | undefined {
  const rules = RULES[language];
  if (LIST_REMARK.test(text)) {
    const rest = text.replace(new RegExp(LIST_REMARK.source, 'giu'), '');
    return withoutWriterNotes(rest, language) ?? rest;
  }
  // "— ça on peut le dire" vouches for the fact before it: the note goes before the rules below read its "ça" as pointing back at a secret.
  if (APPEAL_SENT.test(text)) {
    const rest = text.replace(APPEAL_SENT, '');
    return withoutWriterNotes(rest, language) ?? rest;
  }
  const allowed = withoutPermissionNotes(text);
  if (allowed === null) return null;
  if (allowed !== undefined) return withoutWriterNotes(allowed, language) ?? allowed;
  if (INTERNAL.test(text) || NO_ELEMENT.test(text) || NOBODY_NEEDS_TO_KNOW.test(text) || TONE_LABEL.test(text) || SAME_DETAILS.test(text) || rules.writing.test(text) || PROHIBITION_MARK.test(text)) return null;
  const styled = withoutStyleNotes(text);
  if (styled === null) return null;
  if (styled !== undefined) return withoutWriterNotes(styled, language) ?? styled;
  const verbatim = VERBATIM_LABEL.exec(text);
  if (verbatim) return text.length > verbatim[0].length ? text.slice(verbatim[0].length) : null;
  const sendTo = SEND_ONLY_TO.exec(text);
  if (sendTo) {
    const rest = text.slice(sendTo[0].length);
    const to = /^to$/iu.test(sendTo[1]) ? 'For' : sendTo[1][0].toLocaleUpperCase(language) + sendTo[1].slice(1);
    return withoutWriterNotes(`${to} ${rest}`, language) ?? `${to} ${rest}`;
  }
  // The first note of the sentence: what stands before it is kept, and it may be followed by another.
  const found = [rules.exclude, NOT_A_WORD, FORBIDDEN_WORDING, OWN_LANGUAGE, VERBATIM_REQUEST, SEND_TIME, ACCESSIBLE_WRITING, PLACEHOLDER, BRIEF_SOURCE, ASIDE, MODEL_WORDING, LAYOUT]
    .map((re) => re.exec(text))
    .filter((m): m is RegExpExecArray => !!m)
    .sort((a, b) => a.index - b.index)[0];
  if (!found) return withoutMetaClauses(text);
  // "Polizza n. RCA-2291-7785 per la targa (non scrivere la targa).": a note in brackets is only the brackets.
  const open = text.lastIndexOf('(', found.index);
  const close = text.indexOf(')', found.index);
  // "(… NON scriverlo: i colloqui li fa la maestra Conti)": after the colon of a note that points back comes what to say
  // instead; after "nicht für die Mail:" comes what is not for it.
  const afterNote =
    close > found.index ? text.slice(found.index, close).split(rules.back.test(text.slice(found.index, close)) ? /\s*(?:[,;:]|\s[–—-])\s+/u : CLAUSE).slice(1) : [];
  if (open >= 0 && close > found.index && !text.slice(open, found.index).includes(')') && !afterNote.some((c) => carriesFact(c, language))) {
    const rest = (text.slice(0, open).trimEnd() + text.slice(close + 1)).trim();
    return /[\p{L}\p{N}]/u.test(rest) ? rest : null;
  }
  const { starts } = clausesOf(text);
  let k = starts.length - 1;
  while (k > 0 && starts[k] > found.index) k--;
  const clauseEnd = k + 1 < starts.length ? starts[k + 1] : text.length;
  // A note that points back ("don't put her name in", "não dizer isto") makes what came before it the secret.
  const back = rules.back.test(text.slice(starts[k], clauseEnd));
  // What follows the note is its reason, unless it carries a fact of its own.
  const after = starts.slice(k + 1).map((from, n) => text.slice(from, n + k + 2 < starts.length ? starts[n + k + 2] : text.length));
  const kept = back ? '' : text.slice(0, starts[k]).replace(/(?:\s*(?:[,;]|\s[–—-])\s*|\s+(?:and|but|und|aber|y|pero|et|mais|e|mas|ma)\s*)+$/iu, '').trimEnd();
  // "Prezzo: XX € (da confermare: scrivi che lo annunciamo a gennaio)": what to write instead may follow the note in its own clause.
  const insteadHere = SAY_INSTEAD.exec(text.slice(found.index + found[0].length, clauseEnd));
  const afterColon = insteadHere || !back ? null : /^\s*:\s+(.+)$/su.exec(text.slice(found.index + found[0].length, clauseEnd));
  const tail = [...(insteadHere ? [insteadHere[0]] : afterColon && carriesFact(afterColon[1], language) ? [afterColon[1]] : []), ...after]
    .map((c) => {
      const instead = SAY_INSTEAD.exec(c.trim());
      return instead ? `${instead[1][0].toLocaleUpperCase(language)}${instead[1].slice(1)}.` : carriesFact(c, language) && !REASON.test(c) ? c : '';
    })
    .filter(Boolean)
    .join(' ')
    .trim()
    .replace(/^([^(]*)\)/u, '$1');
  // "Bonjour, je suis pas francophone, …": a greeting before the note was said to the writer too.
  const greetedOnly = GREETING_ONLY.test(text.slice(0, starts[k]));
  // "Para pacientes … do Instituto de Olhos Horizonte: use linguagem simples": a label before the note that names someone stays.
  const colon = text.lastIndexOf(': ', found.index);
  if (k === 0 && !back && colon > 0 && carriesFact(text.slice(0, colon), language)) {
    return [`${text.slice(0, colon)}.`, tail ? tail[0].toLocaleUpperCase(language) + tail.slice(1) : ''].filter(Boolean).join(' ');
  }
  if ((k === 0 || back || greetedOnly) && !tail) return null;
  if (greetedOnly) return tail[0].toLocaleUpperCase(language) + tail.slice(1);
  if (tail) return [kept ? (/[.!?]$/u.test(kept) ? kept : `${kept}.`) : '', tail[0].toLocaleUpperCase(language) + tail.slice(1)].filter(Boolean).join(' ');
  const bare = withoutMetaClauses(kept);
  if (bare !== undefined) return bare;
  return /[.!?]$/u.test(kept) ? kept : `${kept}.`;
}

/**
 * A brief read for its facts (validate/facts and the fact extractor's corpus test): sentences that
 * are all note to the writer carry no fact the email owes its reader ("Chiffres validés par Nadia
 * le 25/11 — ne pas l'écrire."). Blanked, not cut, so every fact's span still points into the text.
 */
export function blankWriterNotes(text: string, language: CopyLanguage): string {
  return text.replace(/[^\n.!?]+(?:[.!?]+|$)/gmu, (sentence) => {
    const lead = /^\s*/u.exec(sentence)![0];
    return withoutWriterNotes(sentence.slice(lead.length), language) === null ? lead + ' '.repeat(sentence.length - lead.length) : sentence;
  });
}
