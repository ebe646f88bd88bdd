import * as z from 'zod';
import type { Project } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { FieldError, field, useZodForm } from '../lib/form';
import { SaveNote, useSave } from '../lib/useSave';
import { LOGO_MAX_BYTES } from '../../../projects/schema';

/** The route's limit, checked here too, so a big file is not sent for nothing; said in MB as people say file sizes. */
const MAX_MB = LOGO_MAX_BYTES / 1024 / 1024;
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

/** A file chosen in the upload form, checked before it is sent (the server checks what it is). */
const LogoFile = z.object({
  file: z
    .custom<FileList>((v) => typeof FileList !== 'undefined' && v instanceof FileList && v.length > 0, 'Choose an image file first.')
    .superRefine((list, ctx) => {
      const size = list?.[0]?.size ?? 0;
      if (size > LOGO_MAX_BYTES) ctx.addIssue({ code: 'custom', message: `That file is ${(size / 1024 / 1024).toFixed(1)} MB; a logo may be at most ${MAX_MB} MB.` });
    }),
});

/**
 * Uploads a file (PUT /v1/projects/{id}/logo): the server reads it, stores it as a PNG at a public
 * address emails can load, and keeps it across re-imports. SVG is accepted here, since the server
 * draws it to a PNG.
 */
function LogoUpload({ project, onSaved }: { project: Project; onSaved(p: Project): void }) {
  const client = useClient();
  const form = useZodForm(LogoFile);
  const chosen = (form.watch('file')?.length ?? 0) > 0;
  const { busy, message, run } = useSave();

  const upload = form.handleSubmit(async ({ file: files }) => {
    const file = files[0];
    await run(async () => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const next = await client.projects.uploadLogo(project.projectId, bytes, { contentType: file.type || undefined });
      onSaved(next);
      form.reset();
      const logo = next.brand?.logo;
      return logo ? `Logo uploaded (${logo.width}×${logo.height} px PNG). Re-imports keep it.` : 'Logo uploaded; it shows once the import completes.';
    });
  });

  return (
    <form className="logo-form" onSubmit={upload} noValidate>
      <div className="field">
        <label htmlFor="logo-file">Upload a logo file</label>
        <span className="inline-input">
          <input {...field(form, 'file', 'logo-file', 'logo-file-help')} type="file" accept={ACCEPT} />
          <button type="submit" disabled={busy || !chosen}>{busy ? 'Uploading…' : 'Upload'}</button>
        </span>
        <FieldError form={form} name="file" id="logo-file" />
        <span id="logo-file-help" className="muted small">PNG, JPEG, GIF, WebP or SVG, up to {MAX_MB} MB. brandmail stores it as a PNG that every email client shows.</span>
      </div>
      <SaveNote message={message} />
    </form>
  );
}

/** An image address emails can show: http(s), and not a format most clients leave blank. */
const LogoAddress = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the address of the image.')
    .regex(/^https?:\/\/\S+$/i, 'Enter the full address of the image, starting with https://.')
    // Gmail, Outlook and most clients do not show SVG; Outlook on Windows does not show WebP.
    .refine((url) => !/\.(svg|webp)(\?|#|$)/i.test(url), 'Email clients do not show SVG or WebP reliably: use a PNG (or JPEG/GIF), or upload the file, which brandmail turns into a PNG.'),
});

/** Uses an image the user hosts (PATCH brand.logo): the API takes its URL with its size, measured here. */
function LogoByAddress({ project, onSaved }: { project: Project; onSaved(p: Project): void }) {
  const client = useClient();
  const form = useZodForm(LogoAddress, { defaultValues: { url: '' } });
  const typed = !!form.watch('url')?.trim();
  const { busy, message, run } = useSave();

  const save = form.handleSubmit(async ({ url: address }) => {
    let size: { width: number; height: number };
    try {
      size = await measure(address);
    } catch {
      form.setError('url', { message: 'That image could not be loaded: check the address is public and points at an image.' }, { shouldFocus: true });
      return;
    }
    await run(async () => {
      onSaved(await client.projects.update(project.projectId, { brand: { logo: { url: address, ...size } } }));
      form.reset();
      return `Logo saved (${size.width}×${size.height} px). Re-imports keep it.`;
    });
  });

  return (
    <form className="logo-form" onSubmit={save} noValidate>
      <div className="field">
        <label htmlFor="logo-url">Use a logo from an address</label>
        <span className="inline-input">
          <input {...field(form, 'url', 'logo-url', 'logo-help')} type="url" inputMode="url" placeholder="https://example.com/logo.png" />
          <button type="submit" disabled={busy || !typed}>{busy ? 'Saving…' : 'Use this logo'}</button>
        </span>
        <FieldError form={form} name="url" id="logo-url" />
        <span id="logo-help" className="muted small">A PNG on a public address; emails show it from there.</span>
      </div>
      <SaveNote message={message} />
    </form>
  );
}
