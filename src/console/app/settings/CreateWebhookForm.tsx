import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { WebhookEndpointWithSecret, WebhookEventType } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { SaveNote, useSave } from '../lib/useSave';
import { CopyButton } from '../components/CopyButton';
import { EVENT_LABELS, EVENT_TYPES } from './events';

/** Adds an endpoint; its signing secret is shown once, with a copy button. */
export function CreateWebhookForm() {
  const client = useClient();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [all, setAll] = useState(true);
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const { busy, message, run } = useSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const endpoint = await client.webhooks.create({ url: url.trim(), events: all ? ['*'] : events, ...(description.trim() ? { description: description.trim() } : {}) });
      setCreated(endpoint);
      setUrl('');
      setDescription('');
      await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    });
  }
  const toggle = (e: WebhookEventType) => setEvents((list) => (list.includes(e) ? list.filter((x) => x !== e) : [...list, e]));

  return (
    <form className="create-key" onSubmit={submit} aria-labelledby="create-webhook-title">
      <h3 id="create-webhook-title">Add an endpoint</h3>
      <div className="form-row">
        <div className="field">
          <label htmlFor="webhook-url">Endpoint URL</label>
          <input id="webhook-url" type="url" required maxLength={2048} value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/hooks/brandmail" />
        </div>
        <div className="field">
          <label htmlFor="webhook-description">Description (optional)</label>
          <input id="webhook-description" maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
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
          Add endpoint
        </button>
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
