import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { ImportStatus } from '@brandmail/sdk';
import { describeError } from '../lib/client';
import { useClient } from '../lib/context';
import { ImportProgress } from './ImportProgress';

/** Import a brand from 1–10 addresses of its website, watching the job's stages as it runs. */
export function ImportForm({ onImported }: { onImported(): void }) {
  const client = useClient();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [urls, setUrls] = useState('');
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const list = urls
      .split(/[\s,]+/)
      .map((u) => u.trim())
      .filter(Boolean);
    if (list.length === 0 || list.length > 10) {
      setError('Give between 1 and 10 addresses, one per line.');
      return;
    }
    setError(null);
    setBusy(true);
    setStatus(null);
    try {
      const { projectId } = await client.projects.import({ urls: list, name: name.trim() || safeName(list[0]) });
      onImported(); // the new brand shows in the list, importing, at once
      const project = await client.projects.waitForImport(projectId, { onProgress: setStatus, pollInterval: 400, maxPollInterval: 1_500, timeout: 180_000 });
      onImported();
      navigate(`/brands/${project.projectId}`);
    } catch (err) {
      setError(describeError(err));
      onImported();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card import-form" onSubmit={submit} aria-labelledby="import-title">
      <h2 id="import-title">Import a brand</h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor="import-name">Brand name</label>
          <input id="import-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} placeholder="Acme Coffee" />
        </div>
        <div className="field grow">
          <label htmlFor="import-urls">Website addresses (1–10, one per line)</label>
          <textarea
            id="import-urls"
            rows={2}
            required
            value={urls}
            onChange={(e) => setUrls(e.target.value)}
            placeholder="https://acme.example/"
            spellCheck={false}
          />
        </div>
      </div>
      <div className="actions">
        <button className="primary" type="submit" disabled={busy}>
          {busy ? 'Importing…' : 'Import brand'}
        </button>
        <span className="muted small">Takes up to a minute: brandmail reads the pages, their styles and pictures.</span>
      </div>
      {busy && status && <ImportProgress status={status} />}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function safeName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url.slice(0, 200);
  }
}
