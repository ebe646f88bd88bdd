import type { Pagination } from '@brandmail/sdk';

/** Previous/next over an API list page; long lists are always paged, never loaded whole. */
export function Pager({ pagination, onOffset, label }: { pagination: Pagination; onOffset(offset: number): void; label: string }) {
  const { limit, offset, total, hasMore } = pagination;
  if (total <= limit && offset === 0) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        Previous
      </button>
      <span className="muted small">
        {offset + 1}–{Math.min(offset + limit, total)} of {total}
      </span>
      <button type="button" disabled={!hasMore} onClick={() => onOffset(offset + limit)}>
        Next
      </button>
    </nav>
  );
}
