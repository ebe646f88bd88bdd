import { useMemo } from 'react';

export type FrameOptions = { width: 'desktop' | 'mobile'; scheme: 'light' | 'dark'; imagesOff?: boolean; highlight?: { line: number; column: number } | null };

/**
 * The email as a reader sees it, in an iframe sandboxed with no permission at all: no scripts,
 * no same-origin access, no forms, no popups, no top navigation. Whatever the HTML holds cannot
 * reach the console, its key or its cookies. Light/dark sets the frame's color-scheme, which
 * the email's `prefers-color-scheme` rules follow (as Apple Mail and iOS Mail do).
 */
export function EmailFrame({ html, title, options }: { html: string; title: string; options: FrameOptions }) {
  const doc = useMemo(
    () => {
      // Highlight first: the line and column refer to the HTML as written.
      const marked = withScheme(prepare(html, options.highlight ?? null), options.scheme);
      return options.imagesOff ? withImagesOff(marked) : marked;
    },
    [html, options.scheme, options.imagesOff, options.highlight?.line, options.highlight?.column],
  );
  return (
    <div className={`email-stage ${options.width} ${options.scheme}`}>
      <iframe
        title={title}
        sandbox=""
        referrerPolicy="no-referrer"
        srcDoc={doc}
        style={{ colorScheme: options.scheme }}
      />
    </div>
  );
}

/**
 * Dark mode as the clients that honour it (Apple Mail, iOS Mail, Outlook.com) show it: the
 * email's own `prefers-color-scheme: dark` rules apply. A srcdoc frame does not take the
 * media feature from its embedder's color-scheme, so the rules are switched on in the markup.
 */
export function withScheme(html: string, scheme: 'light' | 'dark'): string {
  if (scheme === 'light') return html;
  return html
    .replace(/\(\s*prefers-color-scheme\s*:\s*dark\s*\)/gi, '(min-width: 0px)')
    .replace(/\(\s*prefers-color-scheme\s*:\s*light\s*\)/gi, '(max-width: 0px)');
}

const attr = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
};
const px = (v: string | null) => (v && /^\d+(\.\d+)?(px)?$/i.test(v.trim()) ? `${parseFloat(v)}px` : null);

/**
 * The email as a client that blocks images shows it (Outlook and many corporate clients by
 * default, Gmail when asked): each image becomes a box of its declared size holding its alt
 * text, styled by the image's own inline style (as clients style alt text), and background
 * images are dropped. Done in the markup, since the frame runs no script.
 */
export function withImagesOff(html: string): string {
  // An attribute may hold a `>` inside its quotes (an alt text often does).
  const boxes = html.replace(/<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi, (tag) => {
    const alt = (attr(tag, 'alt') ?? '').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const width = px(attr(tag, 'width'));
    const height = px(attr(tag, 'height'));
    const box = [
      'display:inline-block',
      'box-sizing:border-box',
      'max-width:100%',
      'overflow:hidden',
      'vertical-align:middle',
      width && `width:${width}`,
      height && `min-height:${height}`,
    ].filter(Boolean);
    // The box keeps the image's place; an image's own height (often `auto`) would collapse it.
    const own = (attr(tag, 'style') ?? '').replace(/"/g, "'").replace(/(^|;)\s*(?:max-)?height\s*:[^;]*/gi, '$1');
    // Drawn after the image's own style, whose `border:0` would otherwise hide where the image was.
    return `<span data-bm-image-off style="${box.join(';')};${own};border:1px dashed #9aa3af;padding:2px 4px">${alt}</span>`;
  });
  return boxes
    .replace(/(background(?:-image)?\s*:[^;}"']*?)url\((?:[^()]|\([^)]*\))*\)/gi, '$1none')
    .replace(/(<[a-z][^>]*?)\sbackground\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '$1');
}

/**
 * The outline, and the frame scrolled to it: the frame runs no script, so a scroll snap does it —
 * the page snaps to the marked element as it is laid out (mandatory snapping picks a snap
 * position at once), then an animation turns snapping off, so the reader scrolls freely again.
 */
const HIGHLIGHT_STYLE =
  '<style>[data-bm-highlight]{outline:3px solid #e5484d !important;outline-offset:2px;box-shadow:0 0 0 6px rgba(229,72,77,.25) !important;scroll-snap-align:center}' +
  '@keyframes bm-unsnap{to{scroll-snap-type:none}}html{scroll-snap-type:y mandatory;animation:bm-unsnap 0s .4s forwards}</style>';

/**
 * Marks the element an issue points at (its 1-based line and column in the HTML) so the frame
 * shows it outlined; the frame runs no script, so the mark is made in the markup itself.
 */
export function prepare(html: string, at: { line: number; column: number } | null): string {
  const insertAt = at ? elementAt(html, at.line, at.column) : null;
  if (insertAt == null) return html;
  const marked = `${html.slice(0, insertAt)} data-bm-highlight${html.slice(insertAt)}`;
  const head = marked.search(/<\/head>/i);
  return head >= 0 ? `${marked.slice(0, head)}${HIGHLIGHT_STYLE}${marked.slice(head)}` : HIGHLIGHT_STYLE + marked;
}

/**
 * Where to mark the element of the body that a 1-based line and column fall in: just after its
 * tag name. Null when the position is not inside a visible element (the head, a stylesheet).
 */
export function elementAt(html: string, line: number, column: number): number | null {
  const offset = offsetOf(html, line, column);
  const body = html.search(/<body[\s>]/i);
  if (offset < 0 || body < 0 || offset < body) return null;
  let start = html.lastIndexOf('<', offset);
  // On a closing tag, the element is the one it closes (the nearest opening tag of that name).
  const closing = /^<\/([a-zA-Z][\w-]*)/.exec(html.slice(start, start + 40));
  if (closing) start = html.slice(0, start).toLowerCase().lastIndexOf(`<${closing[1].toLowerCase()}`);
  while (start > body && /^<[!?]/.test(html.slice(start, start + 2))) start = html.lastIndexOf('<', start - 1);
  const name = start > body ? /^<([a-zA-Z][\w-]*)/.exec(html.slice(start, start + 40)) : null;
  if (!name || /^(style|script|title|meta|link)$/i.test(name[1])) return null;
  return start + name[0].length;
}

function offsetOf(text: string, line: number, column: number): number {
  let pos = 0;
  for (let l = 1; l < line; l++) {
    pos = text.indexOf('\n', pos);
    if (pos < 0) return -1;
    pos++;
  }
  return Math.min(text.length - 1, pos + Math.max(0, column - 1));
}
