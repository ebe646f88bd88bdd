import { useState } from 'react';

/**
 * The logo on light and on dark. An address that does not load (moved, hot-linking refused, a
 * private host) is said in words instead of two broken-image boxes: an email with that address
 * would show the same broken box, and the forms below are how to mend it. A new address tries again.
 */
export function LogoPair({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (failed === url) {
    return (
      <p className="note" role="status">
        The logo’s address did not load, so an email would show a broken image in its place: upload the file or give an address that loads below.
      </p>
    );
  }
  const onError = () => setFailed(url);
  return (
    <div className="logo-pair">
      <figure className="logo-on light">
        <img src={url} alt={`${name} logo on a light background`} onError={onError} />
        <figcaption>On light</figcaption>
      </figure>
      <figure className="logo-on dark">
        <img src={url} alt={`${name} logo on a dark background`} onError={onError} />
        <figcaption>On dark</figcaption>
      </figure>
    </div>
  );
}
