import * as z from 'zod';
import { createClient, describeError, isForbidden } from '../lib/client';
import { FieldError, field, useZodForm } from '../lib/form';

/** What a key looks like (src/accounts: bm_<environment>_<secret>); the API says whether it is one. */
const SignIn = z.object({
  key: z
    .string()
    .trim()
    .min(1, 'Paste your API key.')
    .regex(/^bm_(live|test)_\S+$/, 'An API key starts with bm_live_ or bm_test_.'),
});

/**
 * The sign-in screen: paste a key, the console checks it against the API (a key without
 * projects:read is still a key: 403 means valid) and keeps it for this tab only. A key the API
 * refuses is said under the field, which gets the keyboard back.
 */
export function KeyScreen({ onKey }: { onKey(key: string): void }) {
  const form = useZodForm(SignIn, { defaultValues: { key: '' } });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ key }) => {
    try {
      await createClient(key).projects.list({ limit: 1 });
      onKey(key);
    } catch (err) {
      if (isForbidden(err)) onKey(key);
      else form.setError('key', { type: 'server', message: describeError(err) }, { shouldFocus: true });
    }
  });

  return (
    <main className="signin">
      <form className="card signin-card" onSubmit={submit} aria-labelledby="signin-title" noValidate>
        <p className="wordmark" aria-hidden="true">
          brand<span>mail</span>
        </p>
        <h1 id="signin-title">Sign in with an API key</h1>
        <p className="muted">
          Paste a key (<code>bm_test_…</code> or <code>bm_live_…</code>). The first start of the server printed one; <code>brandmail keys create</code> makes more.
          The key stays in this tab and is forgotten when you close it.
        </p>
        <label htmlFor="api-key">API key</label>
        <input {...field(form, 'key', 'api-key')} type="password" autoComplete="off" spellCheck={false} aria-required="true" autoFocus />
        <FieldError form={form} name="key" id="api-key" />
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
