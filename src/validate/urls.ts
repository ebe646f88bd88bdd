import { csstree, parsedCss } from './css';
import { subtree, textOf, type El, type LoadedEmail } from './document';

/**
 * Every URL the email refers to, where it is written: `href`, `src`, `srcset`, `background`,
 * Outlook's VML (inside conditional comments), CSS `url()` and a meta refresh. Links,
 * compatibility (image formats) and deliverability (domains, shorteners, pixels) all read this.
 */
export type UrlKind = 'href' | 'src' | 'srcset' | 'background' | 'vml' | 'css' | 'meta';

export interface UrlRef {
  url: string;
  kind: UrlKind;
  /** Offset of the URL in the source. */
  offset: number;
  el: El;
  /** Points at an image (img, srcset, background, VML fill, CSS url()). */
  image: boolean;
  /** Anchors: the visible text, or the image's alt text. */
  text?: string;
}

const SRC_TAGS = new Set(['img', 'video', 'audio', 'source', 'iframe', 'embed', 'script', 'input', 'track', 'frame']);
const VML_SRC = new Set(['v:fill', 'v:image', 'v:imagedata']);

export function urlRefs(email: LoadedEmail): UrlRef[] {
  return email.memo('urls', () => collect(email));
}

function collect(email: LoadedEmail): UrlRef[] {
  const refs: UrlRef[] = [];
  const push = (el: El, attr: string, kind: UrlKind, image: boolean, text?: string) => {
    const raw = el.attrs[attr];
    if (raw === undefined) return;
    const url = raw.trim();
    const offset = el.attrValueStart(attr) ?? el.at;
    refs.push({ url, kind: el.conditional && kind !== 'href' ? 'vml' : kind, offset: offset + (raw.length - raw.trimStart().length), el, image, text });
  };
  for (const el of email.elements) {
    const tag = el.tag;
    if ((tag === 'a' || tag === 'area') && 'href' in el.attrs) push(el, 'href', 'href', false, anchorText(el));
    else if (tag === 'link' && 'href' in el.attrs) push(el, 'href', 'href', false);
    else if (tag.startsWith('v:') && 'href' in el.attrs) push(el, 'href', 'vml', false, textOf(el).trim());
    if (VML_SRC.has(tag) && 'src' in el.attrs) push(el, 'src', 'vml', true);
    if (SRC_TAGS.has(tag)) {
      if ('src' in el.attrs && (tag !== 'input' || el.attrs.type?.toLowerCase() === 'image')) push(el, 'src', 'src', tag === 'img' || tag === 'input');
      if ('poster' in el.attrs) push(el, 'poster', 'src', true);
      if ('srcset' in el.attrs) {
        const value = el.attrs.srcset;
        const base = el.attrValueStart('srcset') ?? el.at;
        const re = /\s*([^\s,][^\s]*)(?:\s+[^,]*)?(?:,|$)/g;
        for (let m = re.exec(value); m && m[0]; m = re.exec(value)) {
          const url = m[1].replace(/,$/, '');
          refs.push({ url, kind: 'srcset', offset: base + m.index + m[0].indexOf(m[1]), el, image: true });
        }
      }
    }
    if ('background' in el.attrs && !tag.startsWith('v:')) push(el, 'background', 'background', true);
    if (tag === 'meta' && el.attrs['http-equiv']?.toLowerCase() === 'refresh') {
      const content = el.attrs.content ?? '';
      const m = /url\s*=\s*['"]?([^'"\s]+)/i.exec(content);
      if (m) refs.push({ url: m[1], kind: 'meta', offset: (el.attrValueStart('content') ?? el.at) + m.index, el, image: false });
    }
  }
  const css = parsedCss(email);
  const fromAst = (ast: csstree.CssNode, el: El, base: number) =>
    csstree.walk(ast, (node) => {
      if (node.type === 'Url') refs.push({ url: node.value.trim(), kind: 'css', offset: node.loc?.start.offset ?? base, el, image: true });
    });
  for (const s of css.sheets) if (s.ast) fromAst(s.ast, s.block.el, s.block.offset);
  for (const s of css.inline) if (s.ast) fromAst(s.ast, s.style.el, s.style.offset);
  return refs.sort((a, b) => a.offset - b.offset);
}

/** What a reader sees as the link: its text, else the alt text of an image inside it. */
export function anchorText(el: El): string {
  const text = textOf(el).replace(/\s+/g, ' ').trim();
  if (text) return text;
  for (const node of subtree(el)) if (node.kind === 'el' && node.tag === 'img' && node.attrs.alt?.trim()) return node.attrs.alt.trim();
  return '';
}

/**
 * Personalisation and merge tags of the common platforms: {{x}}, *|X|*, %%x%%, [[x]], {$x}, ${x}.
 * A `{{…}}` tag may hold one level of braces, as Braze's `{{${first_name} | default: 'there'}}`
 * and the triple-brace `{{{unsubscribe}}}` do.
 */
// A body is at most 256 characters: a merge tag is never longer, and unbounded, `{{[^}]*}}` retried
// at every "{{" of "{{{{…" scans to the end each time (spelling-bounds.test.ts times it on such runs).
// The two alternatives inside `{{…}}` start with different characters, so nothing is tried twice.
export const MERGE_TAG = /\{\{(?:[^{}]|\{[^{}]{0,64}\}){0,256}\}\}|\*\|[^|]{0,256}\|\*|%%[^%]{0,256}%%|\[\[[^\]]{0,256}\]\]|\{\$[^}]{0,256}\}|\$\{[^}]{0,256}\}|\{%[^%]{0,256}%\}|%\[[^\]]{0,256}\]%/;
