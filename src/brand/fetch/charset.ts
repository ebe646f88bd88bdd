/**
 * Bytes to text the way a browser decides: byte-order mark, then the Content-Type charset,
 * then <meta charset> / <meta http-equiv> in the first bytes (unless it names a legacy charset
 * over bytes that are valid non-ASCII UTF-8: a stale meta), then UTF-8 if the bytes are valid
 * UTF-8, else windows-1252 (what browsers assume for old Western pages). TextDecoder covers the
 * legacy encodings (windows-1252, ISO-8859-x, Shift_JIS, EUC-KR, GB18030, Big5, KOI8-R, …).
 */
import { decodeWindows1252 } from '../../lib/windows-1252';

const META_SNIFF_BYTES = 4096;

interface Decoder {
  encoding: string;
  decode(body: Buffer): string;
}

export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const m = contentType && /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType);
  return m?.[1];
}

function decoderFor(label: string | undefined): Decoder | undefined {
  if (!label) return undefined;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label.trim().toLowerCase());
  } catch {
    return undefined;
  }
  // WHATWG maps iso-8859-1, latin1, ascii and friends to windows-1252 too.
  if (decoder.encoding === 'windows-1252') return { encoding: 'windows-1252', decode: decodeWindows1252 };
  return { encoding: decoder.encoding, decode: (body) => decoder.decode(body) };
}

function fromBom(body: Buffer): { label: string; skip: number } | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return { label: 'utf-8', skip: 3 };
  if (body[0] === 0xff && body[1] === 0xfe) return { label: 'utf-16le', skip: 2 };
  if (body[0] === 0xfe && body[1] === 0xff) return { label: 'utf-16be', skip: 2 };
  return undefined;
}

function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, META_SNIFF_BYTES).toString('latin1');
  return (
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1] ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset\s*=\s*([\w.:-]+)/i.exec(head)?.[1]
  );
}

function strictUtf8(body: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return undefined;
  }
}

function decodeUtf8OrLegacy(body: Buffer): string {
  return strictUtf8(body) ?? decodeWindows1252(body);
}

export function decodeHtml(body: Buffer, contentType?: string): { text: string; charset: string } {
  const bom = fromBom(body);
  if (bom) return { text: new TextDecoder(bom.label).decode(body.subarray(bom.skip)), charset: bom.label };
  const header = decoderFor(charsetFromContentType(contentType));
  // A page that says "utf-8" but is not, is still best read leniently as what it says.
  if (header) return { text: header.decode(body), charset: header.encoding };
  const meta = decoderFor(metaCharset(body));
  if (meta) {
    // A <meta> naming a legacy charset over bytes that are valid, non-ASCII UTF-8 is stale (the page was
    // converted and its meta left behind): such bytes are almost never real GBK, Shift_JIS or Latin-1 text.
    const utf8 = meta.encoding !== 'utf-8' && body.some((b) => b >= 0x80) ? strictUtf8(body) : undefined;
    if (utf8 !== undefined) return { text: utf8, charset: 'utf-8' };
    return { text: meta.decode(body), charset: meta.encoding };
  }
  return { text: decodeUtf8OrLegacy(body), charset: 'auto' };
}

export function decodeCss(body: Buffer, contentType?: string): string {
  const bom = fromBom(body);
  if (bom) return new TextDecoder(bom.label).decode(body.subarray(bom.skip));
  const declared = charsetFromContentType(contentType) ?? /^@charset\s+"([\w.:-]+)"/.exec(body.subarray(0, 100).toString('latin1'))?.[1];
  const decoder = decoderFor(declared);
  return decoder ? decoder.decode(body) : decodeUtf8OrLegacy(body);
}
