import { useMemo } from 'react';

export type FrameOptions = { width: 'desktop' | 'mobile'; scheme: 'light' | 'dark'; highlight?: { line: number; column: number } | null };

/**
 * The email as a reader sees it, in an iframe sandboxed with no permission at all: no scripts,
 * no same-origin access, no forms, no popups, no top navigation. Whatever the HTML holds cannot
 * reach the console, its key or its cookies. Light/dark sets the frame's color-scheme, which
 * the email's `prefers-color-scheme` rules follow (as Apple Mail and iOS Mail do).
 */
export function EmailFrame({ html, title, options }: { html: string; title: string; options: FrameOptions }) {
  const doc = useMemo(
    () => withScheme(prepare(html, options.highlight ?? null), options.scheme),
    [html, options.scheme, options.highlight?.line, options.highlight?.column],
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

const HIGHLIGHT_STYLE =
  '<style>[data-bm-highlight]{outline:3px solid #e5484d !important;outline-offset:2px;box-shadow:0 0 0 6px rgba(229,72,77,.25) !important}</style>';

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
