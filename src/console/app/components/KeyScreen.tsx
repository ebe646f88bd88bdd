import { useState, type FormEvent } from 'react';
import { createClient, describeError, isForbidden } from '../lib/client';

/**
 * The sign-in screen: paste a key, the console checks it against the API (a key without
 * projects:read is still a key: 403 means valid) and keeps it for this tab only.
 */
export function KeyScreen({ onKey }: { onKey(key: string): void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const key = value.trim();
    if (!/^bm_(live|test)_\S+$/.test(key)) {
      setError('An API key starts with bm_live_ or bm_test_.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await createClient(key).projects.list({ limit: 1 });
      onKey(key);
    } catch (err) {
      if (isForbidden(err)) onKey(key);
      else setError(describeError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="signin">
      <form className="card signin-card" onSubmit={submit} aria-labelledby="signin-title">
        <p className="wordmark" aria-hidden="true">
          brand<span>mail</span>
        </p>
        <h1 id="signin-title">Sign in with an API key</h1>
        <p className="muted">
          Paste a key (<code>bm_test_…</code> or <code>bm_live_…</code>). The first start of the server printed one; <code>brandmail keys create</code> makes more.
          The key stays in this tab and is forgotten when you close it.
        </p>
        <label htmlFor="api-key">API key</label>
        <input
          id="api-key"
          name="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'api-key-error' : undefined}
          autoFocus
        />
        {error && (
          <p id="api-key-error" className="error" role="alert">
            {error}
          </p>
        )}
        <button className="primary" type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Open the console'}
        </button>
        <p className="muted small">
          Looking for the API reference? It is at <a href="/docs">/docs</a>.
        </p>
      </form>
    </main>
  );
}
