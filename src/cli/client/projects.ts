import type { ImportStatus, Project } from '@brandmail/sdk';
import fs from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { CliError } from '../output';
import { registerProjectUpdate } from './project-update';
import { clientAction, type Run } from './run';
import { listOptions, pageParams, parseSeconds, percent } from './util';

function printProject(run: Run, p: Project) {
  const b = p.brand;
  run.line(`${p.name}  ${p.projectId}  ${p.status}`);
  run.line(`  urls      ${p.urls.join(' ')}`);
  if (b) {
    const c = b.colors;
    run.line(`  colors    primary ${c.primary ?? '—'}  secondary ${c.secondary ?? '—'}  accent ${c.accent ?? '—'}  text ${c.text}  background ${c.background}`);
    run.line(`  fonts     heading ${b.fonts.heading?.family ?? '—'}  body ${b.fonts.body?.family ?? '—'}`);
    if (b.logo) run.line(`  logo      ${b.logo.url}`);
    if (b.language) run.line(`  language  ${b.language}`);
  }
  if (p.error) run.line(`  error     ${p.error}`);
  for (const w of p.warnings) run.line(`  warning   ${w}`);
}

export function registerProjectCommands(program: Command) {
  program
    .command('import')
    .description("Import a brand from its website and wait for its brand kit.")
    .argument('<url...>', "1–10 http(s) URLs of the brand's website; the first one leads")
    .requiredOption('--name <name>', 'display name of the brand')
    .option('--no-wait', 'print the project id at once instead of waiting')
    .option('--timeout <seconds>', 'how long to wait before giving up (exit code 3)', '300')
    .option('-q, --quiet', 'print only the project id (for scripts)')
    .option('--json', 'print one JSON object (the project, or { projectId, status } with --no-wait)')
    .addHelpText(
      'after',
      `
Examples:
  brandmail import https://acme.example --name "Acme"
  brandmail import https://acme.example https://acme.example/about --name Acme --json | jq -r .projectId
  brandmail import https://acme.example --name Acme --no-wait`,
    )
    .action(
      clientAction(async (run, urls: string[], o: { name: string; wait: boolean; timeout: string }) => {
        const bm = run.client();
        const timeout = parseSeconds(o.timeout, '--timeout');
        if (!o.wait) {
          const started = await bm.projects.import({ urls, name: o.name });
          return run.result(started, () => run.line(`Importing ${o.name}: ${started.projectId} (follow with \`brandmail projects status ${started.projectId}\`)`), started.projectId);
        }
        const spinner = run.progress(`Importing ${o.name}…`);
        try {
          const project = await bm.projects.importAndWait(
            { urls, name: o.name },
            { timeout, onProgress: (st: ImportStatus) => spinner.update(`Importing ${o.name}: ${st.stage ?? st.status} ${percent(st.progress)}`) },
          );
          spinner.succeed(`Imported ${o.name} (${project.projectId})`);
          run.result(project, () => printProject(run, project), project.projectId);
        } catch (err) {
          spinner.fail();
          throw err;
        }
      }),
    );

  const projects = program.command('projects').description('List, show, correct and delete imported brands and upload their logos.');
  listOptions(projects.command('list').description('List projects, newest first.'))
    .addHelpText('after', '\nExamples:\n  brandmail projects list\n  brandmail projects list --all --json | jq -r ".[].projectId"')
    .action(
      clientAction(async (run, o: { limit?: string; offset?: string; all?: boolean }) => {
        const bm = run.client();
        const rows: Project[] = [];
        if (o.all) for await (const p of bm.projects.listAll()) rows.push(p);
        const page = o.all ? undefined : await bm.projects.list(pageParams(o));
        const data = page?.data ?? rows;
        run.result(page ?? data, () => {
          run.table(data.map((p) => ({ id: p.projectId, name: p.name, status: p.status, primary: p.brand?.colors.primary ?? '', url: p.urls[0], created: p.createdAt })));
          if (page?.pagination.hasMore) run.line(`… ${page.pagination.total} in all; see more with --offset ${page.pagination.offset + page.data.length} or --all`);
        });
      }),
    );

  projects
    .command('get <projectId>')
    .description('Show a project with its brand kit.')
    .option('--json', 'print the project as JSON')
    .action(
      clientAction(async (run, projectId: string) => {
        const project = await run.client().projects.get(projectId);
        run.result(project, () => printProject(run, project));
      }),
    );

  projects
    .command('status <projectId>')
    .description("Show an import's status, stage and progress.")
    .option('--json', 'print the status as JSON')
    .action(
      clientAction(async (run, projectId: string) => {
        const st = await run.client().projects.status(projectId);
        run.result(st, () => {
          run.line(`${st.projectId}  ${st.status}  ${st.stage ?? ''}  ${percent(st.progress)}`);
          if (st.error) run.line(`  error  ${st.error}`);
        });
      }),
    );

  registerProjectUpdate(projects, printProject);

  projects
    .command('logo <projectId> <file>')
    .description("Upload the brand's logo (PNG, JPEG, GIF, WebP, AVIF, ICO or SVG, ≤ 5 MB); stored as a PNG, kept across reimports.")
    .addOption(new Option('--variant <variant>', 'light: a light mark for dark backgrounds; dark: for light ones (default: read from the pixels)').choices(['light', 'dark']))
    .option('--json', 'print the project as JSON')
    .addHelpText('after', '\nExamples:\n  brandmail projects logo prj_01jd… ./logo.png\n  brandmail projects logo prj_01jd… ./logo-white.svg --variant light')
    .action(
      clientAction(async (run, projectId: string, file: string, o: { variant?: 'light' | 'dark' }) => {
        let image: Buffer;
        try {
          image = fs.readFileSync(file);
        } catch (err) {
          throw new CliError(`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}.`);
        }
        const contentType = IMAGE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        const project = await run.client().projects.uploadLogo(projectId, image, { contentType, variant: o.variant });
        run.result(project, () => {
          const logo = project.brand?.logo;
          run.line(logo ? `Logo of ${project.name} set: ${logo.url} (${logo.width}×${logo.height} px${logo.variant ? `, ${logo.variant}` : ''}).` : `Logo of ${project.name} stored; it shows once the import completes.`);
        });
      }),
    );

  projects
    .command('delete <projectId>')
    .description('Delete a project and its stored images.')
    .option('--json', 'print one JSON object')
    .action(
      clientAction(async (run, projectId: string) => {
        const res = await run.client().projects.delete(projectId);
        run.result(res, () => run.line(`Deleted ${projectId}.`));
      }),
    );
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
};
