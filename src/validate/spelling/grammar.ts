import type { Dialect as HarperDialect, LocalLinter } from 'harper.js';
import { withSharedModules } from './grammar-binary';

/**
 * English grammar through harper.js (WASM). Setup costs ~1.2 s and ~350 MB, so one linter is
 * created on first use and shared by every request; calls are serialised because the dialect is
 * linter state.
 */
export interface GrammarLint {
  /** UTF-16 offsets into the text given. */
  start: number;
  end: number;
  kind: string;
  message: string;
  problem: string;
  suggestions: string[];
}

const DISABLED = [
  'SpellCheck', 'OxfordComma', 'NoOxfordComma', 'LongSentences', 'SentenceCapitalization', 'Spaces', 'SpelledNumbers', 'UseTitleCase',
  'UseEllipsisCharacter', 'EllipsisLength', 'Dashes', 'NumericRangeEnDash', 'WordPressDotcom',
];

let linter: Promise<{ linter: LocalLinter; Dialect: typeof HarperDialect }> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function getLinter() {
  // A pool thread instantiates the process's compiled modules instead of compiling its own (./grammar-binary).
  linter ??= withSharedModules(async () => {
    const [{ LocalLinter, Dialect }, { binary }] = await Promise.all([import('harper.js'), import('harper.js/binary')]);
    const l = new LocalLinter({ binary, dialect: Dialect.American });
    await l.setup();
    // Style opinions and rules that misfire on email fragments (button labels, footers); spelling is nspell's job.
    const config = await l.getLintConfig();
    for (const rule of DISABLED) if (rule in config) config[rule] = false;
    await l.setLintConfig(config);
    return { linter: l, Dialect };
  });
  linter.catch(() => (linter = undefined));
  return linter;
}

function dialectOf(language: string, Dialect: typeof HarperDialect): HarperDialect {
  const tag = language.toLowerCase();
  if (/^en-(gb|uk|ie|nz|za)\b/.test(tag)) return Dialect.British;
  if (tag.startsWith('en-au')) return Dialect.Australian;
  if (tag.startsWith('en-ca')) return Dialect.Canadian;
  if (tag.startsWith('en-in')) return Dialect.Indian;
  return Dialect.American;
}

export function lintGrammar(text: string, language: string): Promise<GrammarLint[]> {
  const run = queue.then(async () => {
    const { linter: l, Dialect } = await getLinter();
    await l.setDialect(dialectOf(language, Dialect));
    const lints = await l.lint(text, { language: 'plaintext' });
    const toUtf16 = codePointToUtf16(text);
    return lints.map((lint) => {
      const span = lint.span();
      const out: GrammarLint = {
        start: toUtf16(span.start),
        end: toUtf16(span.end),
        kind: lint.lint_kind(),
        message: lint.message(),
        problem: lint.get_problem_text(),
        suggestions: lint.suggestions().map((s) => s.get_replacement_text()),
      };
      lint.free();
      return out;
    });
  });
  queue = run.catch(() => {});
  return run;
}

/**
 * Harper costs 20–150 µs a character (most on text like "a a a …") in one synchronous call, so
 * long text is linted in pieces of at most CHUNK characters, cut at paragraph breaks where it can,
 * and no new piece starts after `deadline`. Text of one piece (every ordinary email) is linted
 * exactly as a whole. `checked` is how much of the text was linted.
 */
const CHUNK = 4000;

export async function lintGrammarWithin(text: string, language: string, deadline: number): Promise<{ lints: GrammarLint[]; checked: number }> {
  const lints: GrammarLint[] = [];
  let start = 0;
  while (start < text.length) {
    if (start > 0 && performance.now() > deadline) break;
    const end = pieceEnd(text, start);
    for (const lint of await lintGrammar(text.slice(start, end), language)) lints.push({ ...lint, start: lint.start + start, end: lint.end + start });
    start = end;
  }
  return { lints, checked: start };
}

/** Where the piece from `start` ends: after its last paragraph break, else sentence end, else space, within CHUNK. */
function pieceEnd(text: string, start: number): number {
  if (text.length - start <= CHUNK) return text.length;
  const limit = start + CHUNK;
  const floor = start + CHUNK / 4; // never a piece so short that the pieces multiply
  const paragraph = text.lastIndexOf('\n\n', limit - 2);
  if (paragraph > floor) return paragraph + 2;
  for (let i = limit - 2; i > floor; i--) if (/[.!?]/.test(text[i]) && /\s/.test(text[i + 1])) return i + 2;
  for (let i = limit - 1; i > floor; i--) if (/\s/.test(text[i])) return i + 1;
  return limit;
}

/** Harper counts characters (Unicode scalar values); JavaScript strings count UTF-16 units. */
function codePointToUtf16(text: string): (i: number) => number {
  if (!/[\ud800-\udbff]/.test(text)) return (i) => i;
  const index: number[] = [];
  for (let i = 0; i < text.length; i++) {
    index.push(i);
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) i++;
  }
  index.push(text.length);
  return (i) => index[Math.min(i, index.length - 1)];
}

/** Loads harper now (tests and benchmarks warm it so the first request does not pay for it). */
export async function warmGrammar(): Promise<void> {
  await getLinter();
}
