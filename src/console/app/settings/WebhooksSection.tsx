import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import type { WebhookEndpoint } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { holds } from '../lib/permissions';
import { SaveNote, useSave } from '../lib/useSave';
import { ErrorNote } from '../components/ErrorNote';
import { usePagedQuery } from '../lib/usePagedQuery';
import { WebhookForm } from './WebhookForm';
import { WebhookDeliveries } from './WebhookDeliveries';
import { EVENT_LABELS } from './events';
import { permissionNamed } from '../lib/permissionWords';

/** Endpoints a page of the section shows. */
const PAGE = 20;

/** Webhook endpoints of the account (its environment): list, create, edit, test, delete, deliveries. */
export function WebhooksSection({ permissions }: { permissions: string[] }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const canRead = holds(permissions, 'webhooks:read');
  // A key known not to hold the permission is told so without asking the API for a 403.
  // The last endpoint of a later page deleted: the hook shows the last page, not an empty one.
  const { query: endpoints, offset, setOffset, pager } = usePagedQuery({ key: ['webhooks'], limit: PAGE, list: (p) => client.webhooks.list(p), enabled: canRead });
  const canWrite = holds(permissions, 'webhooks:write');
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const { message, run } = useSave();
  const [tested, setTested] = useState<string | null>(null);

  const remove = (endpoint: WebhookEndpoint) =>
    run(async () => {
      await client.webhooks.delete(endpoint.id);
      setConfirming(null);
      if (open === endpoint.id) setOpen(null);
      await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    });

  const setEnabled = (endpoint: WebhookEndpoint, enabled: boolean) =>
    run(async () => {
      await client.webhooks.update(endpoint.id, { enabled });
      await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    });

  const sendTest = (endpoint: WebhookEndpoint) =>
    run(async () => {
      await client.webhooks.test(endpoint.id);
      setTested(endpoint.id);
      setOpen(endpoint.id);
      await queryClient.invalidateQueries({ queryKey: ['deliveries', endpoint.id] });
    });

  const list = endpoints.data?.data;
  return (
    <section className="card settings-section" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p className="muted small">brandmail POSTs a signed event to these addresses when an import, an email, a preview, an export or a test send finishes.</p>
      {!canRead && (
        <p className="note" role="status">
          This API key may not see webhooks (it needs the permission {permissionNamed('webhooks:read')}). Ask an account holder for a key with that permission.
        </p>
      )}
      {endpoints.error && <ErrorNote error={endpoints.error} what="see webhooks" />}
      {list && list.length === 0 && offset === 0 && <p className="empty">No webhook endpoint yet.</p>}
      {list && list.length > 0 && (
        <div className="table-wrap">
          <table className="keys-table webhooks-table">
            <caption className="sr-only">Webhook endpoints</caption>
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col">Events</th>
                <th scope="col">State</th>
                <th scope="col"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {list.map((w) => (
                <Fragment key={w.id}>
                  <tr>
                    <td className="endpoint-url">
                      <code>{w.url}</code>
                      {w.description && <span className="muted small block">{w.description}</span>}
                    </td>
                    <td className="small">{w.events.includes('*') ? 'All events' : w.events.map((e) => EVENT_LABELS[e as keyof typeof EVENT_LABELS] ?? e).join(', ')}</td>
                    <td className="small">
                      {w.enabled ? <span className="ok">Enabled</span> : <span className="bad">Disabled{w.disabledReason ? `: ${w.disabledReason}` : ''}</span>}
                    </td>
                    <td>
                      <span className="row-actions">
                        <button type="button" aria-expanded={open === w.id} aria-controls={`deliveries-${w.id}`} onClick={() => setOpen(open === w.id ? null : w.id)} aria-label={`Deliveries to ${w.url}`}>
                          Deliveries
                        </button>
                        {canWrite && (
                          <button type="button" aria-expanded={editing === w.id} aria-controls={`edit-${w.id}`} onClick={() => setEditing(editing === w.id ? null : w.id)} aria-label={`Edit ${w.url}`}>
                            Edit
                          </button>
                        )}
                        {canWrite && (
                          <button type="button" onClick={() => setEnabled(w, !w.enabled)} aria-label={`${w.enabled ? 'Disable' : 'Enable'} ${w.url}`}>
                            {w.enabled ? 'Disable' : 'Enable'}
                          </button>
                        )}
                        {canWrite && (
                          <button type="button" onClick={() => sendTest(w)} aria-label={`Send test to ${w.url}`}>
                            Send test
                          </button>
                        )}
                        {canWrite &&
                          (confirming === w.id ? (
                            <span className="confirm">
                              <button type="button" className="danger" onClick={() => remove(w)}>Delete {w.url}</button>
                              <button type="button" onClick={() => setConfirming(null)}>Cancel</button>
                            </span>
                          ) : (
                            <button type="button" onClick={() => setConfirming(w.id)} aria-label={`Delete ${w.url}`}>Delete</button>
                          ))}
                      </span>
                    </td>
                  </tr>
                  {editing === w.id && (
                    <tr className="edit-row">
                      <td colSpan={4} id={`edit-${w.id}`}>
                        <WebhookForm endpoint={w} onDone={() => setEditing(null)} />
                      </td>
                    </tr>
                  )}
                  {open === w.id && (
                    <tr className="deliveries-row">
                      <td colSpan={4} id={`deliveries-${w.id}`}>
                        {tested === w.id && <p className="small" role="status">Test event sent; its delivery appears below.</p>}
                        <WebhookDeliveries endpoint={w} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pager('Webhook endpoints pages')}
      <SaveNote message={message} />
      {canRead &&
        !endpoints.error &&
        (canWrite ? (
          // A new endpoint is the newest: back to the first page, where it is listed.
          <WebhookForm onDone={() => setOffset(0)} />
        ) : (
          <p className="note" role="status">This API key may see webhooks but not add, test or delete them (that needs webhooks:write).</p>
        ))}
    </section>
  );
}
