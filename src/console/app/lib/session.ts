/**
 * The API key lives in sessionStorage only: gone when the tab closes, never in a URL, a cookie
 * or a log line. Each tab signs in on its own.
 */
const KEY = 'brandmail.apiKey';

export function storedKey(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeKey(value: string | null): void {
  if (value) sessionStorage.setItem(KEY, value);
  else sessionStorage.removeItem(KEY);
}
