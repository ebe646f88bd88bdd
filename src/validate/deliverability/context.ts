import { textOf, type El, type LoadedEmail } from '../document';
import { hostOf, registrableDomain } from '../domains';
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
    const bodyEl = email.elements.find((e) => e.tag === 'body');
    let preheader: El | undefined;
    const hidden: RuleContext['hidden'] = [];
    let seenVisibleText = false;
    for (const el of email.elements) {
      if (el.conditional || !bodyEl || !isInside(el, bodyEl)) continue;
      const st = styleOf(email, el);
      const own = textOf(el).replace(/[\s\u00a0\u200b-\u200d\u034f\ufeff]+/g, ' ').trim();
      const direct = el.children.some((c) => c.kind === 'text' && /[\p{L}\p{N}]/u.test(c.text));
      const zeroSize = st.fontSizePx < 1 && direct;
      if ((st.hidden && !(el.parent && styleOf(email, el.parent).hidden)) || (zeroSize && !st.hidden)) {
        const named = PREHEADER_HINT.test(`${el.attrs.class ?? ''} ${el.attrs.id ?? ''}`);
        if (!preheader && own && (named || (!seenVisibleText && own.length <= 300))) {
          preheader = el;
          continue;
        }
        const text = st.hidden ? own : el.children.map((c) => (c.kind === 'text' ? c.text : '')).join(' ').replace(/\s+/g, ' ').trim();
        if (text) hidden.push({ el, text, why: st.hiddenBy ?? 'font-size:0' });
      } else if (!st.hidden && own && el.children.some((c) => c.kind === 'text' && c.text.trim())) {
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

function isInside(el: El, ancestor: El): boolean {
  for (let e: El | null = el; e; e = e.parent) if (e === ancestor) return true;
  return false;
}
