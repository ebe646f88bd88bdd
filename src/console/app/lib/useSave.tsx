import { useCallback, useState } from 'react';
import { describeError, isForbidden } from './client';

/** `forbidden`: the key lacks the permission — said as a note, not an alarm (as ErrorNote does). */
export type SaveMessage = { ok: boolean; text: string; forbidden?: boolean };

/**
 * The one way a console form or row action calls the API: `busy` while it runs (buttons show
 * "Saving…" and stay disabled), the previous message cleared, a failure described in words for
 * a person, and what succeeded said if the action returns a sentence.
 *
 *   const save = useSave();
 *   save.run(async () => { await client.x(); return 'Saved.'; });
 *   <SaveNote message={save.message} />
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const run = useCallback(async (action: () => Promise<string | void>): Promise<boolean> => {
    setBusy(true);
    setMessage(null);
    try {
      const done = await action();
      if (done) setMessage({ ok: true, text: done });
      return true;
    } catch (err) {
      setMessage(
        isForbidden(err)
          ? { ok: false, forbidden: true, text: 'This API key may not do that. Ask an account holder for a key with that permission.' }
          : { ok: false, text: describeError(err) },
      );
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const fail = useCallback((text: string) => setMessage({ ok: false, text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { busy, message, run, fail, clear };
}

/** A save's outcome: a status line when it worked, an alert when it did not, a note when the key may not. */
export function SaveNote({ message, errorsOnly = false }: { message: SaveMessage | null; errorsOnly?: boolean }) {
  if (!message || (errorsOnly && message.ok)) return null;
  if (message.forbidden) {
    return (
      <p className="note" role="status">
        {message.text}
      </p>
    );
  }
  return (
    <p className={message.ok ? 'ok' : 'error'} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </p>
  );
}
