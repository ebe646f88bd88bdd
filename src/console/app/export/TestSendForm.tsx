import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BrandmailError } from '../lib/client';
import { useClient } from '../lib/context';
import { ErrorNote } from '../components/ErrorNote';

export const MAX_RECIPIENTS = 10;

/** Addresses from what a person typed: commas, semicolons, spaces or new lines between them. */
export function parseRecipients(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
}

/** A test send to up to ten inboxes, with each recipient's answer from the SMTP server. */
export function TestSendForm({ conversationId }: { conversationId: string }) {
  const client = useClient();
  const [text, setText] = useState('');
  const [testSendId, setTestSendId] = useState<string | null>(null);
  const recipients = parseRecipients(text);
  const tooMany = recipients.length > MAX_RECIPIENTS;
  const start = useMutation({
    mutationFn: () => client.testSends.create({ conversationId, recipients }),
    onSuccess: (s) => setTestSendId(s.testSendId),
  });
  const noSmtp = start.error instanceof BrandmailError && start.error.status === 409;
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!recipients.length || tooMany) return;
    setTestSendId(null);
    start.mutate();
  }
  return (
    <div className="card test-send-card">
      <h2>Send a test</h2>
      <p className="muted small">The email goes to these inboxes with “[Test]” before its subject and merge tags filled with their fallbacks.</p>
      <form onSubmit={submit} aria-label="Send a test">
        <div className="field">
          <label htmlFor="test-recipients">Recipients (up to {MAX_RECIPIENTS})</label>
          <textarea id="test-recipients" rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder="you@example.com, colleague@example.com" aria-describedby="test-recipients-count" />
          <p id="test-recipients-count" className={`small ${tooMany ? 'error' : 'muted'}`}>
            {tooMany ? `${recipients.length} addresses: at most ${MAX_RECIPIENTS} per test.` : `${recipients.length} of ${MAX_RECIPIENTS}`}
          </p>
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={start.isPending || !recipients.length || tooMany}>
            {start.isPending ? 'Sending…' : 'Send test'}
          </button>
        </div>
      </form>
      {noSmtp && (
        <p className="note" role="status">
          <strong>Test sends are off on this server.</strong> It has no SMTP server configured; its operator sets <code>BRANDMAIL_SMTP_URL</code> (e.g. <code>smtps://user:pass@smtp.example.com:465</code>) to turn them on.
        </p>
      )}
      {start.error && !noSmtp && <ErrorNote error={start.error} what="send the test" />}
      {testSendId && <TestSendStatus testSendId={testSendId} />}
    </div>
  );
}

const LABEL = { pending: 'Sending…', accepted: 'Accepted', rejected: 'Rejected' } as const;

function TestSendStatus({ testSendId }: { testSendId: string }) {
  const client = useClient();
  const send = useQuery({
    queryKey: ['test-send', testSendId],
    queryFn: () => client.testSends.get(testSendId),
    refetchInterval: (q) => (q.state.data?.status === 'pending' || !q.state.data ? 700 : false),
  });
  const s = send.data;
  return (
    <div className="test-send-status" aria-live="polite">
      {send.error && <ErrorNote error={send.error} what="follow the test send" />}
      {s && (
        <>
          <p role="status" className={s.status === 'failed' ? 'error' : s.status === 'completed' ? 'ok' : ''}>
            {s.status === 'pending' ? 'Sending…' : s.status === 'completed' ? `Sent “${s.subject}” from ${s.from}` : `The test send failed: ${s.error ?? 'no reason given'}`}
          </p>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="sr-only">Recipients of the test send</caption>
              <thead>
                <tr>
                  <th scope="col">Recipient</th>
                  <th scope="col">Status</th>
                  <th scope="col">Server’s reply</th>
                </tr>
              </thead>
              <tbody>
                {s.recipients.map((r) => (
                  <tr key={r.address}>
                    <td>{r.address}</td>
                    <td className={r.status === 'accepted' ? 'ok' : r.status === 'rejected' ? 'bad' : ''}>{LABEL[r.status]}</td>
                    <td className="mono small">{r.response ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
