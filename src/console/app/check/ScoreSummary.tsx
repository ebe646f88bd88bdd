import type { AllValidationResult } from '@brandmail/sdk';

export const CHECK_LABELS: Record<string, string> = {
  compatibility: 'Works in email apps',
  links: 'Links',
  spelling: 'Spelling and grammar',
  deliverability: 'Reaches the inbox',
  accessibility: 'Accessible to everyone',
  facts: 'Says what the brief says',
};

function verdict(score: number): { word: string; tone: 'ok' | 'warn' | 'bad' } {
  if (score >= 90) return { word: 'Ready to send', tone: 'ok' };
  if (score >= 70) return { word: 'Worth a look', tone: 'warn' };
  return { word: 'Needs fixes', tone: 'bad' };
}

type CheckScore = { score: number; passed: boolean; summary: string };

/**
 * The sentence under the verdict, in the tiles' words: the API's own summary names its checks as
 * code does ("compatibility 73, links 70, …") and repeats the figures the tiles show.
 */
export function summaryLine(score: number, checks: [string, CheckScore][]): string {
  const failed = checks.filter(([, c]) => !c.passed).map(([name]) => CHECK_LABELS[name] ?? name);
  return `Overall ${score} of 100. ${failed.length ? `Needs work: ${failed.join(', ')}.` : 'Every check passed.'}`;
}

/** One number and one sentence a marketer reads at a glance, then one tile per check. */
export function ScoreSummary({ report }: { report: AllValidationResult }) {
  const v = verdict(report.score);
  const checks = Object.entries(report.checks).filter(([, c]) => c) as [string, CheckScore][];
  return (
    <section className="card score" aria-labelledby="score-title">
      <div className="score-head">
        <p className={`score-number ${v.tone}`} aria-hidden="true">{report.score}</p>
        <div>
          <h2 id="score-title">
            {v.word} <span className="sr-only">: score {report.score} of 100</span>
          </h2>
          <p className="muted">{summaryLine(report.score, checks)}</p>
        </div>
      </div>
      <ul className="check-tiles">
        {checks.map(([name, c]) => (
          <li key={name} className={c.passed ? 'passed' : 'failed'}>
            <span className="tile-score">{c.score}</span>
            <span className="tile-name">{CHECK_LABELS[name] ?? name}</span>
            <span className="small muted">{c.passed ? 'Passed' : 'Has errors'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
