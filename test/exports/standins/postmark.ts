/** Postmark templates and server APIs, as https://postmarkapp.com/developer/api/templates-api describes them. */
import { check, startStandin, type StandinRequest, type StandinReply } from './server';

export const postmarkCredentials = { serverToken: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0' };
const error = (status: number, code: number, message: string): StandinReply => ({ status, json: { ErrorCode: code, Message: message } });

export async function postmarkStandin() {
  const templates: Array<{ TemplateId: number; Name: string; Alias: string | null; Subject: string; HtmlBody: string; TextBody: string; TemplateType: string; Active: boolean }> = [];
  const guard = (req: StandinRequest) =>
    check.header(req, 'x-postmark-server-token', postmarkCredentials.serverToken, error(401, 10, 'No Account or Server API tokens were supplied in the HTTP headers. Please add a header for either X-Postmark-Server-Token or X-Postmark-Account-Token.')) ??
    check.header(req, 'accept', /application\/json/, error(406, 0, 'Accept header must include application/json.'));
  const find = (idOrAlias: string) => templates.find((t) => String(t.TemplateId) === idOrAlias || t.Alias === idOrAlias);
  const standin = await startStandin([
    [
      'POST',
      '/templates',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', error(415, 0, 'Content-Type must be application/json.'));
        if (denied) return denied;
        const missing = check.missing(req.json, ['Name', 'Subject']) ?? (req.json.HtmlBody || req.json.TextBody ? undefined : 'HtmlBody');
        if (missing) return error(422, 1120, `The ${missing} field is required.`);
        if (req.json.Alias && find(req.json.Alias)) return error(422, 1123, `The alias '${req.json.Alias}' is already in use on this server.`);
        const t = { TemplateId: 4000 + templates.length, Name: req.json.Name, Alias: req.json.Alias ?? null, Subject: req.json.Subject, HtmlBody: req.json.HtmlBody, TextBody: req.json.TextBody, TemplateType: req.json.TemplateType ?? 'Standard', Active: true };
        templates.push(t);
        return { status: 200, json: { TemplateId: t.TemplateId, Name: t.Name, Active: true, Alias: t.Alias, TemplateType: t.TemplateType, LayoutTemplate: null } };
      },
    ],
    ['GET', '/templates/:idOrAlias', (req) => guard(req) ?? (find(req.params.idOrAlias) ? { status: 200, json: find(req.params.idOrAlias) } : error(422, 1101, `The template '${req.params.idOrAlias}' was not found.`))],
    [
      'GET',
      '/templates',
      (req) => guard(req) ?? (req.query.get('Count') && req.query.get('Offset') ? { status: 200, json: { TotalCount: templates.length, Templates: templates.map(({ HtmlBody: _h, TextBody: _t, Subject: _s, ...t }) => t) } } : error(422, 0, 'Count and Offset are required.')),
    ],
    ['GET', '/server', (req) => guard(req) ?? { status: 200, json: { ID: 9876, Name: 'Brand server', ApiTokens: ['[hidden]'], Color: 'blue' } }],
  ]);
  return Object.assign(standin, { templates });
}

export const postmarkProbes = [
  { what: 'a Bearer token', method: 'POST', path: '/templates', headers: { authorization: `Bearer ${postmarkCredentials.serverToken}`, accept: 'application/json' }, json: { Name: 'x', Subject: 'x', HtmlBody: 'x' } },
  { what: 'no Accept: application/json', method: 'POST', path: '/templates', headers: { 'x-postmark-server-token': postmarkCredentials.serverToken, accept: 'text/html' }, json: { Name: 'x', Subject: 'x', HtmlBody: 'x' } },
  { what: 'no Subject', method: 'POST', path: '/templates', headers: { 'x-postmark-server-token': postmarkCredentials.serverToken, accept: 'application/json' }, json: { Name: 'x', HtmlBody: 'x' } },
];
