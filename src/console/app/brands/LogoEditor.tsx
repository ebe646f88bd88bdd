import { useState, type FormEvent } from 'react';
import type { Project } from '@brandmail/sdk';
import { describeError } from '../lib/client';
import { useClient } from '../lib/context';

/** Loads the image as the browser would in an email, for its pixel size (the API needs it). */
function measure(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => (img.naturalWidth > 0 ? resolve({ width: img.naturalWidth, height: img.naturalHeight }) : reject(new Error('empty image')));
    img.onerror = () => reject(new Error('not loadable'));
    img.src = url;
  });
}

/**
 * Replaces the logo with one the user hosts, by its address (PATCH brand.logo). The API takes a
 * URL with the image's size, not a file: an upload would need a server route that stores it.
 */
export function LogoEditor({ project, onSaved }: { project: Project; onSaved(p: Project): void }) {
  const client = useClient();
  const [url, setUrl] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const address = url.trim();
    if (!/^https?:\/\/\S+$/i.test(address)) return setMessage({ ok: false, text: 'Enter the full address of the image, starting with https://.' });
    // Gmail, Outlook and most clients do not show SVG; Outlook on Windows does not show WebP.
    if (/\.(svg|webp)(\?|#|$)/i.test(address)) return setMessage({ ok: false, text: 'Email clients do not show SVG or WebP reliably: use a PNG (or JPEG/GIF).' });
    setBusy(true);
    try {
      let size: { width: number; height: number };
      try {
        size = await measure(address);
      } catch {
        setMessage({ ok: false, text: 'That image could not be loaded: check the address is public and points at an image.' });
        return;
      }
      const next = await client.projects.update(project.projectId, { brand: { logo: { url: address, ...size } } });
      onSaved(next);
      setUrl('');
      setMessage({ ok: true, text: `Logo saved (${size.width}×${size.height} px). Re-imports keep it.` });
    } catch (err) {
      setMessage({ ok: false, text: describeError(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="logo-form" onSubmit={save}>
      <div className="field">
        <label htmlFor="logo-url">Use a logo from an address</label>
        <span className="inline-input">
          <input id="logo-url" type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/logo.png" aria-describedby="logo-help" />
          <button type="submit" disabled={busy || !url.trim()}>{busy ? 'Saving…' : 'Use this logo'}</button>
        </span>
        <span id="logo-help" className="muted small">A PNG on a public address; emails show it from there.</span>
      </div>
      {message && (
        <p className={message.ok ? 'ok' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </form>
  );
}
