import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import * as z from 'zod';
import type { TestSendCreateParams } from '@brandmail/sdk';
import { CreateTestSendRequest, MAX_TEST_RECIPIENTS } from '../../../test-sends/schema';
import { BrandmailError } from '../lib/client';
import { useClient } from '../lib/context';
import { FieldError, field, serverErrors, useZodForm } from '../lib/form';
import { useBrandChoices } from '../components/BrandChoices';
import { SenderNote } from './SenderNote';
import { ErrorNote } from '../components/ErrorNote';
import { roleLabel } from '../write/SeriesList';

export const MAX_RECIPIENTS = MAX_TEST_RECIPIENTS;

/** Addresses from what a person typed: commas, semicolons, spaces or new lines between them. */
export function parseRecipients(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
}

const api = CreateTestSendRequest.shape;

/** The API's limits (CreateTestSendRequest's own, read from it, not copied): characters of a subject, of free HTML and of a From. */
const LIMITS = { subject: api.subject.unwrap().maxLength!, html: api.html.unwrap().maxLength!, from: api.from.unwrap().maxLength! };
/** Free HTML's limit in words: "2 MB". */
const HTML_LIMIT = `${LIMITS.html / 1e6} MB`;

/**
 * The form's fields checked by the API's rules (CreateTestSendRequest: a subject and HTML with
 * free HTML, 1–MAX_TEST_RECIPIENTS recipients, a From, each within the schema's limits),
 * the recipients typed as text. An address is only looked at here (something@something); the
 * SMTP server's answer for each is shown after sending.
 */
const TestSendFields = z
  .object({
    mode: z.enum(['email', 'html']),
    subject: z.string(),
    html: z.string(),
    // Empty: left out of the request (the brand's sender), not sent as "".
    from: z.string().trim().transform((v) => v || undefined).pipe(api.from),
    projectId: z.string(),
    position: z.string(),
    recipients: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'html') {
      if (!api.subject.unwrap().safeParse(v.subject).success) ctx.addIssue({ code: 'custom', path: ['subject'], message: v.subject.trim() ? `At most ${LIMITS.subject} characters.` : 'Give the test a subject.' });
      if (!api.html.unwrap().safeParse(v.html).success) ctx.addIssue({ code: 'custom', path: ['html'], message: v.html ? `At most ${HTML_LIMIT} of HTML.` : 'Paste the HTML, or load it from a file.' });
    }
    const list = parseRecipients(v.recipients);
    if (api.recipients.safeParse(list).success && list.every((a) => /^[^@\s]+@[^@\s]+$/.test(a))) return;
    const bad = list.filter((a) => !/^[^@\s]+@[^@\s]+$/.test(a) || !api.recipients.element.safeParse(a).success);
    const message = !list.length
      ? 'Enter at least one address.'
      : list.length > MAX_RECIPIENTS
        ? `${list.length} addresses: at most ${MAX_RECIPIENTS} per test.`
        : `Not an email address: ${bad.join(', ')}.`;
    ctx.addIssue({ code: 'custom', path: ['recipients'], message });
  });
type TestSendFields = z.input<typeof TestSendFields>;

/**
 * A test send to up to ten inboxes, with each recipient's answer from the SMTP server: the
 * generated email (when the screen has one) or HTML the person pastes or loads from a file, from
 * the brand's sender or a From they type. Of a series, one email ("Email 2 of 3") or all of them
 * in order, as the API's `position` takes them (the first by default, as the API's).
 */
export function TestSendForm({ conversationId }: { conversationId?: string }) {
  const client = useClient();
  const form = useZodForm(TestSendFields, {
    defaultValues: { mode: conversationId ? 'email' : 'html', subject: '', html: '', from: '', projectId: '', position: '1', recipients: '' } satisfies TestSendFields,
  });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [testSendId, setTestSendId] = useState<string | null>(null);
  const mode = form.watch('mode');
  const position = form.watch('position');
  const from = form.watch('from') ?? '';
  // The latest version's place in a series (shared with the page's title, useEmailSubject).
  const status = useQuery({ queryKey: ['status', conversationId], queryFn: () => client.emails.status(conversationId!), enabled: !!conversationId, retry: false });
  const series = status.data?.emails && status.data.emails.length > 1 ? status.data.emails : undefined;
  const chosen = series && (position === 'all' || Number(position) <= series.length) ? position : '1';
  const recipients = parseRecipients(form.watch('recipients') ?? '');
  const freeHtml = mode === 'html' || !conversationId;
  // The brands, for the sender of free HTML (a generated email's sender is its own brand's). Only
  // those whose import completed: a failed or unfinished import has no kit, so it names no sender
  // (the API would send from its placeholder) — asked of the API, so the pager counts only those.
  const senders = useBrandChoices({ selected: form.watch('projectId') || undefined, enabled: freeHtml && !from.trim(), status: 'completed', readyTo: 'send from' });
  const start = useMutation({ mutationFn: (params: TestSendCreateParams) => client.testSends.create(params), onSuccess: (s) => setTestSendId(s.testSendId) });
  const noSmtp = start.error instanceof BrandmailError && start.error.status === 409;
  // A refusal naming fields is said under them; anything else below the form.
  const [fieldsRefused, setFieldsRefused] = useState(false);

  const submit = form.handleSubmit(async (v) => {
    setTestSendId(null);
    setFieldsRefused(false);
    const list = parseRecipients(v.recipients);
    const sender = v.from ? { from: v.from } : {};
    const params: TestSendCreateParams = freeHtml
      ? { html: v.html, subject: v.subject.trim(), recipients: list, ...sender, ...(v.projectId && !v.from ? { projectId: v.projectId } : {}) }
      : { conversationId: conversationId!, recipients: list, ...sender, ...(series ? { position: chosen === 'all' ? ('all' as const) : Number(chosen) } : {}) };
    try {
      await start.mutateAsync(params);
    } catch (err) {
      setFieldsRefused(serverErrors(form, err, { subject: 'subject', html: 'html', from: 'from', projectId: 'projectId', position: 'position', recipients: 'recipients' }));
    }
  });
  async function loadFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    setFileProblem(null);
    if (!file) return;
    // The API counts characters; a character is at most 4 bytes of UTF-8, so a bigger file is not read.
    const tooBig = () => setFileProblem(`That file is ${(file.size / 1e6).toFixed(1)} MB; a test send takes up to ${HTML_LIMIT} of HTML.`);
    if (file.size > 4 * LIMITS.html) return tooBig();
    const content = await file.text();
    if (content.length > LIMITS.html) return tooBig();
    form.setValue('html', content, { shouldValidate: form.formState.isSubmitted });
    const title = new RegExp(`<title[^>]*>([^<]{1,${LIMITS.subject}})</title>`, 'i').exec(content)?.[1]?.trim();
    if (title && !form.getValues('subject').trim()) form.setValue('subject', title, { shouldValidate: form.formState.isSubmitted });
  }
  return (
    <div className="card test-send-card">
      <h2>Send a test</h2>
      <p className="muted small">The email goes to these inboxes with “[Test]” before its subject and merge tags filled with their fallbacks.</p>
      <form onSubmit={submit} aria-label="Send a test" noValidate>
        {conversationId && (
          <fieldset className="connection-choice send-choice">
            <legend>What to send</legend>
            <label className="check">
              <input type="radio" value="email" {...form.register('mode')} /> This email
            </label>
            <label className="check">
              <input type="radio" value="html" {...form.register('mode')} /> My own HTML
            </label>
          </fieldset>
        )}
        {!freeHtml && series && (
          <div className="field spaced">
            <label htmlFor="test-position">Email to send</label>
            <select {...field(form, 'position', 'test-position', 'test-position-help')} value={chosen}>
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
            <FieldError form={form} name="position" id="test-position" />
          </div>
        )}
        {freeHtml && (
          <>
            <div className="field spaced">
              <label htmlFor="test-subject">Subject</label>
              <input {...field(form, 'subject', 'test-subject')} aria-required="true" maxLength={LIMITS.subject} />
              <FieldError form={form} name="subject" id="test-subject" />
            </div>
            <div className="field">
              <label htmlFor="test-html">HTML</label>
              <textarea {...field(form, 'html', 'test-html')} aria-required="true" className="mono" rows={6} placeholder="<!doctype html><html>…</html>" spellCheck={false} />
              <FieldError form={form} name="html" id="test-html" />
            </div>
            <div className="field">
              <label htmlFor="test-html-file">Or load an HTML file</label>
              <input
                id="test-html-file"
                type="file"
                accept=".html,.htm,text/html"
                onChange={loadFile}
                aria-invalid={fileProblem ? true : undefined}
                aria-describedby={fileProblem ? 'test-html-file-error' : undefined}
              />
              {fileProblem && (
                <p id="test-html-file-error" className="field-error" role="alert">
                  {fileProblem}
                </p>
              )}
            </div>
          </>
        )}
        <div className="field spaced">
          <label htmlFor="test-from">From (optional)</label>
          <input {...field(form, 'from', 'test-from', 'test-from-help')} maxLength={LIMITS.from} placeholder="Acme <news@acme.example>" />
          <span id="test-from-help" className="muted small">
            {freeHtml ? 'Empty: the sender of the brand chosen below.' : 'Empty: the brand’s sender (its name and contact address).'}
          </span>
          <FieldError form={form} name="from" id="test-from" />
        </div>
        {freeHtml && !from.trim() && (
          <div className="field spaced">
            <label htmlFor="test-project">Brand (for the sender)</label>
            {senders.searchBox('test-project')}
            <select {...field(form, 'projectId', 'test-project')}>
              <option value="">None</option>
              {senders.options.map((p) => (
                <option key={p.projectId} value={p.projectId}>{p.name}</option>
              ))}
            </select>
            {senders.pager('Sender brand pages')}
            <SenderNote brand={senders.chosen} />
            <FieldError form={form} name="projectId" id="test-project" />
          </div>
        )}
        <div className="field spaced">
          <label htmlFor="test-recipients">Recipients (up to {MAX_RECIPIENTS})</label>
          <textarea {...field(form, 'recipients', 'test-recipients', 'test-recipients-count')} aria-required="true" rows={3} placeholder="you@example.com, colleague@example.com" />
          <p id="test-recipients-count" className={`small ${recipients.length > MAX_RECIPIENTS ? 'error' : 'muted'}`}>
            {recipients.length} of {MAX_RECIPIENTS}
          </p>
          <FieldError form={form} name="recipients" id="test-recipients" />
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={start.isPending}>
            {start.isPending ? 'Sending…' : 'Send test'}
          </button>
        </div>
      </form>
      {noSmtp && (
        <p className="note" role="status">
          <strong>Test sends are off on this server.</strong> It has no SMTP server configured; its operator sets <code>BRANDMAIL_SMTP_URL</code> (e.g. <code>smtps://user:pass@smtp.example.com:465</code>) to turn them on.
        </p>
      )}
      {start.error && !noSmtp && !fieldsRefused && <ErrorNote error={start.error} what="send the test" />}
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
