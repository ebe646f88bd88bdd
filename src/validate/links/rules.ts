import type { El, LoadedEmail } from '../document';
import { styleOf } from '../style';
import { MERGE_TAG, urlRefs, type UrlRef } from '../urls';

/** Link content rules that need no request: syntax, unsubscribe, link text, tracking pixels. */

export type Syntax =
  | { kind: 'http'; url: URL }
  | { kind: 'fragment'; id: string }
  | { kind: 'mailto' | 'tel'; valid: boolean; reason?: string }
  | { kind: 'merge-tag' }
  | { kind: 'placeholder'; reason: string }
  | { kind: 'relative'; reason: string }
  | { kind: 'javascript' }
  | { kind: 'data' | 'cid' | 'other'; scheme: string }
  | { kind: 'invalid'; reason: string };

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function classify(raw: string): Syntax {
  const url = raw.trim();
  if (url === '' || url === '#') return { kind: 'placeholder', reason: url === '' ? 'The link is empty.' : 'The link is a "#" placeholder.' };
  if (MERGE_TAG.test(url) && !/^https?:\/\/[^/{*%[$]+\//i.test(url)) return { kind: 'merge-tag' };
  if (url.startsWith('#')) return { kind: 'fragment', id: safeDecode(url.slice(1)) };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) {
    if (url.startsWith('//')) return classify(`https:${url}`);
    if (/^www\./i.test(url)) return { kind: 'relative', reason: `"${url}" has no scheme, so clients treat it as a relative link; write https://${url}.` };
    return { kind: 'relative', reason: `"${url}" is a relative URL: emails have no base address, so write the full https:// URL.` };
  }
  switch (scheme) {
    case 'http':
    case 'https': {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return { kind: 'invalid', reason: `"${url}" is not a valid URL.` };
      }
      if (!parsed.hostname || !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(parsed.hostname)) return { kind: 'invalid', reason: `"${url}" has no valid host.` };
      if (/^(www\.)?example\.(com|org|net)$/i.test(parsed.hostname) || /^https?:\/\/?$/i.test(url)) {
        return { kind: 'placeholder', reason: `"${url}" is a placeholder address.` };
      }
      if (!parsed.hostname.includes('.') && parsed.hostname !== 'localhost' && !parsed.hostname.startsWith('[')) {
        return { kind: 'invalid', reason: `"${parsed.hostname}" is not a full domain name.` };
      }
      return { kind: 'http', url: parsed };
    }
    case 'mailto': {
      const [to, query = ''] = url.slice(7).split('?');
      const addresses = safeDecode(to).split(',').map((a) => a.trim()).filter(Boolean);
      const extra = /(?:^|&)(?:to|cc|bcc)=([^&]*)/gi;
      for (let m = extra.exec(query); m; m = extra.exec(query)) addresses.push(...safeDecode(m[1]).split(',').map((a) => a.trim()).filter(Boolean));
      if (addresses.length === 0) return { kind: 'mailto', valid: false, reason: 'The mailto: link has no address.' };
      const bad = addresses.find((a) => !EMAIL.test(a));
      return bad ? { kind: 'mailto', valid: false, reason: `"${bad}" is not a valid email address.` } : { kind: 'mailto', valid: true };
    }
    case 'tel':
    case 'sms': {
      const number = safeDecode(url.slice(scheme.length + 1)).split(/[?;]/)[0];
      const digits = number.replace(/[\s().-]/g, '');
      const valid = /^\+?\d{3,15}$/.test(digits) && /^[+\d\s().-]+$/.test(number);
      return { kind: 'tel', valid, reason: valid ? undefined : `"${number}" is not a dialable phone number (digits, spaces, -, ( ) and a leading +).` };
    }
    case 'javascript':
      return { kind: 'javascript' };
    case 'data':
      return { kind: 'data', scheme };
    case 'cid':
      return { kind: 'cid', scheme };
    default:
      return { kind: 'other', scheme };
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Ids and anchor names a `#fragment` can land on. */
export function anchorTargets(email: LoadedEmail): Set<string> {
  return email.memo('anchors', () => {
    const set = new Set<string>();
    for (const el of email.elements) {
      if (el.attrs.id) set.add(el.attrs.id);
      if (el.tag === 'a' && el.attrs.name) set.add(el.attrs.name);
    }
    return set;
  });
}

const VAGUE = new Set([
  'click here', 'here', 'click', 'read more', 'more', 'learn more', 'link', 'this link', 'go', 'details', 'more info', 'info', 'see more', 'continue', 'this',
  'click this link', 'tap here', 'press here', 'find out more',
  'haga clic aquí', 'haz clic aquí', 'clic aquí', 'aquí', 'leer más', 'más',
  'cliquez ici', 'ici', 'en savoir plus', 'lire la suite',
  'hier klicken', 'klicken sie hier', 'hier', 'mehr', 'weiterlesen', 'mehr erfahren',
  'clique aqui', 'aqui', 'saiba mais', 'leia mais',
  'clicca qui', 'qui', 'leggi di più', 'scopri di più',
  'klik hier', 'lees meer', 'meer',
]);

export function isVagueText(text: string): boolean {
  return VAGUE.has(text.toLowerCase().replace(/[\s\u00a0]+/g, ' ').replace(/[.!:…>»→]+$/u, '').trim());
}

/** A host named in link text (`www.bank.com`, `https://bank.com/login`, `bank.com`). */
export function domainInText(text: string): string | undefined {
  const m = /(?:https?:\/\/)?((?:[a-z0-9-]+\.)+(?:com|net|org|io|co|info|biz|app|dev|shop|store|me|us|uk|de|fr|es|it|nl|pt|br|ca|au|eu|ly|gl|ai)(?:\.[a-z]{2})?)\b(?![@\w])/i.exec(text);
  if (!m) return undefined;
  if (/@/.test(text.slice(Math.max(0, m.index - 1), m.index + m[0].length + 1))) return undefined;
  return m[1].toLowerCase();
}

const UNSUBSCRIBE_WORDS =
  /unsubscribe|opt[ -]?out|manage (your )?(email )?(preferences|subscription)|email preferences|d[ée]sabonner|d[ée]sinscri|d[ée]sabonnement|darse de baja|dar(te)? de baja|cancelar (la )?suscripci[oó]n|abmelden|abbestellen|austragen|annulla(re)? (l['’]?)?iscrizione|disiscriv|cancella(re)? l['’]iscrizione|descadastr|cancelar (a )?inscri[cç][aã]o|afmelden|uitschrijven|opzeggen/i;
const UNSUBSCRIBE_TAGS = /unsub|optout|opt_out|opt-out|preferences|asm_group|list-unsubscribe/i;

/** The unsubscribe link, by its text or its URL (including ESP merge tags such as *|UNSUB|*). */
export function findUnsubscribe(email: LoadedEmail): UrlRef | undefined {
  return email.memo('unsubscribe', () =>
    urlRefs(email).find(
      (r) =>
        (r.kind === 'href' || r.kind === 'vml') &&
        (UNSUBSCRIBE_WORDS.test(r.text ?? '') ||
          UNSUBSCRIBE_TAGS.test(r.url) ||
          (/^mailto:/i.test(r.url) && /unsubscribe/i.test(r.url)) ||
          // Plain-text mail writes "Unsubscribe: https://…" — the word right before a link that shows its own address.
          (r.kind === 'href' && isOwnAddress(r) && UNSUBSCRIBE_WORDS.test(textBefore(r.el, WORD_BEFORE_MAX)))),
    ),
  );
}

/** How far before a bare link its unsubscribe word may stand ("To unsubscribe from this list, visit"). */
const WORD_BEFORE_MAX = 60;

const isOwnAddress = (r: UrlRef) => !!r.text && r.text.trim().replace(/\/$/, '') === r.url.replace(/\/$/, '');

/** Up to `max` characters of text written right before `el` in its parent (the line it sits on). */
function textBefore(el: El, max: number): string {
  const siblings = el.parent?.children ?? [];
  let text = '';
  for (let i = siblings.indexOf(el) - 1; i >= 0 && text.length < max; i--) {
    const node = siblings[i];
    if (node.kind !== 'text') break;
    text = node.text + text;
  }
  return text.split('\n').pop()!.slice(-max);
}

/** 1×1 (or hidden) images loaded from a server: open-tracking pixels. */
export function trackingPixels(email: LoadedEmail): UrlRef[] {
  return urlRefs(email).filter((r) => {
    if (r.kind !== 'src' || r.el.tag !== 'img' || !/^https?:/i.test(r.url)) return false;
    const w = Number.parseFloat(r.el.attrs.width ?? '');
    const h = Number.parseFloat(r.el.attrs.height ?? '');
    const style = r.el.attrs.style ?? '';
    const tiny = (w <= 2 && h <= 2) || /(^|;)\s*(width|height)\s*:\s*[01]px/i.test(style);
    return tiny || styleOf(email, r.el).hidden;
  });
}
