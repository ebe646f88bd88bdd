import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { useClient } from '../lib/context';
import { ErrorNote } from '../components/ErrorNote';
import { PromptForm } from './PromptForm';
import { Conversation } from './Conversation';
import { PageHead } from '../components/PageHead';

/** Write: pick a brand, describe the email, then refine it in a conversation. */
export function WritePage({ params }: { params: { projectId?: string; conversationId?: string } }) {
  const client = useClient();
  const [, navigate] = useLocation();
  const projects = useQuery({ queryKey: ['projects', 'all-ready'], queryFn: () => client.projects.list({ limit: 100 }) });
  const ready = projects.data?.data.filter((p) => p.brand) ?? [];
  const projectId = params.projectId;
  return (
    <section className="page" aria-labelledby="write-title">
      <PageHead
        id="write-title"
        title="Write"
        subtitle="Describe the email; refine it in a conversation."
        actions={
          <div className="field inline">
            <label htmlFor="write-brand">Brand</label>
            <select id="write-brand" value={projectId ?? ''} onChange={(e) => navigate(e.target.value ? `/write/${e.target.value}` : '/write')}>
              <option value="">Choose a brand…</option>
              {ready.map((p) => (
                <option key={p.projectId} value={p.projectId}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        }
      />
      {projects.error && <ErrorNote error={projects.error} what="list brands" />}
      {!projectId && projects.data && ready.length === 0 && (
        <p className="empty">
          Import a brand first: <Link href="/">Brands</Link>.
        </p>
      )}
      {!projectId && ready.length > 0 && <p className="muted">Choose the brand the email is for.</p>}
      {projectId && !params.conversationId && (
        <PromptForm projectId={projectId} onStarted={(conversationId) => navigate(`/write/${projectId}/${conversationId}`)} />
      )}
      {projectId && params.conversationId && <Conversation key={params.conversationId} conversationId={params.conversationId} />}
    </section>
  );
}
