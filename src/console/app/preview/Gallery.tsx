import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CompatibilityResult, PreviewResult, SupportedDevice } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { ErrorNote } from '../components/ErrorNote';

const DARK: Record<SupportedDevice['darkModeBehaviour'], string> = {
  none: 'leaves the email unchanged',
  custom: 'applies the email’s own dark-mode styles',
  partial: 'darkens light backgrounds and lightens dark text',
  full: 'inverts every colour',
};

/** Follows a preview while it renders; then one card per device with its light and dark shots. */
export function Gallery({ previewId, devices, compatibility }: { previewId: string; devices: SupportedDevice[]; compatibility?: CompatibilityResult }) {
  const client = useClient();
  const [zoomed, setZoomed] = useState<{ shots: PreviewResult[]; at: number } | null>(null);
  const preview = useQuery({
    queryKey: ['preview', previewId],
    queryFn: () => client.previews.get(previewId),
    refetchInterval: (q) => (q.state.data?.status === 'pending' || !q.state.data ? 1_000 : false),
  });
  const p = preview.data;
  if (preview.error) return <ErrorNote error={preview.error} what="show the preview" />;
  if (!p) return <p className="muted" role="status">Loading the screenshots…</p>;
  const byDevice = new Map<string, PreviewResult[]>();
  for (const r of p.results) byDevice.set(r.deviceId, [...(byDevice.get(r.deviceId) ?? []), r]);
  return (
    <div className="gallery-wrap">
      {p.status === 'pending' && (
        <div className="card progress-block" role="status" aria-live="polite">
          <p>
            <strong>Rendering…</strong> {Math.round(p.progress * 100)}% of {p.results.length} screenshots
          </p>
          <progress max={100} value={Math.round(p.progress * 100)} aria-label="Preview progress" />
        </div>
      )}
      {p.status === 'failed' && <p className="error" role="alert">The preview failed: {p.error}</p>}
      {byDevice.size > 0 && (
        <p className="muted small gallery-caption">
          {byDevice.size} device{byDevice.size === 1 ? '' : 's'}
          {p.results.some((r) => r.darkMode) ? ', light and dark side by side' : ''}. Choose a screenshot to see it at full size.
        </p>
      )}
      <ul className="gallery" aria-label="Screenshots">
        {[...byDevice].map(([deviceId, shots]) => {
          const device = devices.find((d) => d.id === deviceId);
          return (
            // A card's rows (name, shots, notes) line up with its neighbours' (a subgrid), so a
            // row of cards reads as one strip of screenshots.
            <li key={deviceId} className={`card shot-card shot-${device?.type ?? 'phone'}`}>
              <div className="shot-card-head">
                <h3>{shots[0].deviceName}</h3>
                {!shots[0].deviceName.includes(shots[0].client) && <p className="muted small">{shots[0].client}</p>}
              </div>
              <div className="shot-pair">
                {shots.map((s, at) => (
                  <Shot key={`${s.darkMode}-${s.imagesOff}`} shot={s} onZoom={() => setZoomed({ shots, at })} />
                ))}
              </div>
              <div className="shot-notes">
                {device && shots.some((s) => s.darkMode) && <p className="muted small">In dark mode it {DARK[device.darkModeBehaviour]}.</p>}
                {device && <ClientNotes support={compatibility?.clients.find((c) => c.client === device.emulates)} />}
              </div>
            </li>
          );
        })}
      </ul>
      {zoomed && <Zoom shots={zoomed.shots} first={zoomed.at} onClose={() => setZoomed(null)} />}
    </div>
  );
}

/** What the client does not support of what this email uses: the usual reason one shot differs from another. */
function ClientNotes({ support }: { support?: CompatibilityResult['clients'][number] }) {
  if (!support) return null;
  const gaps = [...support.unsupported.map((f) => ({ ...f, level: 'not supported' })), ...support.partial.map((f) => ({ ...f, level: 'partly supported' }))];
  if (!gaps.length) return <p className="ok small client-notes">Supports everything this email uses.</p>;
  return (
    <details className="client-notes small">
      <summary>
        {gaps.length} feature{gaps.length === 1 ? '' : 's'} {support.name} handles differently
      </summary>
      <ul>
        {gaps.map((g) => (
          <li key={g.feature}>
            <strong>{g.title}</strong>: {g.level}
            {g.notes[0] ? <span className="muted"> — {g.notes[0]}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

const nameOf = (s: PreviewResult) => (s.deviceName.includes(s.client) ? s.deviceName : `${s.deviceName} in ${s.client}`);
const modeOf = (s: PreviewResult) => `${s.darkMode ? 'Dark' : 'Light'}${s.imagesOff ? ', images off' : ''}`;

function Shot({ shot, onZoom }: { shot: PreviewResult; onZoom(): void }) {
  const mode = modeOf(shot);
  return (
    <figure className={`shot ${shot.darkMode ? 'dark' : 'light'}`}>
      {shot.status === 'completed' && shot.thumbnailUrl ? (
        <button type="button" className="shot-button" onClick={onZoom} aria-label={`Zoom ${shot.deviceName}, ${mode}`}>
          <img src={shot.thumbnailUrl} alt={`${nameOf(shot)}, ${mode}`} loading="lazy" />
          <span className="zoom-hint" aria-hidden="true">
            Zoom
          </span>
        </button>
      ) : shot.status === 'failed' ? (
        <p className="error small shot-empty">Failed: {shot.error}</p>
      ) : (
        <p className="muted small shot-empty">Rendering…</p>
      )}
      <figcaption>{mode}</figcaption>
    </figure>
  );
}

/**
 * One screenshot at full size in a modal dialog (Escape or the button closes it), with its pair a
 * click away: light and dark of the same device compared in place, at the same scroll.
 */
function Zoom({ shots, first, onClose }: { shots: PreviewResult[]; first: number; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [at, setAt] = useState(first);
  const shot = shots[at];
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // The dialog would focus its first button (a mode); the keyboard starts on Close, as Escape does.
    close.current?.focus();
    return () => d?.close();
  }, []);
  const shown = shots.filter((s) => s.imageUrl);
  return (
    <dialog ref={dialog} className="zoom" aria-labelledby="zoom-title" onClose={onClose}>
      <div className="row-between">
        <h2 id="zoom-title">
          {shot.deviceName}
          {shot.deviceName.includes(shot.client) ? '' : ` · ${shot.client}`} · {modeOf(shot)}
        </h2>
        <div className="head-actions">
          {shown.length > 1 && (
            <div role="group" aria-label="Mode" className="segmented">
              {shots.map((s, i) =>
                s.imageUrl ? (
                  <button key={i} type="button" aria-pressed={i === at} onClick={() => setAt(i)}>
                    {modeOf(s)}
                  </button>
                ) : null,
              )}
            </div>
          )}
          <button type="button" ref={close} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </div>
      {shot.imageUrl && (
        <div className="zoom-image" tabIndex={0} role="region" aria-label="Screenshot at full size (scroll to see all of it)">
          <img src={shot.imageUrl} alt={`${nameOf(shot)}, ${modeOf(shot)}, full size`} width={shot.width ?? undefined} height={shot.height ?? undefined} />
        </div>
      )}
    </dialog>
  );
}
