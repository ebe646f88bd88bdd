/**
 * Outlook for Windows (and Windows Mail) render email with Microsoft Word, which reads what every
 * other client treats as comments: `<!--[if mso]>…<![endif]-->` blocks apply, `<!--[if !mso]><!-->
 * …<!--<![endif]-->` blocks vanish, `mso-hide: all` hides an element, and VML shapes draw buttons
 * and background images. Chromium knows no VML, so shapes become boxes of the same size and fill.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

/** Word's version as conditional comments see it (Outlook 2016 and later all say 16). */
const MSO_VERSION = 16;

/**
 * Evaluates a conditional-comment expression (`mso`, `!mso`, `gte mso 9`, `(mso)|(IE)`, `mso & !IE`)
 * for Word. Unknown terms are false, as in Outlook.
 */
export function evaluateCondition(expression: string): boolean {
  const tokens = expression.match(/\(|\)|!|&|\||[A-Za-z]+|\d+(?:\.\d+)?/g) ?? [];
  let pos = 0;
  const peek = () => tokens[pos];
  const term = (): boolean => {
    const t = tokens[pos++];
    if (t === '!') return !term();
    if (t === '(') {
      const v = or();
      if (peek() === ')') pos++;
      return v;
    }
    const op = t && /^(gt|gte|lt|lte)$/i.test(t) ? t.toLowerCase() : undefined;
    const feature = (op ? tokens[pos++] : t)?.toLowerCase();
    const version = peek() !== undefined && /^\d/.test(peek()!) ? Number(tokens[pos++]) : undefined;
    const own = feature === 'mso' ? MSO_VERSION : feature === 'vml' ? 1 : undefined;
    if (own === undefined) return false;
    if (version === undefined) return true;
    switch (op) {
      case 'gt':
        return own > version;
      case 'gte':
        return own >= version;
      case 'lt':
        return own < version;
      case 'lte':
        return own <= version;
      default:
        return Math.floor(own) === Math.floor(version);
    }
  };
  const and = (): boolean => {
    let v = term();
    while (peek() === '&') {
      pos++;
      v = term() && v;
    }
    return v;
  };
  const or = (): boolean => {
    let v = and();
    while (peek() === '|') {
      pos++;
      v = and() || v;
    }
    return v;
  };
  return tokens.length > 0 && or();
}

const DOWNLEVEL_REVEALED = /<!--\[if ([^\]]+)\]><!-->([\s\S]*?)<!--<!\[endif\]-->/gi;
const DOWNLEVEL_HIDDEN = /<!--\[if ([^\]]+)\]>([\s\S]*?)<!\[endif\]-->/gi;

/** The document as Word parses it: true conditional blocks opened, false ones removed. */
export function applyConditionalComments(html: string): string {
  return html
    .replace(DOWNLEVEL_REVEALED, (_, condition: string, content: string) => (evaluateCondition(condition) ? content : ''))
    .replace(DOWNLEVEL_HIDDEN, (_, condition: string, content: string) => (evaluateCondition(condition) ? content : ''));
}

function styleMap(style: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) map.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim());
  }
  return map;
}

const px = (v: string | undefined) => (v && /^\d+(\.\d+)?(px|pt)?$/.test(v) ? (v.endsWith('pt') ? `${(parseFloat(v) * 4) / 3}px` : `${parseFloat(v)}px`) : undefined);

/** VML shapes drawn as boxes, Word-only markup removed, `mso-hide: all` elements hidden. */
export function applyWordRendering($: CheerioAPI): void {
  $('*').each((_, node) => {
    const el = node as Element;
    if (/mso-hide\s*:\s*all/i.test(el.attribs.style ?? '')) $(el).remove();
  });
  // Innermost first, so a shape's markup already holds its converted text box when it is replaced.
  const namespaced = $('*')
    .toArray()
    .filter((n) => (n as Element).name.includes(':') || (n as Element).name === 'xml')
    .reverse() as Element[];
  for (const el of namespaced) {
    const name = el.name.toLowerCase();
    const node = $(el);
    if (/^v:(roundrect|rect|oval|shape)$/.test(name)) {
      const style = styleMap(el.attribs.style);
      const fill = node.find('v\\:fill').first();
      const image = fill.attr('src');
      const css = [
        'display:inline-block',
        'vertical-align:top',
        px(style.get('width')) && `width:${px(style.get('width'))}`,
        px(style.get('height')) && `height:${px(style.get('height'))}`,
        el.attribs.filled !== 'f' && el.attribs.fillcolor && `background-color:${el.attribs.fillcolor}`,
        image && `background-image:url("${image.replace(/"/g, '%22')}");background-size:cover`,
        el.attribs.stroked !== 'f' && el.attribs.strokecolor && `border:${px(el.attribs.strokeweight) ?? '1px'} solid ${el.attribs.strokecolor}`,
        name === 'v:roundrect' && el.attribs.arcsize && `border-radius:${Math.round(parseFloat(el.attribs.arcsize) / 2)}%`,
        name === 'v:oval' && 'border-radius:50%',
        'overflow:hidden',
      ].filter(Boolean);
      // HTML parsers read `<v:fill/>` as an open element, so what follows may sit inside it.
      node.find('v\\:fill, v\\:stroke, v\\:shadow').each((_, part) => void $(part).replaceWith($(part).contents()));
      node.replaceWith(`<span style="${css.join(';')}">${node.html() ?? ''}</span>`);
    } else if (name === 'v:textbox') {
      const inset = (el.attribs.inset ?? '').split(',').map((v) => px(v.trim()) ?? '0');
      const padding = inset.length === 4 ? `padding:${inset[1]} ${inset[2]} ${inset[3]} ${inset[0]};` : '';
      node.replaceWith(`<div style="${padding}${el.attribs.style ?? ''}">${node.html() ?? ''}</div>`);
    } else if (/^v:(fill|stroke|shadow)$/.test(name)) {
      // Read by the shape around it.
    } else if (name.startsWith('o:') || name === 'xml') {
      node.remove(); // Office settings (`<o:PixelsPerInch>96</o:PixelsPerInch>`), not content
    } else {
      node.replaceWith(node.contents()); // `<w:anchorlock/>` and other wrappers: keep what they hold
    }
  }
}
