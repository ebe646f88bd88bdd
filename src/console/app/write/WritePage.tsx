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
  // A page of the brands an email can be written with (their import completed) at a time, the
  // chosen one always among them (one opened from its brand page may be old).
  const { options: ready, chosen, page: projects, pager, search, searchBox } = useBrandChoices({ selected: projectId, status: 'completed' });
  const notReady = chosen && chosen.status !== 'completed' ? chosen : undefined;
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
          No brand is ready to write with yet: import one on <Link href="/">Brands</Link>, or wait there for an import to finish.
        </p>
      )}
      {!projectId && !!projects.data?.pagination.total && <p className="muted">Choose the brand the email is for.</p>}
      {notReady && !params.conversationId && (
        <p className="note" role="status">
          {notReady.status === 'failed' ? `The import of “${notReady.name}” failed` : `“${notReady.name}” is still being imported`}: an email can be written once its import completes.{' '}
          <Link href={`/brands/${notReady.projectId}`}>Open the brand</Link>.
        </p>
      )}
      {projectId && !params.conversationId && !notReady && (
        <PromptForm projectId={projectId} onStarted={(conversationId) => navigate(`/write/${projectId}/${conversationId}`)} />
      )}
      {projectId && params.conversationId && <Conversation key={params.conversationId} conversationId={params.conversationId} />}
    </section>
  );
}
