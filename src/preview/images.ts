import { safeFetch, USER_AGENT } from '../lib/net';
import type { FetchedImage, ImageLoader } from './renderer';

const IMAGE_TIMEOUT_MS = 8_000;
const IMAGE_MAX_BYTES = 15 * 1024 * 1024;

/**
 * One download per image per preview, shared by every device (a 40-device preview would otherwise
 * fetch each image 40 times). Only images: anything else answers as a broken image.
 */
export function imageLoader(allowPrivate: boolean): ImageLoader {
  const cache = new Map<string, Promise<FetchedImage | null>>();
  return (url, userAgent) => {
    let pending = cache.get(url);
    if (!pending) {
      pending = safeFetch(url, {
        allowPrivate,
        timeoutMs: IMAGE_TIMEOUT_MS,
        maxBytes: IMAGE_MAX_BYTES,
        headers: { 'user-agent': `${userAgent} ${USER_AGENT}`, accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8' },
      }).then(
        (res) => {
          const contentType = (res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
          if (res.status >= 400 || (contentType && !contentType.startsWith('image/'))) return null;
          return { status: 200, contentType: contentType || 'application/octet-stream', body: res.body };
        },
        () => null,
      );
      cache.set(url, pending);
    }
    return pending;
  };
}
