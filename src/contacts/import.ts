import type { AuthContext } from '../accounts/service';
import { errors } from '../errors';
import { BulkImport, CHUNK } from './bulk';
import { planCsv, readCsvChunk } from './csv';
import { scanBulkJson } from './json-rows';
import type { Owner } from '../store/owned';
import { MAX_BULK_ROWS, type BulkMode, type BulkResult } from './schema';
import type { ContactsStore } from './store';

/**
 * The two bodies of POST /v1/contacts/bulk, read into a BulkImport. Each checks the request as a
 * whole first — structure, row count, mode — so a refused request writes nothing; then rows flow
 * into the import one by one and are written a chunk at a time.
 */
type Caller = Owner & Pick<AuthContext, 'keyId'>;

const tooMany = `must hold at most ${MAX_BULK_ROWS.toLocaleString('en')} contacts; split the import into several requests`;
const invalid = (path: string, message: string) => errors.invalidRequest(`Invalid request: ${path} ${message}`, [{ path, message }]);

/** `{ contacts: [...], mode? }` as text; rows are parsed one at a time (json-rows.ts). */
export async function importJson(store: ContactsStore, caller: Caller, text: string, fallbackMode: BulkMode): Promise<BulkResult> {
  const body = scanBulkJson(text);
  const mode = body.members.mode ?? fallbackMode;
  if (mode !== 'upsert' && mode !== 'insert') throw invalid('body.mode', 'must be "upsert" or "insert"');
  if (body.count < 0) throw invalid('body.contacts', 'contacts' in body.members ? 'must be an array of contacts' : 'is required');
  if (body.count === 0) throw invalid('body.contacts', 'must hold at least one contact');
  if (body.count > MAX_BULK_ROWS) throw invalid('body.contacts', tooMany);
  const job = new BulkImport(store, caller, mode, caller.keyId);
  for (let i = 0; i < body.count; i++) {
    const row = body.row(i);
    if (!row.ok) job.fail(i, null, 'INVALID_JSON', row.message);
    else if (job.add(i, row.value)) await job.flush();
  }
  return job.finish();
}

/** A CSV file with a header row (csv.ts has the header names understood). */
export async function importCsv(store: ContactsStore, caller: Caller, body: Buffer, mode: BulkMode): Promise<BulkResult> {
  const plan = await planCsv(body, CHUNK);
  if (plan.rows === 0) throw errors.invalidRequest('The CSV has a header row but no contacts.');
  if (plan.rows > MAX_BULK_ROWS) throw invalid('body', tooMany);
  const job = new BulkImport(store, caller, mode, caller.keyId);
  for (let k = 0; k < plan.starts.length; k++) {
    await readCsvChunk(body, plan, k, (r) => {
      if (r.error) job.fail(r.row, r.error.email, r.error.code, r.error.message);
      else job.add(r.row, r.input);
    });
    // A chunk of the file holds CHUNK rows at most: write them before reading the next.
    await job.flush();
  }
  return job.finish();
}
