import fs from 'node:fs';
import path from 'node:path';
import type { Preview, PreviewResult, SupportedDevice } from '@brandmail/sdk';
import type { Command } from 'commander';
import { CliError } from '../output';
import { clientAction } from './run';
import { parsePosition, parseSeconds, percent, readInput } from './util';

function variant(value: string | boolean | undefined, flag: string): boolean | 'both' {
  if (value === undefined || value === false) return false;
  if (value === true || value === 'true' || value === 'on') return true;
  if (value === 'both') return 'both';
  throw new CliError(`${flag} takes no value, or "both".`);
}

/** DEVICE[-dark][-images-off].png, with the email's position in front for a series: 02-DEVICE….png. */
function fileNameOf(r: PreviewResult, series: boolean): string {
  return `${series ? `${String(r.position).padStart(2, '0')}-` : ''}${r.deviceId}${r.darkMode ? '-dark' : ''}${r.imagesOff ? '-images-off' : ''}.png`;
}

export function registerPreviewCommands(program: Command) {
  program
    .command('preview')
    .description('Screenshot an email on devices and email clients, and save the PNGs.')
    .argument('[file]', 'the email HTML (or - for standard input); or use --conversation')
    .option('--conversation <id>', 'preview a generated email instead of a file')
    .option('--position <n|all>', 'a series: the email to preview (default 1, the first), or "all" for every email')
    .option('--device <id...>', 'device ids from `brandmail devices` (default: ten popular ones)')
    .option('--dark-mode [both]', 'dark mode only, or "both" for a light and a dark shot each')
    .option('--images-off [both]', 'images blocked, or "both"')
    .option('--out <dir>', 'save each screenshot in this directory as DEVICE[-dark][-images-off].png (a series: NN-DEVICE….png)')
    .option('--timeout <seconds>', 'how long to wait before giving up (exit code 3)', '300')
    .option('-q, --quiet', 'print only the preview id (for scripts)')
    .option('--json', 'print the preview as JSON (with the saved file of each result)')
    .addHelpText(
      'after',
      `
Client looks are emulated in Chromium on the server (see \`brandmail devices\`).

Examples:
  brandmail preview email.html --device iphone-15-apple-mail gmail-web-chrome-windows --out shots/
  brandmail preview --conversation conv_01j… --dark-mode both --out shots/ --json
  brandmail preview --conversation conv_01j… --position all --device iphone-15-gmail --out shots/   # every email of a series`,
    )
    .action(
      clientAction(
        async (run, file: string | undefined, o: { conversation?: string; position?: string; device?: string[]; darkMode?: string | boolean; imagesOff?: string | boolean; out?: string; timeout: string }) => {
          if (!file === !o.conversation) throw new CliError('Give an HTML file or --conversation ID (one of them).');
          if (file && o.position !== undefined) throw new CliError('--position picks an email of a series: use it with --conversation.');
          const params = {
            ...(file ? { html: readInput(file) } : { conversationId: o.conversation, position: parsePosition(o.position) }),
            devices: o.device,
            darkMode: variant(o.darkMode, '--dark-mode'),
            imagesOff: variant(o.imagesOff, '--images-off'),
          };
          const bm = run.client();
          const spinner = run.progress('Rendering previews…');
          let preview: Preview;
          try {
            preview = await bm.previews.createAndWait(params, {
              timeout: parseSeconds(o.timeout, '--timeout'),
              onProgress: (p) => spinner.update(`Rendering ${p.devices.length} device${p.devices.length === 1 ? '' : 's'}: ${p.stage ?? p.status} ${percent(p.progress)}`),
            });
            spinner.succeed(`Rendered ${preview.results.length} screenshot${preview.results.length === 1 ? '' : 's'} (${preview.previewId})`);
          } catch (err) {
            spinner.fail();
            throw err;
          }
          const files: Record<number, string> = {};
          if (o.out) {
            fs.mkdirSync(o.out, { recursive: true });
            await Promise.all(
              preview.results.map(async (r, i) => {
                if (!r.imageUrl) return;
                const res = await fetch(r.imageUrl);
                if (!res.ok) throw new CliError(`Could not download the screenshot of ${r.deviceId}: HTTP ${res.status}.`);
                const target = path.join(o.out!, fileNameOf(r, Boolean(preview.emails)));
                fs.writeFileSync(target, new Uint8Array(await res.arrayBuffer()));
                files[i] = target;
              }),
            );
          }
          const output = { ...preview, results: preview.results.map((r, i) => ({ ...r, file: files[i] ?? null })) };
          run.result(output, () => {
            run.table(
              preview.results.map((r, i) => ({
                ...(preview.emails ? { email: r.position } : {}),
                device: r.deviceId,
                client: r.client,
                dark: r.darkMode ? 'yes' : '',
                images: r.imagesOff ? 'off' : '',
                size: r.width && r.height ? `${r.width}×${r.height}` : '',
                result: r.status === 'failed' ? `failed: ${r.error ?? ''}` : (files[i] ?? r.imageUrl ?? ''),
              })),
            );
          }, preview.previewId);
        },
      ),
    );

  program
    .command('devices')
    .description('List the devices and email clients previews can show.')
    .option('--type <type>', 'phone, tablet, desktop or webmail')
    .option('--json', 'print the devices as a JSON array')
    .addHelpText('after', '\nExamples:\n  brandmail devices\n  brandmail devices --type phone --json | jq -r ".[].id"')
    .action(
      clientAction(async (run, o: { type?: string }) => {
        const all = await run.client().previews.devices();
        const list: SupportedDevice[] = o.type ? all.filter((d) => d.type === o.type) : all;
        if (o.type && list.length === 0) throw new CliError(`No devices of type "${o.type}". Types: ${[...new Set(all.map((d) => d.type))].join(', ')}.`);
        run.result(list, () =>
          run.table(
            list.map((d) => ({
              id: d.id,
              name: d.name,
              type: d.type,
              os: d.os,
              client: d.client,
              viewport: `${d.viewport.width}×${d.viewport.height}@${d.deviceScaleFactor}x`,
              dark: d.darkModeBehaviour,
            })),
          ),
        );
      }),
    );
}
