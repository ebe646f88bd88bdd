import type { FastifyInstance, FastifyReply } from 'fastify';
import { consoleBundle } from './assets';
import { consolePage } from './page';

/**
 * The console's Content-Security-Policy. Scripts only from this origin (no inline script, no
 * eval), no plugins, no framing of the console itself, requests only to this origin. Styles
 * allow 'unsafe-inline' because the generated email is shown in a srcdoc iframe, which inherits
 * this policy, and emails are styled inline; that frame is sandboxed without scripts. Images
 * and fonts may come from anywhere over http(s): a brand's logo, pictures and web fonts live on
 * its own site.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data: https: http:",
  "connect-src 'self'",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

function secure(reply: FastifyReply) {
  return reply
    .header('content-security-policy', CONSOLE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-opener-policy', 'same-origin');
}

/**
 * Serves the web console at `/` from the same process as the API: index.html (never cached) and
 * its content-hashed script and stylesheet under /console/ (cached for good). The API key never
 * reaches these routes: the browser keeps it in sessionStorage and sends it to /v1 itself.
 */
export async function consoleRoutes(app: FastifyInstance) {
  const schema = { hide: true } as const;
  const config = { public: true } as const;
  app.get('/', { schema, config }, async (_req, reply) => {
    const bundle = await consoleBundle();
    return secure(reply)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(consolePage(bundle));
  });
  app.get<{ Params: { file: string } }>('/console/:file', { schema, config }, async (req, reply) => {
    const bundle = await consoleBundle();
    const asset = bundle.files.get(req.params.file);
    if (!asset) return secure(reply).code(404).type('text/plain; charset=utf-8').send('Not found');
    return secure(reply).type(asset.type).header('cache-control', 'public, max-age=31536000, immutable').send(asset.body);
  });
}
