import { useEffect, useRef } from 'react';
import type { Contact } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { ErrorNote } from '../components/ErrorNote';
import { usePagedQuery } from '../lib/usePagedQuery';

/** Changes a page of the history shows. */
const PAGE = 20;

const SOURCE: Record<string, string> = { create: 'added', update: 'edited', bulk: 'file import', status: 'status change' };

/** A contact's status changes, newest first. */
export function ContactHistory({ contact, onClose }: { contact: Contact; onClose(): void }) {
  const client = useClient();
  const heading = useRef<HTMLHeadingElement>(null);
  // A page at a time, newest first: a contact changed for years has more than a page of changes.
  // Another contact, or a new change (newest first), starts from the first page (another key).
  const { query: history, pager } = usePagedQuery({
    key: ['contacts', 'history', contact.id, contact.status],
    limit: PAGE,
    list: (p) => client.contacts.history(contact.id, p),
  });
  useEffect(() => heading.current?.focus(), [contact.id]);
  return (
    <div className="card contact-history" role="region" aria-labelledby="history-title">
      <div className="row-between">
        <h2 id="history-title" tabIndex={-1} ref={heading}>
          History of {contact.email}
        </h2>
        <button type="button" className="quiet" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="muted small">
        Added {new Date(contact.createdAt).toLocaleString()}
        {contact.tags.length ? ` · tags: ${contact.tags.join(', ')}` : ''}
        {contact.language ? ` · ${contact.language}` : ''}
        {contact.country ? ` · ${contact.country}` : ''}
      </p>
      {history.error && <ErrorNote error={history.error} what="read the history" />}
      {history.data && (
        <ol className="history-list">
          {history.data.data.map((h, i) => (
            <li key={i}>
              <strong>{h.from ? `${h.from} → ${h.to}` : h.to}</strong> <span className="muted small">({SOURCE[h.source] ?? h.source})</span>
              <br />
              <span className="muted small">
                {new Date(h.changedAt).toLocaleString()}
                {h.reason ? ` · ${h.reason}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      {pager('History pages')}
    </div>
  );
}
