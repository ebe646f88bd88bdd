/**
 * Limits every JSON text the API accepts, checked on the raw text before JSON.parse so no
 * recursive code (zod, JSON.stringify, a serializer, a tree walk) ever sees a value that could
 * overflow its stack. One linear pass, no allocation: counting `{`/`[` outside strings is exact
 * for any text JSON.parse would accept, and a text it would refuse fails there anyway.
 */

/**
 * Deepest nesting of objects and arrays a request body may have. Real clients send at most a
 * dozen levels (an email document: section › columns › column › block › props › style); 64
 * leaves ample room and stays far below what any recursive walk can take.
 */
export const MAX_JSON_DEPTH = 64;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a JSON body, or null when its bytes are not UTF-8 (RFC 8259 §8.1). Decoding
 * leniently would silently store U+FFFD in place of what the client meant. A BOM is dropped.
 */
export function decodeJsonBytes(body: Buffer): string | null {
  try {
    return utf8.decode(body);
  } catch {
    return null;
  }
}

export type JsonTextProblem =
  | { kind: 'depth'; limit: number; position: number }
  /** `\u0000` inside a string: PostgreSQL cannot store it in text, and no field needs it. */
  | { kind: 'nul'; position: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

export function checkJsonText(text: string, maxDepth = MAX_JSON_DEPTH): JsonTextProblem | null {
  let depth = 0;
  let inString = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) {
        if (text.charCodeAt(i + 1) === 0x75 /* u */ && text.startsWith('0000', i + 2)) return { kind: 'nul', position: i };
        i++; // the escaped character cannot end the string
      } else if (c === QUOTE) {
        inString = false;
      }
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > maxDepth) return { kind: 'depth', limit: maxDepth, position: i };
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return null;
}

/** The sentence a client sees for a problem, without echoing any of its input. */
export function describeJsonTextProblem(p: JsonTextProblem, where = 'The request body'): string {
  return p.kind === 'depth'
    ? `${where} nests objects and arrays more than ${p.limit} levels deep (at position ${p.position}); the limit is ${p.limit}.`
    : `${where} contains a NUL character (\\u0000 at position ${p.position}), which no field accepts.`;
}

/**
 * Depth of an already-parsed value, walked iteratively (a value parsed elsewhere, e.g. a CSV
 * cell, may still be checked without recursion). Stops as soon as `limit` is exceeded.
 */
export function exceedsDepth(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d + 1 > limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, d + 1]);
    }
  }
  return false;
}
