import type { ValidateParams, ValidationReport } from '@brandmail/sdk';
import type { Command } from 'commander';
import { CliError } from '../output';
import { clientAction, EXIT, type Run } from './run';
import { parseCount, readInput } from './util';

const CHECKS = ['all', 'compatibility', 'links', 'spelling', 'deliverability', 'accessibility'] as const;
type Check = (typeof CHECKS)[number];

function printReport(run: Run, r: ValidationReport) {
  run.line(`${r.check}  ${r.score}/100  ${r.passed ? 'passed' : 'FAILED'}  ${r.summary}`.trimEnd());
  // `all` carries each check's report; its issues are already merged and tagged with their check.
  // A series: each email's own score (the checks below are the first email's, the facts the series').
  if (r.check === 'all' && r.emails) for (const e of r.emails) run.line(`  email ${e.position} ${`(${e.role})`.padEnd(16)} ${String(e.score).padStart(3)}/100  ${e.passed ? 'passed' : 'FAILED'}  ${e.subject}`);
  else if (r.check === 'all') for (const sub of Object.values(r.checks)) run.line(`  ${sub.check.padEnd(15)} ${String(sub.score).padStart(3)}/100  ${sub.passed ? 'passed' : 'FAILED'}`);
  const issues = r.issues;
  if (!issues.length) return;
  run.line();
  run.table(
    issues.slice(0, 100).map((i) => ({
      severity: i.severity,
      ...(r.check === 'all' && r.emails ? { email: i.position ?? '' } : {}),
      ...(r.check === 'all' ? { check: i.check ?? '' } : {}),
      code: i.code,
      at: i.line ? `${i.line}:${i.column ?? 1}` : '',
      message: i.message + (i.suggestion ? ` → ${i.suggestion}` : ''),
    })),
  );
  if (issues.length > 100) run.line(`… and ${issues.length - 100} more (see --json)`);
}

export function registerValidateCommands(program: Command) {
  program
    .command('validate')
    .description('Check an email: client compatibility, links, spelling and grammar, deliverability.')
    .argument('[file]', 'the email HTML (or - for standard input); or use --conversation')
    .option('--conversation <id>', 'check a generated email instead of a file')
    .option('--check <check>', CHECKS.join('|'), 'all')
    .option('--position <n>', 'a series: check only its email at this position (without it, --check all checks every email)')
    .option('--subject <subject>', 'the subject line (deliverability, spelling)')
    .option('--language <tag>', 'BCP 47 language of the text (default: detected)')
    .option('--strict', 'exit with code 2 when the email does not pass')
    .option('--json', 'print the report as JSON')
    .addHelpText(
      'after',
      `
Examples:
  brandmail validate email.html
  brandmail validate email.html --check links --json | jq '.issues[] | select(.severity == "error")'
  brandmail validate --conversation conv_01j… --strict     # in CI: exit 2 when it fails
  brandmail validate --conversation conv_01j… --position 2 # one email of a series`,
    )
    .action(
      clientAction(async (run, file: string | undefined, o: { conversation?: string; check: string; subject?: string; language?: string; strict?: boolean; position?: string }) => {
        if (!file === !o.conversation) throw new CliError('Give an HTML file or --conversation ID (one of them).');
        if (!(CHECKS as readonly string[]).includes(o.check)) throw new CliError(`Unknown check "${o.check}". Use one of: ${CHECKS.join(', ')}.`);
        const params: ValidateParams = {
          ...(file ? { html: readInput(file) } : { conversationId: o.conversation }),
          position: parseCount(o.position, '--position', 1),
          subject: o.subject,
          language: o.language,
        };
        const bm = run.client();
        const spinner = run.progress(o.check === 'all' ? 'Running every check…' : `Checking ${o.check}…`);
        let report: ValidationReport;
        try {
          report = await bm.validate[o.check as Check](params);
          spinner.stop();
        } catch (err) {
          spinner.fail();
          throw err;
        }
        run.result(report, () => printReport(run, report));
        if (o.strict && !report.passed) process.exitCode = EXIT.failed;
      }),
    );
}
