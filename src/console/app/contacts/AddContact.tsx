import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ContactStatus } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { ErrorNote } from '../components/ErrorNote';
import { STATUSES } from './statuses';

/** Add one contact; the server checks the address (and suggests a fix for a typo like gmial.com). */
export function AddContact() {
  const client = useClient();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [status, setStatus] = useState<ContactStatus>('subscribed');
  const [added, setAdded] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => client.contacts.create({ email, firstName: firstName.trim() || null, lastName: lastName.trim() || null, status }),
    onSuccess: async (c) => {
      setAdded(c.email);
      setEmail('');
      setFirstName('');
      setLastName('');
      await queryClient.invalidateQueries({ queryKey: ['contacts'] });
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    setAdded(null);
    add.mutate();
  }
  return (
    <div className="card">
      <h2>Add a contact</h2>
      <form onSubmit={submit} aria-label="Add a contact">
        <div className="field">
          <label htmlFor="contact-email">Email</label>
          <input id="contact-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="contact-first">First name</label>
            <input id="contact-first" value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="contact-last">Last name</label>
            <input id="contact-last" value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="off" />
          </div>
        </div>
        <div className="field spaced">
          <label htmlFor="contact-status">Status</label>
          <select id="contact-status" value={status} onChange={(e) => setStatus(e.target.value as ContactStatus)}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={add.isPending || !email.trim()}>
            Add contact
          </button>
          <p role="status" className="ok small">{added ? `Added ${added}` : ''}</p>
        </div>
        {add.error && <ErrorNote error={add.error} what="add this contact" />}
      </form>
    </div>
  );
}
