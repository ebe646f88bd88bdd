import { randomBytes } from 'node:crypto';
import { convert } from 'html-to-text';

/**
 * The email as a platform would send it, for SpamAssassin: complete headers (so header rules
 * such as MISSING_DATE score nothing that sending would fix), multipart/alternative with a
 * text part (the one given, else generated from the HTML the way platforms do) and the HTML,
 * both quoted-printable.
 */
/**
 * html-to-text walks the document recursively and overflows the stack on mail nested thousands
 * of levels deep; below this depth it writes "..." instead. No readable text part is deeper.
 */
const MAX_TEXT_DEPTH = 200;

export function buildMessage(input: { html: string; subject?: string; text?: string; unsubscribeUrl?: string; date?: Date }): Buffer {
  const boundary = `bm_${randomBytes(12).toString('hex')}`;
  const text = input.text?.trim()
    ? input.text
    : convert(input.html, { wordwrap: 76, limits: { maxDepth: MAX_TEXT_DEPTH }, selectors: [{ selector: 'img', format: 'skip' }] });
  const headers = [
    `From: Newsletter <news@brandmail.example>`,
    `To: reader@brandmail.example`,
    `Subject: ${encodeHeader(input.subject ?? '')}`,
    `Date: ${(input.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(10).toString('hex')}@brandmail.example>`,
    'MIME-Version: 1.0',
    ...(input.unsubscribeUrl && /^(https?|mailto):/i.test(input.unsubscribeUrl)
      ? [`List-Unsubscribe: <${input.unsubscribeUrl}>`, ...(/^https:/i.test(input.unsubscribeUrl) ? ['List-Unsubscribe-Post: List-Unsubscribe=One-Click'] : [])]
      : []),
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: quoted-printable', '', quotedPrintable(body)].join('\r\n');
  const message = [headers.join('\r\n'), '', part('text/plain', text), part('text/html', input.html), `--${boundary}--`, ''].join('\r\n');
  return Buffer.from(message, 'utf8');
}

function encodeHeader(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  // eslint-disable-next-line no-control-regex
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  const words: string[] = [];
  // Encoded words stay under 75 characters: 45 bytes of UTF-8 per word, split on character boundaries.
  let chunk: number[] = [];
  const chars = [...clean];
  for (const ch of chars) {
    const b = [...Buffer.from(ch, 'utf8')];
    if (chunk.length + b.length > 45) {
      words.push(`=?UTF-8?B?${Buffer.from(chunk).toString('base64')}?=`);
      chunk = [];
    }
    chunk.push(...b);
  }
  if (chunk.length) words.push(`=?UTF-8?B?${Buffer.from(chunk).toString('base64')}?=`);
  return words.join('\r\n ');
}

/** RFC 2045 quoted-printable: lines of at most 76 characters, soft breaks with "=". */
export function quotedPrintable(text: string): string {
  const out: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    let encoded = '';
    const bytes = Buffer.from(line, 'utf8');
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      const last = i === bytes.length - 1;
      const plain = (b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !last);
      encoded += plain ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    let rest = encoded;
    while (rest.length > 76) {
      let cut = 75;
      // Never split an =XX escape.
      if (rest[cut - 1] === '=') cut -= 1;
      else if (rest[cut - 2] === '=') cut -= 2;
      out.push(`${rest.slice(0, cut)}=`);
      rest = rest.slice(cut);
    }
    out.push(rest);
  }
  return out.join('\r\n');
}
