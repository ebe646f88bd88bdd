import { isUtf8 } from 'node:buffer';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { finished } from 'node:stream/promises';
import { CsvError, parse, type Options } from 'csv-parse';
import { errors } from '../errors';
import { decodeWindows1252, utf8Sequences } from '../lib/windows-1252';
import type { Contact } from './schema';

/**
 * Contacts as CSV: reading a spreadsheet export from anywhere (a header row whose common names are
 * mapped to contact fields, the rest kept as attributes) and writing the export that reads back.
 */

type Field = 'email' | 'firstName' | 'lastName' | 'name' | 'tags' | 'status' | 'language' | 'country' | 'attributes' | 'ignore';

/** Header names, compared lower-cased without accents, spaces, dots, dashes or underscores. */
const HEADER_NAMES: Record<Field, string[]> = {
  email: ['email', 'emailaddress', 'mail', 'emailaddr', 'emails', 'primaryemail', 'courriel', 'correo', 'correoelectronico'],
  firstName: ['firstname', 'first', 'fname', 'givenname', 'forename', 'vorname', 'prenom', 'nombre'],
  lastName: ['lastname', 'last', 'lname', 'surname', 'familyname', 'nachname', 'nom', 'apellido', 'apellidos'],
  name: ['name', 'fullname', 'contactname', 'displayname'],
  tags: ['tags', 'tag', 'labels', 'label', 'groups', 'segments'],
  status: ['status', 'subscriptionstatus', 'emailstatus', 'memberstatus', 'consent'],
  language: ['language', 'lang', 'locale', 'preferredlanguage', 'sprache', 'langue', 'idioma'],
  country: ['country', 'countrycode', 'countryiso', 'land', 'pays', 'pais'],
  attributes: ['attributes'],
  ignore: [],
};
const FIELD_BY_HEADER = new Map(Object.entries(HEADER_NAMES).flatMap(([field, names]) => names.map((n) => [n, field as Field])));

/** Status words other tools write, mapped to ours. */
const STATUS_WORDS: Record<string, string> = {
  active: 'subscribed',
  'opted in': 'subscribed',
  'opt-in': 'subscribed',
  optin: 'subscribed',
  'opted out': 'unsubscribed',
  'opt-out': 'unsubscribed',
  optout: 'unsubscribed',
  unsubscribe: 'unsubscribed',
  bounce: 'bounced',
  'hard bounce': 'bounced',
  spam: 'complained',
  'spam complaint': 'complained',
  complaint: 'complained',
};

const headerKey = (h: string) =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s._-]+/g, '');

export type CsvColumn = { index: number; header: string; field: Field | 'attribute' };

/** Maps a header row to fields; the first column for a field wins, later ones become attributes. */
export function mapHeader(header: string[]): CsvColumn[] {
  const taken = new Set<Field>();
  // Our own export reads back as it was written: its id and timestamps are not attributes.
  const ownExport = header.length === EXPORT_COLUMNS.length && header.every((h, i) => h.trim().toLowerCase() === EXPORT_COLUMNS[i]);
  return header.map((raw, index) => {
    const h = raw.trim();
    // A column without a name (a trailing delimiter in the header) has nothing to be stored under.
    const ignored = h === '' || (ownExport && OWN_EXPORT_ONLY.includes(h.toLowerCase()));
    const field = ignored ? 'ignore' : FIELD_BY_HEADER.get(headerKey(h));
    if (field && (field === 'ignore' || !taken.has(field))) {
      taken.add(field);
      return { index, header: h, field };
    }
    return { index, header: h, field: 'attribute' };
  });
}

/** The separator of the header line: comma, or semicolon / tab as spreadsheets in many locales write. */
export function detectDelimiter(text: string): string {
  // Old Mac exports end lines with a lone CR.
  const end = text.search(/[\r\n]/);
  const line = end < 0 ? text : text.slice(0, end);
  let inQuotes = false;
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  for (const ch of line) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch in counts) counts[ch]++;
  }
  const [best, n] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return n > 0 ? best : ',';
}

export type CsvRow = { row: number; input?: Record<string, unknown>; error?: { code: string; message: string; email: string | null } };

/** Where a CSV body's rows are, found by a first pass that keeps no records. */
export type CsvPlan = {
  columns: CsvColumn[];
  delimiter: string;
  /** Data rows, not counting empty lines. */
  rows: number;
  /** Byte offset of the first record of each chunk of `perChunk` records. */
  starts: number[];
  perChunk: number;
  /** Spreadsheet row of the header (1 unless empty lines come first). */
  headerRow: number;
  /** The body re-encoded as UTF-8 when it arrived in windows-1252; rows are read from it. */
  utf8?: Buffer;
  /** UTF-8 with malformed bytes here and there: a row holding one is refused, not stored garbled. */
  malformed: boolean;
};

/**
 * A file that is not UTF-8 but has no well-formed UTF-8 sequence at all is a legacy export
 * (Excel's "CSV" in Western locales writes windows-1252) and is read as such; one that mixes
 * well-formed and malformed sequences is damaged UTF-8.
 */
function readEncoding(body: Buffer): { utf8?: Buffer; malformed: boolean } {
  if (isUtf8(body)) return { malformed: false };
  if (utf8Sequences(body).valid === 0) return { utf8: Buffer.from(decodeWindows1252(body), 'utf8'), malformed: false };
  return { malformed: true };
}

const OPTIONS = { relax_quotes: true, relax_column_count: true, skip_empty_lines: false, trim: true } as const;

/**
 * First pass over a CSV body: the header, the number of rows and where each chunk of rows starts,
 * without keeping any record. A file whose structure is broken (an unclosed quote) is refused here
 * as a whole, before anything is written: nothing after the break can be trusted.
 */
export async function planCsv(original: Buffer, perChunk: number): Promise<CsvPlan> {
  const { utf8, malformed } = readEncoding(original);
  const body = utf8 ?? original;
  const delimiter = detectDelimiter(body.subarray(0, 64 * 1024).toString('utf8').replace(/^\ufeff/, ''));
  let columns: CsvColumn[] | undefined;
  let header: string[] | undefined;
  let records = 0;
  let headerRow = 0;
  let rows = 0;
  let end = 0;
  const starts: number[] = [];
  try {
    await parseInSlices(body, {
      ...OPTIONS,
      bom: true,
      delimiter,
      on_record: (record: string[], info: { bytes: number }) => {
        if (!header) {
          headerRow++;
          if (!isEmpty(record)) header = record;
        } else {
          if (records % perChunk === 0) starts.push(end);
          records++;
          if (!isEmpty(record)) rows++;
        }
        end = info.bytes;
        return null;
      },
    });
  } catch (err) {
    if (err instanceof CsvError) {
      throw errors.invalidRequest(`The CSV could not be read: ${err.message}. Nothing was imported.`, [{ path: 'body', message: err.message }]);
    }
    throw err;
  }
  if (!header) throw errors.invalidRequest('The CSV body is empty: send a header row and one row per contact.');
  const unreadable = header.find((h) => h.includes('\0') || (malformed && h.includes('\ufffd')));
  if (unreadable !== undefined) {
    const why = unreadable.includes('\0') ? 'holds a NUL byte' : 'is not valid UTF-8';
    throw errors.invalidRequest(`The CSV header row ${why}: save the file as UTF-8 text and send it again. Nothing was imported.`, [{ path: 'body', message: `the header row ${why}` }]);
  }
  columns = mapHeader(header);
  if (!columns.some((c) => c.field === 'email')) {
    throw errors.invalidRequest(`The CSV header has no email column (found: ${header.slice(0, 20).join(', ')}). Name it "email".`, [
      { path: 'body', message: 'the header row needs an email column' },
    ]);
  }
  return { columns, delimiter, rows, starts, perChunk, headerRow, utf8, malformed };
}

/**
 * Reads the rows of chunk `k` from their own slice of the body, handing each to `onRow` as soon as
 * csv-parse has it (no array of records builds up), numbered as a spreadsheet numbers them (the
 * header is row 1); empty lines keep their number and yield nothing.
 */
export async function readCsvChunk(original: Buffer, plan: CsvPlan, k: number, onRow: (row: CsvRow) => void): Promise<void> {
  const body = plan.utf8 ?? original;
  const end = k + 1 < plan.starts.length ? plan.starts[k + 1] : body.length;
  let row = plan.headerRow + k * plan.perChunk;
  await parseInSlices(body.subarray(plan.starts[k], end), {
    ...OPTIONS,
    delimiter: plan.delimiter,
    on_record: (record: string[]) => {
      row++;
      if (isEmpty(record)) return null;
      const unstorable = unstorableRow(record, plan);
      onRow(unstorable ? { row, error: { code: 'INVALID_CSV_ROW', message: unstorable, email: emailOf(record, plan.columns) } } : toRow(record, plan.columns, row));
      return null;
    },
  });
}

/** Text that would be stored garbled or not at all (PostgreSQL refuses NUL in text and JSON). */
function unstorableRow(record: string[], plan: CsvPlan): string | undefined {
  if (record.some((v) => v.includes('\0'))) return 'holds a NUL byte, which cannot be stored; remove it and send the row again';
  if (plan.malformed && record.some((v) => v.includes('\ufffd'))) return 'is not valid UTF-8 (a byte that is no character); save the file as UTF-8 and send the row again';
  return undefined;
}

/** Bytes csv-parse reads between two turns of the event loop (it reads ~25 MB/s: ~40 ms). */
const SLICE_BYTES = 1024 * 1024;

/**
 * csv-parse over `body` a slice at a time, letting other requests in between slices: read in one
 * go, a 64 MiB body — or a single 50 MB cell — held the event loop for seconds. Records go to the
 * options' `on_record`, which keeps none.
 */
async function parseInSlices(body: Buffer, options: Options): Promise<void> {
  const parser = parse(options);
  let failure: unknown;
  parser.on('error', (err) => (failure ??= err));
  parser.resume();
  for (let i = 0; i < body.length && failure === undefined; i += SLICE_BYTES) {
    parser.write(body.subarray(i, i + SLICE_BYTES));
    await nextTurn();
  }
  if (failure === undefined) {
    parser.end();
    await finished(parser).catch((err) => (failure ??= err));
  }
  if (failure !== undefined) throw failure;
}

const isEmpty = (record: string[]) => record.every((v) => v === '');

function toRow(record: string[], columns: CsvColumn[], row: number): CsvRow {
  const input: Record<string, unknown> = {};
  let attributes: Record<string, unknown> | undefined;
  let fullName: string | undefined;
  for (const col of columns) {
    const value = unescapeFormula(record[col.index] ?? '');
    if (value === '') continue;
    switch (col.field) {
      case 'ignore':
        break;
      case 'attribute':
        (attributes ??= {})[col.header] = value;
        break;
      case 'name':
        fullName = value;
        break;
      case 'tags':
        input.tags = value.split(/[,;|]/).map((t) => t.trim()).filter(Boolean);
        break;
      case 'status': {
        const word = value.toLowerCase();
        input.status = STATUS_WORDS[word] ?? word;
        break;
      }
      case 'attributes':
        try {
          const parsed = JSON.parse(value);
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('attributes must be a JSON object');
          if (JSON.stringify(parsed).includes('\\u0000')) throw new Error('attributes hold a NUL character (\\u0000), which cannot be stored');
          attributes = { ...parsed, ...attributes };
        } catch (err) {
          const message = err instanceof SyntaxError ? 'attributes must be a JSON object' : (err as Error).message;
          return { row, error: { code: 'INVALID_FIELD', message, email: emailOf(record, columns) } };
        }
        break;
      default:
        input[col.field] = value;
    }
  }
  if (record.length > columns.length && record.slice(columns.length).some((v) => v !== '')) {
    return {
      row,
      error: {
        code: 'INVALID_CSV_ROW',
        message: `has ${record.length} fields but the header has ${columns.length} (an unquoted comma in a value?)`,
        email: emailOf(record, columns),
      },
    };
  }
  if (fullName !== undefined && input.firstName === undefined && input.lastName === undefined) {
    const space = fullName.indexOf(' ');
    input.firstName = space < 0 ? fullName : fullName.slice(0, space);
    if (space >= 0) input.lastName = fullName.slice(space + 1).trim();
  }
  if (attributes) input.attributes = attributes;
  return { row, input };
}

function emailOf(record: string[], columns: CsvColumn[]): string | null {
  const col = columns.find((c) => c.field === 'email');
  // An error names the row by its email: never echo a huge field back whole.
  return (col && record[col.index]?.slice(0, 320)) || null;
}

// Spreadsheets run a cell that starts with = + - @ as a formula (OWASP "CSV injection"); the
// export defuses such cells with a leading apostrophe, which a re-import takes off again.
const FORMULA_START = /^[=+\-@\t\r]/;
const unescapeFormula = (v: string) => (v.startsWith("'") && FORMULA_START.test(v.slice(1)) ? v.slice(1) : v);

const OWN_EXPORT_ONLY = ['id', 'created_at', 'updated_at'];
export const EXPORT_COLUMNS = ['id', 'email', 'first_name', 'last_name', 'status', 'tags', 'language', 'country', 'attributes', 'created_at', 'updated_at'];

/** One CSV cell (RFC 4180 quoting), defused against formula injection. */
export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(c: Contact): string {
  const attrs = Object.keys(c.attributes).length ? JSON.stringify(c.attributes) : '';
  return (
    [c.id, c.email, c.firstName, c.lastName, c.status, c.tags.join(', '), c.language, c.country, attrs, c.createdAt, c.updatedAt]
      .map(csvCell)
      .join(',') + '\r\n'
  );
}
