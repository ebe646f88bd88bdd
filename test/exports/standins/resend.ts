/** Resend templates (create with declared variables, publish, get by id or alias), as https://resend.com/docs/api-reference/templates describes them. */
import { randomUUID } from 'node:crypto';
import { check, startStandin, type StandinRequest, type StandinReply } from './server';

export const resendCredentials = { apiKey: 're_123456789_AbCdEfGhIjKlMnOp' };
const error = (status: number, name: string, message: string): StandinReply => ({ status, json: { statusCode: status, name, message } });
const BUILT_IN = new Set(['RESEND_UNSUBSCRIBE_URL']);

export async function resendStandin() {
  const templates: Array<{ id: string; name: string; alias: string | null; html: string; subject?: string; variables: Array<{ key: string; fallback_value?: unknown }>; status: 'draft' | 'published'; created_at: string }> = [];
  const guard = (req: StandinRequest) =>
    !req.headers.authorization ? error(401, 'missing_api_key', 'Missing API key in the authorization header.') : check.header(req, 'authorization', `Bearer ${resendCredentials.apiKey}`, error(403, 'invalid_api_key', 'API key is invalid'));
  const find = (idOrAlias: string) => templates.find((t) => t.id === idOrAlias || t.alias === idOrAlias);
  const standin = await startStandin([
    [
      'POST',
      '/templates',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', error(422, 'validation_error', 'Invalid content type'));
        if (denied) return denied;
        const missing = check.missing(req.json, ['name', 'html']);
        if (missing) return error(422, 'missing_required_field', `Missing \`${missing}\` field.`);
        const declared = new Set((req.json.variables ?? []).map((v: { key: string }) => v.key));
        for (const m of `${req.json.html}${req.json.subject ?? ''}${req.json.text ?? ''}`.matchAll(/\{\{\{\s*([A-Za-z0-9_]+)\s*\}\}\}/g)) {
          if (!declared.has(m[1]) && !BUILT_IN.has(m[1])) return error(422, 'validation_error', `Variable '${m[1]}' is used in the template but not defined in the variables list`);
        }
        if (req.json.alias && find(req.json.alias)) return error(409, 'validation_error', `Alias '${req.json.alias}' is already in use.`);
        const t = { id: randomUUID(), name: req.json.name, alias: req.json.alias ?? null, html: req.json.html, subject: req.json.subject, variables: req.json.variables ?? [], status: 'draft' as const, created_at: new Date().toISOString() };
        templates.push(t);
        return { status: 201, json: { id: t.id, object: 'template' } };
      },
    ],
    [
      'POST',
      '/templates/:id/publish',
      (req) => {
        const t = find(req.params.id);
        return guard(req) ?? (t ? ((t.status = 'published'), { status: 200, json: { id: t.id, object: 'template' } }) : error(404, 'not_found', 'Template not found'));
      },
    ],
    ['GET', '/templates/:idOrAlias', (req) => guard(req) ?? (find(req.params.idOrAlias) ? { status: 200, json: { object: 'template', ...find(req.params.idOrAlias) } } : error(404, 'not_found', 'Template not found'))],
    ['GET', '/templates', (req) => guard(req) ?? { status: 200, json: { object: 'list', has_more: false, data: templates.map(({ html: _h, ...t }) => t) } }],
  ]);
  return Object.assign(standin, { templates });
}

export const resendProbes = [
  { what: 'no Authorization header', method: 'POST', path: '/templates', headers: {}, json: { name: 'x', html: '<p>x</p>' } },
  { what: 'an undeclared variable', method: 'POST', path: '/templates', headers: { authorization: `Bearer ${resendCredentials.apiKey}` }, json: { name: 'x', html: '<p>{{{FIRST_NAME}}}</p>' } },
];
