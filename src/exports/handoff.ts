import { newId } from '../lib/ids';

const HANDOFF_TTL_MS = 30 * 60_000;

/**
 * Credentials sent with an export request are "used once, never stored": they are held here, in
 * this process's memory only, keyed by export id, from the request until the export settles. They
 * never reach the database, the job data or a log line. `holder` names this process in the job's
 * data, so on pg-boss a node that does not hold them can leave the job to one that does.
 */
export class CredentialHandoff {
  readonly holder = newId('job').slice(4);
  private readonly held = new Map<string, { credentials: Record<string, unknown>; expires: number }>();

  put(exportId: string, credentials: Record<string, unknown>): void {
    for (const [id, entry] of this.held) if (entry.expires <= Date.now()) this.held.delete(id);
    this.held.set(exportId, { credentials, expires: Date.now() + HANDOFF_TTL_MS });
  }

  take(exportId: string): Record<string, unknown> | undefined {
    const entry = this.held.get(exportId);
    return entry && entry.expires > Date.now() ? entry.credentials : undefined;
  }

  drop(exportId: string): void {
    this.held.delete(exportId);
  }
}
