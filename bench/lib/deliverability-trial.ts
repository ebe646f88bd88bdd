/**
 * The public trial of the deliverability score (issue #18): labelled mail that neither the
 * labelled set nor the text model ever saw, taken from other projects' public test fixtures
 * (test/fixtures/deliverability/public-trial; its SOURCES.md says where each message came from,
 * under what terms, and how it was transcribed). One file per message:
 *
 *   Source: <repository> <path> @ <commit>
 *   Subject: <subject>
 *   --- text            (the message's text/plain part, when it has one)
 *   …
 *   --- html            (its HTML part, when that is what was kept)
 *   …
 *
 * Every message is scored, none is trained on: the trial has no train part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { textToHtml, type LabelledEmail } from './deliverability-set';
import { repoRoot } from './process';

export const PUBLIC_TRIAL_DIR = path.join(repoRoot, 'test/fixtures/deliverability/public-trial');

/** One message file: its headers and its `--- text` / `--- html` sections. */
export function parseTrialMessage(raw: string): { source: string; subject: string; text?: string; html?: string } {
  const [head, ...sections] = raw.replace(/\r\n?/g, '\n').split(/^--- (text|html)\n/m);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1]?.trim();
  const source = header('Source');
  const subject = header('Subject');
  if (!source || subject === undefined) throw new Error('a trial message needs Source: and Subject: lines');
  const parts: Record<string, string> = {};
  for (let i = 0; i < sections.length; i += 2) parts[sections[i]] = sections[i + 1].replace(/\n+$/, '\n');
  return { source, subject, text: parts.text, html: parts.html };
}

export function loadPublicTrial(): LabelledEmail[] {
  const out: LabelledEmail[] = [];
  for (const label of ['legit', 'spam'] as const) {
    const dir = path.join(PUBLIC_TRIAL_DIR, label);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
      const m = parseTrialMessage(fs.readFileSync(path.join(dir, file), 'utf8'));
      const html = m.html ?? textToHtml(m.text ?? '');
      out.push({ id: `trial-${label}-${file.replace(/\.txt$/, '')}`, spam: label === 'spam', source: 'public-trial', kind: m.source.split(' ')[0], subject: m.subject, html, text: m.text, split: 'held-out' });
    }
  }
  return out;
}
