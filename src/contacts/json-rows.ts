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
  // The bulk route reads its body as text, past the API's JSON parser: the same limits, here.
  const problem = checkJsonText(text);
  if (problem) throw errors.invalidRequest(describeJsonTextProblem(problem));
  const scan = new Scanner(text);
  const { members, bounds, count } = scan.body();
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

/** A pass over the body's text that finds where values start and end; `i` is where it is. */
class Scanner {
  private i = 0;
  private readonly n: number;

  constructor(private readonly text: string) {
    this.n = text.length;
  }

  /** The top-level object: its other members parsed, and the start and end of each row of `contacts`. */
  body(): { members: Record<string, unknown>; bounds: number[]; count: number } {
    const { text } = this;
    const members: Record<string, unknown> = {};
    const bounds: number[] = [];
    let count = -1;
    this.ws();
    this.expect('{');
    this.ws();
    if (text[this.i] === '}') this.i++;
    else {
      for (;;) {
        this.ws();
        if (text[this.i] !== '"') this.bad('expected a member name');
        const keyEnd = this.stringEnd(this.i);
        const key = this.parse(this.i, keyEnd) as string;
        this.i = keyEnd;
        this.ws();
        this.expect(':');
        this.ws();
        if (key === 'contacts' && text[this.i] === '[') {
          if (count >= 0) this.bad('"contacts" given twice');
          count = this.rows(bounds);
        } else {
          const end = this.valueEnd(this.i);
          members[key] = this.parse(this.i, end);
          this.i = end;
        }
        this.ws();
        if (text[this.i] === ',') this.i++;
        else {
          this.expect('}');
          break;
        }
      }
    }
    this.ws();
    if (this.i < this.n) this.bad('unexpected text after the end of the body');
    return { members, bounds, count };
  }

  /** The `contacts` array, at its `[`: pushes each row's start and end to `bounds`; returns how many. */
  private rows(bounds: number[]): number {
    const { text } = this;
    let count = 0;
    this.i++;
    this.ws();
    if (text[this.i] === ']') {
      this.i++;
      return count;
    }
    for (;;) {
      this.ws();
      const end = this.valueEnd(this.i);
      bounds.push(this.i, end);
      count++;
      this.i = end;
      this.ws();
      if (text[this.i] === ',') this.i++;
      else {
        this.expect(']');
        return count;
      }
    }
  }

  private bad(what: string): never {
    throw errors.invalidRequest(`The request body is not valid JSON: ${what} at position ${this.i}.`);
  }

  private ws(): void {
    while (this.i < this.n && WS.has(this.text.charCodeAt(this.i))) this.i++;
  }

  private expect(ch: string): void {
    const { text, i, n } = this;
    if (text[i] !== ch) this.bad(i >= n ? `unexpected end (expected "${ch}")` : `expected "${ch}", found "${text[i]}"`);
    this.i++;
  }

  /** Index just past the value starting at `start` (string, object, array or scalar). */
  private valueEnd(start: number): number {
    const { text, n } = this;
    let j = start;
    const c = text.charCodeAt(j);
    if (c === 0x22) return this.stringEnd(j);
    if (c === 0x7b || c === 0x5b) {
      let depth = 0;
      for (; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d === 0x22) j = this.stringEnd(j) - 1;
        else if (d === 0x7b || d === 0x5b) depth++;
        else if (d === 0x7d || d === 0x5d) {
          if (--depth === 0) return j + 1;
        }
      }
      this.i = n;
      return this.bad('unexpected end inside an object or array');
    }
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d === 0x2c || d === 0x5d || d === 0x7d || WS.has(d)) break;
      j++;
    }
    if (j === start) this.bad('expected a value');
    return j;
  }

  private stringEnd(start: number): number {
    const { text, n } = this;
    for (let j = start + 1; j < n; j++) {
      const d = text.charCodeAt(j);
      if (d === 0x5c) j++;
      else if (d === 0x22) return j + 1;
    }
    this.i = n;
    return this.bad('unterminated string');
  }

  private parse(start: number, end: number): unknown {
    try {
      return JSON.parse(this.text.slice(start, end));
    } catch (err) {
      this.i = start;
      return this.bad((err as Error).message.replace(/ in JSON at position \d+.*$/s, ''));
    }
  }
}
