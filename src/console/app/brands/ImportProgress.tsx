import type { ImportStatus } from '@brandmail/sdk';

const STAGES: Record<string, string> = {
  queued: 'Waiting for a worker',
  fetching: 'Fetching pages',
  extracting: 'Reading logo, colours, fonts and voice',
  'processing-images': 'Preparing the logo and pictures',
  completed: 'Done',
  failed: 'Failed',
};

/** The import job as it runs: stage, a bar, pages read so far, and warnings. */
export function ImportProgress({ status }: { status: ImportStatus }) {
  const fetched = status.pages.filter((p) => p.status === 'fetched' || p.status === 'rendered').length;
  const pct = Math.round(status.progress * 100);
  return (
    <div className="progress-block" role="status" aria-live="polite">
      <p>
        <strong>{STAGES[status.stage ?? ''] ?? status.stage ?? 'Starting'}</strong> · {pct}%{fetched > 0 && ` · ${fetched} page${fetched === 1 ? '' : 's'} read`}
      </p>
      <progress max={100} value={pct} aria-label="Import progress" />
      {status.warnings.length > 0 && (
        <ul className="warnings">
          {status.warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
