import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod';
import type { BulkContactsResult, BulkRowProblem } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { describeError } from '../lib/client';
import { FieldError, field, useZodForm } from '../lib/form';
import { chunksOf, rowsIn } from './chunks';

type Report = Omit<BulkContactsResult, 'errors' | 'warnings'> & { errors: BulkRowProblem[]; warnings: BulkRowProblem[] };

/** The file to send and what to do with contacts already stored (the API's bulk modes). */
const Upload = z.object({
  file: z.custom<FileList>((v) => typeof FileList !== 'undefined' && v instanceof FileList && v.length > 0, 'Choose a CSV or JSON file first.'),
  mode: z.enum(['upsert', 'insert']),
});

const empty = (): Report => ({ created: 0, updated: 0, unchanged: 0, merged: 0, failed: 0, errors: [], warnings: [] });

/** Upload a CSV or JSON file of contacts: sent in parts with a progress bar, then a per-row report. */
export function ImportContacts() {
  const client = useClient();
  const queryClient = useQueryClient();
  const form = useZodForm(Upload, { defaultValues: { mode: 'upsert' } });
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null && progress.done < progress.total && !error;

  const upload = form.handleSubmit(async ({ file: files, mode }) => {
    const file = files[0];
    setError(null);
    setReport(null);
    let chunks;
    try {
      chunks = chunksOf(file.name, await file.text());
    } catch (err) {
      // A file that is not CSV or JSON: said under the file field.
      return form.setError('file', { message: describeError(err) }, { shouldFocus: true });
    }
    const total = chunks.reduce((n, c) => n + rowsIn(c), 0);
    const sum = empty();
    setProgress({ done: 0, total });
    let done = 0;
    try {
      for (const chunk of chunks) {
        const r = chunk.kind === 'csv' ? await client.contacts.importCsv(chunk.body, { mode }) : await client.contacts.bulk({ contacts: chunk.rows, mode });
        for (const k of ['created', 'updated', 'unchanged', 'merged', 'failed'] as const) sum[k] += r[k];
        const shift = (p: BulkRowProblem) => ({ ...p, row: p.row + chunk.offset });
        sum.errors.push(...r.errors.map(shift));
        sum.warnings.push(...r.warnings.map(shift));
        done += rowsIn(chunk);
        setProgress({ done, total });
        setReport({ ...sum, errors: [...sum.errors], warnings: [...sum.warnings] });
      }
    } catch (err) {
      setError(`Stopped after ${done.toLocaleString()} of ${total.toLocaleString()} rows: ${describeError(err)}`);
    }
    await queryClient.invalidateQueries({ queryKey: ['contacts'] });
  });

  const pct = progress ? Math.round((progress.done / Math.max(1, progress.total)) * 100) : 0;
  return (
    <div className="card import-contacts">
      <h2>Upload a file</h2>
      <p className="muted small">
        CSV with a header row (email, first name, last name, tags, status, language, country) or JSON (an array of contacts). Bad rows are listed below; the others are stored. Unsubscribed, bounced and complained contacts are never re-subscribed.
      </p>
      <form onSubmit={upload} aria-label="Upload contacts" noValidate>
        <div className="form-row">
          <div className="field">
            <label htmlFor="contacts-file">File</label>
            <input {...field(form, 'file', 'contacts-file')} type="file" accept=".csv,.json,text/csv,application/json" disabled={busy} />
            <FieldError form={form} name="file" id="contacts-file" />
          </div>
          <div className="field">
            <label htmlFor="contacts-mode">Existing contacts</label>
            <select {...field(form, 'mode', 'contacts-mode')} disabled={busy}>
              <option value="upsert">Update them</option>
              <option value="insert">Leave them (report as failed rows)</option>
            </select>
          </div>
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Uploading…' : 'Upload'}
          </button>
        </div>
      </form>
      {progress && (
        <div className="progress-block" role="status" aria-live="polite">
          <p>
            {progress.done.toLocaleString()} of {progress.total.toLocaleString()} rows ({pct}%)
          </p>
          <progress max={100} value={pct} aria-label="Upload progress" />
        </div>
      )}
      {error && <p className="error" role="alert">{error}</p>}
      {report && !busy && <ImportReport report={report} />}
    </div>
  );
}

function ImportReport({ report }: { report: Report }) {
  const problems = [...report.errors.map((p) => ({ ...p, kind: 'Error' })), ...report.warnings.map((p) => ({ ...p, kind: 'Warning' }))].sort((a, b) => a.row - b.row);
  return (
    <div className="import-report">
      <p className="import-summary">
        <strong>{report.created.toLocaleString()}</strong> created · <strong>{report.updated.toLocaleString()}</strong> updated · {report.unchanged.toLocaleString()} unchanged
        {report.merged ? ` · ${report.merged.toLocaleString()} merged duplicates` : ''} · <strong className={report.failed ? 'bad' : ''}>{report.failed.toLocaleString()} failed</strong>
      </p>
      {problems.length > 0 && (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="table-caption">Rows to look at ({problems.length.toLocaleString()})</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Email</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {problems.slice(0, 200).map((p, i) => (
                <tr key={`${p.row}-${i}`} className={p.kind === 'Error' ? 'row-error' : 'row-warning'}>
                  <td>{p.row}</td>
                  <td>{p.email ?? '—'}</td>
                  <td>
                    <span className={p.kind === 'Error' ? 'bad' : 'warn'}>{p.kind}:</span> {p.message}
                    {p.suggestion && !p.message.includes(p.suggestion) ? <> Did you mean <strong>{p.suggestion}</strong>?</> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {problems.length > 200 && <p className="muted small">The first 200 are shown.</p>}
        </div>
      )}
    </div>
  );
}
