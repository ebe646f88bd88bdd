import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { WebhookEndpoint, WebhookEndpointWithSecret, WebhookEventType } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { SaveNote, useSave } from '../lib/useSave';
import { CopyButton } from '../components/CopyButton';
import { EVENT_LABELS, EVENT_TYPES } from './events';

/**
 * Adds an endpoint (its signing secret shown once, with a copy button) or, given `endpoint`,
 * edits one in place: its URL, description and events (`PATCH /v1/webhooks/{id}`; the secret and
 * the deliveries stay). Clearing the description removes it.
 */
export function WebhookForm({ endpoint, onDone }: { endpoint?: WebhookEndpoint; onDone?: () => void }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const subscribed = endpoint?.events.filter((e): e is WebhookEventType => e !== '*') ?? [];
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [all, setAll] = useState(endpoint ? endpoint.events.includes('*') : true);
  const [events, setEvents] = useState<WebhookEventType[]>(subscribed);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const { busy, message, run } = useSave();
  // Field ids of an edit form are the endpoint's, so it may sit beside the form that adds one.
  const id = (name: string) => (endpoint ? `webhook-${endpoint.id}-${name}` : `webhook-${name}`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = all ? (['*'] as const) : events;
    await run(async () => {
      if (endpoint) {
        await client.webhooks.update(endpoint.id, { url: url.trim(), events: [...chosen], description: description.trim() || null });
        await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
        onDone?.();
        return;
      }
      const made = await client.webhooks.create({ url: url.trim(), events: [...chosen], ...(description.trim() ? { description: description.trim() } : {}) });
      setCreated(made);
      setUrl('');
      setDescription('');
      await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    });
  }
  const toggle = (e: WebhookEventType) => setEvents((list) => (list.includes(e) ? list.filter((x) => x !== e) : [...list, e]));

  return (
    <form className={endpoint ? 'edit-webhook' : 'create-key'} onSubmit={submit} aria-labelledby={id('title')}>
      <h3 id={id('title')}>{endpoint ? `Edit ${endpoint.url}` : 'Add an endpoint'}</h3>
      <div className="form-row">
        <div className="field">
          <label htmlFor={id('url')}>Endpoint URL</label>
          <input id={id('url')} type="url" required maxLength={2048} value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/hooks/brandmail" />
        </div>
        <div className="field">
          <label htmlFor={id('description')}>Description (optional)</label>
          <input id={id('description')} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
      </div>
      <fieldset className="permissions">
        <legend>Events</legend>
        <label className="check">
          <input type="checkbox" checked={all} onChange={() => setAll(!all)} />
          All events
        </label>
        {!all &&
          EVENT_TYPES.map((e) => (
            <label key={e} className="check">
              <input type="checkbox" checked={events.includes(e)} onChange={() => toggle(e)} />
              {EVENT_LABELS[e]}
            </label>
          ))}
      </fieldset>
      <div className="actions">
        <button className="primary" type="submit" disabled={busy || !url.trim() || (!all && events.length === 0)}>
          {endpoint ? 'Save changes' : 'Add endpoint'}
        </button>
        {endpoint && (
          <button type="button" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
      <SaveNote message={message} />
      {created && (
        <div className="note created-key" role="status">
          <p>
            Signing secret of <strong>{created.url}</strong>: copy it now, it will not be shown again. Verify each delivery with it
            (<code>bm.webhooks.verify(body, headers, secret)</code>).
          </p>
          <p className="key-value">
            <code className="webhook-secret">{created.secret}</code>
            <CopyButton text={created.secret} />
          </p>
        </div>
      )}
    </form>
  );
}
