import { useRef, useState, type FormEvent } from 'react';
import type { Project } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { SaveNote, useSave } from '../lib/useSave';

/** The server's limit (PUT /v1/projects/{id}/logo); checked here too, so a big file is not sent for nothing. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml,.ico';

/** Loads the image as the browser would in an email, for its pixel size (the API needs it). */
function measure(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => (img.naturalWidth > 0 ? resolve({ width: img.naturalWidth, height: img.naturalHeight }) : reject(new Error('empty image')));
    img.onerror = () => reject(new Error('not loadable'));
    img.src = url;
  });
}

/** Replaces the logo: a file uploaded to brandmail, or an image the user hosts, by its address. */
export function LogoEditor({ project, onSaved }: { project: Project; onSaved(p: Project): void }) {
  return (
    <div className="logo-forms">
      <LogoUpload project={project} onSaved={onSaved} />
      <LogoByAddress project={project} onSaved={onSaved} />
    </div>
  );
}

/**
 * Uploads a file (PUT /v1/projects/{id}/logo): the server reads it, stores it as a PNG at a public
 * address emails can load, and keeps it across re-imports. SVG is accepted here, since the server
 * draws it to a PNG.
 */
function LogoUpload({ project, onSaved }: { project: Project; onSaved(p: Project): void }) {
  const client = useClient();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(false);
  const { busy, message, run, fail } = useSave();

  async function upload(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return fail('Choose an image file first.');
    if (file.size > MAX_UPLOAD_BYTES) return fail(`That file is ${(file.size / 1024 / 1024).toFixed(1)} MB; a logo may be at most 5 MB.`);
    await run(async () => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const next = await client.projects.uploadLogo(project.projectId, bytes, { contentType: file.type || undefined });
      onSaved(next);
      if (input.current) input.current.value = '';
      setChosen(false);
      const logo = next.brand?.logo;
      return logo ? `Logo uploaded (${logo.width}×${logo.height} px PNG). Re-imports keep it.` : 'Logo uploaded; it shows once the import completes.';
    });
  }

  return (
    <form className="logo-form" onSubmit={upload}>
      <div className="field">
        <label htmlFor="logo-file">Upload a logo file</label>
        <span className="inline-input">
          <input id="logo-file" ref={input} type="file" accept={ACCEPT} onChange={(e) => setChosen(!!e.target.files?.length)} aria-describedby="logo-file-help" />
          <button type="submit" disabled={busy || !chosen}>{busy ? 'Uploading…' : 'Upload'}</button>
        </span>
        <span id="logo-file-help" className="muted small">PNG, JPEG, GIF, WebP or SVG, up to 5 MB. brandmail stores it as a PNG that every email client shows.</span>
      </div>
      <SaveNote message={message} />
    </form>
  );
}

/** Uses an image the user hosts (PATCH brand.logo): the API takes its URL with its size, measured here. */
function LogoByAddress({ project, onSaved }: { project: Project; onSaved(p: Project): void }) {
  const client = useClient();
  const [url, setUrl] = useState('');
  const { busy, message, run, fail } = useSave();

  async function save(event: FormEvent) {
    event.preventDefault();
    const address = url.trim();
    if (!/^https?:\/\/\S+$/i.test(address)) return fail('Enter the full address of the image, starting with https://.');
    // Gmail, Outlook and most clients do not show SVG; Outlook on Windows does not show WebP.
    if (/\.(svg|webp)(\?|#|$)/i.test(address)) return fail('Email clients do not show SVG or WebP reliably: use a PNG (or JPEG/GIF), or upload the file, which brandmail turns into a PNG.');
    await run(async () => {
      let size: { width: number; height: number };
      try {
        size = await measure(address);
      } catch {
        throw new Error('That image could not be loaded: check the address is public and points at an image.');
      }
      onSaved(await client.projects.update(project.projectId, { brand: { logo: { url: address, ...size } } }));
      setUrl('');
      return `Logo saved (${size.width}×${size.height} px). Re-imports keep it.`;
    });
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
      <SaveNote message={message} />
    </form>
  );
}
