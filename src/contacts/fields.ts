import { checkEmail } from './email-address';
import { exceedsDepth } from '../lib/json-limits';
import { MAX_NAME } from './limits';

/**
 * The rules for each contact field, written once. The zod schemas (schema.ts) wrap them for single
 * requests and the OpenAPI document; a bulk import calls `normaliseContact` directly, because zod's
 * per-parse allocations on 100,000 rows measured 0.7 s and well over 100 MB of heap growth.
 */
export const CONTACT_STATUSES = ['subscribed', 'unsubscribed', 'pending', 'bounced', 'complained', 'cleaned'] as const;
export type ContactStatusValue = (typeof CONTACT_STATUSES)[number];

export { MAX_NAME };
export const MAX_TAGS = 100;
export const MAX_TAG = 100;
export const MAX_ATTRIBUTES_BYTES = 16 * 1024;
export const MAX_ATTRIBUTE_KEY = 100;
/**
 * Attributes are merge fields for templates (`{{ plan }}`, `{{ address.city }}`): a few levels
 * cover every real use, and a bound keeps each walk of them (stringify, merge, export) shallow.
 */
export const MAX_ATTRIBUTE_DEPTH = 10;

/** A field that broke its rule; `code` and `suggestion` reach the row errors of a bulk import. */
export class FieldError {
  constructor(
    readonly message: string,
    readonly code: 'INVALID_FIELD' | 'INVALID_EMAIL' | 'EMAIL_TYPO' = 'INVALID_FIELD',
    readonly suggestion?: string,
  ) {}
}

export function email(v: string): string | FieldError {
  const check = checkEmail(v);
  if (check.ok) return check.email;
  return new FieldError(check.message, check.code, check.code === 'EMAIL_TYPO' ? check.suggestion : undefined);
}

/** Trimmed; empty means none. */
export function name(v: string): string | null | FieldError {
  const t = v.trim();
  if (t.length > MAX_NAME) return new FieldError(`must be at most ${MAX_NAME} characters`);
  return t || null;
}

const STATUS_SET = new Set<string>(CONTACT_STATUSES);
export function status(v: string): ContactStatusValue | FieldError {
  return STATUS_SET.has(v) ? (v as ContactStatusValue) : new FieldError(`must be one of ${CONTACT_STATUSES.join(', ')}`);
}

const TAG_SEPARATORS = /[,;|]/;
/** Trimmed, de-duplicated; the CSV separators are refused so an export reads back the same. */
export function tags(list: string[]): string[] | FieldError {
  if (list.length > MAX_TAGS) return new FieldError(`at most ${MAX_TAGS} tags`);
  const out: string[] = [];
  for (const raw of list) {
    const t = raw.trim();
    if (t === '' || t.length > MAX_TAG) return new FieldError(`each tag must be 1–${MAX_TAG} characters`);
    if (TAG_SEPARATORS.test(t)) return new FieldError('a tag may not contain , ; or | (they separate tags in CSV files)');
    if (!out.includes(t)) out.push(t);
  }
  return out;
}

export function attributes(a: Record<string, unknown>): Record<string, unknown> | FieldError {
  for (const k in a) {
    if (k.length === 0 || k.length > MAX_ATTRIBUTE_KEY) return new FieldError(`attribute names must be 1–${MAX_ATTRIBUTE_KEY} characters`);
  }
  if (exceedsDepth(a, MAX_ATTRIBUTE_DEPTH)) return new FieldError(`attributes may nest objects and arrays at most ${MAX_ATTRIBUTE_DEPTH} levels deep`);
  if (Buffer.byteLength(JSON.stringify(a)) > MAX_ATTRIBUTES_BYTES) {
    return new FieldError(`attributes must be at most ${MAX_ATTRIBUTES_BYTES / 1024} KB as JSON`);
  }
  return a;
}

const languages = new Map<string, string | null>();
/** BCP 47, canonical case (en-us → en-US); empty means none. */
export function language(v: string): string | null | FieldError {
  const t = v.trim();
  if (t === '') return null;
  let canonical = languages.get(t);
  if (canonical === undefined) {
    try {
      canonical = t.length <= 35 ? Intl.getCanonicalLocales(t)[0] : null;
    } catch {
      canonical = null;
    }
    if (languages.size < 10_000) languages.set(t, canonical);
  }
  return canonical ?? new FieldError(`"${t}" is not a BCP 47 language tag (e.g. en, en-US, pt-BR)`);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const countries = new Map<string, boolean>();
/** ISO 3166-1 alpha-2, upper-cased; empty means none. */
export function country(v: string): string | null | FieldError {
  const t = v.trim().toUpperCase();
  if (t === '') return null;
  let known = countries.get(t);
  if (known === undefined) {
    known = /^[A-Z]{2}$/.test(t) && regionNames.of(t) !== undefined;
    if (countries.size < 1_000) countries.set(t, known);
  }
  return known ? t : new FieldError(`"${v.trim()}" is not an ISO 3166-1 alpha-2 country code (e.g. US, DE, FR)`);
}

/** A contact's fields after the rules; absent fields stay absent (an import leaves them as they are). */
export type ContactFields = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  status?: ContactStatusValue;
  tags?: string[];
  attributes?: Record<string, unknown>;
  language?: string | null;
  country?: string | null;
};

export type RowCheck = { ok: true; value: ContactFields } | { ok: false; field: string; error: FieldError };

const fail = (field: string, message: string): RowCheck => ({ ok: false, field, error: new FieldError(message) });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One bulk row (the body of POST /v1/contacts) checked field by field, without allocating much. */
export function normaliseContact(raw: unknown): RowCheck {
  if (!isObject(raw)) return fail('row', 'must be an object');
  if (typeof raw.email !== 'string') {
    return { ok: false, field: 'email', error: new FieldError(raw.email === undefined ? 'is required' : 'must be a string', 'INVALID_EMAIL') };
  }
  const e = email(raw.email);
  if (e instanceof FieldError) return { ok: false, field: 'email', error: e };
  const value: ContactFields = { email: e };
  for (const key in raw) {
    const v = raw[key];
    if (key === 'email') continue;
    if (v === undefined) continue;
    let r: unknown;
    switch (key) {
      case 'firstName':
      case 'lastName':
        if (v !== null && typeof v !== 'string') return fail(key, 'must be a string or null');
        r = v === null ? null : name(v);
        break;
      case 'status':
        if (typeof v !== 'string') return fail(key, 'must be a string');
        r = status(v);
        break;
      case 'tags':
        if (!Array.isArray(v) || v.some((t) => typeof t !== 'string')) return fail(key, 'must be an array of strings');
        r = tags(v);
        break;
      case 'attributes':
        if (!isObject(v)) return fail(key, 'must be a JSON object');
        r = attributes(v);
        break;
      case 'language':
        if (v !== null && typeof v !== 'string') return fail(key, 'must be a string or null');
        r = v === null ? null : language(v);
        break;
      case 'country':
        if (v !== null && typeof v !== 'string') return fail(key, 'must be a string or null');
        r = v === null ? null : country(v);
        break;
      default:
        return fail(key, 'is not a contact field (put custom fields in attributes)');
    }
    if (r instanceof FieldError) return { ok: false, field: key, error: r };
    (value as Record<string, unknown>)[key] = r;
  }
  return { ok: true, value };
}
