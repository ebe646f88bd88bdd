import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod';
import { useClient } from '../lib/context';
import { ErrorNote } from '../components/ErrorNote';
import { FieldError, field, serverErrors, useZodForm } from '../lib/form';
import { STATUSES } from './statuses';
import { MAX_EMAIL, MAX_NAME } from '../../../contacts/limits';

/**
 * What a person types, within the API's lengths (contacts/limits.ts). The address is only looked
 * at here (something@something); the API's own rules (contacts/fields.ts: the domain, a typo of a
 * big provider like gmial.com) answer on submit, and their answer is shown under the field.
 */
const NewContact = z.object({
  email: z.string().trim().min(1, 'Enter the email address.').max(MAX_EMAIL).regex(/^[^@\s]+@[^@\s]+$/, 'Enter an email address, like name@example.com.'),
  firstName: z.string().trim().max(MAX_NAME),
  lastName: z.string().trim().max(MAX_NAME),
  status: z.enum(STATUSES as [(typeof STATUSES)[number], ...(typeof STATUSES)[number][]]),
});
type NewContact = z.output<typeof NewContact>;

/** Add one contact; the server checks the address (and suggests a fix for a typo like gmial.com). */
export function AddContact() {
  const client = useClient();
  const queryClient = useQueryClient();
  const form = useZodForm(NewContact, { defaultValues: { email: '', firstName: '', lastName: '', status: 'subscribed' } });
  const [added, setAdded] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async (c: NewContact) => {
    setAdded(null);
    setFailure(null);
    try {
      const made = await client.contacts.create({ email: c.email, firstName: c.firstName || null, lastName: c.lastName || null, status: c.status });
      setAdded(made.email);
      form.reset({ email: '', firstName: '', lastName: '', status: c.status });
      await queryClient.invalidateQueries({ queryKey: ['contacts'] });
    } catch (err) {
      // A field the API refused (a typo of gmail.com) is said under that field, not again below the form.
      if (!serverErrors(form, err, { email: 'email', firstName: 'firstName', lastName: 'lastName', status: 'status' })) setFailure(err);
    }
  });
  return (
    <div className="card">
      <h2>Add a contact</h2>
      <form onSubmit={submit} aria-label="Add a contact" noValidate>
        <div className="field">
          <label htmlFor="contact-email">Email</label>
          <input {...field(form, 'email', 'contact-email')} type="email" aria-required="true" autoComplete="off" maxLength={MAX_EMAIL} />
          <FieldError form={form} name="email" id="contact-email" />
        </div>
        <div className="form-row">
          <div className="field">
            <label htmlFor="contact-first">First name</label>
            <input {...field(form, 'firstName', 'contact-first')} autoComplete="off" maxLength={MAX_NAME} />
            <FieldError form={form} name="firstName" id="contact-first" />
          </div>
          <div className="field">
            <label htmlFor="contact-last">Last name</label>
            <input {...field(form, 'lastName', 'contact-last')} autoComplete="off" maxLength={MAX_NAME} />
            <FieldError form={form} name="lastName" id="contact-last" />
          </div>
        </div>
        <div className="field spaced">
          <label htmlFor="contact-status">Status</label>
          <select {...field(form, 'status', 'contact-status')}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
            Add contact
          </button>
          <p role="status" className="ok small">{added ? `Added ${added}` : ''}</p>
        </div>
        {failure ? <ErrorNote error={failure} what="add this contact" /> : null}
      </form>
    </div>
  );
}
