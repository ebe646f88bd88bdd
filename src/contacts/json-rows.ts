import { errors } from '../errors';
import { checkJsonText, describeJsonTextProblem } from '../lib/json-limits';

/**
 * Reads a bulk JSON body, `{ "contacts": [ {…}, … ], "mode": "upsert" }`, one row at a time from
 * its text. JSON.parse of the whole 15 MB body would build every row's objects at once (about
 * 45 MB more heap for 100,000 rows); here a structural scan finds where each row starts and ends,
 * and each row is parsed only when it is checked, then dropped. The scan only locates values:
 * JSON.parse still judges every byte of them. The whole body's structure is checked before the
 * first row is read, so a body broken outside its rows is refused before anything is written.
 */
export type BulkJsonBody = {
  /** Other top-level members (e.g. mode), parsed. */
  members: Record<string, unknown>;
  /** Number of rows in `contacts`, or -1 when there is no `contacts` array. */
  count: number;
  /** Parses row `i`; a row that is not valid JSON is that row's error, not the request's. */
  row(i: number): { ok: true; value: unknown } | { ok: false; message: string };
};

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

export function scanBulkJson(text: string): BulkJsonBody {
  let i = 0;
  const n = text.length;
  const bad = (what: string): never => {
    throw errors.invalidRequest(`The request body is not valid JSON: ${what} at position ${i}.`);
  };
  const ws = () => {
    while (i < n && WS.has(text.charCodeAt(i))) i++;
  };
  const expect = (ch: string) => {
    if (text[i] !== ch) bad(i >= n ? `unexpected end (expected "${ch}")` : `expected "${ch}", found "${text[i]}"`);
    i++;
  };
  /** Index just past the value starting at `start` (string, object, array or scalar). */
  const valueEnd = (start: number): number => {
    let j = start;
    const c = text.charCodeAt(j);
    if (c === 0x22) return stringEnd(j);
    if (c === 0x7b || c === 0x5b) {
      let depth = 0;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d === 0x22) j = stringEnd(j) - 1;
        else if (d === 0x7b || d === 0x5b) depth++;
        else if (d === 0x7d || d === 0x5d) {
          if (--depth === 0) return j + 1;
        }
      }
      i = n;
      return bad('unexpected end inside an object or array');
    }
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d === 0x2c || d === 0x5d || d === 0x7d || WS.has(d)) break;
      j++;
    }
    if (j === start) bad('expected a value');
    return j;
  };
  const stringEnd = (start: number): number => {
    for (let j = start + 1; j < n; j++) {
      const d = text.charCodeAt(j);
      if (d === 0x5c) j++;
      else if (d === 0x22) return j + 1;
    }
    i = n;
    return bad('unterminated string');
  };
  const parse = (start: number, end: number): unknown => {
    try {
      return JSON.parse(text.slice(start, end));
    } catch (err) {
      i = start;
      return bad((err as Error).message.replace(/ in JSON at position \d+.*$/s, ''));
    }
  };

  // The bulk route reads its body as text, past the API's JSON parser: the same limits, here.
  const problem = checkJsonText(text);
  if (problem) throw errors.invalidRequest(describeJsonTextProblem(problem));

  const members: Record<string, unknown> = {};
  const bounds: number[] = [];
  let count = -1;
  ws();
  expect('{');
  ws();
  if (text[i] === '}') i++;
  else {
    for (;;) {
      ws();
      if (text[i] !== '"') bad('expected a member name');
      const keyEnd = stringEnd(i);
      const key = parse(i, keyEnd) as string;
      i = keyEnd;
      ws();
      expect(':');
      ws();
      if (key === 'contacts' && text[i] === '[') {
        if (count >= 0) bad('"contacts" given twice');
        i++;
        ws();
        count = 0;
        if (text[i] === ']') i++;
        else {
          for (;;) {
            ws();
            const end = valueEnd(i);
            bounds.push(i, end);
            count++;
            i = end;
            ws();
            if (text[i] === ',') i++;
            else {
              expect(']');
              break;
            }
          }
        }
      } else {
        const end = valueEnd(i);
        members[key] = parse(i, end);
        i = end;
      }
      ws();
      if (text[i] === ',') i++;
      else {
        expect('}');
        break;
      }
    }
  }
  ws();
  if (i < n) bad('unexpected text after the end of the body');
  return {
    members,
    count,
    row(k) {
      try {
        return { ok: true, value: JSON.parse(text.slice(bounds[2 * k], bounds[2 * k + 1])) };
      } catch (err) {
        return { ok: false, message: `is not valid JSON: ${(err as Error).message}` };
      }
    },
  };
}
