import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useClient } from '../lib/context';
import { ErrorNote } from './ErrorNote';
import { PageHead } from './PageHead';
import { usePagedQuery } from '../lib/usePagedQuery';

const PAGE = 20;

/** The first step of Check, Preview and Export: choose one of the account's emails. */
export function EmailPicker({ title, intro, base, children }: { title: string; intro: string; base: string; children?: ReactNode }) {
  const client = useClient();
  const { query: list, pager } = usePagedQuery({ key: ['conversations'], limit: PAGE, list: (p) => client.emails.list(p) });
  const id = `${base.slice(1)}-title`;
  return (
    <section className="page" aria-labelledby={id}>
      <PageHead id={id} title={title} subtitle={intro} />
      {list.error && <ErrorNote error={list.error} what="list emails" />}
      {list.data && list.data.data.length === 0 && (
        <p className="empty">
          No email yet. <Link href="/write">Write one</Link>.
        </p>
      )}
      {list.data && list.data.data.length > 0 && (
        <ul className="list card" aria-label="Emails">
          {list.data.data.map((c) => (
            <li key={c.conversationId}>
              {/* A link always says where it goes: an email not written yet has no subject. */}
              <Link href={`${base}/${c.conversationId}`}>{c.subject || c.prompt || `Email ${c.conversationId} (not written yet)`}</Link>
              <span className="muted small"> · version {c.latestVersion} · {new Date(c.updatedAt).toLocaleString()}</span>
            </li>
          ))}
        </ul>
      )}
      {pager('Emails pages')}
      {children}
    </section>
  );
}

/** The subject of an email, for a screen's heading (null while unknown). */
export function useEmailSubject(conversationId: string): string | null {
  const client = useClient();
  const status = useQuery({ queryKey: ['status', conversationId], queryFn: () => client.emails.status(conversationId), retry: false });
  return status.data?.subject ?? null;
}
