import { useState } from 'react';
import { seriesFiles } from '@brandmail/sdk';

type Output = { html: string; react: string; text: string; subject: string };

const FORMATS = [
  { key: 'html', label: 'HTML', ext: 'html', type: 'text/html' },
  { key: 'react', label: 'React', ext: 'tsx', type: 'text/plain' },
  { key: 'text', label: 'Plain text', ext: 'txt', type: 'text/plain' },
] as const;

/**
 * Copy or download each form of the email. An email of a series (`place`) is downloaded under the
 * SDK's file names (02-reassurance.html, .tsx, .txt), as the zip export and `brandmail generate
 * --out-dir` name it; a single email as its subject and version.
 */
export function OutputActions({ email, version, place }: { email: Output; version: number; place?: { position: number; role: string } }) {
  const [copied, setCopied] = useState<string | null>(null);
  const base = slug(email.subject) || 'email';
  const fileName = (key: (typeof FORMATS)[number]['key'], ext: string) => (place ? seriesFiles(place)[key] : `${base}-v${version}.${ext}`);
  async function copy(key: (typeof FORMATS)[number]['key'], label: string) {
    try {
      await navigator.clipboard.writeText(email[key]);
      setCopied(`${label} copied`);
    } catch {
      setCopied('Copying is not allowed here: use Download');
    }
  }
  function download(key: (typeof FORMATS)[number]['key'], ext: string, type: string) {
    const url = URL.createObjectURL(new Blob([email[key]], { type: `${type};charset=utf-8` }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName(key, ext);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
  return (
    <div className="output-actions">
      {FORMATS.map((f) => (
        <div key={f.key} className="output-row" role="group" aria-label={f.label}>
          <span className="output-label">{f.label}</span>
          <button type="button" onClick={() => copy(f.key, f.label)}>Copy</button>
          <button type="button" onClick={() => download(f.key, f.ext, f.type)}>Download</button>
        </div>
      ))}
      <p className="muted small" role="status" aria-live="polite">{copied ?? ''}</p>
    </div>
  );
}

function slug(s: string): string {
  return s.toLowerCase().normalize('NFKD').replace(/[^\w]+/g, '-').replace(/^-|-$/g, '').slice(0, 50);
}
