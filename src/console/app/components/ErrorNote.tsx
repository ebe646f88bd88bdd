import { describeError, isForbidden } from '../lib/client';

/** A failed call, said plainly; a permission the key lacks is a note, not an alarm. */
export function ErrorNote({ error, what }: { error: unknown; what: string }) {
  if (isForbidden(error)) {
    return (
      <p className="note" role="status">
        This API key may not {what}. Ask an account holder for a key with that permission.
      </p>
    );
  }
  return (
    <p className="error" role="alert">
      Could not {what}: {describeError(error)}
    </p>
  );
}
