import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * An image from a brand's site that may not load (moved, hot-linking refused, a private host):
 * `fallback` takes its place instead of a broken-image box — an email with that address would
 * show the same broken box, so the place it fails is where to say so. A new address tries again.
 */
export function LoadedImage({ fallback, ...img }: ImgHTMLAttributes<HTMLImageElement> & { fallback: ReactNode }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (img.src && failed === img.src) return <>{fallback}</>;
  return <img {...img} onError={() => setFailed(img.src)} />;
}
