import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { TestSendCreateParams } from '@brandmail/sdk';
import { BrandmailError } from '../lib/client';
import { useClient } from '../lib/context';
import { ErrorNote } from '../components/ErrorNote';
import { roleLabel } from '../write/SeriesList';

export const MAX_RECIPIENTS = 10;

/** Addresses from what a person typed: commas, semicolons, spaces or new lines between them. */
export function parseRecipients(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
}

/** HTML files a person may load into the free-HTML box; the server takes up to 2 MB of HTML. */
const MAX_HTML_BYTES = 2_000_000;

/**
 * A test send to up to ten inboxes, with each recipient's answer from the SMTP server: the
 * generated email (when the screen has one) or HTML the person pastes or loads from a file, from
 * the brand's sender or a From they type. Of a series, one email ("Email 2 of 3") or all of them
 * in order, as the API's `position` takes them (the first by default, as the API's).
 */
export function TestSendForm({ conversationId }: { conversationId?: string }) {
  const client = useClient();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<'email' | 'html'>(conversationId ? 'email' : 'html');
  const [html, setHtml] = useState('');
  const [subject, setSubject] = useState('');
  const [from, setFrom] = useState('');
  const [projectId, setProjectId] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [testSendId, setTestSendId] = useState<string | null>(null);
  // Of a series: the email to send ('1'…'N') or 'all'.
  const [position, setPosition] = useState('1');
  // The latest version's place in a series (shared with the page's title, useEmailSubject).
  const status = useQuery({ queryKey: ['status', conversationId], queryFn: () => client.emails.status(conversationId!), enabled: !!conversationId, retry: false });
  const series = status.data?.emails && status.data.emails.length > 1 ? status.data.emails : undefined;
  const chosen = series && (position === 'all' || Number(position) <= series.length) ? position : '1';
  const recipients = parseRecipients(text);
  const tooMany = recipients.length > MAX_RECIPIENTS;
  const freeHtml = mode === 'html' || !conversationId;
  // The brands, for the sender of free HTML (a generated email's sender is its own brand's).
  const projects = useQuery({ queryKey: ['projects', 'senders'], queryFn: () => client.projects.list({ limit: 100 }), enabled: freeHtml && !from.trim() });
  const start = useMutation({
    mutationFn: () => {
      const sender = from.trim() ? { from: from.trim() } : {};
      const params: TestSendCreateParams = freeHtml
        ? { html, subject: subject.trim(), recipients, ...sender, ...(projectId && !from.trim() ? { projectId } : {}) }
        : { conversationId: conversationId!, recipients, ...sender, ...(series ? { position: chosen === 'all' ? ('all' as const) : Number(chosen) } : {}) };
      return client.testSends.create(params);
    },
    onSuccess: (s) => setTestSendId(s.testSendId),
  });
  const noSmtp = start.error instanceof BrandmailError && start.error.status === 409;
  const missing = freeHtml && (!html.trim() || !subject.trim());
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!recipients.length || tooMany || missing) return;
    setTestSendId(null);
    start.mutate();
  }
  async function loadFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    setFileProblem(null);
    if (!file) return;
    if (file.size > MAX_HTML_BYTES) return setFileProblem(`That file is ${(file.size / 1e6).toFixed(1)} MB; a test send takes up to 2 MB of HTML.`);
    const content = await file.text();
    setHtml(content);
    const title = /<title[^>]*>([^<]{1,300})<\/title>/i.exec(content)?.[1]?.trim();
    if (title && !subject.trim()) setSubject(title);
  }
  return (
    <div className="card test-send-card">
      <h2>Send a test</h2>
      <p className="muted small">The email goes to these inboxes with “[Test]” before its subject and merge tags filled with their fallbacks.</p>
      <form onSubmit={submit} aria-label="Send a test">
        {conversationId && (
          <fieldset className="connection-choice send-choice">
            <legend>What to send</legend>
            <label className="check">
              <input type="radio" name="test-mode" checked={mode === 'email'} onChange={() => setMode('email')} /> This email
            </label>
            <label className="check">
              <input type="radio" name="test-mode" checked={mode === 'html'} onChange={() => setMode('html')} /> My own HTML
            </label>
          </fieldset>
        )}
        {!freeHtml && series && (
          <div className="field spaced">
            <label htmlFor="test-position">Email to send</label>
            <select id="test-position" value={chosen} onChange={(e) => setPosition(e.target.value)} aria-describedby="test-position-help">
              {series.map((e) => (
                <option key={e.position} value={String(e.position)}>
                  Email {e.position} of {series.length} · {roleLabel(e.role)}
                </option>
              ))}
              <option value="all">All {series.length}, in order</option>
            </select>
            <span id="test-position-help" className="muted small">
              Each copy’s subject says its place: “[Test] 2 of {series.length} · …”.
            </span>
          </div>
        )}
        {freeHtml && (
          <>
            <div className="field spaced">
              <label htmlFor="test-subject">Subject</label>
              <input id="test-subject" required maxLength={300} value={subject} onChange={(e) => setSubject(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="test-html">HTML</label>
              <textarea id="test-html" className="mono" rows={6} required value={html} onChange={(e) => setHtml(e.target.value)} placeholder="<!doctype html><html>…</html>" spellCheck={false} />
            </div>
            <div className="field">
              <label htmlFor="test-html-file">Or load an HTML file</label>
              <input id="test-html-file" type="file" accept=".html,.htm,text/html" onChange={loadFile} />
              {fileProblem && <p className="error small" role="alert">{fileProblem}</p>}
            </div>
          </>
        )}
        <div className="field spaced">
          <label htmlFor="test-from">From (optional)</label>
          <input id="test-from" maxLength={300} value={from} onChange={(e) => setFrom(e.target.value)} placeholder="Acme <news@acme.example>" aria-describedby="test-from-help" />
          <span id="test-from-help" className="muted small">
            {freeHtml ? 'Empty: the sender of the brand chosen below.' : 'Empty: the brand’s sender (its name and contact address).'}
          </span>
        </div>
        {freeHtml && !from.trim() && (
          <div className="field spaced">
            <label htmlFor="test-project">Brand (for the sender)</label>
            <select id="test-project" value={projectId} onChange={(e) => setProjectId(e.target.value)}>
              <option value="">None</option>
              {(projects.data?.data ?? []).map((p) => (
                <option key={p.projectId} value={p.projectId}>{p.name}</option>
              ))}
            </select>
          </div>
        )}
        <div className="field spaced">
          <label htmlFor="test-recipients">Recipients (up to {MAX_RECIPIENTS})</label>
          <textarea id="test-recipients" rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder="you@example.com, colleague@example.com" aria-describedby="test-recipients-count" />
          <p id="test-recipients-count" className={`small ${tooMany ? 'error' : 'muted'}`}>
            {tooMany ? `${recipients.length} addresses: at most ${MAX_RECIPIENTS} per test.` : `${recipients.length} of ${MAX_RECIPIENTS}`}
          </p>
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={start.isPending || !recipients.length || tooMany || missing}>
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
  // A test send of several emails of a series: the rows grouped by email, each group headed by its subject as sent ("[Test] 2 of 3 · …").
  const groups = s?.emails && s.emails.length > 1 ? s.emails.map((e) => ({ head: e.subject, rows: s.recipients.filter((r) => r.position === e.position) })) : [{ head: null, rows: s?.recipients ?? [] }];
  const sent = s && (groups.length > 1 ? `Sent ${groups.length} emails, “${s.emails![0].subject}” first, from ${s.from}` : `Sent “${s.subject}” from ${s.from}`);
  return (
    <div className="test-send-status" aria-live="polite">
      {send.error && <ErrorNote error={send.error} what="follow the test send" />}
      {s && (
        <>
          <p role="status" className={s.status === 'failed' ? 'error' : s.status === 'completed' ? 'ok' : ''}>
            {s.status === 'pending' ? 'Sending…' : s.status === 'completed' ? sent : `The test send failed: ${s.error ?? 'no reason given'}`}
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
              {groups.map((g) => (
                <tbody key={g.head ?? 'all'}>
                  {g.head && (
                    <tr className="test-send-email">
                      <th scope="colgroup" colSpan={3}>{g.head}</th>
                    </tr>
                  )}
                  {g.rows.map((r) => (
                    <tr key={`${r.position}-${r.address}`}>
                      <td>{r.address}</td>
                      <td className={r.status === 'accepted' ? 'ok' : r.status === 'rejected' ? 'bad' : ''}>{LABEL[r.status]}</td>
                      <td className="mono small">{r.response ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
    </div>
  );
}
