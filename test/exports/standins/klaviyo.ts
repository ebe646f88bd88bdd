/** Klaviyo templates API (JSON:API), as https://developers.klaviyo.com/en/reference/create_template describes it. */
import { check, nowIso, startStandin, type StandinRequest, type StandinReply } from './server';

export const klaviyoCredentials = { apiKey: 'pk_0123456789abcdefghijklmnopqrstuv' };
const JSON_API = 'application/vnd.api+json';
const error = (status: number, code: string, detail: string, pointer?: string): StandinReply => ({
  status,
  headers: { 'content-type': JSON_API },
  json: { errors: [{ id: 'e1', status, code, title: code.replace(/_/g, ' '), detail, ...(pointer ? { source: { pointer } } : {}) }] },
});

export async function klaviyoStandin() {
  const templates: Array<{ id: string; name: string; html: string; text?: string; editor_type: string; created: string }> = [];
  const guard = (req: StandinRequest) =>
    check.header(req, 'authorization', `Klaviyo-API-Key ${klaviyoCredentials.apiKey}`, error(401, 'not_authenticated', 'Incorrect authentication credentials.')) ??
    check.header(req, 'revision', /^\d{4}-\d{2}-\d{2}(\.pre)?$/, error(400, 'missing_revision', 'A revision header is required.'));
  const standin = await startStandin([
    [
      'POST',
      '/api/templates',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, JSON_API, error(415, 'unsupported_media_type', `Content type must be ${JSON_API}.`));
        if (denied) return denied;
        if (req.json?.data?.type !== 'template') return error(400, 'invalid', 'data.type must be "template".', '/data/type');
        const missing = check.missing(req.json, ['data.attributes.name', 'data.attributes.editor_type']);
        if (missing) return error(400, 'invalid', `${missing} is required.`, `/${missing.replace(/\./g, '/')}`);
        const a = req.json.data.attributes;
        if (a.editor_type === 'CODE' && !a.html) return error(400, 'invalid', 'html is required for CODE templates.', '/data/attributes/html');
        const t = { id: `Tk${templates.length}x${Math.random().toString(36).slice(2, 6)}`, name: a.name, html: a.html, text: a.text, editor_type: a.editor_type, created: nowIso() };
        templates.push(t);
        return { status: 201, headers: { 'content-type': JSON_API }, json: { data: { type: 'template', id: t.id, attributes: { name: t.name, editor_type: t.editor_type, html: t.html, text: t.text, created: t.created, updated: t.created }, links: { self: `https://a.klaviyo.com/api/templates/${t.id}/` } } } };
      },
    ],
    [
      'GET',
      '/api/templates',
      (req) => {
        const denied = guard(req);
        if (denied) return denied;
        const name = /^equals\(name,"(.*)"\)$/.exec(req.query.get('filter') ?? '')?.[1];
        const list = templates.filter((t) => name === undefined || t.name === name).reverse();
        return { status: 200, headers: { 'content-type': JSON_API }, json: { data: list.map((t) => ({ type: 'template', id: t.id, attributes: { name: t.name, editor_type: t.editor_type, created: t.created } })), links: { self: '', next: null } } };
      },
    ],
  ]);
  return Object.assign(standin, { templates });
}

const auth = { authorization: `Klaviyo-API-Key ${klaviyoCredentials.apiKey}`, revision: '2024-10-15' };
const body = { data: { type: 'template', attributes: { name: 'x', editor_type: 'CODE', html: '<p>x</p>' } } };
export const klaviyoProbes = [
  { what: 'a Bearer header', method: 'POST', path: '/api/templates', headers: { ...auth, authorization: `Bearer ${klaviyoCredentials.apiKey}`, 'content-type': JSON_API }, json: body },
  { what: 'no revision header', method: 'POST', path: '/api/templates', headers: { authorization: auth.authorization, 'content-type': JSON_API }, json: body },
  { what: 'plain application/json', method: 'POST', path: '/api/templates', headers: { ...auth, 'content-type': 'application/json' }, json: body },
  { what: 'no name', method: 'POST', path: '/api/templates', headers: { ...auth, 'content-type': JSON_API }, json: { data: { type: 'template', attributes: { editor_type: 'CODE', html: 'x' } } } },
];
