import { Link, useLocation } from 'wouter';
import { ErrorNote } from '../components/ErrorNote';
import { PromptForm } from './PromptForm';
import { Conversation } from './Conversation';
import { PageHead } from '../components/PageHead';
import { useBrandChoices } from '../components/BrandChoices';

/** Write: pick a brand, describe the email, then refine it in a conversation. */
export function WritePage({ params }: { params: { projectId?: string; conversationId?: string } }) {
  const [, navigate] = useLocation();
  const projectId = params.projectId;
  // A page of brands at a time, the chosen one always among them (one opened from its brand page may be old).
  const { options: ready, page: projects, pager, search, searchBox } = useBrandChoices({ selected: projectId, readyOnly: true });
  return (
    <section className="page" aria-labelledby="write-title">
      <PageHead
        id="write-title"
        title="Write"
        subtitle="Describe the email; refine it in a conversation."
        actions={
          <div className="brand-choice">
            {searchBox('write-brand')}
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
            {pager('Brand pages')}
          </div>
        }
      />
      {projects.error && <ErrorNote error={projects.error} what="list brands" />}
      {!projectId && !search && projects.data && projects.data.pagination.total === 0 && (
        <p className="empty">
          Import a brand first: <Link href="/">Brands</Link>.
        </p>
      )}
      {!projectId && !!projects.data?.pagination.total && <p className="muted">Choose the brand the email is for.</p>}
      {projectId && !params.conversationId && (
        <PromptForm projectId={projectId} onStarted={(conversationId) => navigate(`/write/${projectId}/${conversationId}`)} />
      )}
      {projectId && params.conversationId && <Conversation key={params.conversationId} conversationId={params.conversationId} />}
    </section>
  );
}
