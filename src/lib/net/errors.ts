/**
 * Why an outbound request failed, in terms a caller can act on. Brand import, the link checker,
 * webhooks and exports each turn these into their own user-facing wording; `message` is already
 * readable on its own.
 */
export type OutboundErrorKind =
  | 'invalid_url'
  | 'dns'
  | 'blocked'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'network';

export class OutboundError extends Error {
  readonly kind: OutboundErrorKind;
  /** The URL being fetched when the error happened (the redirect hop, not always the first URL). */
  readonly url?: string;

  constructor(kind: OutboundErrorKind, message: string, options: { url?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'OutboundError';
    this.kind = kind;
    this.url = options.url;
  }
}

export function isOutboundError(err: unknown): err is OutboundError {
  return err instanceof OutboundError;
}

/** Finds an OutboundError anywhere in a `cause` chain (undici wraps connector errors in a TypeError). */
export function findOutboundError(err: unknown): OutboundError | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutboundError) return e;
  }
  return undefined;
}
