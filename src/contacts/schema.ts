import { z } from 'zod';
import { SearchText } from '../lib/search';
import * as rules from './fields';
import { MAX_EMAIL } from './limits';
import { CONTACT_STATUSES, FieldError, MAX_ATTRIBUTES_BYTES, MAX_NAME, MAX_TAG, MAX_TAGS, type ContactStatusValue } from './fields';

export { CONTACT_STATUSES, MAX_ATTRIBUTES_BYTES, type ContactStatusValue };

/** Contact statuses (DESIGN.md §5); `subscribed` is the default of a new contact. */
export const ContactStatus = z
  .enum(CONTACT_STATUSES)
  .describe(
    'subscribed: may receive marketing; unsubscribed: opted out; pending: awaiting confirmation (double opt-in); bounced: the address bounced hard; complained: marked a message as spam; cleaned: removed after repeated bounces.',
  )
  .meta({ id: 'ContactStatus' });

/** A bulk import never moves a contact out of these towards `subscribed` or `pending`. */
export const CONSENT_PROTECTED: readonly ContactStatusValue[] = ['unsubscribed', 'bounced', 'complained'];
export const isResubscribe = (from: ContactStatusValue, to: ContactStatusValue) =>
  CONSENT_PROTECTED.includes(from) && (to === 'subscribed' || to === 'pending');

export const MAX_BULK_ROWS = 100_000;
export const MAX_STATUS_CHANGE = 10_000;

/** Applies one of the field rules (fields.ts) inside a zod schema. */
const rule =
  <I, O>(fn: (v: I) => O | FieldError) =>
  (v: I, ctx: z.RefinementCtx): O => {
    const r = fn(v);
    if (!(r instanceof FieldError)) return r;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  };

export const EmailField = z
  .string()
  .max(MAX_EMAIL)
  .transform(rule(rules.email))
  .describe('Trimmed, with the domain lower-cased. An address that looks like a typo of a big provider (gmial.com) is refused with a suggestion.');

const Name = z.string().max(MAX_NAME * 2).transform(rule(rules.name)).describe(`Trimmed, at most ${MAX_NAME} characters.`);

export const Tags = z
  .array(z.string().max(MAX_TAG * 2))
  .max(MAX_TAGS)
  .transform(rule(rules.tags))
  .describe(`Up to ${MAX_TAGS} tags, each 1–${MAX_TAG} characters without , ; or |. Duplicates are dropped.`);

export const Attributes = z
  .record(z.string(), z.unknown())
  .transform(rule(rules.attributes))
  .describe(`Free JSON object (at most ${MAX_ATTRIBUTES_BYTES / 1024} KB as JSON), e.g. { "plan": "pro", "signupSource": "footer" }.`);

export const Language = z.string().max(35).transform(rule(rules.language)).describe('BCP 47 language tag, e.g. en, en-US, pt-BR.');

export const Country = z.string().max(10).transform(rule(rules.country)).describe('ISO 3166-1 alpha-2 country code, e.g. US.');

/** One contact as a client sends it: to POST /v1/contacts, and as each row of a bulk import. */
export const ContactInput = z
  .strictObject({
    email: EmailField,
    firstName: Name.nullable().optional(),
    lastName: Name.nullable().optional(),
    status: ContactStatus.optional().describe('Default subscribed for a new contact.'),
    tags: Tags.optional(),
    attributes: Attributes.optional(),
    language: Language.nullable().optional(),
    country: Country.nullable().optional(),
  })
  .meta({ id: 'CreateContactRequest' });
export type ContactInput = z.output<typeof ContactInput>;

export const CreateContactRequest = ContactInput;

export const UpdateContactRequest = z
  .object({
    email: EmailField.optional(),
    firstName: Name.nullable().optional(),
    lastName: Name.nullable().optional(),
    status: ContactStatus.optional(),
    reason: z.string().trim().max(500).optional().describe('Kept in the status history when `status` changes.'),
    tags: Tags.optional().describe('Replaces the tags.'),
    attributes: Attributes.optional().describe('Replaces the attributes.'),
    language: Language.nullable().optional(),
    country: Country.nullable().optional(),
  })
  .refine((b) => Object.entries(b).some(([k, v]) => k !== 'reason' && v !== undefined), {
    message: 'send at least one of email, firstName, lastName, status, tags, attributes, language, country',
  })
  .meta({ id: 'UpdateContactRequest' });
export type UpdateContactRequest = z.output<typeof UpdateContactRequest>;

export const Contact = z
  .object({
    id: z.string().describe('e.g. ct_01j…'),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    status: ContactStatus,
    tags: z.array(z.string()),
    attributes: z.record(z.string(), z.unknown()),
    language: z.string().nullable(),
    country: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof Contact>;

export const ContactFilter = z.object({
  status: ContactStatus.optional(),
  tag: z.string().trim().min(1).max(100).optional().describe('Only contacts carrying this tag.'),
  search: SearchText(MAX_EMAIL, 'Prefix of the email, first name, last name or full name, ignoring case, and accents in names ("jose" finds José, "muller" Müller; "mueller" does not).').optional(),
  createdAfter: z.iso.datetime({ offset: true }).optional().describe('ISO 8601 time; only contacts created after it.'),
});
export type ContactFilter = z.infer<typeof ContactFilter>;

export const BULK_MODES = ['upsert', 'insert'] as const;
export type BulkMode = (typeof BULK_MODES)[number];
const BulkModeField = z
  .enum(BULK_MODES)
  .describe('upsert (default): create new contacts and update existing ones; insert: create only, an existing email is a failed row.');

export const BulkJsonRequest = z
  .object({
    contacts: z
      .array(z.record(z.string(), z.unknown()).describe('A contact as in POST /v1/contacts (CreateContactRequest).'))
      .min(1)
      .max(MAX_BULK_ROWS)
      .describe(`1–${MAX_BULK_ROWS.toLocaleString('en')} contacts. Each row is checked on its own: a bad row is reported in errors and the others are stored.`),
    mode: BulkModeField.optional(),
  })
  .meta({ id: 'BulkContactsRequest' });

export const BulkQuery = z.object({ mode: BulkModeField.optional().describe('Mode of a text/csv import (a JSON body carries its own).') });

export const RowProblem = z
  .object({
    row: z.number().int().describe('JSON: index in `contacts` (from 0). CSV: the spreadsheet row (the header is row 1).'),
    email: z.string().nullable(),
    code: z.string().describe('INVALID_EMAIL, EMAIL_TYPO, INVALID_FIELD, INVALID_CSV_ROW, DUPLICATE_EMAIL (insert mode), CONSENT_PROTECTED (warning).'),
    message: z.string(),
    suggestion: z.string().optional().describe('For EMAIL_TYPO: the address with the domain corrected.'),
  })
  .meta({ id: 'BulkRowProblem' });
export type RowProblem = z.infer<typeof RowProblem>;

export const BulkResult = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int().describe('Existing contacts left as they were, including those kept from re-subscribing (see warnings).'),
    merged: z.number().int().describe('Rows folded into an earlier row with the same email in this request.'),
    failed: z.number().int().describe('Rows not stored; each is listed in errors.'),
    errors: z.array(RowProblem),
    warnings: z.array(RowProblem).describe('Rows stored or skipped on purpose, e.g. CONSENT_PROTECTED.'),
  })
  .meta({ id: 'BulkContactsResult' });
export type BulkResult = z.infer<typeof BulkResult>;

export const StatusChangeRequest = z
  .object({
    contactIds: z.array(z.string().min(1).max(100)).max(MAX_STATUS_CHANGE).optional(),
    emails: z.array(z.string().max(MAX_EMAIL)).max(MAX_STATUS_CHANGE).optional(),
    status: ContactStatus,
    reason: z.string().trim().max(500).optional().describe('Kept in each contact’s status history.'),
  })
  .refine((b) => (b.contactIds?.length ?? 0) + (b.emails?.length ?? 0) > 0, { message: 'send contactIds or emails (or both)' })
  .refine((b) => (b.contactIds?.length ?? 0) + (b.emails?.length ?? 0) <= MAX_STATUS_CHANGE, {
    message: `at most ${MAX_STATUS_CHANGE.toLocaleString('en')} contacts per request`,
  })
  .meta({ id: 'ContactStatusChangeRequest' });
export type StatusChangeRequest = z.infer<typeof StatusChangeRequest>;

export const StatusChangeResult = z
  .object({
    status: ContactStatus,
    updated: z.array(z.string()).describe('Ids of contacts whose status changed (history written).'),
    unchanged: z.array(z.string()).describe('Ids of contacts that already had this status.'),
    notFound: z.object({
      contactIds: z.array(z.string()),
      emails: z.array(z.string()),
    }),
  })
  .meta({ id: 'ContactStatusChangeResult' });
export type StatusChangeResult = z.infer<typeof StatusChangeResult>;

export const HISTORY_SOURCES = ['create', 'update', 'bulk', 'status'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

export const StatusHistoryEntry = z
  .object({
    from: ContactStatus.nullable().describe('null when the contact was created with `to`.'),
    to: ContactStatus,
    reason: z.string().nullable(),
    source: z
      .enum(HISTORY_SOURCES)
      .describe('create: POST /v1/contacts; update: PATCH /v1/contacts/{id}; bulk: POST /v1/contacts/bulk; status: POST /v1/contacts/status.'),
    keyId: z.string().nullable().describe('The API key that made the change.'),
    changedAt: z.string(),
  })
  .meta({ id: 'ContactStatusHistoryEntry' });
export type StatusHistoryEntry = z.infer<typeof StatusHistoryEntry>;

export const DeletedContact = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: 'DeletedContact' });
