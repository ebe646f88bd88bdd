import { contrastRatio, minimumContrastFor } from '../../lib/color';
import { textOf, loadEmail, where, type EmailInput, type El, type LoadedEmail } from '../document';
import { isVagueText, trackingPixels } from '../links/rules';
import type { AccessibilityResult, ValidateOptions, ValidationIssue } from '../schema';
import { scoreFromIssues } from '../score';
import { styleOf, textElements } from '../style';
import { anchorText } from '../urls';

const RTL = /^(ar|he|iw|fa|ur|yi|ps|sd|ug|dv|ckb)(-|$)/i;
const MAX_PER_CODE = 20;
const MIN_FONT_PX = 12;
const FILENAME_ALT = /\.(png|jpe?g|gif|webp|svg|bmp)$|^(image|img|photo|picture|graphic|spacer|banner|untitled|dsc_?\d+|img_?\d+)$/i;

/** Records an issue at an offset of the email (null: the email as a whole); past MAX_PER_CODE of one code, it only counts. */
type Report = (severity: ValidationIssue['severity'], code: string, message: string, offset: number | null, suggestion: string) => void;

/**
 * What screen-reader and low-vision readers meet (WCAG 2.2 AA where it applies to email):
 * language and direction, alt text, layout tables marked presentational, text contrast against
 * its background, heading order, link text, and small fonts.
 */
export async function checkAccessibility(input: EmailInput | LoadedEmail, _options: ValidateOptions = {}): Promise<AccessibilityResult> {
  const started = performance.now();
  const email = loadEmail(input);
  const { issues, add } = collector(email);
  const visible = email.elements.filter((e) => !e.conditional);
  checkLanguage(email, visible, add);
  checkImages(email, visible, add);
  checkLinkText(visible, add);
  checkLayoutTables(email, visible, add);
  checkHeadings(visible, add);
  checkTextContrastAndSize(email, add);
  return result(issues, started);
}

function collector(email: LoadedEmail): { issues: ValidationIssue[]; add: Report } {
  const issues: ValidationIssue[] = [];
  const counts = new Map<string, number>();
  const add: Report = (severity, code, message, offset, suggestion) => {
    const n = (counts.get(code) ?? 0) + 1;
    counts.set(code, n);
    if (n > MAX_PER_CODE) return;
    issues.push({ severity, code, message, ...(offset !== null && offset >= 0 ? where(email, offset) : { line: null, column: null, snippet: null }), suggestion });
  };
  return { issues, add };
}

/** Language and direction, and the title a web view announces. */
function checkLanguage(email: LoadedEmail, visible: El[], add: Report): void {
  const html = visible.find((e) => e.tag === 'html');
  const lang = html?.attrs.lang?.trim() || html?.attrs['xml:lang']?.trim() || email.language;
  if (!html?.attrs.lang?.trim()) {
    add('error', 'A11Y_LANG_MISSING', 'The <html> element has no lang attribute: screen readers guess the language and mispronounce the text.', html?.start ?? 0, `Add lang="${email.language ?? 'en'}" to <html>.`);
  }
  if (lang && RTL.test(lang)) {
    const hasDir = visible.some((e) => (e.tag === 'html' || e.tag === 'body' || e.tag === 'table' || e.tag === 'div') && e.attrs.dir?.toLowerCase() === 'rtl');
    if (!hasDir) add('error', 'A11Y_DIR_MISSING', `The email is in a right-to-left language (${lang}) but sets no dir="rtl".`, html?.start ?? 0, 'Add dir="rtl" to <html> and the main content table.');
  }
  if (!visible.some((e) => e.tag === 'title' && textOf(e).trim())) {
    add('info', 'A11Y_TITLE_MISSING', 'No <title>: screen readers announce it when the email opens in a browser or web view.', html?.start ?? 0, 'Add <title> with the subject.');
  }
}

/** Alt text: missing (a tracking pixel's only a warning), or a file name instead of a description. */
function checkImages(email: LoadedEmail, visible: El[], add: Report): void {
  const pixels = new Set(trackingPixels(email).map((p) => p.el));
  for (const img of visible.filter((e) => e.tag === 'img')) {
    const alt = img.attrs.alt;
    if (alt === undefined) {
      if (pixels.has(img)) add('warning', 'A11Y_IMG_ALT_MISSING', 'Tracking pixel without alt="": some screen readers read its file name.', img.start, 'Add alt="" to decorative and tracking images.');
      else add('error', 'A11Y_IMG_ALT_MISSING', `Image without alt text: ${shortSrc(img)}.`, img.start, 'Describe the image in alt="…", or use alt="" if it is decorative.');
    } else if (FILENAME_ALT.test(alt.trim())) {
      add('warning', 'A11Y_IMG_ALT_FILENAME', `Alt text "${alt}" names a file, not what the image shows.`, img.attrStart('alt'), 'Describe what the image shows or says.');
    }
  }
}

/** Links with no text at all, or text that means nothing out of context. */
function checkLinkText(visible: El[], add: Report): void {
  for (const a of visible.filter((e) => e.tag === 'a' && 'href' in e.attrs)) {
    const text = anchorText(a) || a.attrs['aria-label']?.trim() || a.attrs.title?.trim() || '';
    if (!text) add('error', 'A11Y_LINK_NO_TEXT', `Link with no text or alt text: screen readers announce only "link" (${a.attrs.href}).`, a.start, 'Give the link text, or alt text to the image inside it.');
    else if (isVagueText(text)) add('warning', 'A11Y_LINK_TEXT_VAGUE', `Link text "${text}" makes no sense on its own (screen reader users list links out of context).`, a.start, 'Say where the link goes: "Read the full recipe".');
  }
}

/** Tables used for layout (no header cells, caption or summary) that screen readers would read as data. */
function checkLayoutTables(email: LoadedEmail, visible: El[], add: Report): void {
  const holdsDataMarkup = ancestorsOfMatches(email.elements, (e) => e.tag === 'th' || e.tag === 'caption' || e.tag === 'thead');
  for (const table of visible.filter((e) => e.tag === 'table')) {
    const role = table.attrs.role?.toLowerCase();
    if (role === 'presentation' || role === 'none') continue;
    const isData = holdsDataMarkup.has(table) || 'summary' in table.attrs;
    if (!isData) add('warning', 'A11Y_LAYOUT_TABLE_ROLE', 'Layout table without role="presentation": screen readers announce rows and columns.', table.start, 'Add role="presentation" to every table used for layout.');
  }
}

/** The heading outline: no skipped level, and a start at h1 or h2. */
function checkHeadings(visible: El[], add: Report): void {
  let previous = 0;
  const headings = visible.filter((e) => /^h[1-6]$/.test(e.tag));
  for (const h of headings) {
    const level = Number(h.tag[1]);
    if (previous && level > previous + 1) {
      add('warning', 'A11Y_HEADING_ORDER', `Heading level skips from h${previous} to h${level}.`, h.start, `Use h${previous + 1} here, and style it with CSS.`);
    }
    previous = level;
  }
  if (headings.length && Number(headings[0].tag[1]) > 2) {
    add('info', 'A11Y_HEADING_START', `The first heading is ${headings[0].tag}; start the outline at h1 or h2.`, headings[0].start, 'Make the main title an h1.');
  }
}

/** Contrast (once per colour pair and size class) and size of every visible run of text. */
function checkTextContrastAndSize(email: LoadedEmail, add: Report): void {
  const seen = new Set<string>();
  for (const el of textElements(email)) {
    const st = styleOf(email, el);
    if (st.hidden || st.fontSizePx < 1) continue;
    const sample = el.children.find((c) => c.kind === 'text' && /[\p{L}\p{N}]/u.test(c.text));
    const textSample = sample && sample.kind === 'text' ? sample.text.trim().replace(/\s+/g, ' ').slice(0, 40) : '';
    if (!st.backgroundImage) {
      const ratio = contrastRatio(st.color, st.background);
      const needed = minimumContrastFor(st.fontSizePx, st.bold);
      const key = `${st.color}/${st.background}/${needed}`;
      if (ratio < needed && !seen.has(key)) {
        seen.add(key);
        add(
          'error',
          'A11Y_CONTRAST',
          `Text "${textSample}" is ${st.color} on ${st.background}: contrast ${ratio.toFixed(2)}:1, WCAG AA needs ${needed}:1 for ${needed === 3 ? 'large' : 'normal'} text.`,
          el.start,
          'Darken the text or lighten the background (or the reverse) until the ratio is met.',
        );
      }
    }
    if (st.fontSizePx > 0 && st.fontSizePx < MIN_FONT_PX) {
      add('warning', 'A11Y_FONT_SIZE_SMALL', `Text "${textSample}" is ${Math.round(st.fontSizePx * 10) / 10}px; below ${MIN_FONT_PX}px it is hard to read, especially on phones.`, el.start, 'Use at least 14px for body text and 12px for fine print.');
    }
  }
}

/** The issues in reading order, scored and summarised. */
function result(issues: ValidationIssue[], started: number): AccessibilityResult {
  issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.filter((i) => i.severity === 'warning').length;
  return {
    check: 'accessibility',
    score: scoreFromIssues(issues, { error: 10, warning: 3, info: 0.5 }),
    passed: errors === 0,
    summary: errors + warnings === 0 ? 'No accessibility problems found.' : `${errors} accessibility errors and ${warnings} warnings.`,
    issues,
    durationMs: Math.round(performance.now() - started),
  };
}

/**
 * Every element with a descendant that passes `test`, marked in one walk up from each match: asking
 * each table for its descendants instead costs tables × depth, minutes for layout tables nested
 * thousands deep.
 */
function ancestorsOfMatches(elements: El[], test: (e: El) => boolean): Set<El> {
  const marked = new Set<El>();
  for (const e of elements) {
    if (!test(e)) continue;
    for (let p = e.parent; p && !marked.has(p); p = p.parent) marked.add(p);
  }
  return marked;
}

function shortSrc(img: El): string {
  const src = img.attrs.src ?? '';
  return src.length > 80 ? `${src.slice(0, 77)}…` : src || '(no src)';
}

export type { LoadedEmail };
