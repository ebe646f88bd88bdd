import type { Owner } from '../store/owned';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Environment } from '../accounts/permissions';
import type { Dialect } from '../store/db';
import type { ContactsTable, Database } from '../store/schema';
import type { Contact, ContactFilter, ContactStatusValue } from './schema';


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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Narrows a contacts query to an owner and the list filters. Tags are a JSON array in a text
 * column on both databases; each dialect asks "does it contain this tag" its own way.
 */
export function applyFilter<O>(
  q: SelectQueryBuilder<Database, 'contacts', O>,
  owner: Owner,
  f: ContactFilter,
  dialect: Dialect,
): SelectQueryBuilder<Database, 'contacts', O> {
  q = q.where('contacts.account_id', '=', owner.accountId).where('contacts.environment', '=', owner.environment);
  if (f.status) q = q.where('contacts.status', '=', f.status);
  if (f.tag) {
    q = q.where(
      dialect === 'postgres'
        ? sql<boolean>`contacts.tags::jsonb @> jsonb_build_array(${f.tag}::text)`
        : sql<boolean>`exists (select 1 from json_each(contacts.tags) where json_each.value = ${f.tag})`,
    );
  }
  if (f.search) {
    const p = `${escapeLike(f.search.toLowerCase())}%`;
    q = q.where(
      sql<boolean>`(contacts.email_key like ${p} escape '\\'
        or lower(coalesce(contacts.first_name, '')) like ${p} escape '\\'
        or lower(coalesce(contacts.last_name, '')) like ${p} escape '\\'
        or lower(coalesce(contacts.first_name, '') || ' ' || coalesce(contacts.last_name, '')) like ${p} escape '\\')`,
    );
  }
  if (f.createdAfter) q = q.where('contacts.created_at', '>', new Date(f.createdAfter).toISOString());
  return q;
}
