/**
 * Splitting an uploaded contacts file into requests, so a large file shows real progress and no
 * request comes near the API's body limit. Row numbers in the server's report are per request;
 * `offset` turns them back into the file's own rows.
 */
export const CHUNK_ROWS = 2_000;

export type Chunk =
  | { kind: 'csv'; body: string; rows: number; offset: number }
  | { kind: 'json'; rows: Record<string, unknown>[]; offset: number };

/** CSV records (RFC 4180: a quoted field may hold commas, quotes as "" and line breaks). */
export function csvRecords(text: string): string[] {
  const records: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) {
      records.push(text.slice(start, i));
      if (c === '\r' && text[i + 1] === '\n') i++;
      start = i + 1;
    }
  }
  if (start < text.length) records.push(text.slice(start));
  return records;
}

/**
 * A CSV file as requests of at most `size` data rows, each with the header. The server numbers
 * CSV rows as a spreadsheet does (header = row 1), so a chunk's offset is the data rows before it
 * — blank lines included, so the numbers still match the file's lines.
 */
export function csvChunks(text: string, size = CHUNK_ROWS): Chunk[] {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const header = records.shift();
  if (header === undefined || !header.trim()) throw new Error('The file is empty: a CSV file starts with a header row (email, first name, …).');
  while (records.length && !records[records.length - 1].trim()) records.pop();
  if (!records.length) throw new Error('The file has a header row but no contacts.');
  const chunks: Chunk[] = [];
  for (let i = 0; i < records.length; i += size) {
    const part = records.slice(i, i + size);
    chunks.push({ kind: 'csv', body: [header, ...part].join('\n') + '\n', rows: part.length, offset: i });
  }
  return chunks;
}

/** A JSON file (an array of contacts, or `{ "contacts": [...] }`) as requests of at most `size` rows. */
export function jsonChunks(text: string, size = CHUNK_ROWS): Chunk[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new Error(`The file is not valid JSON: ${(err as Error).message}`);
  }
  const rows = Array.isArray(parsed) ? parsed : (parsed as { contacts?: unknown })?.contacts;
  if (!Array.isArray(rows)) throw new Error('A JSON file holds an array of contacts, or an object with a "contacts" array.');
  if (!rows.length) throw new Error('The file holds no contacts.');
  const chunks: Chunk[] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push({ kind: 'json', rows: rows.slice(i, i + size) as Record<string, unknown>[], offset: i });
  return chunks;
}

export function chunksOf(fileName: string, text: string, size = CHUNK_ROWS): Chunk[] {
  const json = /\.json$/i.test(fileName) || /^\s*[[{]/.test(text);
  return json ? jsonChunks(text, size) : csvChunks(text, size);
}

export const rowsIn = (c: Chunk) => (c.kind === 'csv' ? c.rows : c.rows.length);
