/**
 * Sanitiser for the `html` block, the one place a document carries markup.
 *
 * An allow-list (sanitize-html): formatting, links, images and layout tables survive; scripts,
 * event handlers, forms, iframes, objects, SVG and style sheets do not, and neither do javascript:
 * or data: URLs. Colour and background styles are dropped too, so the text inside inherits the
 * theme colours whose contrast the renderer guarantees. Every image leaves with an alt attribute.
 */
import sanitizeHtml from 'sanitize-html';

const LENGTH = /^\d+(?:\.\d+)?(?:px|%|em)?$/;
const BOX = /^(?:\d+(?:\.\d+)?(?:px|%|em)?\s*){1,4}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'hr',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'center',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    table: ['width', 'align', 'role', 'cellpadding', 'cellspacing', 'border'],
    td: ['width', 'align', 'valign', 'colspan', 'rowspan'],
    th: ['width', 'align', 'valign', 'colspan', 'rowspan'],
    '*': ['style', 'dir', 'lang', 'align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      'text-align': [/^(?:left|right|center|justify)$/],
      'font-weight': [/^(?:normal|bold|[1-9]00)$/],
      'font-style': [/^(?:normal|italic)$/],
      'text-decoration': [/^(?:none|underline|line-through)$/],
      'font-size': [LENGTH],
      'line-height': [LENGTH, /^\d+(?:\.\d+)?$/],
      width: [LENGTH, /^auto$/],
      'max-width': [LENGTH],
      height: [LENGTH, /^auto$/],
      padding: [BOX],
      margin: [BOX],
      'vertical-align': [/^(?:top|middle|bottom)$/],
      display: [/^(?:block|inline-block|none)$/],
    },
  },
  // Text inside these is code or form state, never content worth keeping.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'select',
    'iframe',
    'object',
    'svg',
    'math',
    'template',
  ],
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && (!frame.attribs.src || /\.svgz?(?:[?#]|$)/i.test(frame.attribs.src)),
  transformTags: {
    // An image the author gave no alt text is treated as decorative: screen readers skip it.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

/** Email-safe subset of `html`; safe to insert into the rendered email as is. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
