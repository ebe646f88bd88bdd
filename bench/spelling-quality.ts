/**
 * The spelling check's answers alone — nothing here depends on how loaded the machine is, so it
 * may run beside other work (the timings of `npm run bench -- spelling` may not):
 *   - recall, top-1 and top-5 per language on the labelled list of bench/lib/spelling-set.ts,
 *     for the check (flagged: checkSpelling on an email holding the word; suggestions: suggestWord)
 *     and for bare `nspell` (unbounded) beside it, dev and held-out parts and held-out real
 *     misspellings alone, and where a language's held-out real misspellings come from more than
 *     one list (en: codespell's and LibreOffice's en-US; en-GB: codespell's and LibreOffice's
 *     en-GB), each list in a row of its own;
 *   - false alarms: the distinct words the check flags on clean German and Dutch text — the
 *     real pages of test/fixtures/real-pages whose `<html lang>` is de or nl, and, where Debian's
 *     `manpages-de` / `manpages-nl` are installed, the first MAN_LINES text lines of their pages.
 *
 * `node --import tsx bench/spelling-quality.ts [languages…] [--out=FILE] [--no-nspell] [--no-clean]`;
 * `--out` writes every missed word, every wrong top-5 and every flagged clean word, to diff two
 * commits' answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { speller } from '../src/validate/spelling/dictionaries';
import { checkSpelling } from '../src/validate/spelling/index';
import { suggestWord } from '../src/validate/spelling/suggest';
import { repoRoot } from './lib/process';
import { bareNspell, generatedSlips, LANGUAGES, realMisspellings, sameWord, type Answer, type Item, type Part } from './lib/spelling-set';

const SLIPS_PER_KIND = 40; // as bench/spelling.ts
const MAN_LINES = 30_000;
const LINES_PER_EMAIL = 200;
const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('-'));
const outFile = args.find((a) => a.startsWith('--out='))?.slice('--out='.length);
/** `--no-nspell`: bare nspell's rows left out (they are the same in every run: nspell unbounded, the same list). */
const withNspell = !args.includes('--no-nspell');
/** `--no-clean`: the false alarms on clean text left out. */
const withClean = !args.includes('--no-clean');
const out: string[] = [];

type Score = { n: number; flagged: number; top1: number; top5: number };
const same = sameWord;

function score(items: Item[], answers: Answer[]): Score {
  const s: Score = { n: items.length, flagged: 0, top1: 0, top5: 0 };
  items.forEach((item, i) => {
    const rank = answers[i].suggestions.findIndex((x) => same(x, item.correct));
    if (answers[i].flagged) s.flagged++;
    if (rank === 0) s.top1++;
    if (rank >= 0 && rank < 5) s.top5++;
  });
  return s;
}
const pct = (k: number, n: number) => (n ? ((100 * k) / n).toFixed(1) : '—').padStart(5);
const row = (label: string, s: Score) => `${label.padEnd(7)} recall ${pct(s.flagged, s.n)}  top-1 ${pct(s.top1, s.n)}  top-5 ${pct(s.top5, s.n)}`;

/** Plain text lines of a roff man page: requests, comments and font escapes dropped. */
function manText(file: string): string[] {
  const raw = file.endsWith('.gz') ? zlib.gunzipSync(fs.readFileSync(file)).toString('utf8') : fs.readFileSync(file, 'utf8');
  return raw
    .split('\n')
    .filter((l) => l && !/^['.]/.test(l))
    .map((l) => l.replace(/\\f(?:\[[^\]]*\]|\(..|.)/g, '').replace(/\\\(..|\\\[[^\]]*\]|\\[-e&|^ ]/g, (m) => (m === '\\-' ? '-' : ' ')).replace(/\\./g, ''))
    .filter((l) => l.trim());
}

function manLines(language: string): string[] {
  const root = `/usr/share/man/${language}`;
  if (!fs.existsSync(root)) return [];
  const lines: string[] = [];
  for (const section of fs.readdirSync(root).sort()) {
    const dir = path.join(root, section);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const f of fs.readdirSync(dir).sort()) {
      if (lines.length >= MAN_LINES) return lines;
      try {
        lines.push(...manText(path.join(dir, f)).slice(0, MAN_LINES - lines.length));
      } catch {
        // a link or an unreadable page: skipped
      }
    }
  }
  return lines;
}

/** Texts of the real pages whose <html lang> is `language`, as the check reads them (whole HTML). */
function realPages(language: string): string[] {
  const root = path.join(repoRoot, 'test/fixtures/real-pages');
  const pages: string[] = [];
  for (const d of fs.readdirSync(root).sort()) {
    const file = path.join(root, d, 'page.html');
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    if (new RegExp(`<html[^>]*\\slang=["']?${language}\\b`, 'i').test(html)) pages.push(html);
  }
  return pages;
}

async function falseAlarms(language: string): Promise<{ words: number; flagged: Set<string>; pages: number; manLines: number }> {
  const flagged = new Set<string>();
  let words = 0;
  const pages = realPages(language);
  const man = manLines(language);
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const emails = [...pages.map((html) => ({ html, language }))];
  for (let i = 0; i < man.length; i += LINES_PER_EMAIL) emails.push({ html: man.slice(i, i + LINES_PER_EMAIL).map((l) => `<p>${escape(l)}</p>`).join('\n'), language });
  for (const email of emails) {
    const r = await checkSpelling(email, { grammar: false });
    words += r.wordsChecked;
    for (const m of r.misspellings) flagged.add(m.word.toLowerCase());
  }
  return { words, flagged, pages: pages.length, manLines: man.length };
}

for (const language of LANGUAGES) {
  if (only.length && !only.includes(language)) continue;
  const ours = await speller(language === 'en' ? 'en-US' : language);
  const items = [...realMisspellings(language), ...generatedSlips(language, SLIPS_PER_KIND, (w) => ours.correct(w))].filter((item) => !ours.correct(item.misspelling));
  const bare = withNspell ? await bareNspell(language) : () => ({ flagged: false, suggestions: [] });
  const answers = { ours: [] as Answer[], nspell: [] as Answer[] };
  for (const item of items) {
    const r = await checkSpelling({ html: `<p>${item.misspelling}</p>`, language }, { grammar: false });
    const flagged = r.misspellings.some((m) => m.word === item.misspelling);
    const suggestions = flagged ? (suggestWord(ours, item.misspelling) ?? []) : [];
    answers.ours.push({ flagged, suggestions });
    answers.nspell.push(bare(item.misspelling));
    const rank = suggestions.findIndex((x) => same(x, item.correct));
    const part = item.list ? `${item.part}:${item.list}` : item.part;
    if (!flagged) out.push(`${language}\t${part}\t${item.kind}\tMISSED\t${item.misspelling}\t${item.correct}`);
    else if (rank < 0 || rank >= 5) out.push(`${language}\t${part}\t${item.kind}\tNOTOP5\t${item.misspelling}\t${item.correct}\t${suggestions.slice(0, 5).join(',')}`);
  }
  console.log(`\n${language}: ${items.length} non-words`);
  const heldOutLists = [...new Set(items.filter((i) => i.part === 'heldout' && i.list).map((i) => i.list!))];
  const parts: Array<[string, (i: Item) => boolean]> = [
    ['dev', (i) => i.part === 'dev'],
    ['held-out', (i) => i.part === 'heldout'],
    ['held-out real', (i) => i.part === ('heldout' as Part) && i.kind === 'real'],
    ...(heldOutLists.length > 1 ? heldOutLists.map((list): [string, (i: Item) => boolean] => [`held-out ${list}`, (i) => i.part === 'heldout' && i.list === list]) : []),
  ];
  for (const [label, pick] of parts) {
    const idx = items.map((item, i) => (pick(item) ? i : -1)).filter((i) => i >= 0);
    if (!idx.length) continue;
    console.log(`  ${label} (${idx.length})`);
    for (const system of withNspell ? (['ours', 'nspell'] as const) : (['ours'] as const)) console.log(`    ${row(system, score(idx.map((i) => items[i]), idx.map((i) => answers[system][i])))}`);
  }
  if (withClean && (language === 'de' || language === 'nl')) {
    const fa = await falseAlarms(language);
    console.log(`  false alarms: ${fa.flagged.size} distinct words flagged on ${fa.words} words of clean text (${fa.pages} real pages, ${fa.manLines} man page lines)`);
    for (const w of [...fa.flagged].sort()) out.push(`${language}\tclean\t-\tFLAGGED\t${w}`);
  }
}
if (outFile) fs.writeFileSync(outFile, out.join('\n') + '\n');
