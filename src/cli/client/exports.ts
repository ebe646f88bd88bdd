import fs from 'node:fs';
import type { Export, ExportCreateParams } from '@brandmail/sdk';
import type { Command } from 'commander';
import { CliError } from '../output';
import { clientAction } from './run';
import { parseCount, parseJsonObject, parseSeconds, readInput } from './util';

export function registerExportCommands(program: Command) {
  program
    .command('export')
    .description('Export an email to a marketing platform (or to an html, zip, eml, mjml or pdf file).')
    .requiredOption('--platform <platform>', 'a platform from `brandmail platforms`, or html, zip, eml, mjml, pdf')
    .option('--conversation <id>', 'the generated email to export (its latest version; a series: every email, a template each, or all in a zip)')
    .option('--position <n>', 'a series: export only its email at this position')
    .option('--html <file>', 'or export this HTML file as it is')
    .option('--name <name>', 'template name on the platform (default: the subject)')
    .option('--subject <subject>', "override the email's subject")
    .option('--credentials <json|@file|->', 'platform credentials for this export only (never stored)')
    .option('--connection <id>', 'or use credentials saved as a connection')
    .option('--from <address>', 'eml: the From header (default: the brand’s sender)')
    .option('--paper <size>', 'pdf: A4 or Letter (default A4)')
    .option('--mobile', 'pdf: add the mobile rendering after the desktop pages')
    .option('--flow <type:id>', 'a series to klaviyo: also build a draft flow started by one of your lists, segments or metrics (list:ID, segment:ID, metric:ID)')
    .option('--merge-tags <dialect>', 'mjml: write merge tags as handlebars (default) or as a platform writes them (mailchimp, klaviyo, … from `brandmail platforms`)')
    .option('--out <file>', 'for file exports: save the file here')
    .option('--no-wait', 'print the export id at once instead of waiting')
    .option('--timeout <seconds>', 'how long to wait before giving up (exit code 3)', '300')
    .option('-q, --quiet', 'print only the export id (for scripts)')
    .option('--json', 'print the export as JSON')
    .addHelpText(
      'after',
      `
Examples:
  brandmail export --conversation conv_01j… --platform mailchimp --credentials @mailchimp.json
  brandmail export --conversation conv_01j… --platform klaviyo --connection conn_01j…
  brandmail export --html email.html --platform zip --out email.zip
  brandmail export --conversation conv_01j… --platform zip --out series.zip   # a series: every email + manifest.json
  brandmail export --conversation conv_01j… --platform klaviyo --position 2 --connection conn_01j…
  brandmail export --conversation conv_01j… --platform klaviyo --flow list:XyZ123 --connection conn_01j…   # a series as a draft flow
  brandmail export --conversation conv_01j… --platform mjml --out email.mjml
  brandmail export --conversation conv_01j… --platform mjml --merge-tags mailchimp --out email.mjml
  brandmail export --conversation conv_01j… --platform pdf --paper Letter --mobile --out proof.pdf`,
    )
    .action(
      clientAction(
        async (
          run,
          o: { platform: string; conversation?: string; position?: string; html?: string; name?: string; subject?: string; credentials?: string; connection?: string; from?: string; paper?: string; mobile?: boolean; mergeTags?: string; flow?: string; out?: string; wait: boolean; timeout: string },
        ) => {
          if (!o.conversation === !o.html) throw new CliError('Give --conversation ID or --html FILE (one of them).');
          if (o.html && o.position !== undefined) throw new CliError('--position picks an email of a series: use it with --conversation.');
          const params: ExportCreateParams = {
            platform: o.platform,
            ...(o.conversation ? { conversationId: o.conversation, position: parseCount(o.position, '--position', 1) } : { html: readInput(o.html!) }),
            name: o.name,
            subject: o.subject,
            credentials: parseJsonObject(o.credentials, '--credentials'),
            connectionId: o.connection,
            from: o.from,
            paper: o.paper as ExportCreateParams['paper'],
            mobile: o.mobile,
            mergeTags: o.mergeTags,
            flow: parseFlow(o.flow),
          };
          const bm = run.client();
          if (!o.wait) {
            const started = await bm.exports.create(params);
            return run.result(started, () => run.line(`Exporting to ${started.platform}: ${started.exportId}`), started.exportId);
          }
          const spinner = run.progress(`Exporting to ${o.platform}…`);
          let done: Export;
          try {
            done = await bm.exports.createAndWait(params, {
              timeout: parseSeconds(o.timeout, '--timeout'),
              onProgress: (e) => spinner.update(`Exporting to ${e.platform}: ${e.stage ?? e.status}`),
            });
            spinner.succeed(`Exported to ${done.platform} (${done.exportId})`);
          } catch (err) {
            spinner.fail();
            throw err;
          }
          let file: string | null = null;
          if (o.out) {
            if (!done.downloadUrl) throw new CliError(`--out is for file exports (html, zip, eml, mjml, pdf); ${done.platform} keeps the email on the platform.`);
            const { data } = await bm.exports.download(done.exportId);
            fs.writeFileSync(o.out, data);
            file = o.out;
          }
          run.result({ ...done, file }, () => {
            run.line(`${done.exportId}  ${done.platform}  ${done.status}`);
            if (done.externalId) run.line(`  id    ${done.externalId}`);
            if (done.externalUrl) run.line(`  url   ${done.externalUrl}`);
            if (done.flow) run.line(`  flow  ${done.flow.externalId ?? ''}${done.flow.externalUrl ? `  ${done.flow.externalUrl}` : ''}`);
            // A series: each email's template (on a platform) or place in the zip's manifest.json.
            for (const e of done.emails ?? []) run.line(`  ${String(e.position).padStart(2)}. ${e.name}${e.externalId ? `  ${e.externalId}` : ''}${e.externalUrl ? `  ${e.externalUrl}` : ''}`);
            if (file) run.line(`  file  ${file}`);
            else if (done.downloadUrl) run.line(`  download  ${done.downloadUrl}`);
          }, done.exportId);
        },
      ),
    );

  program
    .command('platforms')
    .description('List the platforms and file formats exports support, with the credentials each needs.')
    .option('--json', 'print the platforms as a JSON array')
    .action(
      clientAction(async (run) => {
        const list = await run.client().exports.platforms();
        run.result(list, () =>
          run.table(
            list.map((p) => ({
              platform: p.platform,
              name: p.label,
              creates: p.creates,
              credentials: p.credentialFields.map((f) => (f.required ? f.name : `[${f.name}]`)).join(' '),
            })),
          ),
        );
      }),
    );
}

/** `--flow list:XyZ123`: what starts the flow on the platform, as the request's `flow.trigger`. */
function parseFlow(value: string | undefined): ExportCreateParams['flow'] {
  if (value === undefined) return undefined;
  const m = /^(list|segment|metric):(\S+)$/.exec(value.trim());
  if (!m) throw new CliError('--flow takes the flow’s trigger as list:ID, segment:ID or metric:ID.');
  return { trigger: { type: m[1] as 'list' | 'segment' | 'metric', id: m[2] } };
}
