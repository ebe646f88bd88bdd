/**
 * How each language's marketers talk to their copywriter, and what the recipient reads instead:
 * the lead-ins of a prompt ("Write an email telling customers that…", "Diles que…", "Erinnere
 * Kunden daran, dass…") and the instructions inside it ("Remind them to…", "say sorry!!",
 * "Mention that…"), each with the sentence start that replaces it, plus the directives about the
 * email itself (tone, length, "no discount please") that are no part of the message.
 *
 * Patterns match at the start of a unit only: an instruction is how a sentence begins. A
 * replacement may keep the clause's own grammar: where a language's "that"-clause has its own word
 * order (German puts the verb last), the clause is framed ("Wir möchten Ihnen mitteilen, dass …")
 * rather than reordered.
 */
import type { Speller } from '../../validate/spelling/dictionaries';
import { commonWords } from '../../validate/spelling/frequency';
import type { CopyLanguage, Register } from '../types';
import { escapeRegExp } from './text';

export interface Rewrite {
  match: RegExp;
  /** The words that replace the match; null drops the whole unit (a directive). */
  to: (m: RegExpExecArray, register: Register) => string | null;
  /** What the rest of the unit becomes (a named recipient's "her" is the reader's "your"). */
  rest?: (text: string) => string;
}

export interface LanguageRewrites {
  /** A label before a colon that names the email itself ("Newsletter this month:"). */
  metaLabel: RegExp;
  /** A unit that only directs the writing (tone, length, language, "no discount"). */
  directive: RegExp;
  rules: Rewrite[];
  /**
   * The language's own spelling of a prompt typed casually (English weekdays and months, German
   * nouns). `dictionary` is the language's spelling dictionary when `readsDictionary` is set.
   */
  tidy?: (text: string, dictionary?: Speller) => string;
  /** The tidy needs the language's spelling dictionary (loaded before understanding: see ./dictionaries). */
  readsDictionary?: boolean;
  /** Instructions inside a sentence, and the words that replace them. */
  inner?: Array<[RegExp, string]>;
  /**
   * A note about the customer that never addresses them ("cancelled order 40017 for them… back on
   * their card"): its possessives and "for them" are the reader's. Applied only when the prompt
   * has no second person at all.
   */
  note?: { addressed: RegExp; shift: (text: string) => string };
  /**
   * An instruction that ends a line of notes ("Garantiefall abgeschlossen, Kunde informieren:",
   * "order shipped, notify the customer"): the marketer's to-do, removed from every unit.
   */
  tail?: RegExp;
  /**
   * The pronouns of the one person a prompt is about (a title or a singular customer says who), as
   * the reader's "you"; undefined when the prompt names no such person. It takes the place of
   * `shift` and `note`: the plural "they" of such a prompt is something else ("pick them up").
   */
  named?: (text: string, prompt: string) => string | undefined;
  /** Third person of the audience to the reader's second person, in a rewritten unit. */
  shift: (text: string, register: Register) => string;
  /**
   * A request asked as a question ("can u do an email…?", "Tu peux me faire un mail…?"): once its
   * frame is rewritten, the question mark was the marketer's, and the message is a statement.
   */
  asks: RegExp;
}

/** "Hey Priya, …", "Hola Marta, …": a greeting to the colleague who is asked, never to the reader. */
const vocative = (greetings: string) => `(?:${greetings})\\s+[\\p{L}'’-]+,`;

/** A unit that opens (after a greeting or two) with one of the language's request frames. */
const asking = (frames: string) => new RegExp(`^(?:¿\\s*)?(?:[\\p{L}'’]+[,!]?\\s+(?:¿\\s*)?){0,2}?(?:${frames})(?![\\p{L}])`, 'iu');

const fixed = (s: string) => () => s;
const byRegister = (formal: string, informal: string) => (_m: RegExpExecArray, r: Register) => (r === 'formal' ? formal : informal);

/** Replaces whole words, keeping a capital first letter. */
function swapWords(text: string, pairs: Record<string, string>): string {
  const keys = Object.keys(pairs).sort((a, b) => b.length - a.length);
  const re = new RegExp(`(?<![\\p{L}\\p{N}'’])(${keys.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(re, (word) => {
    const to = pairs[word.toLowerCase()] ?? word;
    return word[0] !== word[0].toLowerCase() ? to[0].toUpperCase() + to.slice(1) : to;
  });
}

/**
 * Chat shorthand written out ("pr les abonnés" → "pour les abonnés", "x chi" → "per chi"): only as
 * typed in lower case or with a capital first letter, so an acronym that spells the same ("PR",
 * "TS", "X") is left alone. A key may be several words ("si ils").
 */
function spelledOut(text: string, pairs: Record<string, string>): string {
  const keys = Object.keys(pairs).sort((a, b) => b.length - a.length);
  // A one-letter key ("x", "d") with a capital only where a sentence starts: "vitamina D y calcio" stays.
  const form = (k: string) => (k.length > 1 ? `[${k[0]}${k[0].toUpperCase()}]${escapeRegExp(k.slice(1))}` : `(?:${k}|(?<=^\\s*)${k.toUpperCase()})`);
  const re = new RegExp(`(?<![\\p{L}\\p{N}'’@./])(?<!\\p{N}\\s)(${keys.map(form).join('|')})(?=\\s+[\\p{L}«"“'’(])`, 'gu');
  return text.replace(re, (word) => {
    const to = pairs[word.toLowerCase()];
    return word[0] !== word[0].toLowerCase() ? to[0].toUpperCase() + to.slice(1) : to;
  });
}

// ---------------------------------------------------------------------------------------------- English

/**
 * English writes weekdays, months and "I" with a capital; a casual prompt ("next fri", "ends dec 14")
 * does not, and the email must pass our own spelling check. Abbreviations that are also words
 * ("sun", "sat", "wed", "mar", "may") are left as typed.
 */
const ENGLISH_CAPITALS =
  /(?<![\p{L}\p{N}'’.@/])(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|thurs|thur|fri|january|february|april|june|july|august|september|october|november|december|jan|feb|apr|jun|jul|aug|sept|sep|oct|nov|dec|i)(?![\p{L}\p{N}@/]|\.[a-z])/gu;
const capital = (w: string) => w[0].toUpperCase() + w.slice(1);

const PEOPLE_EN =
  "(?:customers?|clients?|users?|members?|guests?|patients?|parents?|students?|subscribers?|readers?|shoppers?|buyers?|donors?|attendees?|owners?|tenants?|residents?|families|family|employees?|staff|fans?|volunteers?|participants?|travell?ers?|diners?|riders?|players?|athletes?|homeowners?|investors?|partners?|vendors?|sellers?|list|audience|community|everyone|everybody|people|folks|recipients?|contacts?|leads?|signups?|sign-ups?|holders?|backers?|supporters?|alumni|teams?|admins?|developers?|devs|account holders?|kids|moms|dads|pet owners|ppl|peeps|y'all|crowd|gang|vips?|regulars|club|clubs|cardholders|policyholders|visitors?|followers?|friends?|passengers?|applicants?|borrowers?|candidates?|learners?|campers?|listeners?|viewers?|households?|owners?|holders?|guardians?|graduates?|collectors?|gardeners?|bakers?|cyclists?|runners?|golfers?|gamers?|creators?|merchants?|agents?|brokers?|landlords?|hosts?|drivers?|couriers?|nurses?|doctors?|teachers?|coaches?|sponsors?|exhibitors?|speakers?|tenants?)";
const AUD_EN = `(?:them|him|her|(?:everyone|everybody)(?:\\s+(?:on|in|at|from|who)\\s+[^,:;.]{1,40}?(?=\\s+know\\b))?|people|folks|all|(?:[\\w'’&-]+\\s+){0,4}?${PEOPLE_EN}(?:\\s+(?:who|that|with|in|on|at|of|from|whose)\\s+[^,:;.]{1,60}?(?=\\s+(?:that|about|know)\\b|\\s*[:,—–]))?)`;
/**
 * The request's own frame, asked as a question or a favour ("can u…", "could you please…"): the
 * marketer's words to the writer before what they ask for. Each language's `PLEASE_*` takes it, so
 * every instruction below reads the same whether it is typed as an order or as a question.
 */
const ASK_EN = "(?:(?:can|could|would|will|can't|cant)\\s+(?:you|u|ya)|(?:i|we)\\s+need\\s+(?:you|u)\\s+to)";
const PLEASE_EN = `(?:(?:${vocative('hey|hi|hello|yo|morning')}|and|also|then|pls|plz|please|kindly|oh|ok|okay|so|hey|hi|yo|quick q|${ASK_EN})[,!]?\\s+)*`;
const META_NOUNS_EN =
  '(?:e-?mails?|greetings?|greeting cards?|holiday cards?|welcome letters?|newsletters?|mails?|messages?|notes?|promos?|blasts?|announcements?|invit(?:e|ation)s?|reminders?|campaigns?|notices?|notifications?|updates?|letters?|emailers?|mailers?|memos?|copy|texts?|e-?blasts?|broadcasts?|comms?|communications?|posts?)';
const CONNECTOR_EN: Record<string, string> = {
  telling: 'tell ', 'to tell': 'tell ', inviting: 'invite ', 'to invite': 'invite ', reminding: 'remind ', 'to remind': 'remind ',
  letting: 'let ', 'to let': 'let ', informing: 'inform ', 'to inform': 'inform ', thanking: 'thank ', 'to thank': 'thank ',
  asking: 'ask ', 'to ask': 'ask ', welcoming: 'welcome ', 'to welcome': 'welcome ', wishing: 'wish ', 'to wish': 'wish ',
  encouraging: 'encourage ', 'to encourage': 'encourage ', 'to get': 'get ', 'to warn': 'warn ', warning: 'warn ',
};

const en: LanguageRewrites = {
  asks: asking(ASK_EN),
  metaLabel: /\b(?:e-?mails?|newsletters?|mailers?|promos?|e?-?blasts?|campaigns?|announcements?|invit(?:e|ation)s?|reminders?|notices?|notifications?|memos?)\b|^(?:fyi|nb|brief|draft|re|todo|to do|context|background)$/iu,
  directive: new RegExp(
    [
      `^${PLEASE_EN}(?:keep|make)\\s+(?:it|this|the (?:email|tone|copy|subject|message|whole thing))\\s+(?:(?:very|really|super|nice and|a bit|fairly|more|less|short and)\\s+)*(?:short|shorter|brief|concise|simple|friendly|formal|casual|fun|playful|warm|professional|upbeat|light|punchy|clean|minimal|elegant|urgent|exciting|personal|informal|polite|respectful|festive|cheerful|sober|serious|neutral|positive|clear|on.brand|sweet|snappy|chill|relaxed|calm|classy|lighthearted|light-hearted|conversational|human)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_EN}(?:use|with|in|keep|adopt|go for|write (?:it|this) (?:in|with))\\s+(?:a|an|our|the|your)?\\s*(?:[\\w-]+[\\s,]+){0,3}(?:tone|voice|style|register|vibe)\\b[^.!?]*[.!?]*$`,
      `^(?:tone|voice|style|length|vibe|language|format)\\s*[:=-][^.!?]*[.!?]*$`,
      `^${PLEASE_EN}(?:no|don'?t use|do not use|avoid|without|skip|don'?t (?:offer|give|include|add|mention|put)|do not (?:offer|give|include|add|mention|put))\\s+(?:a\\s+|any\\s+|the\\s+)?(?:discounts?|coupons?|codes?|promo(?:tion)?s?|offers?|emojis?|products?|prices?|images?|pictures?|photos?|sales? ?pitch(?:es)?|hard.sell|upsells?|exclamation(?: marks| points)?|caps|jargon|gifs?)\\b[^.!?]*[.!?]*$`,
      // "Don't mention the cellar sale, that's separate.": a constraint the email obeys by leaving it out, never copy.
      `^${PLEASE_EN}(?:don'?t|don’t|do not|dont|never|no need to)\\s+(?:(?:ever|even|really)\\s+)?(?:mention|talk about|bring up|reference|refer to|say anything about|hint at|allude to|promote|plug|push|advertise|tease|include|show|offer|promise|use the word)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_EN}(?:(?:write|send|do)\\s+(?:it|this)\\s+)?in\\s+(?:english|spanish|french|german|portuguese|italian|british english|us english|american english)\\b[^.!?]*[.!?]*$`,
      `^(?:subject(?: line)?|preheader|preview text|headline|cta|button)\\s*[:=-][^.!?]*$`,
      `^${PLEASE_EN}(?:add|include|put)\\s+(?:a|an|the|some|our)\\s+(?:[\\w-]+\\s+){0,2}(?:section|block|button|image|picture|photo|banner|footer|header|testimonial|quote|gif|countdown|timer|p\\.?s\\.?|cta|logo|social links?|hero|divider|product grid|products)s?\\b[.!]*$`,
      `^${PLEASE_EN}(?:thanks|thank you|thx|ty|cheers)[.!]*$`,
      // "Win back customers who paused more than 60 days ago." — who the email is for, not what it says.
      `^${PLEASE_EN}(?:(?:we|i)(?:'d| would| want| need| wish| hope| are looking| 're looking| aim)(?: like)? to\\s+|the (?:goal|aim|idea) is to\\s+)?(?:win back|re-?engage|re-?activate|target|reach out to|send (?:it|this) to|for)\\s+(?:${AUD_EN})[^.!?:]*[.!?]*$`,
      // "Price change email for all subscribers of FreshCrate." — a sentence that only names the email.
      // (Not when it says what the audience did: "…email for people who bought the course ($149)" is rewritten below.)
      `^(?:[\\w'’&-]+\\s+){0,5}(?:e-?mails?|newsletters?|mailers?|promos?|blasts?|campaigns?)(?:\\s+(?:for|to)\\s+(?![^.!?]*\\s(?:who|that|whose)\\s)[^.!?]{0,60})?[.!:]*$`,
      // "January sale mail.": a bare label, as those who call an email a mail write it (not "… mail to Priya at …", which names its reader).
      `^(?:[\\w'’&-]+\\s+){1,4}mails?[.!]+$`,
      // "pasted from our planning doc:", "copied from the meeting notes" — where the brief came from.
      `^(?:(?:this is|these are|notes?|text)\\s+)?(?:pasted|copied|copy-pasted|taken|lifted|straight)\\s+(?:from|out of)\\s+(?:our|the|my|a|an)\\s+[^.!?]{1,50}[.!:]*$`,
    ].join('|'),
    'iu',
  ),
  rules: [
    // "need an email to Mrs Hartley her dog's results are back…": the named reader is greeted, the request goes.
    {
      match: new RegExp(`^${PLEASE_EN}(?:(?:i|we)\\s+)?(?:need|want|write|draft|send|do|make)\\s+(?:me\\s+)?(?:an?|the|one)\\s+(?:(?:quick|short|brief|little|kind|gentle)\\s+)?(?:e-?mail|mail|message|note|letter)\\s+(?:to|for)\\s+((?:mrs|mr|ms|miss|mx|dr)\\.?\\s+[\\p{L}'’-]+(?:\\s+(?!(?:her|his|their|that|about|to|telling|saying|re|regarding|with|for|and)\\b)\\p{Lu}[\\p{L}'’-]+)?)\\s*[,:—–-]?\\s*`, 'iu'),
      to: (m) => `${m[1]}, `,
    },
    // "need to email everyone who preordered the Kestrel headphones — the shipment is stuck…": what the audience did is what the reader did.
    {
      match: new RegExp(`^${PLEASE_EN}(?:(?:i|we)\\s+)?(?:need|have|got|gotta|want|wanna)\\s+(?:to\\s+)?(?:email|e-mail|message|text|write to|contact|reach out to|update|tell|ping)\\s+(?:(?:all|our|the|every)\\s+)*(?:[\\w'’-]+\\s+)?${PEOPLE_EN}\\s+(?:who|that)\\s+(?=\\S)`, 'iu'),
      to: fixed('You '),
    },
    // "Please sign the email Dr. Helen Okafor.": the signature is the reader's to see, the instruction is not.
    { match: /^(?:(?:[Pp]lease|[Pp]ls|[Aa]nd|[Aa]lso)\s+)*[Ss]ign(?:\s+off)?\s+(?:(?:it|this|the (?:e-?mail|mail|message|letter|note))\s+)?(?:(?:as|from|with|by)\s+)?(?=\p{Lu})/u, to: fixed('') },
    // "havent seen some members since winter": the marketer's note is the reader's welcome back.
    {
      match: new RegExp(`^${PLEASE_EN}(?:(?:we|i)\\s+)?(?:haven'?t|haven’t|havent|have not|hasn'?t)\\s+seen\\s+(?:(?:some|many|a few|a lot of|lots of|most|all|our|of|these|those)\\s+)*(?:${AUD_EN})\\s+`, 'iu'),
      to: fixed('We haven’t seen you '),
    },
    // "ask customers who got their mattress 30+ days ago to leave a review": who is asked is the reader, then the request.
    {
      match: new RegExp(`^${PLEASE_EN}(ask|urge|get|invite|encourage|remind)\\s+(?:(?:all|our|the|every)\\s+)*(?:[\\w'’-]+\\s+)?${PEOPLE_EN}\\s+(?:who|that)\\s+([^,:;.]{1,80}?)\\s+to\\s+(?=\\S)`, 'iu'),
      to: (m) => `You ${m[2]}. ${{ invite: 'We’d love you to', encourage: 'We’d love you to', remind: 'Remember to' }[m[1].toLowerCase()] ?? 'Please'} `,
    },
    // "Customer returned 2 of 3 items from order 100-77412": a note about the customer, who is the reader.
    {
      match: /^(?:the\s+)?(?:customer|client|buyer|guest|patient|member|user|subscriber)\s+(was|has|is|\p{Ll}+ed|paid|bought|got|left|made|sent|took|kept|came|gave|had|wants|needs)(?![\p{L}])/iu,
      to: (m) => `You ${{ was: 'were', has: 'have', is: 'are', wants: 'want', needs: 'need' }[m[1].toLowerCase()] ?? m[1]}`,
    },
    // "Customers who want to switch… can do so under Settings": a condition on the reader, said to them.
    {
      match: new RegExp(`^(?:(?:all|our|the|any|affected|existing)\\s+)*${PEOPLE_EN}\\s+who\\s+((?:want|wish|would like|'d like|need|prefer|plan|decide|choose)\\s+to\\s+[^!?]{1,160}?)\\s+(can|may|should|must|will|need to|have to)\\s+(?=\\p{L})`, 'iu'),
      to: (m) => `If you ${m[1]}, you ${m[2].toLowerCase()} `,
    },
    // "Customers should stop using it immediately": what the reader is asked to do.
    {
      match: new RegExp(`^(?:(?:all|our|the|any|affected|existing)\\s+)*${PEOPLE_EN}\\s+(?:should|must|need to|have to|are (?:asked|advised|requested|encouraged|urged) to)\\s+(?=\\p{L})`, 'iu'),
      to: fixed('Please '),
    },
    // "welcome email for people who bought the Figma for Beginners course ($149)": what the audience did is what the reader did.
    {
      // "…the email for ppl whose parcel is late": whose is the reader's "your".
      match: new RegExp(`^${PLEASE_EN}(?:[\\w'’&-]+\\s+){0,6}?(?:e-?mails?|newsletters?|mailers?|promos?|blasts?|campaigns?|messages?|notes?|requests?|reminders?|invit(?:e|ation)s?|notices?|updates?|letters?|surveys?)\\s+(?:for|to)\\s+(?:(?:all|our|the|every|any)\\s+)*(?:[\\w'’-]+\\s+)?${PEOPLE_EN}\\s+(?:who|that|(whose))\\s+(?=\\S)`, 'iu'),
      to: (m) => (m[1] ? 'Your ' : 'You '),
    },
    {
      // "Write a short email to our members telling them that…", "Prepare a promotional email for First Harbor Bank's…"
      match: new RegExp(
        `^${PLEASE_EN}(?:(?:(?:i|we)\\s+)?(?:need|want|would like|'d like|’d like)\\s+(?=(?:a|an|one|another|some|the)\\s)|(?:(?:can|could|would|will) you\\s+|i need (?:you to\\s+)?|we need (?:you to\\s+)?|i want (?:you to\\s+)?|we want (?:you to\\s+)?|i'?d like (?:you to\\s+)?|we'?d like (?:you to\\s+)?|let'?s\\s+|time to\\s+|need to\\s+|need\\s+|want\\s+)?(?:write|draft|create|prepare|compose|send(?:\\s+out)?|do|make|put together|generate|whip up|shoot (?:out)?|blast)\\s+(?:me\\s+|us\\s+|out\\s+)?)(?:(?:a|an|the|our|some|one|quick|short|brief|little|friendly|formal|new|nice|simple|fun|warm|final|last|[\\w'’-]+)\\s+){0,4}?(?:${META_NOUNS_EN}|something|smth|sth|(?:quick|short|little) one)\\b(?:\\s+(?:short|quick|brief|simple|real quick|rq|pls|please|for me|for us))*(?:\\s+(?:to|for)\\s+(?:${AUD_EN}|(?<about>[^-–—:,.;]{1,40}?)(?=\\s*[-–—:,])))?(?<connector>\\s*[,:—–-]\\s*|\\s+(?:that|which|saying|to say|telling|to tell|announcing|to announce|about|on|re|regarding|inviting|to invite|asking|to ask|reminding|to remind|letting|to let|informing|to inform|thanking|to thank|explaining|confirming|to confirm|welcoming|to welcome|wishing|to wish|encouraging|to encourage|to get|warning|to warn|with|for)\\b\\s*)?`,
        'iu',
      ),
      // "Write a shipping update for order 88213: …" — what the email is for is part of the message.
      to: (m) => (m.groups?.about && !en.metaLabel.test(m.groups.about) ? `${m.groups.about}: ` : CONNECTOR_EN[(m.groups?.connector ?? '').trim().toLowerCase()] ?? ''),
    },
    {
      match: new RegExp(`^${PLEASE_EN}remind(?:ing)?\\s+(?:${AUD_EN})\\s*(?:(that)\\s+|(to)\\s+|(about|of)\\s+|[,:]\\s*)?`, 'iu'),
      to: (m) => (m[2] ? 'Remember to ' : m[3] ? 'A reminder about ' : m[1] ? '' : 'A reminder: '),
    },
    {
      match: new RegExp(`^${PLEASE_EN}(?:say (?:that )?(?:we(?:'re| are) )?sorry|apologi[sz]e)(?:\\s+to\\s+(?:${AUD_EN}))?(?:\\s+(for|that|about)\\b\\s*)?`, 'iu'),
      to: (m) => (m[1] ? `We’re sorry ${m[1].toLowerCase()} ` : 'We’re sorry'),
    },
    // "Thank you to the 412 volunteers who…" already speaks to the reader: only "thank <the audience>" is an instruction.
    { match: new RegExp(`^${PLEASE_EN}thank(?:ing)?\\s+(?!you\\b)(?:${AUD_EN})(?:\\s+(for)\\b\\s*)?`, 'iu'), to: (m) => (m[1] ? 'Thank you for ' : 'Thank you') },
    {
      // "Thank Jess & Omar for choosing us…": named recipients are the reader.
      match: /^(?:[Pp]lease\s+)?[Tt]hank\s+\p{Lu}[\p{L}'’-]+(?:\s*(?:&|and)\s*\p{Lu}[\p{L}'’-]+)?\s+for\s+/u,
      to: fixed('Thank you for '),
    },
    { match: new RegExp(`^${PLEASE_EN}(?:wish|wishing)\\s+(?:${AUD_EN})\\s+`, 'iu'), to: fixed('We wish you ') },
    { match: new RegExp(`^${PLEASE_EN}congratulate\\s+(?:${AUD_EN})(?:\\s+on)?\\s*`, 'iu'), to: fixed('Congratulations on ') },
    { match: new RegExp(`^${PLEASE_EN}welcome\\s+(?:${AUD_EN})(?:\\s+(to)\\b)?\\s*`, 'iu'), to: (m) => (m[1] ? 'Welcome to ' : 'Welcome! ') },
    { match: new RegExp(`^${PLEASE_EN}invite\\s+(?:${AUD_EN})\\s+(to|for)\\s+`, 'iu'), to: (m) => `You’re invited ${m[1].toLowerCase()} ` },
    { match: new RegExp(`^${PLEASE_EN}encourage\\s+(?:${AUD_EN})\\s+to\\s+`, 'iu'), to: fixed('We’d love you to ') },
    { match: new RegExp(`^${PLEASE_EN}(?:ask|tell|urge|get|push|nudge|remind)\\s+(?:${AUD_EN})\\s+to\\s+`, 'iu'), to: fixed('Please ') },
    { match: new RegExp(`^${PLEASE_EN}(?:nudge|target|email|message|ping|hit up|reach out to|follow up with|write to)\\s+(?:${AUD_EN})\\s*[,:—–-]\\s*`, 'iu'), to: fixed('') },
    {
      // "Remind Dana Whitfield of her cleaning…": a named recipient, addressed as "you".
      match: /^(?:[Pp]lease\s+)?[Rr]emind\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}\s+(?:(of|about)\s+|(to)\s+|(that)\s+)/u,
      to: (m) => (m[1] ? 'A reminder about ' : m[2] ? 'Remember to ' : ''),
      rest: (s) => swapWords(s, { her: 'your', his: 'your', she: 'you', he: 'you', hers: 'yours' }),
    },
    { match: new RegExp(`^${PLEASE_EN}(?:offer|give)\\s+(?:${AUD_EN})\\s+`, 'iu'), to: fixed('Enjoy ') },
    {
      match: new RegExp(`^${PLEASE_EN}(?:tell|inform|notify|let|update|warn|advise|alert|show|assure|reassure)\\s+(?:${AUD_EN})(?:\\s+know)?(?:\\s+(?:that|about|of|on)\\b)?[\\s,:]*`, 'iu'),
      to: fixed(''),
    },
    {
      match: new RegExp(`^${PLEASE_EN}(?:(?:don'?t|do not) forget to|make sure (?:to|you)|be sure to|remember to)\\s+(?:mention|say|include|add|note|state|tell (?:${AUD_EN})|let (?:${AUD_EN}) know)\\s*(?:that\\s+|:\\s*)?`, 'iu'),
      to: fixed(''),
    },
    { match: new RegExp(`^${PLEASE_EN}(?:make sure|be sure|ensure)\\s+(?:that\\s+)?(?:${AUD_EN}|they)\\s+(?:know|understand|see|are aware)\\s+(?:that\\s+)?`, 'iu'), to: fixed('') },
    { match: new RegExp(`^${PLEASE_EN}(?:make sure|be sure|ensure)\\s+(?:that\\s+)?(?:${AUD_EN}|they)\\s+`, 'iu'), to: fixed('Please ') },
    { match: new RegExp(`^${PLEASE_EN}(?:(?:don'?t|do not) forget to|be sure to|make sure to)\\s+`, 'iu'), to: fixed('Remember to ') },
    {
      match: new RegExp(
        `^${PLEASE_EN}(?:mention|note|explain|point out|stress|emphasi[sz]e|highlight|say|add|include|state|clarify|confirm(?!\\s+(?:by|via|within|before|online|here|below|at|your|ur|with)\\b)|announce|flag|make (?:it )?clear|call out|spell out|let slip|plug|promote|feature|showcase|tease)\\b(?:\\s+to\\s+(?:${AUD_EN}))?(?:\\s+(?:that|how)\\b)?[\\s,:]*`,
        'iu',
      ),
      to: fixed(''),
    },
    // "launch mail for our new millet chips - 3 flavours…": a label naming the email, then what it is about.
    {
      match: new RegExp(`^${PLEASE_EN}(?:(?:a|an|the|our)\\s+)?(?:[\\w'’-]+\\s+){0,2}?(?:e-?mails?|mails?|newsletters?|promos?|campaigns?|mailers?|e?-?blasts?)\\s+(?:for|about|on|regarding)\\s+(?!${AUD_EN}(?![\\p{L}]))`, 'iu'),
      to: fixed(''),
    },
    { match: /^(?:the|a|an)\s+(?:note|line|disclosure|disclaimer|fact|info(?:rmation)?|details?|message|point|sentence|news|bit)\s+(?:that|about|:)\s*/iu, to: fixed('') },
    { match: /^(?:sign(?:ed)?|sign-?off)\s+(?:it\s+)?(?:off\s+)?(?:as|from|by|with)\s+/iu, to: fixed('From ') },
  ],
  inner: [
    // "…, and mention that Maya runs a Q&A" — an instruction in the middle of a sentence starts a new one.
    [/[,;]?\s+(?:and|then|also|plus)\s+(?:also\s+)?(?:mention|note|add|say|explain|stress|highlight|point out|include|tell them|let them know|remind them)\s+(?:that\s+)?/giu, '. '],
    [/[,;]?\s+(?:and|then|also|plus)\s+(?:also\s+)?(?:ask|urge|encourage|invite) (?:them|customers|people|everyone) to\s+/giu, '. Please '],
    [/[,;]\s+(?:and\s+)?(?:tell|remind|let) them(?: know)? (?:that\s+)?/giu, '. '],
    [/[,;]?\s+and ask (?:them )?(?:if|whether) (?:they|you)(?:'|’)d\s+/giu, '. Would you '],
  ],
  // "march", "may", "sat"… are words too: a month or day only right before a number.
  // "(AUD obvs)": the aside is the marketer's; "(was: England & Wales)": what it was before, said to the reader.
  tidy: (text, dictionary) =>
    (dictionary ? retyped(text, dictionary, false) : text)
      .replace(/\s+(?:obvs|obv|ofc|lol)(?=\))/giu, '')
      .replace(/\((?:was|previously)\s*:\s*/giu, '(previously ')
      .replace(ENGLISH_CAPITALS, capital).replace(/(?<![\p{L}])(mon|tue|wed|thu|sat|sun)(?=[-–](?:mon|tue|wed|thu|fri|sat|sun))/giu, capital).replace(/(?<![\p{L}])(march|mar|may|mon|tue|wed|thu|sat|sun)(?=\.?\s+\d)/gu, capital),
  // Its typos are read against the dictionary the spelling check uses ("wnats" → "wants").
  readsDictionary: true,
  note: {
    addressed: /\b(?:you|your|yours|you're|you've|you'll)\b/iu,
    shift: (text) => swapWords(text.replace(/\b(for|to|with) them\b/giu, '$1 you'), { their: 'your', theirs: 'yours' }).replace(THEY_DID, 'You ').replace(SUBJECTLESS, 'You $1 '),
  },
  // "if this wasn't them they should call" → "if this wasn't you, you should call": the two
  // shifted words meet, and English wants the clause's comma between them (validate/all: "you you").
  named: namedEnglish,
  tail: /[,;]?\s+(?:(?:please|pls)\s+)?(?:notify|inform|tell|email|update|let)\s+(?:the\s+)?(?:customer|client|guest|member|patient|buyer|user)(?:\s+know)?\s*(?:[.!]?\s*$|(?=:))/iu,
  shift: (text) =>
    shiftEnglish(text),
};

/** What the customer did, in a note about them: "they left the brake set in the basket" is the reader's "you left". */
const THEY_DID =
  /^They\s+(?=(?:left|bought|ordered|added|booked|paid|signed|joined|subscribed|registered|purchased|reserved|requested|returned|cancell?ed|missed|tried|started|forgot|abandoned|saved|picked|chose|placed|asked|haven'?t|haven’t|have|had|didn'?t|didn’t|did|were|are|still|already|just|can|can't|can’t|should|will|won't|won’t)\b)/iu;

/** "can book online at …": a note's sentence without its subject is what the reader can do. */
const SUBJECTLESS = /^(can|could|should|must|need to|will need to)\s+(?!(?:you|u|we|i|they|it|this|that|these|those|be|also|only|not)\b)(?=\p{Ll})/iu;

/** "Mrs Hartley", "Ms. Ananya Iyer", "Mr Okafor": the one person a note is about, and the pronouns that stand for them. */
const TITLED = /(?<![\p{L}])(?:(Mrs|Ms|Miss)|(Mr))\.?\s+\p{Lu}[\p{L}'’-]+/u;

/** "she wants" → "you want", "he's" → "you're": the verb agrees with its new subject. */
function agree(verb: string): string {
  const v = verb.toLowerCase();
  const fixedForms: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do', "'s": '’re', '’s': '’re' };
  if (fixedForms[v]) return fixedForms[v];
  if (/(?:ss|sh|ch|x|z|o)es$/u.test(v)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/u.test(v)) return `${verb.slice(0, -3)}y`;
  if (/[^s]s$/u.test(v)) return verb.slice(0, -1);
  return verb;
}

/**
 * A note about one named customer ("need an email to Mrs Hartley her dog's results are back…",
 * "we've moved her to Garden Suite… if she wants to cancel"): the pronouns that stand for them,
 * of the gender their title gives, are the reader's "you".
 */
function namedEnglish(text: string, prompt: string): string | undefined {
  const titled = TITLED.exec(prompt);
  if (!titled) return undefined;
  const she = !!titled[1];
  return text
    .replace(SUBJECTLESS, 'You $1 ')
    .replace(new RegExp(`\\b${she ? 'she' : 'he'}(?:\\s+(?!(?:always|perhaps|sometimes|also|as|thus|unless|plus)\\b)([a-z]{2,}s)\\b|(['’]s)\\b)?`, 'giu'), (_m, verb?: string, contracted?: string) =>
      `you${verb ? ` ${agree(verb)}` : contracted ? agree(contracted) : ''}`)
    // "her" is "you" as an object ("moved her to", "call her."), "your" before what is hers ("her dog").
    .replace(/\bher\b(?=\s+(?:to|the|a|an|at|in|on|for|with|and|or|but|so|by|about|from|that|know|if|when|once|as|up|back|again|today|tonight|yesterday|tomorrow|now|soon|last|next|this|after|before|until|via)\b|\s*[.,;:!?)]|\s*$)/giu, (m) => (she ? 'you' : m))
    .replace(/\bher\b/giu, (m) => (she ? 'your' : m))
    .replace(new RegExp(`\\b(${she ? 'hers|herself' : 'him|his|himself'})\\b`, 'giu'), (word: string) =>
      ({ hers: 'yours', herself: 'yourself', him: 'you', his: 'your', himself: 'yourself' })[word.toLowerCase()] ?? word);
}

function shiftEnglish(text: string): string {
  return swapWords(text.replace(SUBJECTLESS, 'You $1 ').replace(/\bhis or her\b|\bhis\/her\b|\btheir\/his\b/giu, 'your').replace(/\bthe (?:customer|client|member|guest|user)'s\b/giu, 'your'), {
      "they're": 'you’re',
      'they’re': 'you’re',
      "they've": 'you’ve',
      'they’ve': 'you’ve',
      "they'll": 'you’ll',
      'they’ll': 'you’ll',
      "they'd": 'you’d',
      'they’d': 'you’d',
      themselves: 'yourself',
      theirs: 'yours',
      their: 'your',
      them: 'you',
      they: 'you',
    }).replace(/\b(you|You) you\b/g, '$1, you');
}

// ---------------------------------------------------------------------------------------------- Spanish

const AUD_ES =
  '(?:(?:a\\s+)?(?:los|las|la|el|nuestros|nuestras|nuestra|nuestro|todos los|todas las|tus|sus)?\\s*(?:(?:nuevos|nuevas|antiguos|antiguas|mejores|fieles)\\s+)?(?:clientes?|afiliados?|afiliadas?|clientas?|socios?|socias?|usuarios?|usuarias?|suscriptores?|miembros?|pacientes?|alumnos?|alumnas?|padres|familias|huéspedes|huespedes|invitados?|compradores?|vecinos?|lectores?|seguidores?|asistentes?|donantes?|inquilinos?|empleados?|equipo|comunidad|todos|todas|gente)(?:\\s+(?:nuevos|nuevas|mayoristas|minoristas|actuales|activos|activas|habituales|frecuentes|premium|vip))?(?:\\s+(?:de|del|que)\\s+[^,:;.]{1,50}?(?=\\s*(?:,\\s*)?(?:de\\s+)?que\\b)|\\s+del?\\s+[\\p{L}]+(?=\\s*\\?))?)';
const ASK_ES = '(?:¿\\s*)?(?:(?:me|nos)\\s+)?(?:puedes|podr[ií]as|pod[eé]is|podr[ií]ais|puede|podr[ií]a|pueden|podr[ií]an)';
const PLEASE_ES = `(?:¿\\s*)?(?:(?:${vocative('hola|oye|buenas')}|por favor|porfa|pls|plz|hola|oye|bueno|y|también|tambien|${ASK_ES})[,!]?\\s+(?:¿\\s*)?)*`;
const es: LanguageRewrites = {
  readsDictionary: true,
  // "q", "pa", "xq": a casual prompt's shorthand, written out; accents left out are put back ("esta listo" stays).
  tidy: (text, dictionary) => {
    // "q" only before a word: "Q 350" is a price in quetzales.
    const t = spelledOut(swapWords(text, { pa: 'para', xq: 'porque', porq: 'porque', tb: 'también', tmb: 'también' }), { q: 'que', x: 'por', d: 'de' });
    return dictionary ? retyped(t, dictionary, true) : t;
  },
  asks: asking(`${ASK_ES}|(?:me|nos)\\s+(?:haces|escribes|preparas|mandas|redactas|armas|ayudas con|ayudás con|echas una mano con)`),
  metaLabel: /\b(?:correos?|e-?mails?|newsletters?|boletin(?:es)?|boletín|mensajes?|comunicados?|avisos?|recordatorios?|invitaci[oó]n(?:es)?|promos?|campañas?|campanas?|notas?)\b/iu,
  directive: new RegExp(
    [
      `^${PLEASE_ES}(?:tono|estilo|registro|extensi[oó]n|idioma)\\s*[:=-][^.!?]*[.!?]*$`,
      `^${PLEASE_ES}(?:que sea|hazlo|h[aá]galo|mantenlo|mant[eé]ngalo|escr[ií]belo|escr[ií]balo)\\s+(?:muy\\s+|m[aá]s\\s+|bien\\s+)?(?:corto|breve|cercano|formal|informal|divertido|simp[aá]tico|profesional|sencillo|claro|c[aá]lido|elegante|directo|serio|alegre|amable)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_ES}(?:usa|use|con|en)\\s+(?:un\\s+)?tono\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_ES}no\\s+(?:menciones|mencione|mencionar|hables|hable|digas|diga|nombres|nombre|prometas|prometa|hagas referencia|haga referencia)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_ES}(?:sin|nada de|no (?:ofrezcas|ofrezca|incluyas|incluya|pongas|ponga|menciones|mencione|uses|use|ofrecer|incluir|poner))\\s+(?:ning[uú]n\\s+|un\\s+|una\\s+)?(?:descuentos?|cupones?|c[oó]digos?|emojis?|productos?|ofertas?|promociones?|precios?|im[aá]genes|fotos?)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_ES}(?:tut[eé]alos|tut[eé]alas|de t[uú]|de usted|h[aá]blales de (?:t[uú]|usted)|trata de usted|tr[aá]talos de (?:t[uú]|usted))\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_ES}(?:gracias|mil gracias)[.!]*$`,
    ].join('|'),
    'iu',
  ),
  rules: [
    {
      match: new RegExp(
        `^${PLEASE_ES}(?:(?:necesito|necesitamos|quiero|queremos)\\s+(?=(?:un|una|el|la)\\s)|(?:(?:necesito|quiero|queremos|necesitamos|me gustar[ií]a|nos gustar[ií]a)\\s+(?:que\\s+)?)?(?:favor de\\s+)?(?:(?:me|nos)\\s+(?:haces|escribes|preparas|mandas|redactas|armas|env[ií]as|ayudas con|ayudás con|echas una mano con)|(?:redact[ae]r?|redacte|escrib[ei]r?|escriba|prepar[ae]r?|prepare|envi[ae]r?|env[ií]a|env[ií]e|crea|cree|crear|manda|mande|mandar|haz|haga|hacer|arma|armar)(?:me|nos|le|les)?)(?:,?\\s*por favor,?)?\\s+)(?:(?:un|una|el|la|los|las|nuestro|nuestra|breve|corto|corta|nuevo|nueva|peque[ñn]o)\\s+){0,3}(?:correos?|e-?mails?|emails?|newsletters?|boletines|bolet[ií]n|mensajes?|comunicados?|avisos?|recordatorios?|invitaci[oó]n|invitaciones|promos?|promoci[oó]n|notas?|anuncios?)(?:\\s+(?:electr[oó]nico|promocional|informativo|de [\\wáéíóúñ]+))?(?:\\s+(?:a|para)\\s+${AUD_ES})?(\\s*[,:—–-]\\s*|\\s+(?:de que|para|que|q|sobre|con|anunciando|informando|avisando|recordando|invitando|agradeciendo|comunicando|diciendo)\\b\\s*)?`,
        'iu',
      ),
      to: (m) => ((m[1] ?? '').trim().toLowerCase() === 'recordando' ? 'recuerda que ' : ''),
      // "…el anuncio de lanzamiento del Peña Roya Curado: …": what is launched is the message's.
      rest: (t) => t.replace(/^\s*(?:del|de la|de los|de las|de)\s+(?=\p{Lu})/u, ''),
    },
    // "Firmá como Lucía, de Librería Tinta Sur.": the signature is the reader's to see, the instruction is not.
    { match: /^(?:y\s+)?(?:firm[aá]|firme|firmad|firmar|firmalo|fírmalo)\s+(?:como|con|de parte de)\s+(?=\p{L})/iu, to: fixed('') },
    // "pedir reseña a los de noviembre": the request is ours, said to the reader.
    {
      match: /^(?:pedir|p[ií]de(?:les)?|p[ií]da(?:les)?)\s+(?:una\s+|su\s+)?(?:reseñas?|opini[oó]n(?:es)?|valoraci[oó]n(?:es)?|comentarios?)\s+a\s+(?:los|las|todos los|todas las)\s+(?:que|q\s+)?/iu,
      // Who is asked ("a los de noviembre") says which visit.
      to: byRegister('Nos encantaría conocer su opinión sobre su visita ', 'Nos encantaría conocer tu opinión sobre tu visita '),
    },
    // "se dejaron la lámpara Nube en el carrito": what the shopper did, said to the reader.
    { match: /^(?:se\s+)?(?:le\s+|les\s+)?(?:dejaron|olvidaron|dej[oó]|olvid[oó])\s+(?=\p{L})/iu, to: byRegister('Dejó ', 'Te dejaste ') },
    {
      // "Escribe la bienvenida para quien se registra en nuestra app…": the welcome itself, said to the reader.
      match: new RegExp(`^${PLEASE_ES}(?:escrib[ea]|redact[ae]|prepar[ae]|haz|haga)\\s+(?:la|una|el|un)\\s+(?:(?:correo|mail|e-?mail|mensaje)\\s+de\\s+)?bienvenida\\s+(?:para|a)\\s+(?:quien(?:es)?|los que|las que|todos los que|cada persona que)\\s+se\\s+(?:registra|registran|suscribe|suscriben|inscribe|inscriben|une|unen|apunta|apuntan|da de alta|dan de alta)\\s+(?:en|a)\\s+`, 'iu'),
      to: byRegister('Le damos la bienvenida a ', 'Te damos la bienvenida a '),
    },
    { match: new RegExp(`^${PLEASE_ES}(?:escrib[ea]|escr[ií]bele|escr[ií]beles)\\s+(?:a\\s+)?[^:]{1,80}:\\s*`, 'iu'), to: fixed('') },
    { match: new RegExp(`^${PLEASE_ES}agrad[eé]ce(?:les)?\\s+(?=a\\s)`, 'iu'), to: fixed('Gracias ') },
    {
      match: new RegExp(`^${PLEASE_ES}(?:recu[eé]rd(?:a|e|ales|eles|ale|ele|ar)(?:les)?)(?:\\s+${AUD_ES})?\\s*(?:,\\s*)?(?:(?:de\\s+)?que\\s+|:\\s*)?`, 'iu'),
      to: byRegister('Le recordamos que ', 'Te recordamos que '),
    },
    {
      // "Pide a los clientes que compraron en noviembre que contesten una encuesta": who is asked
      // stays (a condition of the message), the request is ours.
      match: new RegExp(`^${PLEASE_ES}(?:p[ií]de(?:les)?|p[ií]da(?:les)?|pedir)\\s+(?:(a\\s+(?:los|las|nuestros|nuestras|todos los|todas las|tus|sus)\\s+[\\p{L}]+(?:\\s+que\\s+[^,:;.]{1,80})?)\\s+)?que\\s+(?=\\S)`, 'iu'),
      to: (m) => (m[1] && /\sque\s/u.test(m[1]) ? `${m[1][0].toUpperCase()}${m[1].slice(1)}: les pedimos que ` : 'Les pedimos que '),
    },
    {
      match: new RegExp(`^${PLEASE_ES}(?:p[ií]de(?:les)?|p[ií]da(?:les)?|pedir)\\s+(?:perd[oó]n|disculpas)(?:\\s+a\\s+${AUD_ES})?\\s*(?:por\\s+)?`, 'iu'),
      to: fixed('Lamentamos '),
    },
    {
      match: new RegExp(`^${PLEASE_ES}(?:agrad[eé]ce(?:les)?|agrad[eé]zca(?:les)?|agradecer|da(?:les)? las gracias|d[eé](?:les)? las gracias)(?:\\s+${AUD_ES})?\\s*(?:(por)\\s+)?`, 'iu'),
      to: (m) => (m[1] ? 'Gracias por ' : 'Gracias. '),
    },
    {
      match: new RegExp(`^${PLEASE_ES}(?:inv[ií]ta(?:los|las|les)?|inv[ií]te(?:los|las|les)?|invitar)(?:\\s+${AUD_ES})?\\s+a\\s+`, 'iu'),
      to: byRegister('Le invitamos a ', 'Te invitamos a '),
    },
    {
      match: new RegExp(
        `^${PLEASE_ES}(?:d[ií]les|d[ií]le|d[ií]gales|d[ií]gale|decir(?:les)?|inf[oó]rma(?:les)?|inf[oó]rme(?:les)?|informar|av[ií]sa(?:les)?|av[ií]se(?:les)?|avisar|comunica(?:les)?|comunique(?:les)?|comunicar|cu[eé]nta(?:les)?|h[aá]z(?:les)? saber|h[aá]ga(?:les)? saber|anuncia|anuncie|anunciar|menciona|mencione|mencionar|indica|indique|indicar|explica|explique|aclara|aclare|recalca|destaca|destaque|incluye|incluya|incluir|comenta|comente|pon|ponga|a[ñn]ade|a[ñn]ada|agrega|agregue)(?:les?|los?|las?)?(?![\\p{L}])(?:\\s+${AUD_ES})?\\s*(?:,\\s*)?(?:(?:de\\s+)?que\\s+|:\\s*)?`,
        'iu',
      ),
      to: fixed(''),
    },
  ],
  inner: [
    // "…en el carrito, recordad q el envío es gratis…": an instruction inside a sentence starts a new one.
    [/[,;]?\s+(?:y\s+)?(?:recordad|recuerda|recuerden|recu[eé]rdales|recu[eé]rdale|recordadles|recordales)\s+(?:que|q)\s+/giu, '. Recordamos que '],
    // "que sepan que la primera semana…": the marketer's wish that they know, and what they should know.
    [/(^|[,;]\s*)(?:y\s+)?que\s+sepan\s+(?:que|q)\s+/giu, '$1'],
    [/[,;]\s+(?:pero\s+)?no\s+(?:digas|diga|digáis|menciones|mencione|pongas|ponga|nombres|nombre)\s+[^,;!?]*$/giu, ''],
    [/,?\s+y\s+p[ií]de(?:les|las)?\s+(?=(?:una|tu|su)\s+(?:reseña|opini[oó]n|valoraci[oó]n|comentario))/giu, '. Nos encantaría recibir '],
    [/,?\s+y\s+(?:menciona|recu[eé]rdales|diles|av[ií]sales)\s+(?:que\s+)?/giu, '. '],
  ],
  shift: (text) => text,
};

// ---------------------------------------------------------------------------------------------- French

const AUD_FR =
  "(?:(?:à\\s+|a\\s+|aux\\s+)?(?:les|nos|tous les|toutes les|leurs|des)?\\s*(?:(?:nouve(?:aux|lles?|l)|ancien(?:ne)?s|fid[èe]les|chers|ch[èe]res|meilleur(?:e)?s)\\s+)?(?:clients?|clientes?|membres?|abonn[ée]e?s?|adh[ée]rents?|utilisateurs?|patients?|parents?|[ée]l[èe]ves?|familles|invit[ée]s|locataires|voisins|lecteurs|donateurs|participants|b[ée]n[ée]voles|[ée]quipes?|tout le monde|habitants)(?:\\s+(?:de|du|des|qui)\\s+[^,:;.]{1,50}?(?=\\s*(?:,\\s*)?qu))?)";
const ASK_FR = "(?:est-ce que\\s+|est-ce qu['’]\\s*)?(?:tu peux|peux-tu|tu pourrais|pourrais-tu|vous pouvez|pouvez-vous|vous pourriez|pourriez-vous|tu veux bien|vous voulez bien|on peut|on pourrait)(?:\\s+(?:me|nous))?";
const PLEASE_FR = `(?:(?:${vocative('salut|coucou|bonjour|hello')}|merci de|s'il te pla[iî]t|s'il vous pla[iî]t|stp|svp|et|puis|aussi|bonjour|salut|coucou|${ASK_FR})[,!]?\\s+|${ASK_FR}\\s+m['’](?=\\p{L}))*`;
/** "ils veulent" → "vous voulez": the audience's verbs in the reader's "vous". */
const VOUS: Record<string, string> = {
  veulent: 'voulez', peuvent: 'pouvez', doivent: 'devez', ont: 'avez', sont: 'êtes', font: 'faites', vont: 'allez',
  reçoivent: 'recevez', viennent: 'venez', prennent: 'prenez', savent: 'savez', disent: 'dites', achètent: 'achetez', préfèrent: 'préférez',
};
function vous(verb: string): string {
  const v = verb.toLowerCase();
  if (VOUS[v]) return VOUS[v];
  if (v.endsWith('aient')) return `${verb.slice(0, -5)}iez`;
  if (v.endsWith('ent') && v.length > 4) return `${verb.slice(0, -3)}ez`;
  return verb;
}

/**
 * Once an instruction names the audience ("écrire aux abonnés que…"), their "ils", "leur" and
 * "leurs" in the sentences that follow are the reader: "si ils veulent… dans leur compte" is
 * "si vous voulez… dans votre compte". "leur" before a verb is "vous" ("leur envoyer").
 */
function shiftFrench(text: string): string {
  return text
    .replace(/(?<![\p{L}])(?:(s)['’]|(?<=\s|^))(?:ils|elles)\s+(?:(ne|n['’])\s*)?(\p{Ll}+)/gu, (_m, si: string | undefined, neg: string | undefined, verb: string) =>
      `${si ? 's' : ''}${si ? 'i ' : ''}vous ${neg ? 'ne ' : ''}${vous(verb)}`)
    .replace(/(?<![\p{L}])leurs(?![\p{L}])/gu, 'vos')
    .replace(/(?<![\p{L}])leur(?=\s+\p{Ll}+(?:er|ir|re)(?![\p{L}]))/gu, 'vous')
    // "on leur demande", "nous leur offrons": after a subject, "leur" is "to them".
    .replace(/(?<![\p{L}])(on|nous|je|il|elle|ils|elles|qui|ne|n['’])\s+leur(?![\p{L}])/gu, '$1 vous')
    .replace(/(?<![\p{L}])d['’]eux(?![\p{L}])/gu, 'de vous')
    .replace(/(?<![\p{L}])leur(?![\p{L}])/gu, 'votre')
    .replace(/(?<![\p{L}])eux(?![\p{L}])/gu, 'vous');
}

const fr: LanguageRewrites = {
  asks: asking(ASK_FR),
  metaLabel: /\b(?:e-?mails?|mails?|courriels?|newsletters?|infolettres?|messages?|annonces?|communiqu[ée]s?|invitations?|invits?|rappels?|relances?|promos?|campagnes?|notes?)\b/iu,
  directive: new RegExp(
    [
      `^${PLEASE_FR}(?:ton|style|registre|longueur|langue)\\s*[:=-][^.!?]*[.!?]*$`,
      `^${PLEASE_FR}(?:fais|faites|reste[zs]?|garde[zs]?)\\s+(?:le|la|ça|ca)?\\s*(?:court|courte|bref|br[èe]ve|simple|sympa|chaleureux|formel|[ée]l[ée]gant|l[ée]ger|professionnel|direct)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_FR}(?:sur un ton|ton)\\s+[^.!?]*[.!?]*$`,
      `^${PLEASE_FR}(?:pas de|sans|aucune?|ne (?:propose|proposez|mets|mettez|mentionne|mentionnez) (?:pas|aucune?) (?:de )?)\\s*(?:r[ée]ductions?|remises?|codes?|promos?|emojis?|[ée]mojis?|produits?|offres?|prix|images?|photos?)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_FR}(?:ne\\s+(?:parle[sz]?|mentionne[sz]?|dis|dites|cite[sz]?|promets|promettez|propose[sz]?|mets|mettez|fais|faites)|n['’](?:[ée]voque[sz]?|ajoute[sz]?|inclus|incluez|indique[sz]?|utilise[sz]?|affiche[sz]?))\\s+(?:pas|rien|jamais|aucune?)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_FR}(?:vouvoie[rz]?|tutoie[rz]?|vouvoiement|tutoiement)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_FR}(?:merci|merci beaucoup)[.!]*$`,
      // "Merci de ne pas mettre le logo promo de Noël sur ce mail.", "Pas de mention « Black Friday », c'est fini."
      `^${PLEASE_FR}ne\\s+(?:pas|jamais|rien)\\s+(?:mettre|mentionner|parler|inclure|ajouter|utiliser|afficher|proposer|citer|promettre|indiquer|[ée]voquer|dire)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_FR}(?:pas de|aucune)\\s+mention\\b[^.!?]*[.!?]*$`,
      // "Voici les sujets pour l'infolettre de décembre, fais-moi quelque chose de chaleureux": what the marketer hands over.
      `^(?:voici|voil[àa]|ci-dessous)\\s+(?:les|mes|nos|quelques)\\s+(?:sujets|th[èe]mes|infos|informations|points|[ée]l[ée]ments|notes|id[ée]es)\\b[^.!?]*[.!?]*$`,
    ].join('|'),
    'iu',
  ),
  rules: [
    // "faudrait écrire aux abonnés du panier d'hiver que l'abonnement se renouvelle…": the request goes, its news stays.
    {
      match: new RegExp(`^${PLEASE_FR}(?:(?:il\\s+)?(?:me\\s+|nous\\s+)?(?:faut|faudrait)\\s+|on\\s+(?:doit|devrait)\\s+)?(?:[ée]crire|[ée]cri[st]|[ée]crivez|envoyer|envoie[rz]?|pr[ée]venir|pr[ée]viens|pr[ée]venez)\\s+(?:un\\s+(?:mail|e-mail|courriel|message|mot)\\s+)?${AUD_FR}\\s*(?:que\\s+|qu['’]\\s*)`, 'iu'),
      to: fixed(''),
    },
    // "Rappel conso à envoyer aux clients fidélité qui ont acheté le produit (on a la liste via la carte) :": what they did, said to the reader.
    {
      match: /^(?:[\p{L}'’-]+\s+){0,3}?[àa]\s+envoyer\s+(?:à|aux)\s+(?:(?:nos|les|tous les)\s+)?(?:clients?|clientes?|membres|abonn[ée]e?s|adh[ée]rents|patients)(?:\s+[\p{L}-]+)?\s+qui\s+ont\s+/iu,
      to: byRegister('Vous avez ', 'Tu as '),
      // "(on a la liste via la carte)" is how the list was made, not the reader's to read.
      rest: (t) => t.replace(/\s*\((?:on a|on l['’]a|nous avons|liste)[^)]*\)/iu, ''),
    },
    {
      match: new RegExp(
        `^${PLEASE_FR}(?:(?:(?:il\\s+)?(?:me\\s+|nous\\s+)?faut|j['’]ai besoin d['’]|on a besoin d['’])\\s*(?=(?:un|une|le|la|d['’]un|d['’]une)\\s)|(?:(?:peux-tu|pouvez-vous|veuillez|il faut|il me faut|j'ai besoin d'|on veut|je veux|je voudrais|nous voudrions)\\s*)?(?:r[ée]dige[rz]?|[ée]cri[st]|[ée]crivez|[ée]crire|pr[ée]pare[rz]?|envoie[rz]?|envoyer|cr[ée]e[rz]?|fais|faites|faire|pondre)\\s+)(?:(?:un|une|le|la|les|notre|nos|petit|petite|court|courte|nouvel|nouvelle|nouveau|p['’]tit)\\s+){0,3}(?:e-?mails?|mails?|courriels?|newsletters?|infolettres?|messages?|annonces?|communiqu[ée]s?|invitations?|invits?|rappels?|promos?|notes?)(?:\\s+(?:de|d')\\s*[\\wéèêàç-]+)?(?:\\s+(?:à|aux|pour)\\s+${AUD_FR})?(\\s*[,:—–-]\\s*|\\s+(?:pour|qui|annon[cç]ant|sur|afin de|informant|rappelant|invitant|remerciant)\\b\\s*)?`,
        'iu',
      ),
      to: (m) => ({ rappelant: 'rappelle que ', invitant: 'invite ', remerciant: 'remercie ' })[(m[1] ?? '').trim().toLowerCase()] ?? '',
    },
    { match: new RegExp(`^${PLEASE_FR}(?:[ée]cri[st]|[ée]crivez)\\s+(?:à|aux)\\s+[^:]{1,80}:\\s*`, 'iu'), to: fixed('') },
    // "Sondage de satisfaction pour les patients de la Clinique Beaubien (visites d'octobre)": what the survey asks about.
    {
      match: new RegExp(`^${PLEASE_FR}(?:un\\s+|une\\s+|le\\s+)?(?:sondage|enqu[êe]te|questionnaire|demande d['’]avis)(?:\\s+de\\s+satisfaction)?\\s+(?:pour|aupr[èe]s d?e?s?|aux)\\s+${AUD_FR}\\s+(?:(de|du|des|d['’])\\s*)`, 'iu'),
      to: (m, r) => `${r === 'formal' ? 'Votre' : 'Ton'} avis sur ${{ du: 'le ', des: 'les ' }[m[1].toLowerCase()] ?? ''}`,
    },
    // "Présente nos moniteurs Luc et Anaïs.": the reader meets them.
    { match: new RegExp(`^${PLEASE_FR}(?:pr[ée]sente[rz]?|fais d[ée]couvrir|faites d[ée]couvrir)\\s+(?=(?:nos|notre|les|la|le|l['’])\\s*)`, 'iu'), to: byRegister('Découvrez ', 'Découvre ') },
    {
      // "Nous souhaitons reprendre contact avec les anciens abonnés de notre panier bio": the goal is
      // the marketer's, what they subscribed to is the reader's (a product the email keeps).
      match: /^(?:nous souhaitons|nous voulons|nous aimerions|nous voudrions|on veut|on aimerait|on voudrait|l['’]objectif est de|le but est de)\s+(?:reprendre contact avec|relancer|r[ée]activer|reconqu[ée]rir|r[ée]cup[ée]rer|faire revenir|recontacter)\s+(?:les|nos)\s+(?:anciens?|anciennes?|ex-?)\s*(abonn[ée]e?s|clients?|clientes?|membres|adh[ée]rents)\s+(?=(?:de|du|des|d['’])\s*)/iu,
      to: (m) => `Nous serions ravis de vous revoir parmi les ${m[1].toLowerCase()} `,
    },
    {
      // "Demande d'avis pour les clients qui ont fait faire leur changement de pneus…": what they did, said to the reader.
      match: /^(?:une\s+)?(?:demande d['’](?:avis|[ée]valuation)|relance|rappel|message|mail|e-mail|courriel)\s+(?:pour|aux|à)\s+(?:les\s+|nos\s+|tous les\s+)?(?:clients?|clientes?|membres|abonn[ée]e?s|adh[ée]rents|patients)\s+qui\s+ont\s+/iu,
      to: byRegister('Vous avez ', 'Tu as '),
      rest: (t) => swapWords(t, { leur: 'votre', leurs: 'vos' }),
    },
    {
      match: new RegExp(`^${PLEASE_FR}(?:rappelle[rz]?|rappeler)(?:-leur|\\s+leur|\\s+${AUD_FR})?\\s*(?:que\\s+|qu['’]|:\\s*)?`, 'iu'),
      to: byRegister('Nous vous rappelons que ', 'On te rappelle que '),
    },
    {
      match: new RegExp(`^${PLEASE_FR}(?:excuse-toi|excusez-vous|excuse-nous|pr[ée]sente[rz]?\\s+(?:nos|des)\\s+excuses)(?:\\s+(?:auprès\\s+)?${AUD_FR})?\\s*(?:pour\\s+)?`, 'iu'),
      to: fixed('Toutes nos excuses pour '),
    },
    { match: new RegExp(`^${PLEASE_FR}(?:remercie[rz]?)(?:\\s+${AUD_FR})?\\s*(?:(pour)\\s+)?`, 'iu'), to: (m) => (m[1] ? 'Merci pour ' : 'Merci ! ') },
    { match: new RegExp(`^${PLEASE_FR}(?:souhaite[rz]?)\\s+`, 'iu'), to: byRegister('Nous vous souhaitons ', 'On te souhaite ') },
    { match: new RegExp(`^${PLEASE_FR}(?:invite[rz]?)(?:\\s+${AUD_FR})?\\s+(?=(?:à|au|aux)(?![\\p{L}]))`, 'iu'), to: byRegister('Nous vous invitons ', 'On t’invite ') },
    {
      match: new RegExp(
        `^${PLEASE_FR}(?:dites-leur|dis-leur|dites|dis|dire|informe[rz]?|pr[ée]viens|pr[ée]venez|pr[ée]venir|annonce[rz]?|indique[rz]?|pr[ée]cise[rz]?|mentionne[rz]?|signale[rz]?|explique[rz]?|ajoute[rz]?|inclu(?:re|ez|s)|souligne[rz]?|mets en avant|mettez en avant)(?![\\p{L}])(?:\\s+${AUD_FR})?\\s*(?:que\\s+|qu['’]|de\\s+|d['’]|:\\s*)?`,
        'iu',
      ),
      to: fixed(''),
    },
  ],
  // A rewrite that ends on "que" before a vowel elides it ("Nous vous rappelons que avec…" →
  // "qu’avec"); "Nouveauté à mentionner :" is the marketer's note on a label ("Nouveauté :").
  readsDictionary: true,
  tidy: (text, dictionary) =>
    (dictionary ? retyped(spelledOut(text, FRENCH_SHORTHAND), dictionary, true) : spelledOut(text, FRENCH_SHORTHAND))
      .replace(/(?<![\p{L}])([Ss])i\s+(ils?)(?![\p{L}])/gu, '$1’$2')
      .replace(/(?<![\p{L}])([Qq])ue\s+(?=[aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ])/gu, '$1u’')
      .replace(/\s+à\s+(?:mentionner|signaler|préciser|rappeler|souligner|mettre en avant)(?=\s*:)/giu, ''),
  shift: (text, register) => (register === 'formal' ? shiftFrench(text) : text),
};

/** French chat shorthand ("ts les manteaux", "pr s'inscrire", "avt le 12/12", "pdt les vacances"). */
const FRENCH_SHORTHAND: Record<string, string> = { ts: 'tous', tt: 'tout', pr: 'pour', avt: 'avant', pdt: 'pendant', ds: 'dans', bcp: 'beaucoup', qd: 'quand' };

// ---------------------------------------------------------------------------------------------- German

/**
 * A word the dictionary knows only with a capital ("pizzen" unknown, "Pizzen" known) is a noun
 * (or a name: "berlin"), written as the dictionary writes it. A word it knows in lower case
 * ("essen", "sie") or not at all (a brand, a loanword) is left as typed, and so are codes, links
 * and addresses (a whitespace-delimited token with a digit, "@", "/" or an inner dot).
 */
function capitaliseNouns(text: string, dictionary: Speller): string {
  return text.replace(/\S+/gu, (token) =>
    /[\d_@/\\=#$%&*|<>{}[\]~^]|\p{L}\.\p{L}/u.test(token)
      ? token
      : // "max. 500", "ca. 3": an abbreviation with its point is no noun ("Max" is a name).
        /^(?:max|min|ca|inkl|zzgl|exkl|evtl|bzw|ggf|vgl|usw|etc|str|nr|tel|mwst|bspw|sog|ugs|ggü)\.$/u.test(token)
        ? token
        : token.replace(/(?<![\p{L}\p{M}'’])\p{Ll}[\p{L}\p{M}]{2,}(?![\p{L}\p{M}'’])/gu, (word) =>
            !dictionary.correct(word) && dictionary.correct(capital(word)) ? capital(word) : word,
          ),
  );
}

/** The accents a word typed without them may have lost ("nao" → "não", "cartao" → "cartão", "esta listo" stays). */
const ACCENTED: Record<string, string> = { a: 'áàâã', e: 'éèê', i: 'íî', o: 'óôõ', u: 'úü', c: 'ç', n: 'ñ' };

/**
 * A word typed casually, read against the language's dictionary: two letters the wrong way round
 * ("vet wnats a recheck", "recieve") or an accent left out ("nao passou no cartao", "dias uteis").
 * Only a lower-case word the dictionary does not know in any case, and only when exactly one such
 * change makes a word it knows; anything else unknown (a brand, a loanword, a code) stays as typed,
 * and so does a word that is right without its accent ("esta").
 */
function retyped(text: string, dictionary: Speller, accents: boolean): string {
  const common = commonWords(dictionary.language ?? '');
  return text.replace(/\S+/gu, (token) =>
    /[\d_@/\\=#$%&*|<>{}[\]~^]|\p{L}\.\p{L}/u.test(token)
      ? token
      : token.replace(/(?<![\p{L}\p{M}'’-])\p{Ll}{2,}(?![\p{L}\p{M}'’-])/gu, (word) => {
          if (dictionary.correct(word) || dictionary.correct(capital(word))) return word;
          // An accent left out is the likelier slip where a language has them ("cartao" is "cartão", not "carato").
          const marked = new Set<string>();
          const swapped = new Set<string>();
          for (let i = 0; i < word.length; i++) {
            for (const letter of accents ? (ACCENTED[word[i]] ?? '') : '') {
              const candidate = word.slice(0, i) + letter + word.slice(i + 1);
              if (dictionary.correct(candidate)) marked.add(candidate);
            }
            // A swap only to a common word ("wnats" → "wants"): a rarer one is likelier a name the dictionary lacks ("pinots" is no "pintos").
            if (i + 1 < word.length && word[i] !== word[i + 1] && word.length >= 4) {
              const candidate = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
              if (common.rank.has(candidate) && dictionary.correct(candidate)) swapped.add(candidate);
            }
          }
          const found = marked.size ? marked : swapped;
          return found.size === 1 ? [...found][0] : word;
        }),
  );
}

/**
 * A note about one customer ("Kunde informieren: …kostet ihn nix… hat er am Telefon freigegeben",
 * "Herr Vogt hat…"): his pronouns are the reader's polite "Sie", with the verb that goes with it.
 * Only for a man named or a customer in the singular: "sie" and "ihr" are also "they" and "her/their".
 */
const ONE_MAN = /(?<![\p{L}])(?:Kunde|Herrn?\s+\p{Lu}\p{L}+|Gast|Patient|Käufer|Mieter)(?![\p{L}])/u;
const HIS_VERB: Record<string, string> = { hat: 'haben', ist: 'sind', kann: 'können', will: 'wollen', muss: 'müssen', soll: 'sollen', darf: 'dürfen', möchte: 'möchten', wird: 'werden', war: 'waren', hatte: 'hatten', bekommt: 'bekommen', erhält: 'erhalten', zahlt: 'zahlen', holt: 'holen', braucht: 'brauchen' };
function namedGerman(text: string, prompt: string): string | undefined {
  if (!ONE_MAN.test(prompt)) return undefined;
  const verbs = Object.keys(HIS_VERB).join('|');
  return text
    .replace(new RegExp(`(?<![\\p{L}])(${verbs})\\s+er(?![\\p{L}])`, 'gu'), (_m, verb: string) => `${HIS_VERB[verb]} Sie`)
    .replace(new RegExp(`(?<![\\p{L}])[Ee]r\\s+(${verbs})(?![\\p{L}])`, 'gu'), (_m, verb: string) => `Sie ${HIS_VERB[verb]}`)
    .replace(/(?<![\p{L}])ihn(?![\p{L}])/gu, 'Sie')
    .replace(/(?<![\p{L}])ihm(?![\p{L}])/gu, 'Ihnen')
    .replace(/(?<![\p{L}])sein(e[nmrs]?)?(?![\p{L}])/gu, (_m, ending?: string) => `Ihr${ending ?? ''}`);
}

/**
 * "…wie zufrieden sie mit den Terminen sind": the audience's "sie" is the reader's polite "Sie",
 * whose verb is the same plural form. Only where the clause's verb is plural ("sie sind", not
 * "sie ist" — that "sie" is a thing or a woman).
 */
function politeSie(text: string): string {
  return text.replace(/(?<![\p{L}])sie(?![\p{L}])(?=[^,;:.!?–—]*?(?<![\p{L}])(?:sind|haben|können|waren|hatten|möchten|wollen|müssen|dürfen|werden|wurden|bekommen|erhalten)(?![\p{L}]))(?![^,;:.!?–—]*?(?<![\p{L}])(?:ist|hat|kann|war|wird|wurde)(?![\p{L}]))/gu, 'Sie');
}

const AUD_DE =
  '(?:(?:ihnen|allen|alle|den|die|unseren|unsere|unsere[nm]?|sämtlichen)?\\s*(?:kunden|kundinnen|kund:innen|kund\\*innen|mitgliedern|mitglieder|gästen|gäste|nutzern|nutzer|nutzerinnen|abonnenten|eltern|familien|patienten|mietern|mieter|teilnehmern|leuten|lesern|usern|fans|mitarbeitenden|mitarbeitern|team|allen|alle|sie))';
const ASK_DE = '(?:kannst du|könntest du|können sie|könnten sie|würdest du|würden sie|magst du|schreibst du|machst du)';
const PLEASE_DE = `(?:(?:${vocative('hallo|hi|hey|servus|moin')}|bitte|und|auch|außerdem|ausserdem|hallo|hi|hey|servus|moin)[,!]?\\s+)*`;
const de: LanguageRewrites = {
  asks: asking(ASK_DE),
  // German writes every noun with a capital; a casual prompt ("2 pizzen + 1 flasche wein") does not.
  readsDictionary: true,
  // "…, Hinweis auf Betriebsferien vom 23. Dezember…": a note to mention something, inside a sentence of notes.
  tidy: (text, dictionary) => {
    const t = text
      .replace(/(^|[,;:]\s*)Hinweis(?:e)?\s+(?:auf|zu)\s+(?:die\s+|den\s+|das\s+|unsere?n?\s+)?/giu, '$1unsere ')
      // "kostet Sie nix": the email writes what the marketer said casually.
      .replace(/(?<![\p{L}])nix(?![\p{L}])/gu, 'nichts');
    return dictionary ? capitaliseNouns(retyped(t, dictionary, false), dictionary) : t;
  },
  // Compounds too: "Wir bitten um eine Produktankündigung für unsere Fachkunden:", "Kundenmail".
  metaLabel: /(?<![\p{L}])\p{L}*?(?:e-?mails?|mails?|newsletter|nachrichten?|mitteilung(?:en)?|ankündigung(?:en)?|einladung(?:en)?|erinnerung(?:en)?|rundmail|infomail|promo|kampagne|notiz)(?![\p{L}])|^(?:[\p{L}-]+-)?(?:newsletter|mail|e-mail)$/iu,
  directive: new RegExp(
    [
      `^${PLEASE_DE}(?:ton|tonalität|stil|länge|sprache|anrede)\\s*[:=-][^.!?]*[.!?]*$`,
      `^${PLEASE_DE}(?:kurz|knapp|locker|förmlich|freundlich|herzlich|seriös|sachlich|persönlich|professionell)\\s+(?:und\\s+\\w+\\s+)?(?:halten|schreiben|formulieren)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_DE}(?:in|mit)\\s+(?:einem\\s+)?(?:\\w+\\s+)?(?:ton|tonfall)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_DE}(?:kein(?:en|e)?|ohne)\\s+(?:rabatte?|gutscheine?|codes?|emojis?|produkte|angebote?|preise|bilder|fotos)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_DE}(?:(?:per|mit)\\s+)?(?:du|sie)(?:\\s+(?:bitte|verwenden|schreiben))?[.!]*$|^${PLEASE_DE}(?:wir\\s+)?(?:duzen|siezen)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_DE}(?:danke|vielen dank|danke schön)[.!]*$`,
      `^[^.!?]*(?<![\\p{L}])(?:nicht|nichts|keine?[nrm]?(?:\\s+[\\p{L}-]+)?)\\s+(?:erwähnen|ansprechen|nennen|anbieten|versprechen|thematisieren|bewerben|anpreisen|schreiben)[.!]*$`,
      // "Bitte keinen Countdown-Timer.", "Ohne Emojis.": what the email leaves out, said to the writer.
      `^${PLEASE_DE}(?:bitte\\s+)?(?:kein(?:e|en|er)?|ohne)\\s+(?:[\\p{L}-]+\\s+){0,2}?[\\p{L}-]*(?:countdown|timer|rabatt|gutschein|code|emojis?|bilder|fotos|preise|produkte|gifs?|banner|ausrufezeichen)[\\p{L}-]*[.!]*$`,
      `^${PLEASE_DE}(?:erwähne|nenne|sprich|schreib|versprich)\\s+(?:[\\p{L}-]+\\s+){0,4}?(?:nicht|nichts|kein\\p{L}*)\\b[^.!?]*[.!?]*$`,
      // "kunden die seit über einem jahr nix bestellt haben zurückholen": who the email is for, not what it says.
      `^${PLEASE_DE}(?:wir\\s+(?:wollen|möchten|müssen)\\s+)?[^.!?]*(?<![\\p{L}])(?:kund\\p{L}*|abonnent\\p{L}*|mitglied\\p{L}*|nutzer\\p{L}*|gäste)\\s[^.!?]*\\s(?:zurückholen|zurückgewinnen|wiedergewinnen|reaktivieren|anschreiben|ansprechen)[.!]*$`,
    ].join('|'),
    'iu',
  ),
  rules: [
    {
      match: new RegExp(
        `^${PLEASE_DE}(?:schreib(?:e|t)?|verfass(?:e|t)?|erstell(?:e|t)?|formulier(?:e|t)?|schick(?:e|t)?|entwirf|entwerfe|mach(?:e)?|wir brauchen|ich brauche|brauche|(?:ich |wir )?bräuchte(?:n)?)\\s+(?:(?:bitte|uns|mir|mal)\\s+){0,2}(?:(?:['’]?ne|eine?n?|die|den|das|unsere?n?|kurze?n?|neue?n?|freundliche?n?|kleine?n?)\\s+){0,3}(?:[\\p{L}-]*(?:e-?mail|mail|newsletter|nachricht|mitteilung|ankündigung|einladung|erinnerung|rundmail|info))\\w*(?:\\s+(?:an|für)\\s+(?:[^:.]{1,80}?(?=\\s*:\\s)|(?:alle\\s+|unsere\\s+)?[^,:.]{0,40}?))?(\\s*[,:—–-]\\s*|\\s+(?:über|zu|zum|zur|mit|wegen)\\b\\s*|\\s*,?\\s+dass\\s+)?`,
        'iu',
      ),
      to: (m, r) => (/dass/i.test(m[1] ?? '') ? (r === 'formal' ? 'Wir möchten Ihnen mitteilen, dass ' : 'Wir möchten dir mitteilen, dass ') : ''),
      // "brauche eine Mail für den Flohmarkt am Samstag": what the email is for, without the request's article.
      rest: (t) => t.replace(/^(?:den|die|das|dem)\s+(?=\p{Lu})/u, ''),
    },
    {
      // "Bitte Launch-Mail für unsere neue Tafel «Alpenbirne & Zimt» texten: …": the request's verb last; what the email is for stays.
      match: new RegExp(`^${PLEASE_DE}(?:(?:['’]?ne|eine?n?|die|den|das|unsere?n?|kurze?n?|neue?n?)\\s+){0,2}[\\p{L}-]*(?:e-?mail|mail|newsletter|nachricht|mitteilung|ankündigung|einladung|erinnerung|rundmail)\\w*\\s+(?:für|zu|zum|zur|über)\\s+([^:]{1,80}?)\\s+(?:texten|schreiben|verfassen|erstellen|formulieren|machen|aufsetzen|entwerfen|vorbereiten)\\s*(?:[:,—–-]\\s*|$)`, 'iu'),
      to: (m) => `${m[1]}: `,
    },
    {
      // "Kannst du mir eine kurze Mail schreiben, dass …?": asked as a question, the verb comes last.
      match: new RegExp(
        `^${PLEASE_DE}${ASK_DE}\\s+(?:(?:mir|uns|bitte|mal|kurz|schnell|noch)\\s+)*(?:(?:eine?n?|die|den|das|unsere?n?|kurze?n?|neue?n?|freundliche?n?|kleine?n?)\\s+){0,3}(?:(?:[\\p{L}-]*(?:e-?mail|mail|newsletter|nachricht|mitteilung|ankündigung|einladung|erinnerung|rundmail|info))\\w*|was|etwas)(?:\\s+(?:an|für)\\s+(?:alle\\s+|unsere\\s+)?[^,:.]{0,40}?)?\\s+(?:schreiben|verfassen|erstellen|formulieren|machen|schicken|senden|aufsetzen|entwerfen|vorbereiten)(?:\\s+(?:an|für)\\s+[^,:.?]{1,40}?(?=\\s*[?:,]))?(\\s*,?\\s+dass\\s+|\\s*[,:?—–-]\\s*|\\s+(?:über|zu|zum|zur|wegen)\\b\\s*)?`,
        'iu',
      ),
      to: (m, r) => (/dass/i.test(m[1] ?? '') ? (r === 'formal' ? 'Wir möchten Ihnen mitteilen, dass ' : 'Wir möchten dir mitteilen, dass ') : ''),
    },
    {
      // "…eine Mail an alle Patienten schreiben, die seit Oktober bei uns in Behandlung waren?": once the
      // request is gone, its relative clause is what the readers did — "Sie waren seit Oktober…". Lower
      // case only: a sentence of the prompt's own starts "Die …".
      match: /^(?:die|welche)\s+(?=[^?!,]{1,120}?\s+(?:waren|sind|haben|hatten|wurden|werden|kamen|kommen|bleiben|blieben)\s*(?:[?.!,]|$))/u,
      to: fixed('Sie '),
      rest: (t) => t.replace(/^([^?!,]{1,120}?)\s+(waren|sind|haben|hatten|wurden|werden|kamen|kommen|bleiben|blieben)\s*(?:[?.!]\s*$|(?=,)|$)/u, (_m, clause: string, verb: string) => {
        const participle = /\s(\p{Ll}*(?:ge\p{Ll}+(?:t|en)|\p{Ll}+iert))$/u.exec(clause);
        return participle ? `${verb} ${clause.slice(0, participle.index)} ${participle[1]}` : `${verb} ${clause}`;
      }),
    },
    {
      // "kurze umfrage an alle die beim adventsbrunch am 22.11. waren, …": the email and its audience go, what they did stays.
      match: new RegExp(`^${PLEASE_DE}(?:(?:eine|kurze|kleine|neue)\\s+)*[\\p{L}-]*(?:umfrage|mail|nachricht|einladung|erinnerung|newsletter)\\s+an\\s+(?:alle|unsere\\s+\\p{L}+|die\\s+\\p{L}+)\\s*,?\\s*(?=die\\s)`, 'iu'),
      to: fixed(''),
    },
    {
      // "Schreib unseren Stammkunden, dass …", "Schreib Kunden, die seit 90 Tagen nicht bestellt haben: …"
      match: new RegExp(`^${PLEASE_DE}(?:schreib(?:e|t)?|sag(?:e|t)?|teil(?:e|t)?)\\s+(?:allen\\s+|unseren\\s+|den\\s+|alle\\s+)?[\\p{L}:*-]*(?:kund|mitglied|gäst|gast|abonnent|nutzer|leser|eltern|teilnehm|mieter|patient|fans|user|besteller|käufer)[\\p{L}:*]*(?:,?\\s+(?:die|der|deren)\\s+[^:]{1,80}?)?(?:\\s*,?\\s*(dass)\\s+|\\s*:\\s*)`, 'iu'),
      to: (m, r) => (m[1] ? (r === 'formal' ? 'Wir möchten Ihnen mitteilen, dass ' : 'Wir möchten dir mitteilen, dass ') : ''),
    },
    {
      match: new RegExp(`^${PLEASE_DE}(?:erinner(?:e|t|n)?)\\s+(?:${AUD_DE}\\s*)?(?:(daran),?\\s*dass\\s+|(an)\\s+)?`, 'iu'),
      to: (m, r) =>
        m[1] ? (r === 'formal' ? 'Wir möchten Sie daran erinnern, dass ' : 'Wir möchten dich daran erinnern, dass ') : m[2] ? (r === 'formal' ? 'Denken Sie an ' : 'Denk an ') : (r === 'formal' ? 'Zur Erinnerung: ' : 'Zur Erinnerung: '),
    },
    {
      match: new RegExp(`^${PLEASE_DE}(?:bedank(?:e|t)? (?:dich|euch)|bedanken sie sich|dank(?:e|t)?(?![\\p{L}]|\\s+an\\b))(?:\\s+(?:bei\\s+)?${AUD_DE})?\\s*(?:(für)\\s+)?`, 'iu'),
      to: (m) => (m[1] ? 'Vielen Dank für ' : 'Vielen Dank! '),
    },
    {
      match: new RegExp(`^${PLEASE_DE}(?:entschuldig(?:e|t)?\\s+(?:dich|euch|uns)|bitte um entschuldigung)(?:\\s+(?:bei\\s+)?${AUD_DE})?\\s*(?:für\\s+)?`, 'iu'),
      to: byRegister('Bitte entschuldigen Sie ', 'Bitte entschuldige '),
    },
    { match: new RegExp(`^${PLEASE_DE}(?:lad(?:e|t)?)\\s+(?:${AUD_DE}\\s+)?(?=(?:zu[mr]?|ein)\\b)`, 'iu'), to: byRegister('Wir laden Sie ', 'Wir laden dich ') },
    { match: new RegExp(`^${PLEASE_DE}(?:wünsch(?:e|t)?)\\s+(?:${AUD_DE}\\s+)?`, 'iu'), to: byRegister('Wir wünschen Ihnen ', 'Wir wünschen dir ') },
    {
      match: new RegExp(
        `^${PLEASE_DE}(?:sag(?:e|t)?|teil(?:e|t)?|informier(?:e|t)?|erklär(?:e|t)?|erwähn(?:e|t)?|weis(?:e|t)?|betone?|betont|schreib(?:e|t)?|kündige|kündigt|gib|gebt)(?:\\s+|(?=,))(?:${AUD_DE}\\s*)?(?:(?:mit|darauf hin|an|bescheid|hin)\\s*)?,?\\s*dass\\s+`,
        'iu',
      ),
      to: byRegister('Wir möchten Ihnen mitteilen, dass ', 'Wir möchten dir mitteilen, dass '),
    },
    {
      match: new RegExp(`^${PLEASE_DE}(?:sag(?:e|t)?|teil(?:e|t)?|informier(?:e|t)?|erwähn(?:e|t)?|nenn(?:e|t)?|betone?|betont|kündige|kündigt|gib|gebt)\\s+(?:${AUD_DE}\\s+)?(?:(?:mit|an|bescheid)\\s*)?[,:]?\\s*`, 'iu'),
      to: fixed(''),
    },
  ],
  tail: /[,;]?\s+(?:(?:bitte|noch)\s+)?(?:(?:den|die|unseren?)\s+)?(?:kunden?|kundin|gast|mitglied|patient(?:in)?|käufer(?:in)?)\s+(?:informieren|benachrichtigen|anschreiben|kontaktieren|bescheid geben|anmailen)\s*(?:[.!]?\s*$|(?=:))/iu,
  named: namedGerman,
  shift: (text, register) =>
    swapWords(register === 'formal' ? politeSie(text) : text, register === 'formal'
      ? { ihnen: 'Ihnen', ihr: 'Ihr', ihre: 'Ihre', ihren: 'Ihren', ihrem: 'Ihrem', ihrer: 'Ihrer', ihres: 'Ihres' }
      : { ihnen: 'dir', ihr: 'dein', ihre: 'deine', ihren: 'deinen', ihrem: 'deinem', ihrer: 'deiner', ihres: 'deines' }),
};

// ---------------------------------------------------------------------------------------------- Portuguese

const AUD_PT =
  '(?:(?:o|a|aos|às|os|as|nossos|nossas|todos os|todas as)?\\s*(?:clientes?|s[óo]cios?|usu[áa]rios?|assinantes?|membros?|pacientes?|alunos?|alunas?|pais|fam[íi]lias|h[óo]spedes?|convidados?|compradores?|vizinhos?|leitores?|seguidores?|respons[áa]veis|vendedores?|parceiros?|moradores?|todos|pessoal|galera|equipe|equipa)(?:\\s+(?:de|do|da|dos|das|que)\\s+[^,:;.]{1,50}?(?=\\s*(?:,\\s*)?(?:de\\s+)?que\\b))?)';
const ASK_PT = '(?:voc[êe]\\s+|tu\\s+)?(?:(?:me|nos)\\s+)?(?:pode|poderia|podes|consegue|conseguiria|d[aá] pra|d[aá] para)(?:\\s+(?:me|nos))?';
const PLEASE_PT = `(?:(?:${vocative('oi|olá|ola|e aí')}|por favor|pf|pfv|olá|ola|oi|e|também|tambem|${ASK_PT})[,!]?\\s+)*`;
/** "eles podem pagar" → "você pode pagar": the audience's verbs for the reader's "você". */
const VOCE: Record<string, string> = { podem: 'pode', têm: 'tem', vão: 'vai', querem: 'quer', precisam: 'precisa', devem: 'deve', recebem: 'recebe', estão: 'está', são: 'é', fazem: 'faz', sabem: 'sabe', veem: 'vê', vêm: 'vem' };
function shiftPortuguese(text: string): string {
  return text.replace(/(?<![\p{L}])(?:eles|elas)\s+(j[áa]\s+|n[ãa]o\s+|ainda\s+)?(\p{Ll}+)/gu, (_m, adverb: string | undefined, verb: string) =>
    `você ${adverb ?? ''}${VOCE[verb] ?? (/[ae]m$/u.test(verb) && verb.length > 4 ? verb.slice(0, -1).replace(/m$/u, '') : verb)}`);
}

const pt: LanguageRewrites = {
  readsDictionary: true,
  // "q", "vc", "tb": a casual prompt's shorthand, written out; accents left out are put back ("nao passou no cartao").
  tidy: (text, dictionary) => {
    const t = spelledOut(swapWords(text, { vc: 'você', vcs: 'vocês', tb: 'também', tbm: 'também', pq: 'porque', hj: 'hoje', msg: 'mensagem', gnt: 'gente' }), { q: 'que', pros: 'para os', pras: 'para as' })
      // "ate o dia 5", "das 8h as 10h": the accent a phone leaves out, where only the accented word fits.
      .replace(/(?<![\p{L}])([Aa])te(?=\s+(?:o|a|os|as|ao|às|dia|\d))(?![\p{L}])/gu, '$1té')
      .replace(/(?<![\p{L}])(?<!(?:para|pra|desde|entre|até|após|pelas|sobre)\s)as(?=\s+\d{1,2}(?:h|:\d\d))/gu, 'às');
    return dictionary ? retyped(t, dictionary, true) : t;
  },
  asks: asking(`${ASK_PT}|(?:me|nos)\\s+(?:faz|manda|escreve|prepara)`),
  // "news de dezembro:" — Brazilian marketers call a newsletter "news".
  metaLabel: /\b(?:e-?mails?|newsletters?|mensage(?:m|ns)|comunicados?|avisos?|lembretes?|convites?|promo(?:ção|cao)?|campanhas?|boletim|notas?)\b|^news\b/iu,
  directive: new RegExp(
    [
      `^${PLEASE_PT}(?:tom|estilo|registro|registo|tamanho|idioma)\\s*[:=-][^.!?]*[.!?]*$`,
      `^${PLEASE_PT}(?:fa[cç]a|deixe|mantenha|escreva)\\s+(?:algo\\s+)?(?:curto|breve|leve|simp[áa]tico|formal|informal|divertido|profissional|direto|caloroso|elegante)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_PT}(?:com|em|use|usar)\\s+(?:um\\s+)?tom\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_PT}n[ãa]o\\s+(?:mencione|mencionar|fale|falar|diga|dizer|cite|citar|prometa|prometer)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_PT}(?:sem|nada de|n[ãa]o (?:ofere[cç]a|oferece|inclua|inclui|coloque|coloca|p[õo]e|bota|mencione|menciona|use|usa|oferecer|incluir|colocar|botar|p[ôo]r))\\s+(?:nenhum\\s+|um\\s+|uma\\s+)?(?:descontos?|cupons?|cup[õo]es|c[óo]digos?|emojis?|produtos?|ofertas?|promo[çc][õo]es|pre[çc]os?|imagens|fotos?)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_PT}(?:obrigad[oa]|valeu)[.!]*$`,
    ].join('|'),
    'iu',
  ),
  rules: [
    // "manda pros assinantes do clube que o pagamento…": the request goes, its news stays.
    {
      match: new RegExp(`^${PLEASE_PT}(?:manda|mande|mandar|escreve|escreva|escrever|avisa|avise|avisar|diz|diga|fala|fale|conta|conte)\\s+(?:(?:um|uma)\\s+(?:e-?mail|mensagem|recado)\\s+)?(?:pros?|pras?|para os|para as|para o|para a|aos|às|ao|à)\\s+[^,:;.]{1,60}?\\s+(?:que|q)\\s+`, 'iu'),
      to: fixed(''),
    },
    // "email de natal pros clientes, agradecer o ano e dizer q…": a label naming the email and its audience.
    {
      match: /^(?:e-?mail|mensagem|newsletter)\s+(?:de\s+[\p{L}-]+\s+)?(?:pros?|pras?|para os|para as|aos|às)\s+(?:nossos\s+|nossas\s+)?(?:clientes?|assinantes?|alunos?|s[óo]cios?|membros?|h[óo]spedes?)\s*[,:—–-]\s*/iu,
      to: fixed(''),
    },
    {
      match: new RegExp(
        `^${PLEASE_PT}(?:(?:preciso d[eo]|precisamos d[eo]|quero|queremos)\\s+(?=(?:um|uma|o|a)\\s)|(?:(?:solicitamos|preciso de|precisamos de|quero|queremos|gostaria de|gostar[íi]amos de)\\s+(?:a\\s+|que\\s+)?)?(?:(?:me|nos)\\s+(?:faz|manda|escreve|prepara)|redija|redigir|reda[cç][ãa]o de|escreva|escrever|escreve|prepare|preparar|prepara|envie|enviar|envia|mande|mandar|manda|crie|criar|cria|fa[cç]a|fazer|monte|montar|monta|faz)\\s+)(?:(?:um|uma|o|a|os|as|nosso|nossa|breve|curto|novo|nova)\\s+){0,3}(?:e-?mails?|emails?|mails?|newsletters?|mensage(?:m|ns)|comunicados?|avisos?|lembretes?|convites?|promo[çc][ãa]o|notas?|boletim)(?:\\s+(?:curto|curta|breve|r[áa]pido|rapidinho|simples))?(?:\\s+(?:desse|deste|dessa|desta|do|da)\\s+(?:convite|e-?mail|mail|mensagem|aviso|comunicado)(?:\\s+que\\s+(?:mandamos|enviamos|mandei|enviei))?)?(?:\\s+(?:de|do|da)\\s+[\\wáéíóúãõç-]+)?(?:\\s+(?:aos|às|para|a|pros|pras|pro|pra)\\s+(?:[^:]{1,80}?(?=\\s*:\\s)|${AUD_PT}))?(\\s*[,:—–-]\\s*|\\s+(?:informando|avisando|anunciando|sobre|para|que|lembrando|convidando|agradecendo|comunicando|dizendo)(?:\\s+que)?\\b\\s*)?`,
        'iu',
      ),
      to: (m) => ((m[1] ?? '').trim().toLowerCase() === 'lembrando' ? 'lembre que ' : ''),
    },
    { match: new RegExp(`^${PLEASE_PT}(?:escreva|escreve|mande|manda)\\s+(?:para|aos|às|pros|pras)\\s+[^:]{1,80}:\\s*`, 'iu'), to: fixed('') },
    // "boas-vindas pro app de treino: 7 dias grátis…": the welcome itself, to what the reader joined.
    {
      match: new RegExp(`^${PLEASE_PT}(?:(?:e-?mail|mensagem)\\s+de\\s+)?boas[- ]vindas\\s+(pro|pra|para o|para a|ao|à|no|na)\\s+([^:]{1,60}?)\\s*:\\s*`, 'iu'),
      to: (m) => `Boas-vindas ${({ pra: 'à', 'para a': 'à', 'à': 'à', na: 'à' } as Record<string, string>)[m[1].toLowerCase()] ?? 'ao'} ${m[2]}! `,
    },
    // (A whole word: "Lembramos que", its own replacement, must not be read as "Lembra" again.)
    { match: new RegExp(`^${PLEASE_PT}(?:lembre|lembra|relembre)(?![\\p{L}])(?:-lhes|-os|-as)?(?:\\s+${AUD_PT})?\\s*(?:(?:de\\s+)?que\\s+|:\\s*)?`, 'iu'), to: fixed('Lembramos que ') },
    {
      // "Peça aos hóspedes que ficaram na Pousada no feriado que avaliem a estadia": who is asked stays, the request is ours.
      match: new RegExp(`^${PLEASE_PT}(?:pe[çc]a|pede|pedir|solicite)(?:-lhes)?\\s+(?:((?:aos|às|a)\\s+(?:nossos\\s+|nossas\\s+)?[\\p{L}]+(?:\\s+que\\s+[^,:;.]{1,80}?)?)\\s+)?(?:que|para que|(para))\\s+(?=\\S)`, 'iu'),
      to: (m) => {
        // "…para avaliarem a estadia": the request's own infinitive, said to the reader ("convidamos você a avaliar").
        const ask = m[2] ? 'convidamos você a ' : 'pedimos que ';
        return m[1] && /\sque\s/u.test(m[1]) ? `${m[1][0].toUpperCase()}${m[1].slice(1)}: ${ask}` : ask[0].toUpperCase() + ask.slice(1);
      },
      rest: (t) => t.replace(/^(\p{L}+?r)em(?![\p{L}])/u, '$1'),
    },
    { match: new RegExp(`^${PLEASE_PT}(?:pe[çc]a|pedir)\\s+desculpas(?:\\s+(?:a|aos|às)\\s+${AUD_PT})?\\s*`, 'iu'), to: fixed('Pedimos desculpas ') },
    { match: new RegExp(`^${PLEASE_PT}(?:agrade[çc]a|agradecer)(?:\\s+${AUD_PT})?\\s*`, 'iu'), to: fixed('Agradecemos ') },
    { match: new RegExp(`^${PLEASE_PT}(?:convide|convidar)(?:-os|-as)?(?:\\s+${AUD_PT})?\\s+(?=(?:a|para|ao|à)\\b)`, 'iu'), to: fixed('Convidamos você ') },
    {
      match: new RegExp(
        `^${PLEASE_PT}(?:fala|fale|falar|diga|diz|dizer|acrescenta|acrescente|adiciona|adicione|avise|avisa|avisar|informe|informa|informar|conte|conta|contar|comunique|comunica|comunicar|anuncie|anuncia|anunciar|mencione|menciona|mencionar|explique|explica|destaque|destaca|inclua|inclui|incluir|reforce|reforça|ressalte|frise|deixe claro)(?![\\p{L}])(?:-lhes|-os|-as)?(?:\\s+${AUD_PT})?\\s*(?:,\\s*)?(?:(?:de\\s+)?que\\s+|:\\s*)?`,
        'iu',
      ),
      to: fixed(''),
    },
  ],
  inner: [
    // "…agradecer o ano e dizer q as encomendas…": an instruction inside a sentence starts a new one.
    [/[,;]?\s+e\s+(?:dizer|avisar|informar|contar|lembrar|falar)\s+(?:que|q)\s+/giu, '. '],
    // "Fala que a live é quarta, e que o grupo é só pra alunos": the second "que" was the instruction's too.
    [/,\s+e\s+que\s+(?=\p{Ll})/gu, '. '],
  ],
  shift: (text) => shiftPortuguese(text),
};

// ---------------------------------------------------------------------------------------------- Italian

const AUD_IT =
  "(?:(?:a|ai|alle|agli|al|alla|all['’]|i|le|gli|il|la|l['’]|tutti i|tutte le|nostri|nostre)?\\s*(?:nostri\\s+|nostre\\s+)?(?:clienti|soci|socie|utenti|iscritti|iscritte|abbonati|membri|pazienti|genitori|famiglie|ospiti|invitati|lettori|follower|studenti|cittadini|inquilini|condomini|volontari|partecipanti|tutti|cliente|paziente|socio|socia|utente|iscritto|iscritta|abbonato|abbonata|ospite))";
const ASK_IT = '(?:(?:mi|ci)\\s+)?(?:puoi|potresti|potete|potreste|può|potrebbe|riesci a|riusciresti a)';
const PLEASE_IT = `(?:(?:${vocative('ciao|ehi|salve')}|per favore|perfavore|per piacere|ciao|e|anche|poi|senti|${ASK_IT})[,!]?\\s+)*`;
const it: LanguageRewrites = {
  readsDictionary: true,
  // "x chi", "nn è", "cmq": a phone's shorthand written out.
  tidy: (text, dictionary) => {
    const t = spelledOut(text, { x: 'per', nn: 'non', cmq: 'comunque', xké: 'perché', xke: 'perché', xché: 'perché', xche: 'perché' });
    return dictionary ? retyped(t, dictionary, true) : t;
  },
  asks: asking(`${ASK_IT}|(?:mi|ci)\\s+(?:scrivi|prepari|fai|mandi|invii|crei)`),
  metaLabel: /\b(?:e-?mails?|mail|newsletter|messaggi?|comunicat[io]|comunicazion[ei]|avvis[io]|promemoria|invit[io]|promo(?:zione)?|campagna|nota)\b/iu,
  directive: new RegExp(
    [
      `^${PLEASE_IT}(?:tono|stile|registro|lunghezza|lingua)\\s*[:=-][^.!?]*[.!?]*$`,
      `^${PLEASE_IT}(?:fallo|falla|tienilo|tienila|scrivilo|scrivila|mantienilo)\\s+(?:molto\\s+|più\\s+)?(?:breve|corto|corta|semplice|cordiale|formale|informale|simpatico|professionale|diretto|elegante|caldo)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_IT}(?:con|usa|usare)\\s+(?:un\\s+)?tono\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_IT}non\\s+(?:menzionare|menzionate|parlare|parlate|dire|dite|citare|citate|nominare|promettere|accennare)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_IT}(?:niente|nessuno?|nessuna|senza|non (?:offrire|inserire|mettere|includere|menzionare|usare))\\s+(?:sconti?|codici?|coupon|emoji|prodotti|offerte?|prezzi|immagini|foto)\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_IT}(?:dai del (?:lei|tu)|dare del (?:lei|tu)|usa il (?:lei|tu)|diamo del (?:lei|tu))\\b[^.!?]*[.!?]*$`,
      `^${PLEASE_IT}(?:grazie|grazie mille)[.!]*$`,
    ].join('|'),
    'iu',
  ),
  rules: [
    // "Richiamo prodotto – da mandare a chi ha comprato online": who it goes to is what the reader did.
    {
      match: /^(?:[\p{L}'’-]+\s+){0,3}?(?:[–—-]\s*)?da\s+(?:mandare|inviare|spedire)\s+a\s+(?:chi|tutti quelli che|coloro che|tutti i clienti che|i clienti che)\s+(?:ha|hanno)\s+/iu,
      to: byRegister('Ha ', 'Hai '),
    },
    // "Mail di ringraziamento post-soggiorno per chi è stato da noi a novembre": the thanks itself.
    {
      match: /^(?:e-?mail|mail|messaggio)\s+di\s+ringraziamento(?:\s+[\p{L}-]+)?\s+(?:per|a)\s+(?:chi|tutti quelli che|coloro che)\s+(?:è|sono)\s+stat[oaie]\s+/iu,
      to: fixed('Grazie per essere stati '),
    },
    {
      // "Scrivi una mail di benvenuto per chi si iscrive alla nostra palestra": the welcome itself.
      match: new RegExp(`^${PLEASE_IT}(?:(?:scriv(?:i|e|ere)|prepar(?:a|are)|redig(?:i|ere)|mand(?:a|are)|invi(?:a|are))\\s+)?(?:(?:una?|la|il)\\s+)?(?:e-?mail|mail|messaggio|lettera)\\s+di\\s+benvenuto\\s+(?:per|a)\\s+(?:chi|coloro che|tutti quelli che|i nuovi \\p{L}+ che)\\s+si\\s+(?:(?:è|sono)\\s+(?:appena\\s+)?(?:iscritt|registrat|abbonat)[oaie]|iscrive|iscrivono|registra|registrano|abbona|abbonano|unisce|uniscono)\\s+(?=(?:a|al|alla|allo|ai|alle|agli|all['’])(?![\\p{L}]))`, 'iu'),
      to: fixed('Grazie per l’iscrizione '),
    },
    {
      match: new RegExp(
        `^${PLEASE_IT}(?:(?:si prega di|vorrei|vorremmo|ho bisogno di|abbiamo bisogno di|mi serve|ci serve)\\s+)?(?:(?:mi|ci)\\s+(?:scrivi|prepari|fai|mandi|invii|crei|butti giù)|(?:scriver|preparar|far|mandar|inviar|crear)(?:mi|ci)|scriv[ie]|scrivere|redig[ie]|redigere|prepar[ai]|preparare|predisporre|predisponi|invia|inviare|manda|mandare|crea|creare|fai|fare)\\s+(?:(?:un|una|un'|il|la|lo|gli|le|l['’]|nostr[ao]|breve|nuov[ao]|piccol[ao])\\s*){0,3}(?:e-?mail|email|mail|newsletter|messaggio|comunicato|comunicazione|avviso|promemoria|invito|promo(?:zione)?|nota|auguri)(?:\\s+(?:di|per)\\s+[^,:.]{0,40}?)?(?:\\s+(?:a|ai|alle|agli|per)\\s+${AUD_IT}(?:\\s+(?:di|del|della|dello)\\s+[^,:.]{0,40}?)?)?(\\s*[,:—–-]\\s*|\\s+(?:per|che|su|sul|sulla|annunciando|comunicando|informando|invitando|ricordando|ringraziando)\\b\\s*)?`,
        'iu',
      ),
      to: (m, r) => ((m[1] ?? '').trim().toLowerCase() === 'ricordando' ? (r === 'formal' ? 'Le ricordiamo che ' : 'Ti ricordiamo che ') : ''),
    },
    { match: new RegExp(`^${PLEASE_IT}(?:scrivi|scrivete|manda)\\s+(?:a|ai|agli|alle)\\s+[^:]{1,80}:\\s*`, 'iu'), to: fixed('') },
    // "Fai un secondo invio più breve di questa mail, dicendo che siamo a 312 su 500": the follow-up asked for, then what it says.
    { match: new RegExp(`^${PLEASE_IT}(?:fai|fate|fare|prepara|preparate|manda|mandate|scrivi|scrivete)\\s+(?:un|una|un['’])\\s*(?:(?:secondo|seconda|nuovo|nuova|altro|altra|ulteriore)\\s+)?(?:invio|richiamo|promemoria|mail|e-?mail|messaggio)\\b[^,:.]{0,60}?,?\\s*(?:dicendo|per dire|scrivendo)\\s+che\\s+`, 'iu'), to: fixed('') },
    { match: new RegExp(`^${PLEASE_IT}(?:e-?mail|mail|newsletter|messaggio)\\s+(?:[\\p{L}'’-]+\\s+){1,3}?(?:x|per)\\s+(?=(?:il|la|lo|i|gli|le|l['’]|un|una|uno|nostr[aoie])(?![\\p{L}]))`, 'iu'), to: fixed('') },
    {
      // "Ricorda al paziente Marco Bianchi la visita…" has no "che": "Promemoria per Marco Bianchi: Le ricordiamo la visita…" (a name is read by case, so without the i flag).
      match: /^(?:[Pp]er favore\s+)?[Rr]icorda(?:re|gli|te)?\s+(?:al|alla|all['’])\s*(?:cliente|paziente|socio|socia|utente|iscritto|iscritta|abbonato|abbonata|ospite|signor|signora|sig\.|sig\.ra|dott\.|dott\.ssa)?\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s+(?=\p{Ll})/u,
      // The name stays: whose visit it is may not be the reader's own.
      to: (m, r) => `Promemoria per ${m[1]}: ${r === 'formal' ? 'Le' : 'ti'} ricordiamo `,
    },
    {
      match: new RegExp(`^${PLEASE_IT}(?:ricorda(?:re|gli|te)?|rammenta)(?:\\s+${AUD_IT})?\\s*(?:(che)\\s+|(:)\\s*|(?=\\p{L}))?`, 'iu'),
      to: (m, r) => {
        // A clause follows "che", a colon or a bare "Ricorda"; "di portare…" and what follows a named recipient are objects.
        const clause = m[1] || m[2] || (!/\s\S/u.test(m[0].trim()) && !/^di\b/iu.test(m.input.slice(m.index + m[0].length)));
        return (r === 'formal' ? 'Le ricordiamo ' : 'Ti ricordiamo ') + (clause ? 'che ' : '');
      },
    },
    { match: new RegExp(`^${PLEASE_IT}(?:ringrazia(?:re|li|le|lo|la)?)(?![\\p{L}])(?:\\s+${AUD_IT})?\\s*(?:(per)\\s+)?`, 'iu'), to: (m) => (m[1] ? 'Grazie per ' : 'Grazie! ') },
    {
      // "Chiedi ai clienti che hanno cenato da noi questa settimana di lasciarci una recensione":
      // who is asked stays (a condition of the message), the request is ours.
      match: new RegExp(`^${PLEASE_IT}(?:chiedi|chiedete|chiedere)(?:\\s+((?:a|ai|alle|agli|al|alla)\\s+(?:nostri\\s+|nostre\\s+)?[\\p{L}]+(?:\\s+che\\s+[^,:;.]{1,80})?))?\\s+di\\s+`, 'iu'),
      to: (m, r) => (m[1] && /\sche\s/u.test(m[1]) ? `${m[1][0].toUpperCase()}${m[1].slice(1)}: ` : '') + (r === 'formal' ? 'Le chiediamo di ' : 'Ti chiediamo di '),
    },
    { match: new RegExp(`^${PLEASE_IT}(?:scusati|scusatevi|chiedi scusa|chiedere scusa)(?:\\s+${AUD_IT})?\\s*(?:per\\s+)?`, 'iu'), to: fixed('Ci scusiamo per ') },
    { match: new RegExp(`^${PLEASE_IT}(?:invita(?:re)?)(?:\\s+${AUD_IT})?\\s+(?=(?:a|al|alla|ai|all['’])\\b)`, 'iu'), to: byRegister('La invitiamo ', 'Ti invitiamo ') },
    { match: new RegExp(`^${PLEASE_IT}(?:augura(?:re)?)(?:\\s+${AUD_IT})?\\s+`, 'iu'), to: byRegister('Le auguriamo ', 'Ti auguriamo ') },
    {
      // A whole word only: "dicembre", "direttore", "comunicazione" begin with "di", "dire", "comunica".
      match: new RegExp(
        `^${PLEASE_IT}(?:di['’]\\s+loro|d[iì]\\s+loro|dite\\s+loro|di['’]|d[iì]|dire|comunica(?:re)?|informa(?:re)?|annuncia(?:re)?|avvisa(?:re)?|spiega(?:re)?|indica(?:re)?|specifica(?:re)?|sottolinea(?:re)?|menziona(?:re)?|aggiungi|includi|segnala(?:re)?|fai sapere|far sapere)(?![\\p{L}])(?:\\s+${AUD_IT})?\\s*(?:che\\s+|:\\s*)?`,
        'iu',
      ),
      to: fixed(''),
    },
  ],
  // "…palestra (FitLab Bologna): ricorda che la prima settimana è di prova": the instruction after a label.
  inner: [
    [/([:;]\s*)ricorda(?:te|re)?\s+che\s+/giu, '$1ricordiamo che '],
    // '"Ciao {{nome}}," e poi: ogni mese…': how the marketer orders the email, not its words.
    [/\s+e poi:\s*/giu, ' '],
  ],
  // "loro devono portare solo un contenitore": the audience's "loro" is the reader, with the verb that goes with "Lei" or "tu".
  shift: (text, register) =>
    text.replace(/(?<![\p{L}])loro\s+(devono|possono|hanno|sono|vogliono|ricevono)(?![\p{L}])/gu, (_m, verb: string) =>
      (register === 'formal'
        ? { devono: 'deve', possono: 'può', hanno: 'ha', sono: 'è', vogliono: 'vuole', ricevono: 'riceve' }
        : { devono: 'devi', possono: 'puoi', hanno: 'hai', sono: 'sei', vogliono: 'vuoi', ricevono: 'ricevi' } as Record<string, string>)[verb] ?? verb),
};

export const REWRITES: Record<CopyLanguage, LanguageRewrites> = { en, es, fr, de, pt, it };
