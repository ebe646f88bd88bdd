import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { EmailPicker, useEmailSubject } from '../components/EmailPicker';
import { ErrorNote } from '../components/ErrorNote';
import { useClient } from '../lib/context';
import { DevicePicker } from './DevicePicker';
import { Gallery } from './Gallery';
import { PageHead } from '../components/PageHead';

/** Preview: screenshots of an email on devices and email clients, light and dark side by side. */
export function PreviewPage({ params }: { params: { conversationId?: string } }) {
  if (!params.conversationId) {
    return <EmailPicker title="Preview" base="/preview" intro="Choose an email to see it on phones, tablets, desktop apps and webmail, in light and dark mode." />;
  }
  return <PreviewEmail key={params.conversationId} conversationId={params.conversationId} />;
}

function PreviewEmail({ conversationId }: { conversationId: string }) {
  const client = useClient();
  const subject = useEmailSubject(conversationId);
  const devices = useQuery({ queryKey: ['devices'], queryFn: () => client.previews.devices(), staleTime: Infinity });
  const [chosen, setChosen] = useState<string[]>([]);
  const [dark, setDark] = useState(true);
  const [previewId, setPreviewId] = useState<string | null>(null);
  // The latest earlier preview of this email, shown until a new one is asked for.
  const earlier = useQuery({ queryKey: ['previews', conversationId], queryFn: () => client.previews.list({ conversationId, limit: 1 }) });
  const shownId = previewId ?? earlier.data?.data[0]?.previewId ?? null;
  const start = useMutation({
    mutationFn: () => client.previews.create({ conversationId, devices: chosen, darkMode: dark ? 'both' : false }),
    onSuccess: (p) => setPreviewId(p.previewId),
  });
  const shots = chosen.length * (dark ? 2 : 1);
  // Which features each client lacks: what explains a difference between two shots.
  const compatibility = useQuery({ queryKey: ['compatibility', conversationId], enabled: !!shownId, staleTime: Infinity, queryFn: () => client.validate.compatibility({ conversationId }) });
  return (
    <section className="page" aria-labelledby="preview-title">
      <PageHead
        id="preview-title"
        crumb={{ href: '/preview', label: 'Preview' }}
        title={subject ?? 'Preview this email'}
        subtitle={
          <>
            Screenshots of the latest version, rendered on the server. <Link href={`/export/${conversationId}`}>Export it</Link>
          </>
        }
      />
      <div className="preview-grid">
        <div className="card preview-controls">
          <h2>Devices and clients</h2>
          {devices.error && <ErrorNote error={devices.error} what="list the devices" />}
          {devices.data && <DevicePicker devices={devices.data} chosen={chosen} onChange={setChosen} />}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (chosen.length) start.mutate();
            }}
            aria-label="Render screenshots"
          >
            <label className="check spaced-top">
              <input type="checkbox" checked={dark} onChange={(e) => setDark(e.target.checked)} /> Light and dark mode pairs
            </label>
            <div className="actions">
              <button type="submit" className="primary" disabled={!chosen.length || start.isPending}>
                {chosen.length ? `Render ${shots} screenshot${shots === 1 ? '' : 's'}` : 'Choose at least one device'}
              </button>
            </div>
            {start.error && <ErrorNote error={start.error} what="start the preview" />}
          </form>
        </div>
        <div className="preview-results">
          {shownId ? <Gallery previewId={shownId} devices={devices.data ?? []} compatibility={compatibility.data} /> : <p className="empty">No screenshots yet: choose devices and render them.</p>}
        </div>
      </div>
    </section>
  );
}
