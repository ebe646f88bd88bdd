/** Mailjet v3 REST templates and their detailcontent, as https://dev.mailjet.com/email/reference/templates/ describes them. */
import { basic, check, startStandin, type StandinRequest, type StandinReply } from './server';

export const mailjetCredentials = { apiKey: '0123456789abcdef0123456789abcdef', secretKey: 'fedcba9876543210fedcba9876543210' };
const error = (status: number, message: string): StandinReply => ({ status, json: { ErrorInfo: '', ErrorMessage: message, StatusCode: status } });

export async function mailjetStandin() {
  const templates: Array<{ ID: number; Name: string; CreatedAt: string; content?: Record<string, unknown> }> = [];
  const guard = (req: StandinRequest) =>
    check.header(req, 'authorization', basic(mailjetCredentials.apiKey, mailjetCredentials.secretKey), error(401, 'API key authentication/authorization failure. You may be unauthorized to access the API or your API key may be expired.'));
  const standin = await startStandin([
    [
      'POST',
      '/v3/REST/template',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', error(400, 'Content-Type must be application/json'));
        if (denied) return denied;
        if (!req.json?.Name) return error(400, 'Mandatory field "Name" is missing');
        const t = { ID: 5000000 + templates.length, Name: req.json.Name, CreatedAt: new Date().toISOString() };
        templates.push(t);
        return { status: 201, json: { Count: 1, Data: [{ ...t, OwnerType: req.json.OwnerType ?? 'apikey', EditMode: req.json.EditMode ?? 1 }], Total: 1 } };
      },
    ],
    [
      'POST',
      '/v3/REST/template/:id/detailcontent',
      (req) => {
        const denied = guard(req);
        if (denied) return denied;
        const t = templates.find((x) => String(x.ID) === req.params.id);
        if (!t) return error(404, 'Object not found');
        if (!req.json?.['Html-part'] && !req.json?.['Text-part'] && !req.json?.MJMLContent) return error(400, 'At least one of Html-part, Text-part or MJMLContent is required');
        t.content = req.json;
        return { status: 201, json: { Count: 1, Data: [req.json], Total: 1 } };
      },
    ],
    ['GET', '/v3/REST/template', (req) => guard(req) ?? { status: 200, json: { Count: templates.length, Data: templates.map(({ content: _c, ...t }) => t), Total: templates.length } }],
  ]);
  return Object.assign(standin, { templates });
}

export const mailjetProbes = [
  { what: 'the secret key as user name', method: 'POST', path: '/v3/REST/template', headers: { authorization: basic(mailjetCredentials.secretKey, mailjetCredentials.apiKey) }, json: { Name: 'x' } },
  { what: 'no Name', method: 'POST', path: '/v3/REST/template', headers: { authorization: basic(mailjetCredentials.apiKey, mailjetCredentials.secretKey) }, json: { OwnerType: 'apikey' } },
];
