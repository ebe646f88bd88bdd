import net from 'node:net';
import type { SpamAssassinReport } from '../schema';

/**
 * A client for SpamAssassin's spamd, speaking its protocol (SPAMC/1.5) over TCP: a request line
 * (`REPORT`, `SYMBOLS` or `CHECK`), headers with the Content-length, a blank line and the
 * message; spamd answers `SPAMD/1.x 0 EX_OK`, a `Spam: True|False ; score / threshold` header
 * and, for REPORT, the rule table. The operator configures the address (BRANDMAIL_SPAMD), never
 * a request, so this is not an outbound request on a user's behalf.
 */
export class SpamdError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpamdError';
  }
}

export interface SpamdOptions {
  timeoutMs?: number;
  /** spamd's user to score as (its per-user preferences); spamd ignores it unless configured. */
  user?: string;
}

export function parseAddress(address: string): { host: string; port: number } {
  const m = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(address.trim());
  if (!m) throw new SpamdError(`BRANDMAIL_SPAMD must be host:port, got "${address}"`);
  return { host: m[1], port: Number(m[2]) };
}

/** Sends one spamd request and returns its status line, headers and body. */
export function spamdRequest(
  address: string,
  command: 'REPORT' | 'SYMBOLS' | 'CHECK' | 'PING',
  message: Buffer | undefined,
  options: SpamdOptions = {},
): Promise<{ status: string; headers: Record<string, string>; body: string }> {
  const { host, port } = parseAddress(address);
  const timeoutMs = options.timeoutMs ?? 15_000;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const chunks: Buffer[] = [];
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(err);
    };
    socket.setTimeout(timeoutMs, () => fail(new SpamdError(`spamd at ${address} did not answer within ${timeoutMs} ms`)));
    socket.on('error', (err) => fail(new SpamdError(`spamd at ${address}: ${err.message}`)));
    socket.on('connect', () => {
      const lines = [`${command} SPAMC/1.5`];
      if (options.user) lines.push(`User: ${options.user}`);
      if (message) lines.push(`Content-length: ${message.length}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (message) socket.write(message);
      // spamd reads Content-length bytes; half-closing tells older versions the message is complete.
      socket.end();
    });
    socket.on('data', (d) => chunks.push(d));
    socket.on('end', () => {
      if (settled) return;
      settled = true;
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split >= 0 ? text.slice(0, split) : text;
      const body = split >= 0 ? text.slice(split + 4) : '';
      const [status, ...headerLines] = head.split('\r\n');
      if (!/^SPAMD\/\d\.\d+ 0 /.test(status ?? '')) {
        reject(new SpamdError(`spamd at ${address} answered "${status ?? '(nothing)'}"`));
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status, headers, body });
    });
  });
}

/** Scores a complete RFC 5322 message with REPORT and parses the rules that hit. */
export async function spamassassinReport(address: string, message: Buffer, options: SpamdOptions = {}): Promise<SpamAssassinReport> {
  const res = await spamdRequest(address, 'REPORT', message, options);
  const spam = /^(True|False|Yes|No)\s*;\s*(-?[\d.]+)\s*\/\s*(-?[\d.]+)/i.exec(res.headers.spam ?? '');
  if (!spam) throw new SpamdError(`spamd answered without a Spam header: ${JSON.stringify(res.headers)}`);
  return {
    isSpam: /^(true|yes)$/i.test(spam[1]),
    score: Number(spam[2]),
    threshold: Number(spam[3]),
    rules: parseReport(res.body),
  };
}

/**
 * The REPORT table: ` pts rule name              description` rows, descriptions continuing
 * on indented lines.
 */
export function parseReport(body: string): SpamAssassinReport['rules'] {
  const rules: SpamAssassinReport['rules'] = [];
  const lines = body.split(/\r?\n/);
  const start = lines.findIndex((l) => /^\s*-+\s+-+/.test(l));
  if (start < 0) return rules;
  for (const line of lines.slice(start + 1)) {
    const m = /^\s*(-?\d+(?:\.\d+)?)\s+([A-Z0-9_]+)\s+(.*)$/.exec(line);
    if (m) {
      rules.push({ points: Number(m[1]), rule: m[2], description: m[3].trim() });
      continue;
    }
    if (/^\s{10,}\S/.test(line) && rules.length) {
      rules[rules.length - 1].description += ` ${line.trim().replace(/^\[|\]$/g, '')}`;
      continue;
    }
    if (!line.trim()) continue;
    break;
  }
  return rules;
}

/** True when spamd answers PING (tests use it to wait for start-up). */
export async function spamdPing(address: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const res = await spamdRequest(address, 'PING', undefined, { timeoutMs });
    return /PONG/.test(res.status);
  } catch {
    return false;
  }
}
