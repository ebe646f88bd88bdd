import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import * as z from 'zod';
import { describeError } from '../lib/client';
import { useClient } from '../lib/context';
import { FieldError, field, serverErrors, useZodForm } from '../lib/form';
import { MAX_PROMPT } from './PromptForm';
import { ErrorNote } from '../components/ErrorNote';
import { EmailView } from './EmailView';
import { SeriesList } from './SeriesList';
import { STACKED, useMediaQuery } from '../lib/useMediaQuery';

/** A change asked of the shown email (the API's RefineRequest, as long as a prompt may be). */
const Change = z.object({ prompt: z.string().trim().min(1, 'Say what to change, e.g. “make it shorter”.').max(MAX_PROMPT) });

/**
 * A conversation: the prompts asked so far, every version they made (any one can be opened
 * again, and restored as the latest), a box to ask for a change, and the chosen version's email —
 * or, for a series, its emails in order, any one of them shown.
 */
export function Conversation({ conversationId }: { conversationId: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  // In a series version, the email shown (1 = the first).
  const [position, setPosition] = useState(1);
  const change = useZodForm(Change, { defaultValues: { prompt: '' } });
  const stacked = useMediaQuery(STACKED);
  const [refineError, setRefineError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  // What the last restore made, said until the next choice.
  const [restoredNote, setRestoredNote] = useState<string | null>(null);
  const conversation = useQuery({
    queryKey: ['conversation', conversationId],
    queryFn: () => client.emails.get(conversationId),
    // Poll while a version is being written; stop once it is done or failed.
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 700 : false),
  });
  const conv = conversation.data;
  const version = chosen ?? conv?.latestVersion ?? 0;
  const shown = conv?.versions.find((x) => x.version === version);
  const series = shown?.emails && shown.emails.length > 1 ? shown.emails : undefined;
  const at = series ? Math.min(position, series.length) : 1;
  const email = useQuery({
    queryKey: ['email', conversationId, version, at],
    enabled: !!shown,
    staleTime: Infinity,
    queryFn: async () => {
      const rendered = await client.emails.render({ document: series ? series[at - 1].document : shown!.document });
      return { ...rendered, version };
    },
  });
  const chooseVersion = (v: number | null) => {
    setChosen(v);
    setPosition(1);
    setRestoreError(null);
    setRestoredNote(null);
  };

  /** The shown version made the latest again (a copy of it, as a new version), then shown as the latest. */
  async function restore() {
    setRestoring(true);
    setRestoreError(null);
    try {
      const restored = await client.emails.restore(conversationId, version);
      await queryClient.invalidateQueries({ queryKey: ['conversation', conversationId] });
      chooseVersion(null);
      setRestoredNote(`Version ${restored.restoredFrom} is restored as version ${restored.version}, now the latest.`);
    } catch (err) {
      setRestoreError(describeError(err));
    } finally {
      setRestoring(false);
    }
  }

  const refine = change.handleSubmit(async ({ prompt }) => {
    setRefineError(null);
    try {
      await client.emails.refine(conversationId, { prompt });
      change.reset();
      chooseVersion(null);
      await queryClient.invalidateQueries({ queryKey: ['conversation', conversationId] });
    } catch (err) {
      if (!serverErrors(change, err, { prompt: 'prompt' })) setRefineError(describeError(err));
    }
  });

  if (conversation.error) return <ErrorNote error={conversation.error} what="open this conversation" />;
  if (!conv) return <p className="muted">Loading the conversation…</p>;
  const pending = conv.status === 'pending';
  const conversationCard = (
    <aside key="conversation" className="card conversation" aria-label="Conversation">
      <h2>Conversation</h2>
      <ol className="messages">
        {conv.messages.map((m) => (
          <li key={m.messageId} className={`message ${m.status}`}>
            <p className="prompt-text">{m.prompt}</p>
            {m.status === 'pending' && <p className="muted small" role="status">Writing…</p>}
            {m.status === 'failed' && <p className="error small">{m.error}</p>}
            {m.version != null && (
              <button type="button" className={`version-button${m.version === version ? ' current' : ''}`} aria-pressed={m.version === version} onClick={() => chooseVersion(m.version)}>
                Version {m.version}
                {m.version === conv.latestVersion ? ' (latest)' : ''}
              </button>
            )}
          </li>
        ))}
      </ol>
      <form onSubmit={refine} className="refine-form" noValidate>
        <label htmlFor="refine">Ask for a change</label>
        <textarea {...field(change, 'prompt', 'refine')} rows={2} maxLength={MAX_PROMPT} placeholder="Make it shorter · Add a P.S. · Make the button green" disabled={pending} />
        <FieldError form={change} name="prompt" id="refine" />
        <button type="submit" className="primary" disabled={pending || change.formState.isSubmitting}>
          {pending ? 'Writing…' : 'Refine'}
        </button>
        {refineError && <p className="error" role="alert">{refineError}</p>}
      </form>
      {conv.latestVersion > 0 && (
        <p className="small">
          <Link href={`/check/${conversationId}`}>Check the latest version →</Link>
          <br />
          <Link href={`/preview/${conversationId}`}>Preview it on devices →</Link>
          <br />
          <Link href={`/export/${conversationId}`}>Export or send a test →</Link>
        </p>
      )}
    </aside>
  );
  const emailColumn = (
    <div key="email" className="email-column">
      {pending && conv.latestVersion === 0 && (
        <div className="card progress-block" role="status" aria-live="polite">
          <p><strong>Writing the email…</strong> {Math.round(conv.progress * 100)}%</p>
          <progress max={100} value={Math.round(conv.progress * 100)} aria-label="Generation progress" />
        </div>
      )}
      {conv.status === 'failed' && conv.latestVersion === 0 && <p className="error" role="alert">{conv.error}</p>}
      {email.error && <ErrorNote error={email.error} what="show this version" />}
      {conv.latestVersion > 0 && version !== conv.latestVersion && (
        <div className="note version-note">
          <p role="status">
            You are looking at version {version}. Check, preview, export and test sends use the latest, version {conv.latestVersion}; this one can be copied or downloaded below, or restored:
            a copy of it becomes version {conv.latestVersion + 1}, the latest, and every version stays listed.
          </p>
          <p className="version-actions">
            <button type="button" className="primary" onClick={restore} disabled={restoring || pending}>
              {restoring ? 'Restoring…' : 'Restore this version'}
            </button>
            <button type="button" className="link-button" onClick={() => chooseVersion(null)}>
              Show the latest
            </button>
          </p>
          {restoreError && <p className="error" role="alert">{restoreError}</p>}
        </div>
      )}
      {restoredNote && version === conv.latestVersion && (
        <p className="note restored-note" role="status">
          {restoredNote}
        </p>
      )}
      {series && <SeriesList emails={series} sequence={shown?.sequence} current={at} onChoose={setPosition} />}
      {email.data && <EmailView email={email.data} label={series ? `Email ${at} of ${series.length}` : undefined} place={series?.[at - 1]} />}
    </div>
  );
  // Stacked on a phone, the conversation above the email pushed it ~800 px down the page: once
  // there is an email it comes first, the conversation (versions, "Ask for a change") under it.
  const emailFirst = stacked && conv.latestVersion > 0;
  return (
    <div className="write-grid">
      {emailFirst ? emailColumn : conversationCard}
      {emailFirst ? conversationCard : emailColumn}
    </div>
  );
}
