import fs from 'node:fs';
import type { BulkContactsResult, Contact, ContactStatus } from '@brandmail/sdk';
import type { Command } from 'commander';
import { CliError } from '../output';
import { clientAction, type Run } from './run';
import { listOptions, pageParams, readInput } from './util';

const STATUSES = ['subscribed', 'unsubscribed', 'pending', 'bounced', 'complained', 'cleaned'];

function status(value: string): ContactStatus {
  if (!STATUSES.includes(value)) throw new CliError(`Unknown status "${value}". Use one of: ${STATUSES.join(', ')}.`);
  return value as ContactStatus;
}

function contactRows(list: Contact[]) {
  return list.map((c) => ({
    id: c.id,
    email: c.email,
    name: [c.firstName, c.lastName].filter(Boolean).join(' '),
    status: c.status,
    tags: c.tags.join(','),
    created: c.createdAt,
  }));
}

function printBulk(run: Run, r: BulkContactsResult) {
  run.line(`created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}, merged ${r.merged}, failed ${r.failed}`);
  const shown = [...r.errors.map((e) => ({ ...e, kind: 'error' })), ...r.warnings.map((w) => ({ ...w, kind: 'warning' }))];
  if (shown.length) {
    run.line();
    run.table(shown.slice(0, 50).map((e) => ({ row: e.row, kind: e.kind, email: e.email ?? '', code: e.code, message: e.message + (e.suggestion ? ` (did you mean ${e.suggestion}?)` : '') })));
    if (shown.length > 50) run.line(`… and ${shown.length - 50} more (see --json)`);
  }
}

export function registerContactCommands(program: Command) {
  const contacts = program.command('contacts').description('Add, import, list and change the status of contacts.');

  contacts
    .command('import <file>')
    .description('Import contacts from a CSV file with a header row (use - for standard input).')
    .option('--mode <mode>', 'upsert (create and update) or insert (create only)', 'upsert')
    .option('--json', 'print the counts and row problems as JSON')
    .addHelpText(
      'after',
      `
Headers are matched loosely: email, first name, last name, name, tags (separated by , ; or |),
status, language, country; other columns become attributes. Bad rows are reported, good rows
stored; an import never re-subscribes a contact who unsubscribed, bounced or complained.

Examples:
  brandmail contacts import subscribers.csv
  brandmail contacts import new.csv --mode insert --json | jq .failed`,
    )
    .action(
      clientAction(async (run, file: string, o: { mode: string }) => {
        if (o.mode !== 'upsert' && o.mode !== 'insert') throw new CliError(`--mode must be upsert or insert, not "${o.mode}".`);
        const csv = readInput(file);
        const rows = Math.max(0, csv.trim().split(/\r?\n/).length - 1);
        const bm = run.client();
        const spinner = run.progress(`Importing ${rows} row${rows === 1 ? '' : 's'}…`);
        try {
          const result = await bm.contacts.importCsv(csv, { mode: o.mode });
          spinner.succeed(`Imported ${file}`);
          run.result(result, () => printBulk(run, result));
        } catch (err) {
          spinner.fail();
          throw err;
        }
      }),
    );

  listOptions(contacts.command('list').description('List contacts, newest first.'))
    .option('--status <status>', STATUSES.join('|'))
    .option('--tag <tag>', 'only contacts with this tag')
    .option('--search <text>', 'prefix of the email or name')
    .addHelpText('after', '\nExamples:\n  brandmail contacts list --status subscribed --tag vip\n  brandmail contacts list --all --json > contacts.json')
    .action(
      clientAction(async (run, o: { limit?: string; offset?: string; all?: boolean; status?: string; tag?: string; search?: string }) => {
        const bm = run.client();
        const filter = { status: o.status ? status(o.status) : undefined, tag: o.tag, search: o.search };
        if (o.all) {
          const all: Contact[] = [];
          for await (const c of bm.contacts.listAll(filter)) all.push(c);
          return run.result(all, () => run.table(contactRows(all)));
        }
        const page = await bm.contacts.list({ ...filter, ...pageParams(o) });
        run.result(page, () => {
          run.table(contactRows(page.data));
          if (page.pagination.hasMore) run.line(`… ${page.pagination.total} in all; see more with --offset ${page.pagination.offset + page.data.length} or --all`);
        });
      }),
    );

  contacts
    .command('add <email>')
    .description('Add one contact (409 if the email exists).')
    .option('--first-name <name>')
    .option('--last-name <name>')
    .option('--status <status>', STATUSES.join('|'))
    .option('--tag <tag...>', 'tags (repeat or list several)')
    .option('--json', 'print the contact as JSON')
    .addHelpText('after', '\nExample:\n  brandmail contacts add ada@example.com --first-name Ada --tag vip beta')
    .action(
      clientAction(async (run, email: string, o: { firstName?: string; lastName?: string; status?: string; tag?: string[] }) => {
        const c = await run.client().contacts.create({ email, firstName: o.firstName, lastName: o.lastName, status: o.status ? status(o.status) : undefined, tags: o.tag });
        run.result(c, () => run.line(`Added ${c.email} (${c.id}), ${c.status}.`));
      }),
    );

  contacts
    .command('status <status> <contacts...>')
    .description('Change the status of contacts given by email or id (ct_…); kept in their history.')
    .option('--reason <text>', 'why, kept in the history')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', '\nExample:\n  brandmail contacts status unsubscribed bob@example.com ct_01j… --reason "asked by phone"')
    .action(
      clientAction(async (run, value: string, who: string[], o: { reason?: string }) => {
        const contactIds = who.filter((w) => w.startsWith('ct_'));
        const emails = who.filter((w) => !w.startsWith('ct_'));
        const r = await run.client().contacts.setStatus({ status: status(value), contactIds, emails, reason: o.reason });
        run.result(r, () => {
          run.line(`${r.updated.length} changed to ${r.status}, ${r.unchanged.length} already ${r.status}.`);
          const missing = [...r.notFound.contactIds, ...r.notFound.emails];
          if (missing.length) run.line(`Not found: ${missing.join(' ')}`);
        });
      }),
    );

  contacts
    .command('export')
    .description('Write every matching contact as CSV (to standard output, or --out FILE).')
    .option('--status <status>', STATUSES.join('|'))
    .option('--tag <tag>', 'only contacts with this tag')
    .option('--out <file>', 'write to this file')
    .option('--json', 'print { csv } (or { file } with --out) as JSON')
    .action(
      clientAction(async (run, o: { status?: string; tag?: string; out?: string }) => {
        const csv = await run.client().contacts.exportCsv({ status: o.status ? status(o.status) : undefined, tag: o.tag });
        if (!o.out) return run.result({ csv }, () => process.stdout.write(csv));
        fs.writeFileSync(o.out, csv);
        run.result({ file: o.out }, () => run.line(`Wrote ${o.out}.`));
      }),
    );
}
