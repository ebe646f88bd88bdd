import { textOf, walk, type El, type LoadedEmail } from '../document';
import { hostOf, registrableDomain } from '../../lib/domains';
import { textSegments, visibleText, type TextSegment } from '../spelling/text';
import { styleOf } from '../style';
import { urlRefs, type UrlRef } from '../urls';

/** What the deliverability rules read, computed once per email. */
export interface RuleContext {
  email: LoadedEmail;
  /** Visible text, whitespace collapsed. */
  text: string;
  body: TextSegment;
  words: string[];
  letters: number;
  upper: number;
  subject?: string;
  plainText?: string;
  urls: UrlRef[];
  /** http(s) link targets (anchors, VML buttons). */
  links: UrlRef[];
  images: El[];
  domains: Set<string>;
  htmlBytes: number;
  /** Text inside hidden elements, by element (preheader excluded). */
  hidden: Array<{ el: El; text: string; why: string }>;
  preheader: El | undefined;
}

const PREHEADER_HINT = /preheader|pre-header|preview|preview-text|hidden-preheader/i;

export function ruleContext(email: LoadedEmail): RuleContext {
  return email.memo('deliverability-context', () => {
    const text = visibleText(email);
    const body = textSegments(email).find((s) => s.kind === 'body')!;
    const words = text.split(/[^\p{L}\p{N}'’-]+/u).filter((w) => /\p{L}/u.test(w));
    let letters = 0;
    let upper = 0;
    for (const ch of text) {
      if (/\p{L}/u.test(ch)) {
        letters++;
        if (/\p{Lu}/u.test(ch) && ch !== ch.toLowerCase()) upper++;
      }
    }
    const urls = urlRefs(email);
    const links = urls.filter((u) => (u.kind === 'href' || u.kind === 'vml') && /^https?:/i.test(u.url) && !u.image);
    const images = email.elements.filter((e) => e.tag === 'img' && !e.conditional);
    const domains = new Set<string>();
    for (const l of links) {
      const h = hostOf(l.url);
      if (h) domains.add(registrableDomain(h));
    }

    // The preheader: the first hidden text block at the top of the body, or one named so.
    // Linear in the document even when it nests thousands of levels deep: whether an element is
    // in the body comes from its parent (elements are in document order), and an element's whole
    // text is gathered only where it is needed, not for every element of a deep chain.
    const bodyEl = email.elements.find((e) => e.tag === 'body');
    const inBody = new Set<El>();
    let preheader: El | undefined;
    const hidden: RuleContext['hidden'] = [];
    let seenVisibleText = false;
    const ownText = (el: El) => textOf(el).replace(SPACES, ' ').trim();
    for (const el of email.elements) {
      if (bodyEl && (el === bodyEl || (el.parent && inBody.has(el.parent)))) inBody.add(el);
      if (el.conditional || !inBody.has(el)) continue;
      const st = styleOf(email, el);
      const direct = el.children.some((c) => c.kind === 'text' && /[\p{L}\p{N}]/u.test(c.text));
      const zeroSize = st.fontSizePx < 1 && direct;
      if ((st.hidden && !(el.parent && styleOf(email, el.parent).hidden)) || (zeroSize && !st.hidden)) {
        // A hidden element's text is read whole once (its hidden descendants are skipped above);
        // a zero-size one holds text of its own, and only whether it is short matters.
        const own = st.hidden ? ownText(el) : '';
        const named = PREHEADER_HINT.test(`${el.attrs.class ?? ''} ${el.attrs.id ?? ''}`);
        const short = (limit: number) => (st.hidden ? own.length <= limit : shortText(el, limit) !== undefined);
        if (!preheader && (own || !st.hidden) && (named || (!seenVisibleText && short(300)))) {
          preheader = el;
          continue;
        }
        const text = st.hidden ? own : el.children.map((c) => (c.kind === 'text' ? c.text : '')).join(' ').replace(/\s+/g, ' ').trim();
        if (text) hidden.push({ el, text, why: st.hiddenBy ?? 'font-size:0' });
      } else if (!seenVisibleText && !st.hidden && el.children.some((c) => c.kind === 'text' && c.text.trim()) && shortText(el, 0) === undefined) {
        // (undefined: more than no visible text)
        seenVisibleText = true;
      }
    }
    if (!preheader) {
      preheader = email.elements.find((e) => PREHEADER_HINT.test(`${e.attrs.class ?? ''} ${e.attrs.id ?? ''}`) && textOf(e).trim());
    }

    return {
      email,
      text,
      body,
      words,
      letters,
      upper,
      subject: email.subject,
      plainText: email.text,
      urls,
      links,
      images,
      domains,
      htmlBytes: Buffer.byteLength(email.html, 'utf8'),
      hidden,
      preheader,
    };
  });
}

// Spacers mail builders pad preheaders with (react-email: NBSP, ZWNJ, ZWSP, ZWJ, LRM, RLM, BOM) count as space.
const SPACES = /[\s\u00a0\u200b-\u200f\u034f\u2060\ufeff]+/g;

/**
 * The element's text as the reader sees it (spaces collapsed, trimmed) when it is at most `limit`
 * characters long, else undefined. Reading stops once more than `limit` visible characters were
 * seen, so asking this of every element of a chain nested thousands deep stays linear.
 */
export function shortText(el: El, limit: number): string | undefined {
  let raw = '';
  let visible = 0;
  const whole = walk(el, (c) => {
    if (c.kind !== 'text') return c.tag === 'script' || c.tag === 'style' ? 'skip' : undefined;
    raw += c.text;
    visible += c.text.replace(SPACES, '').length;
    return visible > limit ? 'stop' : undefined;
  });
  if (!whole) return undefined;
  const text = raw.replace(SPACES, ' ').trim();
  return text.length <= limit ? text : undefined;
}

/** The HTML offset of a position in the body text (the next mapped character), or null. */
export function mapOffset(c: RuleContext, index: number): number | null {
  for (let i = index; i < c.body.map.length; i++) if (c.body.map[i] >= 0) return c.body.map[i];
  return null;
}

/** The offset of <body>, where rules about the message as a whole point. */
export const bodyOffset = (ctx: RuleContext): number | null => ctx.email.elements.find((e) => e.tag === 'body' && e.start >= 0)?.start ?? null;
