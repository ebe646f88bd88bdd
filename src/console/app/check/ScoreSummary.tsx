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

/** One number and one sentence a marketer reads at a glance, then one tile per check. */
export function ScoreSummary({ report }: { report: AllValidationResult }) {
  const v = verdict(report.score);
  const checks = Object.entries(report.checks).filter(([, c]) => c) as [string, { score: number; passed: boolean; summary: string }][];
  return (
    <section className="card score" aria-labelledby="score-title">
      <div className="score-head">
        <p className={`score-number ${v.tone}`} aria-hidden="true">{report.score}</p>
        <div>
          <h2 id="score-title">
            {v.word} <span className="sr-only">: score {report.score} of 100</span>
          </h2>
          <p className="muted">{report.summary}</p>
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
