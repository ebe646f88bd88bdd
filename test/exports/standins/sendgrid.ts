/** SendGrid v3 dynamic templates and versions, as the Twilio SendGrid API reference describes them. */
import { randomUUID } from 'node:crypto';
import { check, startStandin, type StandinRequest, type StandinReply } from './server';

export const sendgridCredentials = { apiKey: 'SG.abcdefghijklmnopqrstuv.wxyzABCDEFGHIJKLMNOPQRSTUV0123456789' };
const errors = (status: number, message: string, field: string | null = null): StandinReply => ({ status, json: { errors: [{ field, message }] } });

type Version = { id: string; template_id: string; name: string; subject: string; html_content: string; plain_content: string; active: number; updated_at: string };
export async function sendgridStandin() {
  const templates: Array<{ id: string; name: string; generation: string; updated_at: string; versions: Version[] }> = [];
  const guard = (req: StandinRequest) =>
    check.header(req, 'authorization', `Bearer ${sendgridCredentials.apiKey}`, errors(401, 'The provided authorization grant is invalid, expired, or revoked'));
  const json = (req: StandinRequest) => check.contentType(req, 'application/json', errors(415, 'Content-Type should be application/json.'));
  const find = (id: string) => templates.find((t) => t.id === id);
  const standin = await startStandin([
    [
      'POST',
      '/v3/templates',
      (req) => {
        const denied = guard(req) ?? json(req);
        if (denied) return denied;
        if (!req.json?.name) return errors(400, 'name is required', 'name');
        const t = { id: `d-${randomUUID().replace(/-/g, '')}`, name: req.json.name, generation: req.json.generation ?? 'legacy', updated_at: new Date().toISOString().replace('T', ' ').slice(0, 19), versions: [] as Version[] };
        templates.push(t);
        return { status: 201, json: t };
      },
    ],
    [
      'GET',
      '/v3/templates',
      (req) => guard(req) ?? (req.query.get('page_size') ? { status: 200, json: { result: templates.filter((t) => !req.query.get('generations') || t.generation === req.query.get('generations')), _metadata: { count: templates.length } } } : errors(400, 'page_size is required', 'page_size')),
    ],
    ['GET', '/v3/templates/:id', (req) => guard(req) ?? (find(req.params.id) ? { status: 200, json: find(req.params.id) } : errors(404, 'resource not found'))],
    [
      'POST',
      '/v3/templates/:id/versions',
      (req) => {
        const denied = guard(req) ?? json(req);
        if (denied) return denied;
        const t = find(req.params.id);
        if (!t) return errors(404, 'resource not found');
        const missing = check.missing(req.json, ['name', 'subject']);
        if (missing) return errors(400, `${missing} is required`, missing);
        const v: Version = { id: randomUUID(), template_id: t.id, name: req.json.name, subject: req.json.subject, html_content: req.json.html_content ?? '', plain_content: req.json.plain_content ?? '', active: req.json.active ? 1 : 0, updated_at: t.updated_at };
        t.versions.push(v);
        return { status: 201, json: v };
      },
    ],
    [
      'POST',
      '/v3/templates/:id/versions/:vid/activate',
      (req) => {
        const denied = guard(req);
        if (denied) return denied;
        const v = find(req.params.id)?.versions.find((x) => x.id === req.params.vid);
        if (!v) return errors(404, 'resource not found');
        for (const other of find(req.params.id)!.versions) other.active = 0;
        v.active = 1;
        return { status: 200, json: v };
      },
    ],
  ]);
  return Object.assign(standin, { templates });
}

const auth = { authorization: `Bearer ${sendgridCredentials.apiKey}`, 'content-type': 'application/json' };
export const sendgridProbes = [
  { what: 'a token without "Bearer"', method: 'POST', path: '/v3/templates', headers: { ...auth, authorization: sendgridCredentials.apiKey }, json: { name: 'x', generation: 'dynamic' } },
  { what: 'form-encoded body', method: 'POST', path: '/v3/templates', headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x' },
  { what: 'no name', method: 'POST', path: '/v3/templates', headers: auth, json: { generation: 'dynamic' } },
];
