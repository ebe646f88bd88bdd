import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { BrandKit, ImportStatus, Project } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { SaveNote, useSave } from '../lib/useSave';
import { ImportProgress } from './ImportProgress';
import { ErrorNote } from '../components/ErrorNote';
import { ColorEditor } from './ColorEditor';
import { FontEditor } from './FontEditor';
import { LogoEditor } from './LogoEditor';
import { PageHead } from '../components/PageHead';
import { LogoPair } from './LogoPair';
import { LoadedImage } from '../components/LoadedImage';

/** One brand's kit, shown the way a designer would lay it out, with its colours editable. */
export function BrandPage({ params }: { params: { projectId: string } }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const project = useQuery({ queryKey: ['project', params.projectId], queryFn: () => client.projects.get(params.projectId) });
  const reimport = useReimport(params.projectId, (next) => {
    queryClient.setQueryData(['project', next.projectId], next);
    void queryClient.invalidateQueries({ queryKey: ['projects'] });
  });
  if (project.isPending) return <p className="page muted">Loading the brand…</p>;
  if (project.error) return <section className="page"><ErrorNote error={project.error} what="open this brand" /></section>;
  const p = project.data;
  const kit = p.brand;
  const saved = (next: Project) => {
    queryClient.setQueryData(['project', p.projectId], next);
    void queryClient.invalidateQueries({ queryKey: ['projects'] });
  };
  return (
    <section className="page" aria-labelledby="brand-title">
      <PageHead
        id="brand-title"
        crumb={{ href: '/', label: 'Brands' }}
        title={p.name}
        subtitle={kit?.tagline}
        actions={
          <div className="head-actions">
            {p.status !== 'pending' && <ReimportButton reimport={reimport} />}
            {kit && (
              <Link href={`/write/${p.projectId}`} className="button primary">
                Write an email
              </Link>
            )}
          </div>
        }
      />
      {reimport.busy && reimport.status && <ImportProgress status={reimport.status} />}
      <SaveNote message={reimport.message} />
      {p.status === 'failed' && (
        <p className="error" role="alert">
          The import failed: {p.error}
        </p>
      )}
      {p.status === 'pending' && <p className="note">The import is still running.</p>}
      {/* A new import (again) starts the editors from the kit it made. */}
      {!kit ? null : <Kit key={p.completedAt ?? ''} kit={kit} project={p} onSaved={saved} />}
    </section>
  );
}

/**
 * Imports the brand again from its addresses (the site changed), following the job's stages as
 * the first import does. Corrections made here (colours, fonts, logo) are kept by the API.
 */
function useReimport(projectId: string, onDone: (p: Project) => void) {
  const client = useClient();
  const [status, setStatus] = useState<ImportStatus | null>(null);
  const save = useSave();
  const start = () =>
    save.run(async () => {
      setStatus(null);
      const next = await client.projects.reimportAndWait(projectId, { onProgress: setStatus, pollInterval: 400, maxPollInterval: 1_500, timeout: 180_000 });
      onDone(next);
      return `Imported again from ${next.urls.length === 1 ? 'its address' : `its ${next.urls.length} addresses`}; your corrections are kept.`;
    });
  return { ...save, status, start };
}

function ReimportButton({ reimport }: { reimport: ReturnType<typeof useReimport> }) {
  return (
    <button type="button" onClick={() => void reimport.start()} disabled={reimport.busy}>
      {reimport.busy ? 'Importing…' : 'Import again'}
    </button>
  );
}

function Kit({ kit, project, onSaved }: { kit: BrandKit; project: Project; onSaved(p: Project): void }) {
  const hasContact = !!(kit.contact.email || kit.contact.phone || kit.contact.address);
  return (
    <div className="kit">
      <section className="card kit-logo" aria-labelledby="logo-title">
        <h2 id="logo-title">Logo</h2>
        {kit.logo ? (
          <LogoPair url={kit.logo.url} name={kit.name} />
        ) : (
          <p className="muted">No logo was found. Upload one or give its address below, or re-import from the home page.</p>
        )}
        <LogoEditor project={project} onSaved={onSaved} />
        {kit.description && <p>{kit.description}</p>}
      </section>

      <ColorEditor project={project} kit={kit} onSaved={onSaved} />

      <FontEditor project={project} kit={kit} onSaved={onSaved} />

      <section className="card" aria-labelledby="voice-title">
        <h2 id="voice-title">Voice</h2>
        {kit.voice.tone.length > 0 ? (
          <ul className="chips" aria-label="Tone">
            {kit.voice.tone.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">No tone could be read from the copy.</p>
        )}
        {kit.voice.sampleCopy.length > 0 && (
          <ul className="samples">
            {kit.voice.sampleCopy.slice(0, 6).map((s, i) => (
              <li key={i}>
                <span className="tag">{s.role}</span> “{s.text}”
              </li>
            ))}
          </ul>
        )}
        {kit.language && <p className="muted small">Language: {kit.language}</p>}
      </section>

      <section className="card" aria-labelledby="links-title">
        <h2 id="links-title">Links and contact</h2>
        {hasContact && (
          <dl className="facts">
            {kit.contact.email && (<><dt>Email</dt><dd>{kit.contact.email}</dd></>)}
            {kit.contact.phone && (<><dt>Phone</dt><dd>{kit.contact.phone}</dd></>)}
            {kit.contact.address && (<><dt>Address</dt><dd>{kit.contact.address}</dd></>)}
          </dl>
        )}
        {kit.socialLinks.length > 0 && (
          <ul className="links">
            {kit.socialLinks.map((l) => (
              <li key={l.url}>
                <span className="tag">{l.platform}</span>{' '}
                <a href={l.url} target="_blank" rel="noopener noreferrer">{l.url}</a>
              </li>
            ))}
          </ul>
        )}
        {/* Said of what is missing: a kit with only a postal address has contact details, not "no contact". */}
        {kit.socialLinks.length === 0 && <p className="muted">{hasContact ? 'No social links were found.' : 'No social links or contact details were found.'}</p>}
      </section>

      {kit.images.length > 0 && (
        <section className="card kit-wide" aria-labelledby="images-title">
          <h2 id="images-title">Imagery</h2>
          <ul className="image-strip">
            {kit.images.slice(0, 8).map((img) => (
              <li key={img.url}>
                <LoadedImage src={img.url} alt={img.alt} loading="lazy" fallback={<span className="muted small image-unloaded">This picture’s address did not load.</span>} />
                <span className="tag">{img.role}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
