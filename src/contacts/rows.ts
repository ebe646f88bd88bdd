import type { ContactsTable } from '../store/schema';
import type { Contact, ContactStatusValue } from './schema';

/** A stored contact as the API shows it. */
export function toContact(r: ContactsTable): Contact {
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    status: r.status as ContactStatusValue,
    tags: JSON.parse(r.tags),
    attributes: JSON.parse(r.attributes),
    language: r.language,
    country: r.country,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}
