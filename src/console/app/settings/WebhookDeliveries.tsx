import { useQuery } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookEndpoint } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { ErrorNote } from '../components/ErrorNote';

const STATUS_WORDS: Record<WebhookDelivery['status'], string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** The endpoint's recent deliveries, newest first, followed while one is still waiting. */
export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const client = useClient();
  const deliveries = useQuery({
    queryKey: ['deliveries', endpoint.id],
    queryFn: () => client.webhooks.deliveries(endpoint.id, { limit: 10 }),
    refetchInterval: (q) => (q.state.data?.data.some((d) => d.status === 'pending') ? 1000 : false),
  });
  const rows = deliveries.data?.data;
  return (
    <div className="deliveries">
      <h3>Recent deliveries</h3>
      {deliveries.isPending && <p className="muted small">Loading deliveries…</p>}
      {deliveries.error && <ErrorNote error={deliveries.error} what="see deliveries" />}
      {rows && rows.length === 0 && <p className="muted small">Nothing delivered yet. “Send test” sends a signed test event.</p>}
      {rows && rows.length > 0 && (
        <table className="data-table deliveries-table stack-narrow">
          <caption className="sr-only">Recent deliveries to {endpoint.url}</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Response</th>
              <th scope="col">Time</th>
              <th scope="col">Attempt</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => {
              const last = d.attempts[d.attempts.length - 1];
              return (
                <tr key={d.id}>
                  <td><code>{d.eventType}</code></td>
                  <td className={d.status === 'delivered' ? 'ok' : d.status === 'pending' ? undefined : 'bad'}>{STATUS_WORDS[d.status]}</td>
                  <td data-label="Response">
                    {last ? (last.statusCode != null ? `HTTP ${last.statusCode}` : <span className="small">{last.error ?? 'No response'}</span>) : '—'}
                    {last && last.statusCode != null && <span className="muted small"> · {last.durationMs} ms</span>}
                  </td>
                  <td className="small" data-label="Time"><time dateTime={last?.attemptedAt ?? d.createdAt}>{new Date(last?.attemptedAt ?? d.createdAt).toLocaleString()}</time></td>
                  <td data-label="Attempt">{d.attempts.length || '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
