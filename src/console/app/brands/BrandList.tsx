import { Link } from 'wouter';
import { useClient } from '../lib/context';
import { useSearch } from '../lib/useSearch';
import { BRAND_SEARCH_MAX } from '../components/BrandChoices';
import { ErrorNote } from '../components/ErrorNote';
import { usePagedQuery } from '../lib/usePagedQuery';
import { ImportForm } from './ImportForm';
import { PageHead } from '../components/PageHead';
import { LoadedImage } from '../components/LoadedImage';

const PAGE = 12;

/** The first screen: every project (brand) of this key's account and environment, and a way to add one. */
export function BrandList() {
  const client = useClient();
  const { typed, setTyped, search } = useSearch();
  const { query: projects, pager } = usePagedQuery({
    key: ['projects', 'list', search],
    limit: PAGE,
    list: (p) => client.projects.list({ ...p, search: search || undefined }),
    keepAcrossKeys: true,
  });
  return (
    <section className="page" aria-labelledby="brands-title">
      <PageHead id="brands-title" title="Brands" subtitle="Each brand is a project: a brand kit read from its website, and the emails written with it." />
      <ImportForm onImported={() => projects.refetch()} />
      <div className="list-head">
        <h2>Your brands</h2>
        <div className="field inline" role="search">
          <label htmlFor="brands-search">Find a brand</label>
          <input id="brands-search" type="search" value={typed} maxLength={BRAND_SEARCH_MAX} onChange={(e) => setTyped(e.target.value)} placeholder="Part of its name" />
        </div>
      </div>
      {projects.isPending && <p className="muted">Loading brands…</p>}
      {projects.error && <ErrorNote error={projects.error} what="list brands" />}
      {projects.data && projects.data.data.length === 0 && (
        <p className="empty" role="status">{search ? `No brand’s name holds “${search}”.` : 'No brand yet: import one from its website above.'}</p>
      )}
      {projects.data && projects.data.data.length > 0 && (
        <>
          <ul className="brand-grid" aria-label="Brands">
            {projects.data.data.map((p) => {
              const colors = p.brand?.colors;
              const initial = <span className="initial" aria-hidden="true">{p.name.slice(0, 1)}</span>;
              return (
                <li key={p.projectId} className="card brand-card">
                  <div className="brand-card-logo" style={{ background: colors?.background ?? '#fff' }}>
                    {p.brand?.logo ? <LoadedImage src={p.brand.logo.url} alt="" fallback={initial} /> : initial}
                  </div>
                  <div className="brand-card-body">
                    <h3>
                      <Link href={`/brands/${p.projectId}`}>{p.name}</Link>
                    </h3>
                    <p className="muted small">{statusLine(p)}</p>
                    {colors && (
                      <div className="mini-swatches" aria-hidden="true">
                        {[colors.primary, colors.secondary, colors.accent].filter(Boolean).map((hex, i) => (
                          <span key={i} style={{ background: hex! }} />
                        ))}
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {pager('Brands pages')}
        </>
      )}
    </section>
  );
}

function statusLine(p: { status: string; urls?: string[]; updatedAt?: string }): string {
  const host = p.urls?.[0] ? safeHost(p.urls[0]) : '';
  const state = p.status === 'completed' ? 'Imported' : p.status === 'failed' ? 'Import failed' : 'Importing…';
  return host ? `${state} · ${host}` : state;
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
