/**
 * The brand's language: `<html lang>` as declared, confirmed against the page's text with franc.
 * Templates often keep a stale `lang="en"`, so when the text clearly reads as another language
 * the text wins and a warning says so.
 */
import { francAll } from 'franc';
import { cleanText, textOutside, type Page } from './site';

/** ISO 639-3 (franc) → ISO 639-1 (BCP 47 primary subtag) for the languages brands write in. */
const TO_639_1: Record<string, string> = {
  eng: 'en', deu: 'de', fra: 'fr', spa: 'es', ita: 'it', por: 'pt', nld: 'nl', swe: 'sv', dan: 'da', nob: 'no', nno: 'no',
  fin: 'fi', pol: 'pl', ces: 'cs', slk: 'sk', hun: 'hu', ron: 'ro', bul: 'bg', hrv: 'hr', srp: 'sr', slv: 'sl', ell: 'el',
  tur: 'tr', rus: 'ru', ukr: 'uk', jpn: 'ja', kor: 'ko', cmn: 'zh', zho: 'zh', arb: 'ar', ara: 'ar', heb: 'he', hin: 'hi',
  ben: 'bn', tha: 'th', vie: 'vi', ind: 'id', zlm: 'ms', msa: 'ms', cat: 'ca', eus: 'eu', glg: 'gl', est: 'et', lav: 'lv',
  lit: 'lt', isl: 'is', gle: 'ga', cym: 'cy', fas: 'fa', pes: 'fa', urd: 'ur', tgl: 'tl', swh: 'sw', afr: 'af',
};

export interface LanguageResult {
  language: string | null;
  warning?: string;
  /** How the language was decided, for the kit's evidence. */
  rule?: string;
  confidence?: 'high' | 'medium' | 'low';
}

const HIDDEN_OR_CODE = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'code', 'pre']);

export function visibleText(page: Page, max = 4000): string {
  return cleanText(textOutside(page.$('body')[0], HIDDEN_OR_CODE)).slice(0, max);
}

export function detectLanguage(page: Page): LanguageResult {
  const $ = page.$;
  const declaredRaw =
    $('html').attr('lang') ??
    $('html').attr('xml:lang') ??
    $('meta[http-equiv="content-language" i]').attr('content') ??
    $('meta[property="og:locale"]').attr('content');
  const declared = normalizeTag(declaredRaw);
  const text = visibleText(page);
  const scores = text.length >= 60 ? francAll(text, { minLength: 20 }).filter(([code]) => code !== 'und') : [];
  const top = scores[0] ? TO_639_1[scores[0][0]] : undefined;
  if (!declared) return top && text.length >= 120 ? { language: top, rule: 'the page text (no language declared)', confidence: 'medium' } : { language: null };
  const primary = declared.split('-')[0];
  if (top === primary) return { language: declared, rule: `declared lang="${declaredRaw}", confirmed by the page text`, confidence: 'high' };
  if (!top || text.length < 200) return { language: declared, rule: `declared lang="${declaredRaw}" (too little text to confirm)`, confidence: 'medium' };
  const declaredScore = scores.find(([code]) => TO_639_1[code] === primary)?.[1] ?? 0;
  if (declaredScore >= 0.85) return { language: declared, rule: `declared lang="${declaredRaw}", close to the text's reading`, confidence: 'medium' };
  return {
    language: top,
    rule: `the page text, over the declared lang="${declaredRaw}"`,
    confidence: 'medium',
    warning: `The page declares lang="${declaredRaw}" but its text reads as "${top}"; using "${top}".`,
  };
}

/** "en_us" → "en-US", "DE" → "de"; undefined for anything that is not a language tag. */
export function normalizeTag(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  const parts = tag.trim().replace(/_/g, '-').split('-').filter(Boolean);
  if (!parts.length || !/^[a-z]{2,3}$/i.test(parts[0])) return undefined;
  return parts
    .map((p, i) => (i === 0 ? p.toLowerCase() : p.length === 2 ? p.toUpperCase() : p.length === 4 ? p[0].toUpperCase() + p.slice(1).toLowerCase() : p))
    .join('-');
}
