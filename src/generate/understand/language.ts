/**
 * Which language a prompt is written in (by its function words) and which language it asks for
 * ("in French", "auf Deutsch", "en español").
 */
import { COPY_LANGUAGES, type CopyLanguage } from '../types';
import { FUNCTION_WORDS, LANGUAGE_NAMES } from './lexicon';
import { alternation } from './text';

// Letters glued to a number are its unit or suffix, no word of a language: the "am" of "7am-2pm" is
// not German's "am" (en-323's opening-hours table, read as German, lost its whole message).
const WORD = /(?<![\p{L}\p{N}'])[\p{L}']+/gu;
const FUNCTION_SETS = Object.fromEntries(COPY_LANGUAGES.map((lang) => [lang, new Set(FUNCTION_WORDS[lang])])) as Record<
  CopyLanguage,
  Set<string>
>;

/** The language whose function words the folded prompt uses most; undefined when none stands out. */
export function detectPromptLanguage(folded: string): CopyLanguage | undefined {
  const ranked = languageScores(folded);
  if (!ranked.length || ranked[0][1] < 1) return undefined;
  if (ranked.length > 1 && ranked[1][1] === ranked[0][1]) return ranked[0][0] === 'en' ? 'en' : undefined;
  return ranked[0][0];
}

/**
 * Whether the prompt may well be written in `language`: short notes ("promo de fim de ano!! plano
 * anual… vale pra todas") share function words across Romance languages: a prompt that uses this
 * language's function words, at least half as often as the leading language's, may be in it.
 */
export function mayBeWrittenIn(folded: string, language: CopyLanguage): boolean {
  const ranked = languageScores(folded);
  const top = ranked[0]?.[1] ?? 0;
  const own = ranked.find(([lang]) => lang === language)?.[1] ?? 0;
  return own >= 1 && own * 2 >= top;
}

/** Links and addresses: "shop.example.it/track" holds the English "it", "hola@…" the Spanish "hola". */
const ADDRESS = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,6}\/\S*/giu;

function languageScores(folded: string): Array<[CopyLanguage, number]> {
  const words = folded.replace(ADDRESS, ' ').match(WORD) ?? [];
  const scores = new Map<CopyLanguage, number>();
  for (const raw of words) {
    const word = raw.replace(/^'+|'+$/g, '');
    // "l'offre", "dell'anno": the article before the apostrophe is a French/Italian signal.
    const elided = /^(l|d|qu|n|s|j|c|dell|all|nell|sull|un)'/.exec(word);
    if (elided) {
      scores.set('fr', (scores.get('fr') ?? 0) + 0.5);
      scores.set('it', (scores.get('it') ?? 0) + 0.5);
    }
    for (const lang of COPY_LANGUAGES) if (FUNCTION_SETS[lang].has(word)) scores.set(lang, (scores.get(lang) ?? 0) + 1);
  }
  return [...scores].sort((a, b) => b[1] - a[1] || COPY_LANGUAGES.indexOf(a[0]) - COPY_LANGUAGES.indexOf(b[0]));
}

const NAMES = LANGUAGE_NAMES.flatMap(([, names]) => names);
const NAME_RE = alternation(NAMES);
const DIRECTIVE = new RegExp(
  `(?:(?<![\\p{L}])(?:in|into|translate to|translated to|translate it to|en|auf|em|para|para o|al|in lingua|nach)\\s+(${NAME_RE})(?![\\p{L}])(?!\\s+(?:customers|clients|market|speakers|audience|kunden|clientes|clienti|markt|mercado|marche|mercato)))|(?:(?<![\\p{L}])(${NAME_RE})\\s+(?:version|versao|versione|fassung)(?![\\p{L}]))`,
  'u',
);

/** The language a (folded) prompt asks the email to be written in, if it asks. */
export function languageDirective(folded: string): CopyLanguage | undefined {
  const m = DIRECTIVE.exec(folded);
  if (!m) return undefined;
  const name = (m[1] ?? m[2]).replace(/\s+/g, ' ');
  return LANGUAGE_NAMES.find(([, names]) => names.includes(name))?.[0];
}

/** The copy bank for a BCP 47 tag ("pt-BR" → pt), or undefined when the embedded writer has none. */
export function copyLanguageOf(tag: string | null | undefined): CopyLanguage | undefined {
  if (!tag) return undefined;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return (COPY_LANGUAGES as readonly string[]).includes(base) ? (base as CopyLanguage) : undefined;
}
