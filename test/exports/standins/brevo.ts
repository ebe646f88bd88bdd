/** Brevo SMTP templates, as https://developers.brevo.com/reference/createsmtptemplate describes them. */
import { check, startStandin, type StandinRequest } from './server';

export const brevoCredentials = { apiKey: 'xkeysib-0123456789abcdef0123456789abcdef-AbCdEfGh', senderEmail: 'news@brand.example', senderName: 'Brand' };

export async function brevoStandin() {
  const templates: Array<{ id: number; name: string; subject: string; htmlContent: string; sender: unknown; createdAt: string }> = [];
  const guard = (req: StandinRequest) =>
    req.headers['api-key'] === brevoCredentials.apiKey ? undefined : { status: 401, json: { code: 'unauthorized', message: 'Key not found' } };
  const standin = await startStandin([
    [
      'POST',
      '/v3/smtp/templates',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', { status: 400, json: { code: 'bad_request', message: 'Invalid content type' } });
        if (denied) return denied;
        const missing = check.missing(req.json, ['templateName', 'subject', 'sender.email']) ?? (req.json.htmlContent || req.json.htmlUrl ? undefined : 'htmlContent');
        if (missing) return { status: 400, json: { code: 'missing_parameter', message: `${missing} is missing` } };
        const t = { id: templates.length + 1, name: req.json.templateName, subject: req.json.subject, htmlContent: req.json.htmlContent, sender: req.json.sender, createdAt: new Date().toISOString() };
        templates.push(t);
        return { status: 201, json: { id: t.id } };
      },
    ],
    ['GET', '/v3/smtp/templates', (req) => guard(req) ?? { status: 200, json: { count: templates.length, templates: [...templates].reverse().map((t) => ({ id: t.id, name: t.name, subject: t.subject, isActive: true, createdAt: t.createdAt })) } }],
  ]);
  return Object.assign(standin, { templates });
}

const body = { templateName: 'x', subject: 'x', htmlContent: '<p>x</p>', sender: { email: 'a@b.example' } };
export const brevoProbes = [
  { what: 'the key as a Bearer token', method: 'POST', path: '/v3/smtp/templates', headers: { authorization: `Bearer ${brevoCredentials.apiKey}` }, json: body },
  { what: 'no sender', method: 'POST', path: '/v3/smtp/templates', headers: { 'api-key': brevoCredentials.apiKey }, json: { ...body, sender: undefined } },
];
