import type { AllValidationResult, ValidationIssue } from '@brandmail/sdk';
import { CHECK_LABELS } from './ScoreSummary';

const SEVERITIES = ['error', 'warning', 'info'] as const;
const SEVERITY_LABEL = { error: 'Errors', warning: 'Warnings', info: 'Notes' } as const;

/**
 * Issues grouped by check, then severity. Choosing one that has a position outlines its element
 * in the preview beside the list.
 */
export function IssueList({
  report,
  selected,
  onSelect,
  locatable,
}: {
  report: AllValidationResult;
  selected: ValidationIssue | null;
  onSelect(i: ValidationIssue | null): void;
  /** Whether the issue points at an element the preview can outline. */
  locatable(i: ValidationIssue): boolean;
}) {
  const groups = Object.entries(report.checks)
    .filter(([, c]) => c && c.issues.length > 0)
    .map(([name, c]) => ({ name, issues: c!.issues }));
  if (groups.length === 0) return <p className="ok card">No issue found by any check.</p>;
  return (
    <div className="issues">
      {groups.map((g) => (
        <section key={g.name} className="card issue-group" aria-labelledby={`issues-${g.name}`}>
          <h2 id={`issues-${g.name}`}>
            {CHECK_LABELS[g.name] ?? g.name} <span className="count">{g.issues.length}</span>
          </h2>
          {SEVERITIES.map((sev) => {
            const list = g.issues.filter((i) => i.severity === sev);
            if (list.length === 0) return null;
            return (
              <div key={sev}>
                <h3 className={`sev ${sev}`}>{SEVERITY_LABEL[sev]} ({list.length})</h3>
                <ul>
                  {list.map((issue, n) => {
                    const active = selected === issue;
                    const onElement = locatable(issue);
                    return (
                      <li key={`${issue.code}-${n}`} className={`issue ${sev}${active ? ' active' : ''}`}>
                        <button
                          type="button"
                          className="issue-button"
                          aria-pressed={active}
                          onClick={() => onSelect(issue)}
                          onMouseEnter={() => onElement && onSelect(issue)}
                          onFocus={() => onElement && onSelect(issue)}
                        >
                          <span className="issue-message">{issue.message}</span>
                          {issue.suggestion && <span className="issue-fix">Fix: {issue.suggestion}</span>}
                          <span className="issue-meta">
                            <code>{issue.code}</code>
                            {issue.line != null ? ` · line ${issue.line}` : ''}
                            {onElement ? ' · outlined in the preview' : issue.line != null ? ' · in the styles' : ''}
                            {issue.clients?.length ? ` · ${issue.clients.length} client${issue.clients.length === 1 ? '' : 's'}` : ''}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
