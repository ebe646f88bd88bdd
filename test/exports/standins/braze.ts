/** Braze email templates, as https://www.braze.com/docs/api/endpoints/templates/email_templates/ describes them. */
import { randomUUID } from 'node:crypto';
import { check, startStandin, type StandinRequest, type StandinReply } from './server';

export const brazeCredentials = { apiKey: '0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d', restEndpoint: 'https://rest.iad-01.braze.com' };
const error = (status: number, message: string): StandinReply => ({ status, json: { message } });

export async function brazeStandin() {
  const templates: Array<{ email_template_id: string; template_name: string; subject: string; body: string; created_at: string }> = [];
  const guard = (req: StandinRequest) => check.header(req, 'authorization', `Bearer ${brazeCredentials.apiKey}`, error(401, 'Invalid API key: (redacted)'));
  const standin = await startStandin([
    [
      'POST',
      '/templates/email/create',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', error(400, 'Content-Type must be application/json'));
        if (denied) return denied;
        const missing = check.missing(req.json, ['template_name', 'subject', 'body']);
        if (missing) return error(400, `${missing} is required`);
        const t = { email_template_id: randomUUID(), template_name: req.json.template_name, subject: req.json.subject, body: req.json.body, created_at: new Date().toISOString() };
        templates.push(t);
        return { status: 201, json: { email_template_id: t.email_template_id, message: 'success' } };
      },
    ],
    ['GET', '/templates/email/list', (req) => guard(req) ?? { status: 200, json: { count: templates.length, templates: templates.map(({ body: _b, subject: _s, ...t }) => ({ ...t, updated_at: t.created_at, tags: [] })), message: 'success' } }],
  ]);
  return Object.assign(standin, { templates });
}

export const brazeProbes = [
  { what: 'the key as api_key in the body', method: 'POST', path: '/templates/email/create', headers: {}, json: { api_key: brazeCredentials.apiKey, template_name: 'x', subject: 'x', body: 'x' } },
  { what: 'no subject', method: 'POST', path: '/templates/email/create', headers: { authorization: `Bearer ${brazeCredentials.apiKey}` }, json: { template_name: 'x', body: 'x' } },
];
