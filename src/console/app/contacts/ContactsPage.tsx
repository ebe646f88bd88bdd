import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Contact, ContactStatus } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { useSearch } from '../lib/useSearch';
import { Unavailable, usePermissions } from '../lib/permissions';
import { ErrorNote } from '../components/ErrorNote';
import { usePagedQuery } from '../lib/usePagedQuery';
import { AddContact } from './AddContact';
import { ImportContacts } from './ImportContacts';
import { ContactHistory } from './ContactHistory';
import { STATUSES } from './statuses';
import { PageHead } from '../components/PageHead';

const PAGE = 25;

/** Contacts: a paged, searchable table; add one; upload a file; change a status; see its history. */
export function ContactsPage() {
  const client = useClient();
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [open, setOpen] = useState<Contact | null>(null);
  // A key without contacts:write is told so in place of the forms, not after trying one.
  const mayWrite = usePermissions('contacts:write')['contacts:write'] !== false;
  // A changed search or status goes back to the first page (another key).
  const { typed, setTyped, search } = useSearch();
  const { query: list, pager } = usePagedQuery({
    key: ['contacts', 'list', search, status],
    limit: PAGE,
    list: (p) => client.contacts.list({ ...p, search: search || undefined, status: status || undefined }),
    keepAcrossKeys: true,
  });
  const total = list.data?.pagination.total;
  return (
    <section className="page" aria-labelledby="contacts-title">
      <PageHead
        id="contacts-title"
        title="Contacts"
        subtitle={total != null && !search && !status ? `${total.toLocaleString()} contact${total === 1 ? '' : 's'}` : 'People your emails go to, with their consent status.'}
      />
      <div className="contacts-grid">
        <div className="card contacts-list">
          <div className="toolbar contacts-toolbar" role="search">
            <div className="field grow">
              <label htmlFor="contacts-search">Search</label>
              <input id="contacts-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Email or name, from the start" />
            </div>
            <div className="field">
              <label htmlFor="contacts-status">With status</label>
              <select id="contacts-status" value={status} onChange={(e) => setStatus(e.target.value as ContactStatus | '')}>
                <option value="">Any</option>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>{s}</option>
                ))}
              </select>
            </div>
          </div>
          {list.error && <ErrorNote error={list.error} what="list contacts" />}
          {list.data && list.data.data.length === 0 && <p className="empty">{search || status ? 'No contact matches.' : 'No contact yet: add one or upload a file.'}</p>}
          {list.data && list.data.data.length > 0 && (
            <div className="table-wrap">
              <table className="data-table contacts-table" aria-busy={list.isFetching}>
                <caption className="sr-only">Contacts{total != null ? `, ${total} matching` : ''}</caption>
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col" className="hide-narrow">Name</th>
                    <th scope="col">Status</th>
                    <th scope="col"><span className="sr-only">History</span></th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((c) => (
                    <ContactRow key={c.id} contact={c} onHistory={() => setOpen(c)} active={open?.id === c.id} mayWrite={mayWrite} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pager('Contact pages')}
        </div>
        <div className="contacts-side">
          {open && <ContactHistory contact={open} onClose={() => setOpen(null)} />}
          {mayWrite ? (
            <>
              <AddContact />
              <ImportContacts />
            </>
          ) : (
            <div className="card">
              <h2>Add or upload contacts</h2>
              <Unavailable what="add contacts, upload a file or change a status" permission="contacts:write" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function ContactRow({ contact, onHistory, active, mayWrite }: { contact: Contact; onHistory(): void; active: boolean; mayWrite: boolean }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: ContactStatus) => client.contacts.update(contact.id, { status, reason: 'Changed in the console' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contacts'] }),
  });
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return (
    <tr className={active ? 'active' : undefined}>
      <td className="contact-email">
        {contact.email}
        {name && <span className="show-narrow muted small"> {name}</span>}
        {change.error && <ErrorNote error={change.error} what="change the status" />}
      </td>
      <td className="hide-narrow">{name || <span className="muted">—</span>}</td>
      <td>
        {mayWrite ? (
          <select aria-label={`Status of ${contact.email}`} value={contact.status} disabled={change.isPending} onChange={(e) => change.mutate(e.target.value as ContactStatus)} className={`status-select status-${contact.status}`}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>{s}</option>
            ))}
          </select>
        ) : (
          <span className={`status-${contact.status}`}>{contact.status}</span>
        )}
      </td>
      <td>
        <button type="button" className="quiet" onClick={onHistory} aria-label={`History of ${contact.email}`}>
          History
        </button>
      </td>
    </tr>
  );
}
