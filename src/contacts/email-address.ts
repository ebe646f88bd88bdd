import { domainToASCII } from 'node:url';

/**
 * Email addresses as a mailing list needs them: the RFC 5322 `addr-spec` subset that real
 * mailboxes use (a dot-atom or quoted-string local part, a DNS host name with at least one dot;
 * no comments, folding white space or domain literals), the RFC 5321 length limits (64-octet local
 * part, 254-octet address), and a suggestion when the domain looks like a typo of a big mailbox
 * provider — a list imported with `gmial.com` addresses only collects bounces.
 */
export type EmailCheck =
  | { ok: true; email: string; key: string }
  | { ok: false; code: 'INVALID_EMAIL'; message: string }
  | { ok: false; code: 'EMAIL_TYPO'; message: string; suggestion: string };

const ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
const DOT_ATOM = new RegExp(`^[${ATEXT}]+(?:\\.[${ATEXT}]+)*$`);
// qtext is printable ASCII but `"` and `\`; a quoted-pair escapes any printable character.
const QUOTED_STRING = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\[\x20-\x7e])*"$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const NON_ASCII = /[^\x00-\x7f]/;

const invalid = (reason: string): EmailCheck => ({ ok: false, code: 'INVALID_EMAIL', message: `is not a valid email address: ${reason}` });

/**
 * Validates and normalises one address: trimmed, domain lower-cased (the local part keeps its case,
 * which RFC 5321 leaves to the receiving host). `key` is the whole address lower-cased: the
 * identity of a contact, since no mailbox provider in practice tells `Ann@x.com` from `ann@x.com`.
 */
export function checkEmail(input: string): EmailCheck {
  const text = input.trim();
  if (text === '') return invalid('it is empty');
  const at = text.lastIndexOf('@');
  if (at < 0) return invalid('it has no @');
  const local = text.slice(0, at);
  const domain = text.slice(at + 1).toLowerCase();
  if (local === '') return invalid('nothing before the @');
  if (domain === '') return invalid('nothing after the @');
  if (NON_ASCII.test(local)) return invalid('the part before the @ has non-ASCII characters');
  if (!DOT_ATOM.test(local) && !QUOTED_STRING.test(local)) {
    return invalid(
      local.includes('..') || local.startsWith('.') || local.endsWith('.')
        ? 'dots in the part before the @ must sit between other characters'
        : 'the part before the @ has characters that need quoting',
    );
  }
  if (Buffer.byteLength(local) > 64) return invalid('the part before the @ is longer than 64 characters');

  // An internationalised domain is checked in its ASCII (punycode) form and kept as written.
  const ascii = NON_ASCII.test(domain) ? domainToASCII(domain) : domain;
  if (!ascii) return invalid(`"${domain}" is not a valid domain name`);
  const labels = ascii.split('.');
  if (labels.length < 2) return invalid(`the domain "${domain}" has no dot`);
  if (labels.some((l) => !LABEL.test(l))) return invalid(`"${domain}" is not a valid domain name`);
  if (/^[0-9]+$/.test(labels[labels.length - 1]) || labels[labels.length - 1].length < 2) {
    return invalid(`"${domain}" does not end in a top-level domain`);
  }
  if (ascii.length > 253) return invalid('the domain is longer than 253 characters');
  if (Buffer.byteLength(local) + 1 + ascii.length > 254) return invalid('it is longer than 254 characters');

  const suggestion = suggestDomain(ascii);
  if (suggestion) {
    const fixed = `${local}@${suggestion}`;
    return { ok: false, code: 'EMAIL_TYPO', message: `looks like a typo of ${suggestion}: did you mean ${fixed}?`, suggestion: fixed };
  }
  const email = `${local}@${domain}`;
  return { ok: true, email, key: email.toLowerCase() };
}

/**
 * Providers whose misspellings we correct, by second-level name and the top-level domain they
 * live under. Only names of five letters or more: one edit away from `aol` or `msn` lies a real
 * company's domain (aon.com, mns.com) far too often.
 */
const PROVIDERS: Record<string, string> = {
  gmail: 'com',
  googlemail: 'com',
  yahoo: 'com',
  hotmail: 'com',
  outlook: 'com',
  icloud: 'com',
  protonmail: 'com',
  comcast: 'net',
  verizon: 'net',
  sbcglobal: 'net',
  btinternet: 'com',
  rocketmail: 'com',
};

/** Short provider names: only their top-level domain is corrected (aol.con → aol.com). */
const SHORT_PROVIDERS: Record<string, string> = { aol: 'com', live: 'com', msn: 'com', me: 'com', mac: 'com', att: 'net', ymail: 'com' };

/** Real domains within one or two edits of a provider above; never "corrected". */
const KNOWN_DOMAINS = new Set([
  ...Object.entries(PROVIDERS).map(([n, t]) => `${n}.${t}`),
  ...Object.entries(SHORT_PROVIDERS).map(([n, t]) => `${n}.${t}`),
  'mail.com', 'email.com', 'ymail.com', 'gmx.com', 'gmx.net', 'gmx.de', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.es',
  'yahoo.it', 'yahoo.ca', 'yahoo.co.jp', 'yahoo.com.au', 'yahoo.com.br', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de',
  'hotmail.it', 'hotmail.es', 'outlook.fr', 'outlook.de', 'outlook.es', 'live.co.uk', 'live.fr', 'proton.me', 'pm.me',
  'gmail.co.uk', 'zoho.com', 'yandex.ru', 'mail.ru', 'web.de', 'aim.com', 'verizon.com', 'comcast.com',
]);

/** Misspellings of `com` and `net` seen in real lists (transpositions, neighbouring keys, drops). */
const TLD_TYPOS: Record<string, string[]> = {
  com: ['con', 'cmo', 'ocm', 'om', 'co', 'cm', 'vom', 'xom', 'comm', 'coom', 'cpm', 'c0m', 'cim', 'clm', 'cox', 'comn', 'ccom', 'colm'],
  net: ['ner', 'nte', 'ent', 'nett', 'nt', 'ne', 'bet', 'met', 'neet'],
};

// Lists repeat their domains (gmail.com, the company's own) thousands of times: remember answers.
const suggestions = new Map<string, string | undefined>();

export function suggestDomain(domain: string): string | undefined {
  if (suggestions.has(domain)) return suggestions.get(domain);
  const answer = findSuggestion(domain);
  if (suggestions.size >= 50_000) suggestions.clear();
  suggestions.set(domain, answer);
  return answer;
}

function findSuggestion(domain: string): string | undefined {
  if (KNOWN_DOMAINS.has(domain)) return undefined;
  const dot = domain.lastIndexOf('.');
  const name = domain.slice(0, dot);
  const tld = domain.slice(dot + 1);
  const tldMatches = (want: string) => tld === want || TLD_TYPOS[want].includes(tld);

  const short = SHORT_PROVIDERS[name];
  if (short && tld !== short && TLD_TYPOS[short].includes(tld)) return `${name}.${short}`;

  let best: { domain: string; distance: number } | undefined;
  for (const [provider, providerTld] of Object.entries(PROVIDERS)) {
    if (!tldMatches(providerTld)) continue;
    const limit = provider.length >= 7 ? 2 : 1;
    if (Math.abs(provider.length - name.length) > limit) continue;
    const distance = editDistance(name, provider, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { domain: `${provider}.${providerTld}`, distance };
  }
  return best?.domain;
}

/** Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[(i - 1) * cols + j] + 1, d[i * cols + j - 1] + 1, d[(i - 1) * cols + j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[(i - 2) * cols + j - 2] + 1);
      d[i * cols + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
  }
  return d[rows * cols - 1];
}
