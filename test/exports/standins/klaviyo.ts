/**
 * Klaviyo templates and flows API (JSON:API), as https://developers.klaviyo.com/en/reference/create_template
 * and https://developers.klaviyo.com/en/reference/create_flow describe them (the flow definition's
 * schemas: FlowDefinition, ListTrigger/SegmentTrigger/MetricTrigger, SendEmailAction with FlowEmail,
 * TimeDelayAction; klaviyo/openapi, openapi/stable/apis/create_flow.json).
 */
import { KLAVIYO_REVISION } from '../../../src/exports/platforms/klaviyo';
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
  /** A list endpoint, newest first, filtered by `equals(name,"…")` as Klaviyo's filter syntax writes it. */
  const listNamed =
    <T extends { id: string; name: string }>(type: string, items: T[], attributes: (item: T) => object) =>
    (req: StandinRequest): StandinReply => {
      const denied = guard(req);
      if (denied) return denied;
      const name = /^equals\(name,"(.*)"\)$/.exec(req.query.get('filter') ?? '')?.[1];
      const list = items.filter((x) => name === undefined || x.name === name).reverse();
      return { status: 200, headers: { 'content-type': JSON_API }, json: { data: list.map((x) => ({ type, id: x.id, attributes: attributes(x) })), links: { self: '', next: null } } };
    };
  const writeGuard = (req: StandinRequest) => guard(req) ?? check.contentType(req, JSON_API, error(415, 'unsupported_media_type', `Content type must be ${JSON_API}.`));
  const flows: Array<{ id: string; name: string; definition: any; created: string }> = [];
  /** What Create Flow refuses, as its schema says: the first problem, with its JSON pointer. */
  const flowProblem = (d: any): [string, string] | undefined => {
    if (!d || typeof d !== 'object') return ['definition is required.', '/data/attributes/definition'];
    const at = (p: string) => `/data/attributes/definition${p}`;
    if (!Array.isArray(d.triggers) || d.triggers.length !== 1) return ['Exactly one trigger is supported.', at('/triggers')];
    const t = d.triggers[0];
    if (!['list', 'segment', 'metric'].includes(t?.type) || typeof t.id !== 'string' || !t.id) return ['A trigger needs a type and the id of its list, segment or metric.', at('/triggers/0')];
    if (!Array.isArray(d.actions) || !d.actions.length) return ['actions is required.', at('/actions')];
    const ids = new Set<string>();
    for (const [i, a] of d.actions.entries()) {
      if ('id' in a && a.id != null) return ['id is not allowed on create: use temporary_id.', at(`/actions/${i}/id`)];
      if (typeof a.temporary_id !== 'string' || ids.has(a.temporary_id)) return ['Each new action needs its own temporary_id.', at(`/actions/${i}/temporary_id`)];
      ids.add(a.temporary_id);
      if (a.type === 'time-delay') {
        if (!['days', 'hours', 'minutes'].includes(a.data?.unit) || !Number.isInteger(a.data?.value) || a.data.value < 0) return ['A time delay needs a unit (days, hours, minutes) and a whole value.', at(`/actions/${i}/data`)];
      } else if (a.type === 'send-email') {
        const m = a.data?.message;
        for (const key of ['from_email', 'from_label', 'reply_to_email', 'cc_email', 'bcc_email', 'subject_line', 'preview_text']) if (!m || !(key in m)) return [`${key} is required.`, at(`/actions/${i}/data/message/${key}`)];
        if (m.template_id != null && !templates.some((x) => x.id === m.template_id)) return [`Template ${m.template_id} does not exist.`, at(`/actions/${i}/data/message/template_id`)];
        if (a.data.status !== undefined && !['disabled', 'draft', 'live', 'manual'].includes(a.data.status)) return ['Unknown status.', at(`/actions/${i}/data/status`)];
      } else return [`Unsupported action type ${a.type}.`, at(`/actions/${i}/type`)];
    }
    for (const [i, a] of d.actions.entries()) if (a.links?.next != null && !ids.has(a.links.next)) return [`links.next names no action of this flow.`, at(`/actions/${i}/links/next`)];
    if (!ids.has(d.entry_action_id)) return ['entry_action_id names no action of this flow.', at('/entry_action_id')];
    return undefined;
  };
  const standin = await startStandin([
    [
      'POST',
      '/api/flows',
      (req) => {
        const denied = writeGuard(req);
        if (denied) return denied;
        if (!/^(2025|2026)-/.test(String(req.headers.revision))) return error(404, 'not_found', 'Create Flow is not part of this revision.');
        if (req.json?.data?.type !== 'flow') return error(400, 'invalid', 'data.type must be "flow".', '/data/type');
        const a = req.json.data.attributes ?? {};
        if (typeof a.name !== 'string' || !a.name) return error(400, 'invalid', 'name is required.', '/data/attributes/name');
        const problem = flowProblem(a.definition);
        if (problem) return error(400, 'invalid', problem[0], problem[1]);
        // Temporary ids become real ones in the definition handed back.
        const real = new Map<string, string>(a.definition.actions.map((x: any, i: number) => [x.temporary_id, String(9000 + flows.length * 100 + i)]));
        const definition = {
          ...a.definition,
          entry_action_id: real.get(a.definition.entry_action_id),
          actions: a.definition.actions.map(({ temporary_id, ...x }: any) => ({ ...x, id: real.get(temporary_id), links: { next: x.links?.next ? real.get(x.links.next) : null } })),
        };
        const f = { id: `Fl${flows.length}x${Math.random().toString(36).slice(2, 6)}`, name: a.name, definition, created: nowIso() };
        flows.push(f);
        return { status: 201, headers: { 'content-type': JSON_API }, json: { data: { type: 'flow', id: f.id, attributes: { name: f.name, status: 'draft', archived: false, created: f.created, updated: f.created, trigger_type: a.definition.triggers[0].type, definition }, links: { self: `https://a.klaviyo.com/api/flows/${f.id}/` } } } };
      },
    ],
    [
      'GET',
      '/api/flows',
      listNamed('flow', flows, (f) => ({ name: f.name, status: 'draft', created: f.created })),
    ],
    [
      'POST',
      '/api/templates',
      (req) => {
        const denied = writeGuard(req);
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
      listNamed('template', templates, (t) => ({ name: t.name, editor_type: t.editor_type, created: t.created })),
    ],
  ]);
  return Object.assign(standin, { templates, flows });
}

const auth = { authorization: `Klaviyo-API-Key ${klaviyoCredentials.apiKey}`, revision: KLAVIYO_REVISION };
const body = { data: { type: 'template', attributes: { name: 'x', editor_type: 'CODE', html: '<p>x</p>' } } };
export const klaviyoProbes = [
  { what: 'a Bearer header', method: 'POST', path: '/api/templates', headers: { ...auth, authorization: `Bearer ${klaviyoCredentials.apiKey}`, 'content-type': JSON_API }, json: body },
  { what: 'no revision header', method: 'POST', path: '/api/templates', headers: { authorization: auth.authorization, 'content-type': JSON_API }, json: body },
  { what: 'plain application/json', method: 'POST', path: '/api/templates', headers: { ...auth, 'content-type': 'application/json' }, json: body },
  { what: 'no name', method: 'POST', path: '/api/templates', headers: { ...auth, 'content-type': JSON_API }, json: { data: { type: 'template', attributes: { editor_type: 'CODE', html: 'x' } } } },
];
