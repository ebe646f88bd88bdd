import fs from 'node:fs';
import path from 'node:path';
import { seriesManifest, seriesName, type ConversationSummary, type GeneratedEmail, type GenerationStatus, type Purpose } from '@brandmail/sdk';
import type { Command } from 'commander';
import { CliError } from '../output';
import { clientAction, type Progress, type Run } from './run';
import { listOptions, pageParams, parseSeconds, percent } from './util';

const PURPOSES = ['auto', 'welcome', 'promotional', 'newsletter', 'announcement', 'product-launch', 'event', 'abandoned-cart', 're-engagement', 'transactional', 'feedback', 'holiday'];

type SaveOptions = { out?: string; react?: string; text?: string; outDir?: string; name?: string };
type OutputOptions = SaveOptions & { timeout: string; wait: boolean };

/** Where to save an email, and how to print it: every command that ends with an email. */
function withSaveOptions(cmd: Command): Command {
  return cmd
    .option('--out <file>', 'save the HTML here')
    .option('--react <file>', 'save the React Email source (.tsx) here')
    .option('--text <file>', 'save the plain-text version here')
    .option('--out-dir <dir>', 'save every email (of a series: each one) as NN-role.html, .tsx and .txt here, with manifest.json (the schedule, as in a zip export)')
    .option('--name <name>', 'with --out-dir: the name manifest.json gives the series and its template names (default: "Welcome series YYYY-MM-DD", or the subject of a single email)');
}

/** The saving options and, for a command that starts a generation, how to wait for it. */
function withOutputOptions(cmd: Command): Command {
  return withSaveOptions(cmd)
    .option('--no-wait', 'print the conversation id at once instead of waiting')
    .option('--timeout <seconds>', 'how long to wait before giving up (exit code 3)', '300')
    .option('-q, --quiet', 'print only the conversation id (for scripts)')
    .option('--json', 'print the generated email (subject, preheader, html, react, text, …) as JSON');
}

function progressText(verb: string, st: GenerationStatus): string {
  return `${verb}: ${st.stage ?? st.status} ${percent(st.progress)}`.trimEnd();
}

/** Writes the requested files, then prints the email (JSON) or a summary naming the files. */
function finish(run: Run, email: GeneratedEmail, o: SaveOptions, said: { heading?: string; id?: string } = {}) {
  const files: Record<string, string> = {};
  const save = (file: string | undefined, content: string | undefined, kind: string) => {
    if (!file) return;
    fs.writeFileSync(file, content ?? '');
    files[kind] = file;
  };
  save(o.out, email.html, 'html');
  save(o.react, email.react, 'react');
  save(o.text, email.text, 'text');
  const series = email.emails ?? [];
  if (o.outDir) files.manifest = writeOutDir(o.outDir, email, o.name);
  run.result({ ...email, files }, () => {
    if (said.heading) run.line(said.heading);
    run.line(`${email.subject}`);
    if (email.preheader) run.line(`  ${email.preheader}`);
    run.line(`  conversation ${email.conversationId}${email.version !== undefined ? `  version ${email.version}` : ''}`);
    if (series.length) {
      run.line(`  ${email.sequence ?? 'series'}: ${series.length} emails`);
      for (const e of series) run.line(`  ${String(e.position).padStart(2)}. ${formatOffset(e.sendOffsetDays).padEnd(9)} ${e.role.padEnd(14)} ${e.subject}`);
    }
    for (const [kind, file] of Object.entries(files)) run.line(`  ${kind.padEnd(5)} → ${file}`);
    if (!Object.keys(files).length) run.line(`  (save it with ${series.length ? '--out-dir emails/' : '--out email.html, --react email.tsx, --text email.txt'})`);
  }, said.id ?? email.conversationId);
}

/**
 * Every email's files in `dir` and manifest.json — the SDK's one definition of the zip export's
 * manifest and file names, so this folder and an export's zip read the same way. Returns the manifest's path.
 */
function writeOutDir(dir: string, email: GeneratedEmail, name: string | undefined): string {
  fs.mkdirSync(dir, { recursive: true });
  const emails = email.emails?.length
    ? email.emails
    : [{ position: 1, sendOffsetDays: 0, role: 'email', subject: email.subject, preheader: email.preheader, html: email.html, react: email.react, text: email.text }];
  const sequence = email.emails?.length ? (email.sequence ?? 'nurture') : null;
  const manifest = seriesManifest({ name: name ?? (sequence ? seriesName(sequence) : email.subject), conversationId: email.conversationId, sequence, emails });
  manifest.emails.forEach((m, i) => {
    fs.writeFileSync(path.join(dir, m.html), emails[i].html);
    fs.writeFileSync(path.join(dir, m.react), emails[i].react);
    fs.writeFileSync(path.join(dir, m.text), emails[i].text);
  });
  const file = path.join(dir, 'manifest.json');
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return file;
}

/** "+0 d", "+1 h", "+2.5 d": when a series email goes out, after the trigger. */
function formatOffset(days: number): string {
  if (days > 0 && days < 1) return `+${Math.round(days * 24 * 10) / 10} h`;
  return `+${days} d`;
}

async function waitWith<T>(spinner: Progress, work: () => Promise<T>, done: (value: T) => string): Promise<T> {
  try {
    const value = await work();
    spinner.succeed(done(value));
    return value;
  } catch (err) {
    spinner.fail();
    throw err;
  }
}

export function registerEmailCommands(program: Command) {
  withOutputOptions(
    program
      .command('generate')
      .description("Generate an on-brand email for a project from a prompt.")
      .requiredOption('--project <id>', 'the project (brand) to write for, prj_…')
      .requiredOption('--prompt <text>', 'what the email is about (1–4000 characters)')
      .option('--purpose <purpose>', PURPOSES.join('|'))
      .option('--language <tag>', "BCP 47 language, e.g. en, fr, pt-BR (default: the brand's)")
      .option('--count <n>', 'emails in a series, 1–7 (default: what the prompt asks for, e.g. "a 3-email welcome series", else 1)'),
  )
    .addHelpText(
      'after',
      `
Examples:
  brandmail generate --project prj_01j… --prompt "Spring sale: 20% off all plants until Sunday" --out email.html
  brandmail generate --project prj_01j… --prompt "Welcome new members" --purpose welcome --language fr --react welcome.tsx
  brandmail generate --project prj_01j… --prompt "Welcome series: 10% off with HELLO10, then our story, then bestsellers" --count 3 --out-dir emails/
  brandmail generate --project prj_01j… --prompt "…" --json | jq -r .subject`,
    )
    .action(
      clientAction(async (run, o: OutputOptions & { project: string; prompt: string; purpose?: string; language?: string; count?: string }) => {
        if (o.purpose && !PURPOSES.includes(o.purpose)) throw new CliError(`Unknown purpose "${o.purpose}". Use one of: ${PURPOSES.join(', ')}.`);
        const count = o.count === undefined ? undefined : Number(o.count);
        if (count !== undefined && !(Number.isInteger(count) && count >= 1 && count <= 7)) throw new CliError(`--count must be a whole number from 1 to 7 (got "${o.count}").`);
        const params = { projectId: o.project, prompt: o.prompt, purpose: o.purpose as Purpose | undefined, language: o.language, ...(count ? { count } : {}) };
        const bm = run.client();
        if (!o.wait) {
          const started = await bm.emails.generate(params);
          return run.result(started, () => run.line(`Generating: ${started.conversationId} (follow with \`brandmail status ${started.conversationId}\`)`), started.conversationId);
        }
        const spinner = run.progress('Generating…');
        const email = await waitWith(
          spinner,
          () => bm.emails.generateAndWait(params, { timeout: parseSeconds(o.timeout, '--timeout'), onProgress: (st) => spinner.update(progressText('Generating', st)) }),
          (e) => (e.emails?.length ? `Generated a series of ${e.emails.length} emails` : `Generated "${e.subject}"`),
        );
        finish(run, email, o);
      }),
    );

  withOutputOptions(
    program
      .command('refine')
      .description('Change a generated email with a follow-up prompt; the result is a new version.')
      .requiredOption('--conversation <id>', 'the generated email, conv_…')
      .requiredOption('--prompt <text>', 'the change, e.g. "shorter" or "make the button green"'),
  )
    .addHelpText('after', '\nExample:\n  brandmail refine --conversation conv_01j… --prompt "Shorter, and make the button green" --out email.html')
    .action(
      clientAction(async (run, o: OutputOptions & { conversation: string; prompt: string }) => {
        const bm = run.client();
        if (!o.wait) {
          const started = await bm.emails.refine(o.conversation, { prompt: o.prompt });
          return run.result(started, () => run.line(`Refining: ${started.conversationId}`), started.conversationId);
        }
        const spinner = run.progress('Refining…');
        const email = await waitWith(
          spinner,
          () =>
            bm.emails.refineAndWait(o.conversation, { prompt: o.prompt }, { timeout: parseSeconds(o.timeout, '--timeout'), onProgress: (st) => spinner.update(progressText('Refining', st)) }),
          (e) => `Refined "${e.subject}"${e.version !== undefined ? ` (version ${e.version})` : ''}`,
        );
        finish(run, email, o);
      }),
    );

  withSaveOptions(
    program
      .command('restore')
      .description('Make an earlier version of a generated email the latest again: a copy of it becomes a new version; every version is kept.')
      .requiredOption('--conversation <id>', 'the generated email, conv_…')
      .requiredOption('--version <n>', 'the version to restore (`brandmail emails get CONVERSATION` lists them)'),
  )
    .option('-q, --quiet', 'print only the new version number (for scripts)')
    .option('--json', 'print the restored email (version, restoredFrom, subject, html, react, text, …) as JSON')
    .addHelpText('after', '\nExample:\n  brandmail restore --conversation conv_01j… --version 2 --out email.html')
    .action(
      clientAction(async (run, o: SaveOptions & { conversation: string; version: string }) => {
        const version = Number(o.version);
        if (!(Number.isInteger(version) && version >= 1)) throw new CliError(`--version must be a version number, 1 or more (got "${o.version}").`);
        const restored = await run.client().emails.restore(o.conversation, version);
        finish(run, restored as GeneratedEmail, o, { heading: `Restored version ${restored.restoredFrom} as version ${restored.version}, now the latest.`, id: String(restored.version) });
      }),
    );

  program
    .command('status <conversationId>')
    .description("Show a generation's status (and its subject once completed).")
    .option('--json', 'print the status as JSON')
    .action(
      clientAction(async (run, conversationId: string) => {
        const st = await run.client().emails.status(conversationId);
        run.result(st, () => {
          run.line(`${st.conversationId}  ${st.status}${st.stage ? `  ${st.stage}` : ''}  ${percent(st.progress)}`.trimEnd());
          if (st.subject) run.line(`  subject  ${st.subject}`);
          if (st.error) run.line(`  error    ${st.error}`);
        });
      }),
    );

  const emails = program.command('emails').description('List generated emails and show their versions.');
  listOptions(emails.command('list').description('Generated emails (conversations), newest first.'))
    .option('--project <id>', "only this project's")
    .action(
      clientAction(async (run, o: { limit?: string; offset?: string; all?: boolean; project?: string }) => {
        const bm = run.client();
        const table = (list: ConversationSummary[]) =>
          run.table(list.map((c) => ({ id: c.conversationId, project: c.projectId, status: c.status, version: c.latestVersion, subject: c.subject ?? '', created: c.createdAt })));
        if (o.all) {
          const all: ConversationSummary[] = [];
          for await (const c of bm.emails.listAll({ projectId: o.project })) all.push(c);
          return run.result(all, () => table(all));
        }
        const page = await bm.emails.list({ projectId: o.project, ...pageParams(o) });
        run.result(page, () => table(page.data));
      }),
    );

  emails
    .command('get <conversationId>')
    .description('A generated email: its prompts and versions.')
    .option('--json', 'print the conversation (every version with its document) as JSON')
    .action(
      clientAction(async (run, conversationId: string) => {
        const c = await run.client().emails.get(conversationId);
        run.result(c, () => {
          run.line(`${c.conversationId}  ${c.projectId}  ${c.status}  version ${c.latestVersion}`);
          for (const m of c.messages) run.line(`  > ${m.prompt}${m.version ? `  → v${m.version}` : ''}${m.error ? `  (failed: ${m.error})` : ''}`);
          for (const v of c.versions) run.line(`  v${v.version}  ${v.subject}  (${v.generator}, ${v.sizeBytes} bytes)`);
        });
      }),
    );
}
