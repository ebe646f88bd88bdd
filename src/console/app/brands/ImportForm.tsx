import { useState } from 'react';
import { useLocation } from 'wouter';
import * as z from 'zod';
import type { ImportStatus } from '@brandmail/sdk';
import { ImportRequest, PROJECT_NAME_MAX } from '../../../projects/schema';
import { describeError } from '../lib/client';
import { useClient } from '../lib/context';
import { FieldError, field, plainIssue, serverErrors, useZodForm } from '../lib/form';
import { ImportProgress } from './ImportProgress';

/** The addresses box: one per line (or separated by spaces or commas), each checked by the API's own rule. */
const Addresses = z.string().transform((text, ctx) => {
  const list = text.split(/[\s,]+/).filter(Boolean);
  if (list.length === 0) ctx.addIssue({ code: 'custom', message: 'Give the address of at least one page of the website.' });
  else if (list.length > 10) ctx.addIssue({ code: 'custom', message: `At most 10 addresses; there are ${list.length}.` });
  else {
    const checked = ImportRequest.shape.urls.safeParse(list, { error: plainIssue });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const at = issue.path[0];
      const address = typeof at === 'number' ? list[at] : undefined;
      // The API's rule says "must be an absolute http(s) URL"; a person reads which line and how to write it.
      const shown = address && `“${address.length > 80 ? `${address.slice(0, 80)}…` : address}”`;
      const message = !shown ? issue.message : issue.code === 'custom' ? `${shown} is not a full web address: write it like https://example.com/.` : `${shown}: ${issue.message}`;
      ctx.addIssue({ code: 'custom', message });
    }
  }
  return z.NEVER;
});

const ImportFields = z.object({
  name: z.string().trim().max(PROJECT_NAME_MAX),
  urls: Addresses,
});

/** Import a brand from 1–10 addresses of its website, watching the job's stages as it runs. */
export function ImportForm({ onImported }: { onImported(): void }) {
  const client = useClient();
  const [, navigate] = useLocation();
  const form = useZodForm(ImportFields, { defaultValues: { name: '', urls: '' } });
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async ({ name, urls }) => {
    setError(null);
    setBusy(true);
    setStatus(null);
    try {
      const { projectId } = await client.projects.import({ urls, name: name || safeName(urls[0]) });
      onImported(); // the new brand shows in the list, importing, at once
      const project = await client.projects.waitForImport(projectId, { onProgress: setStatus, pollInterval: 400, maxPollInterval: 1_500, timeout: 180_000 });
      onImported();
      navigate(`/brands/${project.projectId}`);
    } catch (err) {
      if (!serverErrors(form, err, { name: 'name', urls: 'urls' })) setError(describeError(err));
      onImported();
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className="card import-form" onSubmit={submit} aria-labelledby="import-title" noValidate>
      <h2 id="import-title">Import a brand</h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor="import-name">Brand name</label>
          <input {...field(form, 'name', 'import-name')} maxLength={PROJECT_NAME_MAX} placeholder="Acme Coffee" />
          <FieldError form={form} name="name" id="import-name" />
        </div>
        <div className="field grow">
          <label htmlFor="import-urls">Website addresses (1–10, one per line)</label>
          <textarea {...field(form, 'urls', 'import-urls')} rows={2} aria-required="true" placeholder="https://acme.example/" spellCheck={false} />
          <FieldError form={form} name="urls" id="import-urls" />
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
    return url.slice(0, PROJECT_NAME_MAX);
  }
}
