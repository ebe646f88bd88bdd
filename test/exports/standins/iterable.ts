/** Iterable email templates (upsert by client template id), as https://api.iterable.com/api/docs describes them. */
import { check, startStandin, type StandinRequest, type StandinReply } from './server';

export const iterableCredentials = { apiKey: 'abcdef0123456789abcdef0123456789' };
const error = (status: number, code: string, msg: string): StandinReply => ({ status, json: { msg, code, params: null } });

export async function iterableStandin() {
  const templates: Array<{ templateId: number; clientTemplateId: string; name: string; subject: string; html: string; createdAt: number }> = [];
  const guard = (req: StandinRequest) => check.header(req, 'api-key', iterableCredentials.apiKey, error(401, 'BadApiKey', 'Invalid API key'));
  const standin = await startStandin([
    [
      'POST',
      '/api/templates/email/upsert',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', error(400, 'BadJsonBody', 'Could not parse the JSON body'));
        if (denied) return denied;
        const missing = check.missing(req.json, ['clientTemplateId', 'name']);
        if (missing) return error(400, 'BadParams', `${missing} is required`);
        let t = templates.find((x) => x.clientTemplateId === req.json.clientTemplateId);
        if (t) Object.assign(t, { name: req.json.name, subject: req.json.subject, html: req.json.html });
        else templates.push((t = { templateId: 700000 + templates.length, clientTemplateId: req.json.clientTemplateId, name: req.json.name, subject: req.json.subject, html: req.json.html, createdAt: Date.now() }));
        return { status: 200, json: { msg: `Upserted 1 templates with IDs: ${t.templateId}`, code: 'Success', params: { templateIds: [t.templateId] } } };
      },
    ],
    [
      'GET',
      '/api/templates/getByClientTemplateId',
      (req) => guard(req) ?? { status: 200, json: { templates: templates.filter((t) => t.clientTemplateId === req.query.get('clientTemplateId')).map(({ html: _h, ...t }) => t) } },
    ],
  ]);
  return Object.assign(standin, { templates });
}

export const iterableProbes = [
  { what: 'the key as a Bearer token', method: 'POST', path: '/api/templates/email/upsert', headers: { authorization: `Bearer ${iterableCredentials.apiKey}` }, json: { clientTemplateId: 'x', name: 'x' } },
  { what: 'no clientTemplateId', method: 'POST', path: '/api/templates/email/upsert', headers: { 'api-key': iterableCredentials.apiKey }, json: { name: 'x' } },
];
