import type { ErrorDetail } from '../errors';

/** What a pool thread sends back for a task: its result, or an API error to answer with as is. */
export type TaskOutcome =
  | { ok: true; value: unknown }
  | { ok: false; error: { code: string; status: number; message: string; details?: ErrorDetail[] } };
