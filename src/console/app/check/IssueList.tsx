import { useState } from 'react';
import type { AllValidationResult, ValidationIssue } from '@brandmail/sdk';
import { CHECK_LABELS } from './ScoreSummary';
import { withCode } from './withCode';
import { ClientSupportDetails, ClientSupportSummary, clientSupportOf } from './ClientSupport';

const SEVERITIES = ['error', 'warning', 'info'] as const;
const SEVERITY_LABEL = { error: 'Errors', warning: 'Warnings', info: 'Notes' } as const;
/** Findings shown per severity before "Show … more": a check can report hundreds of places. */
export const FINDINGS_SHOWN = 8;
/** The compatibility tables that describe an issue's clients. */
type CompatibilityOf = (i: ValidationIssue) => AllValidationResult['checks']['compatibility'];

/**
 * One thing a check found, said once however many places it occurs in: a compatibility check
 * reports `margin` once per element that uses it (sixty times in a long email), which listed one
 * by one buried the few things worth reading under pages of the same sentence.
 */
export interface Finding {
  key: string;
  issue: ValidationIssue;
  /** Every place it occurs, in the order the check reported them. */
  places: ValidationIssue[];
}

/** Issues of one severity folded into findings: the same code, message and fix are one finding. */
export function findingsOf(issues: ValidationIssue[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const issue of issues) {
    const key = JSON.stringify([issue.code, issue.message, issue.suggestion ?? '', issue.position ?? 0]);
    const found = byKey.get(key);
    if (found) found.places.push(issue);
    else byKey.set(key, { key, issue, places: [issue] });
  }
  return [...byKey.values()];
}

/**
 * Issues grouped by check, then severity, each finding said once with how many places it
 * occurs. Choosing one that has a position outlines its element in the preview beside the list;
 * "Next place" steps through the others.
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
    .map(([name, c]) => ({ name, issues: c!.issues, bySeverity: SEVERITIES.map((sev) => [sev, findingsOf(c!.issues.filter((i) => i.severity === sev))] as const) }));
  if (groups.length === 0) return <p className="ok card">No issue found by any check.</p>;
  // A compatibility issue's clients are described by its email's tables (a series' issue names its email).
  const compatibilityOf = (i: ValidationIssue) => (report.emails?.find((e) => e.position === i.position) ?? report).checks.compatibility;
  return (
    <div className="issues">
      {groups.map((g) => (
        <section key={g.name} className="card issue-group" aria-labelledby={`issues-${g.name}`}>
          <h2 id={`issues-${g.name}`}>
            {CHECK_LABELS[g.name] ?? g.name} <span className="count">{countLabel(g.bySeverity.reduce((n, [, list]) => n + list.length, 0), g.issues.length)}</span>
          </h2>
          {g.bySeverity.map(([sev, list]) => {
            if (list.length === 0) return null;
            return <SeverityGroup key={sev} id={`${g.name}-${sev}`} severity={sev} findings={list} selected={selected} onSelect={onSelect} locatable={locatable} compatibilityOf={g.name === 'compatibility' ? compatibilityOf : undefined} />;
          })}
        </section>
      ))}
    </div>
  );
}

/** "12 findings in 266 places", or "3" when each finding is one place. */
function countLabel(findings: number, places: number): string {
  return findings === places ? String(findings) : `${findings} findings in ${places} places`;
}

function SeverityGroup({
  id,
  severity,
  findings,
  selected,
  onSelect,
  locatable,
  compatibilityOf,
}: {
  id: string;
  severity: (typeof SEVERITIES)[number];
  findings: Finding[];
  selected: ValidationIssue | null;
  onSelect(i: ValidationIssue | null): void;
  locatable(i: ValidationIssue): boolean;
  compatibilityOf?: CompatibilityOf;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? findings : findings.slice(0, FINDINGS_SHOWN);
  const listId = `findings-${id}`;
  return (
    <div>
      <h3 className={`sev ${severity}`}>
        {SEVERITY_LABEL[severity]} ({findings.length})
      </h3>
      <ul id={listId}>
        {shown.map((f) => (
          <FindingRow key={f.key} finding={f} severity={severity} selected={selected} onSelect={onSelect} locatable={locatable} compatibilityOf={compatibilityOf} />
        ))}
      </ul>
      {findings.length > FINDINGS_SHOWN && (
        <button type="button" className="link-button more-findings" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
          {all ? `Show the first ${FINDINGS_SHOWN} only` : `Show ${findings.length - FINDINGS_SHOWN} more ${SEVERITY_LABEL[severity].toLowerCase()}`}
        </button>
      )}
    </div>
  );
}

function FindingRow({
  finding,
  severity,
  selected,
  onSelect,
  locatable,
  compatibilityOf,
}: {
  finding: Finding;
  severity: string;
  selected: ValidationIssue | null;
  onSelect(i: ValidationIssue | null): void;
  locatable(i: ValidationIssue): boolean;
  compatibilityOf?: CompatibilityOf;
}) {
  const { issue, places } = finding;
  // Clients grouped by family in place of the check's sentence naming each one.
  const support = compatibilityOf ? clientSupportOf(issue, compatibilityOf(issue)) : null;
  const located = places.filter(locatable);
  const at = selected ? located.indexOf(selected) : -1;
  const active = selected != null && places.includes(selected);
  const first = located[0] ?? issue;
  const step = (by: number) => onSelect(located[(at + by + located.length) % located.length]);
  const lines = [...new Set(places.map((p) => p.line).filter((l) => l != null))];
  return (
    <li className={`issue ${severity}${active ? ' active' : ''}`}>
      <button
        type="button"
        className="issue-button"
        aria-pressed={active}
        onClick={() => onSelect(first)}
        onMouseEnter={() => located.length > 0 && !active && onSelect(first)}
        onFocus={() => located.length > 0 && !active && onSelect(first)}
      >
        {support ? <ClientSupportSummary support={support} /> : <span className="issue-message">{withCode(issue.message)}</span>}
        {issue.suggestion && <span className="issue-fix">Fix: {withCode(issue.suggestion)}</span>}
        <span className="issue-meta">
          <code>{issue.code}</code>
          {places.length > 1 ? ` · ${places.length} places` : ''}
          {lines.length === 1 ? ` · line ${lines[0]}` : lines.length > 1 ? ` · lines ${lines[0]}–${lines[lines.length - 1]}` : ''}
          {located.length > 0 ? ' · outlined in the preview' : issue.line != null ? ' · in the styles' : ''}
          {!support && issue.clients?.length ? ` · ${issue.clients.length} client${issue.clients.length === 1 ? '' : 's'}` : ''}
        </span>
      </button>
      {support && <ClientSupportDetails support={support} />}
      {active && located.length > 1 && (
        <div className="place-steps" role="group" aria-label={`Places of ${issue.code}`}>
          <button type="button" onClick={() => step(-1)}>
            Previous place
          </button>
          <span className="small muted" aria-live="polite">
            Place {Math.max(at, 0) + 1} of {located.length} outlined{located.length < places.length ? ` (${places.length - located.length} more in the styles)` : ''}
          </span>
          <button type="button" onClick={() => step(1)}>
            Next place
          </button>
        </div>
      )}
    </li>
  );
}
