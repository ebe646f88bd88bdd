import { Brandmail, BrandmailError } from '@brandmail/sdk';

/** The SDK, pointed at the server the console came from. */
export function createClient(apiKey: string): Brandmail {
  return new Brandmail({ apiKey, baseUrl: window.location.origin, timeout: 120_000, maxRetries: 1 });
}

/** What to tell a person about a failed call. */
export function describeError(err: unknown): string {
  if (err instanceof BrandmailError) {
    if (err.code === 'INSUFFICIENT_PERMISSIONS') return `This API key may not do that (${err.message})`;
    if (err.code === 'INVALID_API_KEY') return 'The API key is invalid or has been revoked.';
    return err.message;
  }
  return err instanceof Error ? err.message : String(err);
}

export function isForbidden(err: unknown): boolean {
  return err instanceof BrandmailError && err.code === 'INSUFFICIENT_PERMISSIONS';
}

export { BrandmailError };
