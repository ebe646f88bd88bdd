import { useState } from 'react';
import { EmailFrame, type FrameOptions } from './EmailFrame';
import { OutputActions } from './OutputActions';

type Email = { html: string; react: string; text: string; subject: string; preheader: string; version: number; sizeBytes?: number };

/**
 * An email as the inbox shows it: sender line, subject, preheader, then the body at desktop or
 * phone width, light or dark. `place` is an email of a series: its files are named by it.
 */
export function EmailView({ email, highlight, label, place }: { email: Email; highlight?: FrameOptions['highlight']; label?: string; place?: { position: number; role: string } }) {
  const [width, setWidth] = useState<FrameOptions['width']>('desktop');
  const [scheme, setScheme] = useState<FrameOptions['scheme']>('light');
  const [imagesOff, setImagesOff] = useState(false);
  return (
    <div className="card email-view">
      <div className="inbox-line">
        {label && <p className="series-label muted small">{label}</p>}
        <p className="subject">{email.subject}</p>
        <p className="preheader muted">{email.preheader}</p>
      </div>
      <div className="toolbar">
        <div role="group" aria-label="Width" className="segmented">
          <button type="button" aria-pressed={width === 'desktop'} onClick={() => setWidth('desktop')}>Desktop</button>
          <button type="button" aria-pressed={width === 'mobile'} onClick={() => setWidth('mobile')}>Mobile</button>
        </div>
        <div role="group" aria-label="Colour scheme" className="segmented">
          <button type="button" aria-pressed={scheme === 'light'} onClick={() => setScheme('light')}>Light</button>
          <button type="button" aria-pressed={scheme === 'dark'} onClick={() => setScheme('dark')}>Dark</button>
        </div>
        <button type="button" className="toggle" aria-pressed={imagesOff} onClick={() => setImagesOff(!imagesOff)} title="Show the email as a client that blocks images does: alt text in place of each image">
          Images off
        </button>
        <span className="muted small">Version {email.version}{email.sizeBytes ? ` · ${Math.round(email.sizeBytes / 1024)} KB` : ''}</span>
      </div>
      <EmailFrame html={email.html} title={`${label ?? 'Email'}: ${email.subject}`} options={{ width, scheme, imagesOff, highlight }} />
      <OutputActions email={email} version={email.version} place={place} />
    </div>
  );
}
