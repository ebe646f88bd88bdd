import { getDomain } from 'tldts';
import { contrastRatio } from '../../lib/color';
import { textOf } from '../document';
import { hostOf, isIpHost, isShortener, registrableDomain } from '../../lib/domains';
import { domainInText, findUnsubscribe, trackingPixels } from '../links/rules';
import { styleOf, textElements } from '../style';
import { bodyOffset, mapOffset, type RuleContext } from './context';
import { findSpamPhrases } from './phrases';
import { brandOwning, LINK_RULES, suspiciousDestination } from './link-rules';
import { MODEL_RULES } from './model-rules';
import { SCAM_RULES } from './scam-rules';

/**
 * Content rules in the spirit of SpamAssassin's HTML and body tests. Points follow
 * SpamAssassin's scale (5.0 = spam); where a rule mirrors one of SpamAssassin's its name is
 * given. Each rule returns null or what fired: an offset in the HTML to point at (null for the
 * subject or the message as a whole), a detail for the message, and points when they scale.
 */
export interface Fired {
  offset: number | null;
  detail?: string;
  points?: number;
  /** When how serious it is depends on what was found (else the rule's severity). */
  severity?: 'error' | 'warning' | 'info';
}

export interface Rule {
  id: string;
  points: number;
  /** 'error' marks content that filters treat as hostile whatever the score. */
  severity?: 'error' | 'warning' | 'info';
  description: string;
  fix: string;
  /** SpamAssassin rule(s) it mirrors. */
  sa?: string;
  test(ctx: RuleContext): Fired | null;
}

const firstEl = (ctx: RuleContext, tags: string[]) => ctx.email.elements.find((e) => tags.includes(e.tag) && !e.conditional);
const letterCount = (s: string) => (s.match(/\p{L}/gu) ?? []).length;
const upperCount = (s: string) => (s.match(/\p{Lu}/gu) ?? []).length;
const EMOJI = /\p{Extended_Pictographic}/gu;
const SUBJECT_SPAM = /\b(free|act now|urgent|winner|cash|\$\$\$|100%|guaranteed|no cost|risk[- ]free|click here|limited time|gratis|gratuit|kostenlos)\b/i;
/**
 * Amounts and discounts. The number before a trailing currency or "%" is bounded (no price has
 * more than 24 characters): unbounded, `\d[\d,.]*` tried at every digit of "1,1,1,…" scans to
 * the end of the run each time before failing, which is quadratic.
 */
const CURRENCY = /(?:[$€£¥]\s?\d[\d,.]*|\d[\d,.]{0,24}\s?(?:[$€£¥](?!\s?\d)|(?:usd|eur|gbp)\b)|\d{1,12}\s?%\s?(?:off|de descuento|de réduction|rabatt|di sconto|korting|desconto))/gi;
/**
 * Spam words with digits or symbols for letters ("fr33", "c@sh"); only a match holding one counts.
 * Each match is a short literal, so scanning every one is linear (lookaheads over the whole run
 * of `[a-z0-9$@]` from every word start of "a$a$a$…" were quadratic).
 */
const LEET = /\b(?:fr[e3]{2}|v[i1!]agra|c[a@]sh|m[o0]n[e3]y|pr[i1]ze|w[i1]nn[e3]r|[s$][e3]x|l[o0]an|cr[e3]d[i1]t)\b/gi;
/**
 * A postal address in the text. Each pattern costs time linear in the text: quantifiers are
 * bounded or separated by what they cannot match (`(?:[\p{L}.'-]+\s+){0,4}`: letters, then
 * spaces), and none can be retried from every character of one long run.
 */
const ADDRESS = [
  /\b\d{1,5}[a-z]?\s+(?:[\p{L}.'-]+\s+){0,4}(?:street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|lane|ln\.?|drive|dr\.?|way|court|ct\.?|place|pl\.?|square|sq\.?|suite|floor|parkway|pkwy|highway|hwy)\b/iu,
  /\b(?:p\.?\s?o\.?\s?box|postfach|apartado|bo[iî]te postale|casella postale|caixa postal|postbus)\s*\d+/iu,
  /\b(?:calle|avenida|av\.|rue|boulevard|bd|all[ée]e|chemin|via|viale|piazza|corso|rua|travessa|pra[çc]a|plaza|paseo)\s+[\p{L}'.-]+/iu,
  // Only from the start of a word: tried inside a long run of letters, `[\p{L}-]+` would rescan
  // the rest of the run from every letter (a match inside a run also matches from its start).
  /(?<![\p{L}-])[\p{L}-]+(?:stra(?:ß|ss)e|str\.|weg|gasse|platz|allee|straat|laan|plein|gracht|kade)\s+\d{1,5}/iu,
  /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/, // UK postcode
  /\b\d{4}\s?[A-Z]{2}\b/, // NL postcode
  /,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/, // US state + ZIP
  /\b\d{5}\s+[\p{Lu}][\p{L}-]+/u, // ZIP/PLZ/CP + city
];

const CONTENT_RULES: Rule[] = [
  {
    id: 'HTML_IMAGE_ONLY',
    sa: 'HTML_IMAGE_ONLY_*',
    points: 2.0,
    description: 'The email is images with almost no text.',
    fix: 'Put the message in live text (at least a few sentences) and keep images as support.',
    test: (c) => (c.images.length > 0 && c.text.replace(/\s/g, '').length < 200 ? { offset: c.images[0].start, detail: `${c.images.length} image(s), ${c.text.replace(/\s/g, '').length} characters of text` } : null),
  },
  {
    id: 'HTML_IMAGE_RATIO',
    sa: 'HTML_IMAGE_RATIO_02..08',
    points: 0.8,
    description: 'Little text for the number of images.',
    fix: 'Aim for at least 60% text: a few sentences of copy per content image.',
    test: (c) => {
      const chars = c.text.replace(/\s/g, '').length;
      if (c.images.length === 0 || chars < 200) return null;
      // Icons, logos and pixels barely count; content images do.
      const big = c.images.filter((i) => !(Number(i.attrs.width) <= 64 && Number(i.attrs.height) <= 64) && !(Number(i.attrs.height) <= 48));
      return big.length >= 2 && chars / big.length < 250 ? { offset: big[0].start, detail: `${big.length} content images, ${chars} characters of text` } : null;
    },
  },
  {
    id: 'MIME_HTML_ONLY',
    sa: 'MIME_HTML_ONLY',
    points: 0.7,
    description: 'No plain-text alternative was given.',
    fix: 'Send a text/plain part with the same content (most platforms can generate it).',
    test: (c) => (c.plainText === undefined || !c.plainText.trim() ? { offset: null } : null),
  },
  {
    id: 'MPART_ALT_DIFF',
    sa: 'MPART_ALT_DIFF',
    points: 0.7,
    description: 'The plain-text alternative says something different from the HTML.',
    fix: 'Regenerate the text part from the HTML so both carry the same message.',
    test: (c) => {
      if (!c.plainText?.trim() || c.words.length < 10) return null;
      const a = new Set(c.words.map((w) => w.toLowerCase()));
      const b = new Set(c.plainText.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean).map((w) => w.toLowerCase()));
      let shared = 0;
      for (const w of a) if (b.has(w)) shared++;
      const similarity = shared / Math.max(1, Math.min(a.size, b.size));
      return similarity < 0.5 ? { offset: null, detail: `${Math.round(similarity * 100)}% of words shared` } : null;
    },
  },
  {
    id: 'URI_SHORTENER',
    sa: 'URI_SHORTENER',
    points: 1.5,
    description: 'Links go through a public URL shortener.',
    fix: 'Link to the destination directly (your platform’s own click tracking is fine).',
    test: (c) => {
      const l = c.links.find((u) => isShortener(hostOf(u.url) ?? ''));
      return l ? { offset: l.offset, detail: hostOf(l.url) } : null;
    },
  },
  {
    id: 'NUMERIC_HTTP_ADDR',
    sa: 'NUMERIC_HTTP_ADDR',
    points: 1.5,
    description: 'A link points to a numeric IP address.',
    fix: 'Use the domain name.',
    test: (c) => {
      const l = c.urls.find((u) => /^https?:/i.test(u.url) && isIpHost(hostOf(u.url) ?? ''));
      return l ? { offset: l.offset, detail: l.url } : null;
    },
  },
  {
    id: 'BODY_EXCESS_CAPS',
    sa: 'UPPERCASE_50_75 / UPPERCASE_75_100',
    points: 1.0,
    description: 'Too much of the text is in capitals.',
    fix: 'Write in sentence case; keep capitals for short labels.',
    test: (c) => {
      if (c.letters < 200) return null;
      const ratio = c.upper / c.letters;
      return ratio > 0.3 ? { offset: bodyOffset(c), detail: `${Math.round(ratio * 100)}% capitals`, points: ratio > 0.5 ? 1.8 : 1.0 } : null;
    },
  },
  {
    id: 'BODY_EXCLAMATION',
    sa: 'EXCESSIVE_PUNCTUATION',
    points: 0.8,
    description: 'Many exclamation marks.',
    fix: 'Use at most one or two exclamation marks in the whole email.',
    test: (c) => {
      const marks = (c.text.match(/!/g) ?? []).length;
      const runs = (c.text.match(/!{2,}/g) ?? []).length;
      if (marks < 5 && runs === 0) return null;
      const i = c.body.text.indexOf('!');
      return { offset: i >= 0 ? mapOffset(c, i) : null, detail: `${marks} exclamation marks${runs ? `, ${runs} repeated` : ''}` };
    },
  },
  {
    id: 'SPAM_PHRASES',
    sa: 'body phrase rules (FREE, MONEY, URGENT…)',
    points: 0.5,
    description: 'Phrases spam filters associate with spam.',
    fix: 'Say it plainly: name the product and the benefit instead of hype words.',
    test: (c) => {
      const found = findSpamPhrases(c.body.text);
      if (!found.length) return null;
      return {
        offset: mapOffset(c, found[0].index),
        detail: found.slice(0, 8).map((f) => `"${f.phrase}"`).join(', '),
        points: Math.min(3, 0.5 * found.length),
      };
    },
  },
  {
    id: 'SUBJ_ALL_CAPS',
    sa: 'SUBJ_ALL_CAPS',
    points: 1.0,
    description: 'The subject is all capitals.',
    fix: 'Write the subject in sentence case.',
    test: (c) => (c.subject && letterCount(c.subject) >= 5 && upperCount(c.subject) === letterCount(c.subject) ? { offset: null } : null),
  },
  {
    id: 'SUBJ_EXCESS_CAPS',
    points: 0.5,
    description: 'Many capitalised words in the subject.',
    fix: 'Capitalise only the first word and names.',
    test: (c) => {
      if (!c.subject) return null;
      const words = c.subject.split(/\s+/).filter((w) => letterCount(w) >= 3);
      const caps = words.filter((w) => upperCount(w) === letterCount(w));
      return words.length >= 3 && caps.length >= 2 && caps.length < words.length && caps.length / words.length >= 0.4 ? { offset: null, detail: caps.join(' ') } : null;
    },
  },
  {
    id: 'SUBJ_EXCLAMATION',
    sa: 'SUBJECT_EXCESS_PUNCT',
    points: 0.8,
    description: 'Several exclamation marks in the subject.',
    fix: 'Use at most one exclamation mark in the subject.',
    test: (c) => (c.subject && (c.subject.match(/!/g) ?? []).length >= 2 ? { offset: null } : null),
  },
  {
    id: 'SUBJ_SPAM_PHRASE',
    sa: 'SUBJ_FREE, SUBJECT_NEEDS_ENCODING…',
    points: 1.0,
    description: 'The subject uses words filters associate with spam.',
    fix: 'Lead with the concrete benefit instead ("Your spring order ships free" beats "FREE!!!").',
    test: (c) => {
      if (!c.subject) return null;
      const m = SUBJECT_SPAM.exec(c.subject) ?? (findSpamPhrases(c.subject)[0] ? [findSpamPhrases(c.subject)[0].phrase] : null);
      return m ? { offset: null, detail: `"${m[0]}"` } : null;
    },
  },
  {
    id: 'SUBJ_TOO_LONG',
    points: 0.2,
    description: 'The subject is longer than 60 characters: inboxes cut it.',
    fix: 'Keep subjects under about 50 characters; put the key words first.',
    test: (c) => (c.subject && [...c.subject].length > 60 ? { offset: null, detail: `${[...c.subject].length} characters` } : null),
  },
  {
    id: 'SUBJ_TOO_SHORT',
    points: 0.3,
    description: 'The subject is empty or very short.',
    fix: 'Write a subject that says what the email is about.',
    test: (c) => (c.subject !== undefined && c.subject.trim().length < 3 ? { offset: null } : null),
  },
  {
    id: 'SUBJ_EMOJI',
    points: 0.5,
    description: 'More than two emoji in the subject.',
    fix: 'Use one emoji at most, and not instead of words.',
    test: (c) => (c.subject && (c.subject.match(EMOJI) ?? []).length > 2 ? { offset: null, detail: `${(c.subject.match(EMOJI) ?? []).length} emoji` } : null),
  },
  {
    id: 'TITLE_NE_SUBJECT',
    points: 0.2,
    description: 'The HTML <title> differs from the subject.',
    fix: 'Set <title> to the subject (some clients show it, e.g. in web views).',
    test: (c) => {
      const title = firstEl(c, ['title']);
      const t = title ? textOf(title).trim() : '';
      if (!c.subject || !t) return null;
      const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
      return norm(t) !== norm(c.subject) ? { offset: title!.start, detail: `"${t}"` } : null;
    },
  },
  {
    id: 'HIDDEN_TEXT',
    sa: 'HTML_HIDDEN / T_HIDDEN_TEXT',
    points: 1.5,
    description: 'Text the reader cannot see (beyond the preheader).',
    fix: 'Remove hidden text; only the preheader should be hidden.',
    test: (c) => {
      const total = c.hidden.reduce((n, h) => n + h.text.length, 0);
      // The links and all their ancestors, gathered once (not a walk up from every link for every hidden block).
      const holdsLink = new Set<RuleContext['images'][number]>();
      for (const l of c.links) for (let e: typeof l.el | null = l.el; e && !holdsLink.has(e); e = e.parent) holdsLink.add(e);
      const withLink = c.hidden.find((h) => h.el.tag === 'a' || holdsLink.has(h.el));
      if (total < 200 && !withLink) return null;
      const first = withLink ?? c.hidden[0];
      return { offset: first.el.start, detail: `${total} hidden characters (${first.why})` };
    },
  },
  {
    id: 'LOW_CONTRAST_TEXT',
    sa: 'HTML_FONT_LOW_CONTRAST',
    points: 1.0,
    description: 'Text in (almost) the same colour as its background.',
    fix: 'Make text colour contrast with its background (WCAG asks for 4.5:1).',
    test: (c) => {
      for (const el of textElements(c.email)) {
        const st = styleOf(c.email, el);
        if (st.hidden || st.backgroundImage || st.fontSizePx < 1) continue;
        if (contrastRatio(st.color, st.background) < 1.5) return { offset: el.start, detail: `${st.color} on ${st.background}` };
      }
      return null;
    },
  },
  {
    id: 'TINY_TEXT',
    sa: 'HTML_FONT_TINY / TINY_FONT',
    points: 0.8,
    description: 'Visible text under 6px.',
    fix: 'Use at least 12px (14px for body copy).',
    test: (c) => {
      for (const el of textElements(c.email)) {
        const st = styleOf(c.email, el);
        if (!st.hidden && st.fontSizePx >= 1 && st.fontSizePx < 6) return { offset: el.start, detail: `${Math.round(st.fontSizePx * 10) / 10}px` };
      }
      return null;
    },
  },
  {
    id: 'HTML_SCRIPT',
    sa: 'HTML_SCRIPT (T_HTML_...)',
    points: 1.5,
    severity: 'error',
    description: 'The email contains <script>.',
    fix: 'Remove scripts: no client runs them and filters treat them as an attack.',
    test: (c) => nodeRule(c, ['script']),
  },
  {
    id: 'HTML_FORM',
    points: 1.0,
    description: 'The email contains a form.',
    fix: 'Link to a form on your website instead.',
    test: (c) => nodeRule(c, ['form', 'input', 'select', 'textarea']),
  },
  {
    id: 'HTML_IFRAME',
    sa: 'HTML_IFRAME_SRC',
    points: 0.5,
    description: 'The email contains an <iframe>.',
    fix: 'Use an image linking to the content.',
    test: (c) => nodeRule(c, ['iframe', 'frame', 'frameset']),
  },
  {
    id: 'HTML_EMBED',
    sa: 'HTML_EMBEDS',
    points: 1.0,
    description: 'The email embeds <object>, <embed> or <applet>.',
    fix: 'Remove embedded objects.',
    test: (c) => nodeRule(c, ['object', 'embed', 'applet']),
  },
  {
    id: 'BASE64_IMAGE',
    points: 0.8,
    description: 'Images are embedded as base64 data URIs.',
    fix: 'Host images on a web server; data URIs are blocked by Gmail and Outlook and inflate the message.',
    test: (c) => {
      const u = c.urls.find((r) => r.image && /^data:image\/[^;]+;base64,/i.test(r.url));
      return u ? { offset: u.offset } : null;
    },
  },
  {
    id: 'HTML_SIZE_102KB',
    points: 1.0,
    description: 'The HTML is larger than 102 KB: Gmail clips it and hides the rest, unsubscribe link included.',
    fix: 'Trim the HTML (inline CSS once, remove comments and unused styles) below 102 KB.',
    test: (c) => (c.htmlBytes > 102 * 1024 ? { offset: null, detail: `${Math.round(c.htmlBytes / 1024)} KB` } : null),
  },
  {
    id: 'NO_UNSUBSCRIBE',
    points: 1.5,
    description: 'No unsubscribe link.',
    fix: 'Add a visible unsubscribe link (and send a List-Unsubscribe header); Gmail and Yahoo require both for bulk mail.',
    test: (c) => (findUnsubscribe(c.email) ? null : { offset: bodyOffset(c) }),
  },
  {
    id: 'NO_POSTAL_ADDRESS',
    points: 0.5,
    description: 'No postal address found (CAN-SPAM requires one in commercial email).',
    fix: 'Add the sender’s postal address in the footer.',
    test: (c) => (ADDRESS.some((re) => re.test(c.text)) ? null : { offset: bodyOffset(c) }),
  },
  {
    id: 'NO_PREHEADER',
    points: 0.3,
    description: 'No preheader: inboxes show whatever text comes first.',
    fix: 'Add a short hidden preheader right after <body> that extends the subject.',
    test: (c) => (c.preheader ? null : { offset: bodyOffset(c) }),
  },
  {
    id: 'TOO_MANY_DOMAINS',
    points: 0.5,
    description: 'Links point to many different domains.',
    fix: 'Keep links to your own domains (and your platform’s tracking domain).',
    test: (c) => (c.domains.size > 10 ? { offset: null, detail: `${c.domains.size} domains`, points: c.domains.size > 20 ? 1.2 : 0.5 } : null),
  },
  {
    id: 'OBFUSCATION',
    sa: 'HTML_OBFUSCATE_*, OBFU_*',
    points: 2.0,
    severity: 'error',
    description: 'Words are obfuscated (zero-width characters, spaced letters, digits for letters or character references for plain letters).',
    fix: 'Write words normally: obfuscation is a classic spam signature.',
    test: (c) => {
      const zw = /[\p{L}][\u200b\u200c\u200d\u2060\u00ad]+[\p{L}]/u.exec(c.body.text);
      if (zw) return { offset: mapOffset(c, zw.index), detail: 'zero-width or soft-hyphen characters inside words' };
      const spaced = /(?<![\p{L}])(?:\p{Lu}[ .*_-]){3,}\p{Lu}(?![\p{L}])/u.exec(c.body.text);
      if (spaced) return { offset: mapOffset(c, spaced.index), detail: `"${spaced[0]}"` };
      for (const leet of c.body.text.matchAll(LEET)) if (/[0-9$@!]/.test(leet[0])) return { offset: mapOffset(c, leet.index), detail: `"${leet[0]}"` };
      const refs = /(?:&#(?:x0*(?:4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a])|0*(?:6[5-9]|[7-8]\d|9[0789]|1[01]\d|12[012]));){3,}/i.exec(c.email.html);
      // Some HTML exporters encode plain text this way too: on its own it is a weak sign (most
      // legitimate newsletters in the training part that fired did so for this alone).
      if (refs) return { offset: refs.index, detail: 'letters written as numeric character references', points: 0.5, severity: 'warning' };
      return null;
    },
  },
  {
    id: 'JAVASCRIPT_URI',
    points: 1.0,
    severity: 'error',
    description: 'A javascript: link.',
    fix: 'Link to a web page.',
    test: (c) => {
      const u = c.urls.find((r) => /^\s*javascript:/i.test(r.url));
      return u ? { offset: u.offset } : null;
    },
  },
  {
    id: 'LINK_TEXT_MISMATCH',
    sa: 'T_SPOOFED_URL / HTTPS_HTTP_MISMATCH',
    points: 2.5,
    description: 'Link text shows one domain and the link goes to another.',
    fix: 'Make the text match the destination. (A click-tracking domain of your sending platform is expected; a text naming a bank or a brand that is not yours, or a destination that looks like it, is phishing.)',
    test: (c) => {
      let mild: Fired | null = null;
      for (const l of c.links) {
        const named = l.text ? domainInText(l.text) : undefined;
        const host = hostOf(l.url);
        if (!named || !host) continue;
        // Registrable domains by the Public Suffix List: "shop.example.co.uk" and "example.co.uk" agree.
        const shown = getDomain(named) ?? registrableDomain(named);
        if (shown === (getDomain(host) ?? registrableDomain(host))) continue;
        const detail = `text ${named}, target ${host}`;
        // Phishing: the text names a brand's own domain, or the destination looks doubtful.
        // Otherwise it is most often an ESP's click tracking, which filters weigh lightly.
        if (brandOwning(shown) || suspiciousDestination(l.url)) return { offset: l.offset, detail, points: 2.5, severity: 'error' };
        mild ??= { offset: l.offset, detail: `${detail}; fine if it is your platform's click tracking`, points: 0.3, severity: 'info' };
      }
      return mild;
    },
  },
  {
    id: 'HTML_SHORT_LENGTH',
    sa: 'HTML_SHORT_LENGTH',
    points: 0.5,
    description: 'Very little text (under 20 words).',
    fix: 'Say a little more: very short HTML emails look like bait.',
    test: (c) => (c.words.length < 20 ? { offset: bodyOffset(c), detail: `${c.words.length} words` } : null),
  },
  {
    id: 'MONEY_EXCESS',
    sa: 'LOTS_OF_MONEY / MONEY_*',
    points: 0.5,
    description: 'Many prices and discounts.',
    fix: 'Feature a few offers rather than a wall of prices.',
    test: (c) => {
      const matches = [...c.body.text.matchAll(CURRENCY)];
      return matches.length >= 8 ? { offset: mapOffset(c, matches[0].index!), detail: `${matches.length} amounts` } : null;
    },
  },
  {
    id: 'MANY_LINKS',
    points: 0.2,
    description: 'More links than the text carries.',
    fix: 'Keep about one link per 20 words of copy.',
    test: (c) => (c.links.length >= 15 && c.links.length > c.words.length / 20 ? { offset: null, detail: `${c.links.length} links, ${c.words.length} words` } : null),
  },
  {
    id: 'HTML_MALFORMED',
    sa: 'HTML_TAG_BALANCE_BODY / HTML_TAG_BALANCE_HEAD',
    points: 0.5,
    description: 'The HTML has unbalanced or misnested tags.',
    fix: 'Close every element you open, in order (an HTML validator points them out).',
    test: (c) => {
      const balance = tagBalance(c.email.html);
      const syntax = c.email.parseErrors.filter((e) => !/^(missing-doctype|non-void-html-element-start-tag-with-trailing-solidus|eof-in-comment)$/.test(e.code));
      const problems = balance.problems + syntax.length;
      if (problems < 5) return null;
      const first = Math.min(balance.first ?? Infinity, syntax[0]?.offset ?? Infinity);
      return { offset: Number.isFinite(first) ? first : null, detail: `${balance.problems} unbalanced tags, ${syntax.length} syntax errors` };
    },
  },
  {
    id: 'INSECURE_LINKS',
    points: 0.3,
    description: 'Links or images over insecure http://.',
    fix: 'Use https:// everywhere.',
    test: (c) => {
      const u = c.urls.find((r) => /^http:\/\//i.test(r.url));
      return u ? { offset: u.offset, detail: u.url } : null;
    },
  },
  {
    id: 'TRACKING_PIXELS',
    points: 0.2,
    description: 'More than one tracking pixel.',
    fix: 'One open-tracking pixel is enough.',
    test: (c) => {
      const pixels = trackingPixels(c.email);
      return pixels.length > 1 ? { offset: pixels[1].offset, detail: `${pixels.length} pixels` } : null;
    },
  },
];

/** Every rule the check runs: the content rules above, then links, scams and the text model. */
export const RULES: Rule[] = [...CONTENT_RULES, ...LINK_RULES, ...SCAM_RULES, ...MODEL_RULES];

/** Elements whose end tag is required: a missing or stray one is an authoring error. */
const BALANCED = new Set(['div', 'span', 'table', 'a', 'b', 'i', 'u', 'strong', 'em', 'font', 'center', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'section', 'article', 'header', 'footer']);

/**
 * Stray end tags, and elements closed out of order or never, counted on the source (parse5
 * silently repairs them). A hand-written scan, linear in the HTML: a regex for "comment, or
 * raw-text element up to its end tag, or tag up to `>`" rescans to the end of the document from
 * every `<` when the closing part is missing ("<a<a<a…", "<!--<!--…"). Here each closing search
 * remembers where it found its target, or that there is none after that point.
 */
export function tagBalance(html: string): { problems: number; first?: number } {
  const stack: Array<{ tag: string; offset: number }> = [];
  const open = new Map<string, number>();
  let problems = 0;
  let first: number | undefined;
  const problem = (offset: number) => {
    problems++;
    first ??= offset;
  };
  const next = forwardSearch(html);
  const name = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)\b/y;
  const raw = /<(script|style|title|textarea)\b/y;
  for (let i = html.indexOf('<'); i >= 0; i = html.indexOf('<', i)) {
    if (html.startsWith('<!--', i)) {
      const end = next('-->', i + 4);
      if (end >= 0) {
        i = end + 3;
        continue;
      }
    }
    name.lastIndex = i;
    const m = name.exec(html);
    if (!m) {
      i++;
      continue;
    }
    raw.lastIndex = i;
    const r = raw.exec(html);
    if (r) {
      const end = next(`</${r[1]}`, raw.lastIndex, RAW_TEXT_END);
      if (end >= 0) {
        i = end;
        continue;
      }
    }
    const gt = next('>', name.lastIndex);
    if (gt < 0) break; // no tag can end after this point
    i = gt + 1;
    const tag = m[2].toLowerCase();
    if (!BALANCED.has(tag) || html[gt - 1] === '/') continue;
    if (!m[1]) {
      stack.push({ tag, offset: m.index });
      open.set(tag, (open.get(tag) ?? 0) + 1);
      continue;
    }
    if (!open.get(tag)) {
      problem(m.index);
      continue;
    }
    // Everything opened after the innermost open `tag` was left unclosed (reported outermost
    // first). The elements looked at here leave the stack, so the scans add up to its pushes.
    let at = stack.length - 1;
    while (stack[at].tag !== tag) at--;
    for (let k = at + 1; k < stack.length; k++) {
      problem(stack[k].offset);
      open.set(stack[k].tag, open.get(stack[k].tag)! - 1);
    }
    stack.length = at;
    open.set(tag, open.get(tag)! - 1);
  }
  for (const unclosed of stack) problem(unclosed.offset);
  return { problems, first };
}

/** What may follow `</script` to end the element: spaces, then `>`; returns the offset past it. */
const RAW_TEXT_END = (html: string, at: number) => {
  const end = /\s*>/y;
  end.lastIndex = at;
  return end.test(html) ? end.lastIndex : -1;
};

/**
 * `next(needle, from, accept?)`: the offset of the first `needle` at or after `from` (with
 * `accept` deciding on what follows it and giving the offset to return), or -1. Searches only
 * move forward: the last answer for each needle is remembered, so a later search from an earlier
 * point than that answer costs nothing, and "none after p" answers every later search.
 */
function forwardSearch(html: string) {
  const last = new Map<string, { from: number; found: number }>();
  return (needle: string, from: number, accept?: (html: string, at: number) => number): number => {
    const key = accept ? `${needle}\u0000` : needle;
    const prev = last.get(key);
    if (prev && prev.from <= from && (prev.found < 0 || prev.found >= from)) return prev.found < 0 ? -1 : accept ? accept(html, prev.found + needle.length) : prev.found;
    let at = html.indexOf(needle, from);
    let result = -1;
    while (at >= 0) {
      result = accept ? accept(html, at + needle.length) : at;
      if (result >= 0) break;
      at = html.indexOf(needle, at + 1);
    }
    last.set(key, { from, found: result < 0 ? -1 : at });
    return result;
  };
}

function nodeRule(c: RuleContext, tags: string[]): Fired | null {
  const el = firstEl(c, tags);
  return el ? { offset: el.start >= 0 ? el.start : null, detail: `<${el.tag}>` } : null;
}




