/** Timestamps are stored and returned as ISO 8601 UTC strings, which sort as text on both databases. */
export const nowIso = (): string => new Date().toISOString();
export const isoFromMs = (ms: number): string => new Date(ms).toISOString();
