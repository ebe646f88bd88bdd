import pino, { type Logger } from 'pino';

export type { Logger };

/** Secrets must never reach a log line, whatever object a caller logs. */
const redact = [
  'req.headers.authorization',
  'headers.authorization',
  '*.apiKey',
  '*.credentials',
  '*.secret',
  '*.password',
  '*.token',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: redact, censor: '[redacted]' } });
}
