import type { TestSend, TestSendCreateParams } from '@brandmail/sdk';
import type { Command } from 'commander';
import { CliError } from '../output';
import { clientAction } from './run';
import { parsePosition, parseSeconds, readInput } from './util';

export function registerTestSendCommands(program: Command) {
  program
    .command('test-send')
    .description('Send the email to up to 10 test inboxes over the server’s SMTP server ([Test] before the subject).')
    .argument('<recipients...>', 'email addresses (at most 10)')
    .option('--conversation <id>', 'the generated email to send (its latest version)')
    .option('--position <n|all>', 'a series: the email to send (default 1, the first), or "all" for every email, in order')
    .option('--html <file>', 'or send this HTML file (with --subject)')
    .option('--subject <subject>', "the subject (required with --html; overrides the email's otherwise)")
    .option('--from <address>', 'the From header (default: the brand’s sender)')
    .option('--no-wait', 'print the test send id at once instead of waiting')
    .option('--timeout <seconds>', 'how long to wait before giving up (exit code 3)', '120')
    .option('-q, --quiet', 'print only the test send id (for scripts)')
    .option('--json', 'print the test send as JSON')
    .addHelpText(
      'after',
      `
Examples:
  brandmail test-send --conversation conv_01j… ana@acme.example bo@acme.example
  brandmail test-send --html email.html --subject "Spring sale" me@acme.example
  brandmail test-send --conversation conv_01j… --position all me@acme.example   # every email of a series`,
    )
    .action(
      clientAction(async (run, recipients: string[], o: { conversation?: string; position?: string; html?: string; subject?: string; from?: string; wait: boolean; timeout: string }) => {
        if (!o.conversation === !o.html) throw new CliError('Give --conversation ID or --html FILE (one of them).');
        if (o.html && o.position !== undefined) throw new CliError('--position picks an email of a series: use it with --conversation.');
        const params: TestSendCreateParams = {
          ...(o.conversation ? { conversationId: o.conversation, position: parsePosition(o.position) } : { html: readInput(o.html!) }),
          subject: o.subject,
          from: o.from,
          recipients,
        };
        const bm = run.client();
        if (!o.wait) {
          const started = await bm.testSends.create(params);
          return run.result(started, () => run.line(`Sending ${started.emails > 1 ? `${started.emails} emails ` : ''}to ${started.recipients} recipient(s): ${started.testSendId}`), started.testSendId);
        }
        const spinner = run.progress(`Sending to ${recipients.length} recipient(s)…`);
        let done: TestSend;
        try {
          done = await bm.testSends.createAndWait(params, { timeout: parseSeconds(o.timeout, '--timeout') });
          spinner.succeed(`Test send ${done.testSendId}: ${done.subject}`);
        } catch (err) {
          spinner.fail();
          throw err;
        }
        run.result(done, () => {
          run.line(`From ${done.from}`);
          // A series: each email's subject as sent, then its copies.
          for (const e of done.emails ?? [{ position: 1, subject: done.subject }]) {
            if (done.emails) run.line(`  ${e.subject}`);
            for (const r of done.recipients.filter((c) => c.position === e.position)) run.line(`  ${done.emails ? '  ' : ''}${r.status.padEnd(8)} ${r.address}  ${r.response ?? ''}`);
          }
        }, done.testSendId);
      }),
    );
}
