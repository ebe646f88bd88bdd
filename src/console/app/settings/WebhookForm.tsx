import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod';
import type { WebhookEndpoint, WebhookEndpointWithSecret, WebhookEventType } from '@brandmail/sdk';
import { CreateWebhookRequest } from '../../../webhooks/schema';
import { useClient } from '../lib/context';
import { FieldError, field, groupProps, serverErrors, useZodForm } from '../lib/form';
import { SaveNote, useSave } from '../lib/useSave';
import { CopyButton } from '../components/CopyButton';
import { EVENT_LABELS, EVENT_TYPES } from './events';

/**
 * The form's fields checked by the API's rules (CreateWebhookRequest: an http(s) URL, a
 * description of bounded length, at least one event); "All events" sends ["*"].
 */
const Description = CreateWebhookRequest.shape.description.unwrap();
/** The inputs stop where the API would refuse: its own lengths, not copies of them. */
const MAX_URL = CreateWebhookRequest.shape.url.maxLength!;
const MAX_DESCRIPTION = Description.maxLength!;

const WebhookFields = z
  .object({
    url: z.string().trim().min(1, 'Enter the address brandmail should send events to.').pipe(CreateWebhookRequest.shape.url),
    description: Description,
    all: z.boolean(),
    events: z.array(z.enum(EVENT_TYPES)),
  })
  .superRefine((v, ctx) => {
    if (!v.all && v.events.length === 0) ctx.addIssue({ code: 'custom', path: ['events'], message: 'Choose at least one event, or All events.' });
  })
  .transform(({ url, description, all, events }) => ({ url, description, events: all ? (['*'] as ('*' | WebhookEventType)[]) : [...events] }));

/**
 * Adds an endpoint (its signing secret shown once, with a copy button) or, given `endpoint`,
 * edits one in place: its URL, description and events (`PATCH /v1/webhooks/{id}`; the secret and
 * the deliveries stay). Clearing the description removes it.
 */
/** `onDone`: an edit saved or cancelled, or an endpoint added. */
export function WebhookForm({ endpoint, onDone }: { endpoint?: WebhookEndpoint; onDone?: () => void }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const subscribed = endpoint?.events.filter((e): e is WebhookEventType => e !== '*') ?? [];
  const form = useZodForm(WebhookFields, {
    defaultValues: { url: endpoint?.url ?? '', description: endpoint?.description ?? '', all: endpoint ? endpoint.events.includes('*') : true, events: subscribed },
  });
  const all = form.watch('all');
  const events = (form.watch('events') ?? []) as WebhookEventType[];
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const { busy, message, run } = useSave();
  // Field ids of an edit form are the endpoint's, so it may sit beside the form that adds one.
  const id = (name: string) => (endpoint ? `webhook-${endpoint.id}-${name}` : `webhook-${name}`);
  const group = groupProps(form, 'events', id('events'));

  const submit = form.handleSubmit(async ({ url, description, events: chosen }) => {
    await run(async () => {
      try {
        if (endpoint) {
          await client.webhooks.update(endpoint.id, { url, events: chosen, description: description || null });
          await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
          onDone?.();
          return;
        }
        const made = await client.webhooks.create({ url, events: chosen, ...(description ? { description } : {}) });
        setCreated(made);
        form.reset({ url: '', description: '', all: true, events: [] });
        await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
        onDone?.();
      } catch (err) {
        // "must resolve to a public address" and the like: said under the URL.
        if (!serverErrors(form, err, { url: 'url', description: 'description', events: 'events' })) throw err;
      }
    });
  });
  const toggle = (e: WebhookEventType) =>
    form.setValue('events', events.includes(e) ? events.filter((x) => x !== e) : [...events, e], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form className={endpoint ? 'edit-webhook' : 'create-key'} onSubmit={submit} aria-labelledby={id('title')} noValidate>
      <h3 id={id('title')}>{endpoint ? `Edit ${endpoint.url}` : 'Add an endpoint'}</h3>
      <div className="form-row">
        <div className="field">
          <label htmlFor={id('url')}>Endpoint URL</label>
          <input {...field(form, 'url', id('url'))} type="url" aria-required="true" maxLength={MAX_URL} placeholder="https://example.com/hooks/brandmail" />
          <FieldError form={form} name="url" id={id('url')} />
        </div>
        <div className="field">
          <label htmlFor={id('description')}>Description (optional)</label>
          <input {...field(form, 'description', id('description'))} maxLength={MAX_DESCRIPTION} />
          <FieldError form={form} name="description" id={id('description')} />
        </div>
      </div>
      <fieldset {...group.fieldset} className={['permissions', group.fieldset.className].filter(Boolean).join(' ')}>
        <legend>Events</legend>
        <label className="check">
          <input type="checkbox" {...form.register('all')} />
          All events
        </label>
        {!all &&
          EVENT_TYPES.map((e) => (
            <label key={e} className="check">
              <input type="checkbox" checked={events.includes(e)} onChange={() => toggle(e)} {...group.box} />
              {EVENT_LABELS[e]}
            </label>
          ))}
      </fieldset>
      <FieldError form={form} name="events" id={id('events')} />
      <div className="actions">
        <button className="primary" type="submit" disabled={busy}>
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
