/**
 * windows-1252, what old Western web pages and spreadsheet exports are written in. Node 20's
 * TextDecoder('windows-1252') decodes 0x80–0x9F as C1 control characters (ISO-8859-1), which
 * loses the € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ those files are full of.
 */
const CP1252_HIGH = '\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178';

export function decodeWindows1252(body: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let i = 0; i < body.length; i += CHUNK) {
    const part = body.subarray(i, i + CHUNK);
    let s = '';
    for (const byte of part) s += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    out += s;
  }
  return out;
}

/**
 * Counts well-formed and malformed UTF-8 multi-byte sequences. A file with malformed ones and not
 * a single well-formed one was written in a legacy single-byte encoding, not damaged UTF-8.
 */
export function utf8Sequences(body: Uint8Array): { valid: number; invalid: number } {
  let valid = 0;
  let invalid = 0;
  for (let i = 0; i < body.length; ) {
    const b = body[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    let ok = need > 0;
    for (let k = 1; ok && k <= need; k++) ok = i + k < body.length && (body[i + k] & 0xc0) === 0x80;
    if (ok) {
      valid++;
      i += need + 1;
    } else {
      invalid++;
      i++;
    }
  }
  return { valid, invalid };
}
