/** Mailchimp Marketing API templates, as https://mailchimp.com/developer/marketing/api/templates/ describes them. */
import { basic, check, nowIso, startStandin, type StandinRequest } from './server';

export const mailchimpCredentials = { apiKey: '0123456789abcdef0123456789abcdef-us21' };

export async function mailchimpStandin() {
  const templates: Array<{ id: number; name: string; html: string; date_created: string; type: string }> = [];
  const auth = (req: StandinRequest) =>
    decodeBasicPassword(req) === mailchimpCredentials.apiKey
      ? undefined
      : { status: 401, json: problem(401, 'API Key Invalid', "Your API key may be invalid, or you've attempted to access the wrong datacenter.") };
  const standin = await startStandin([
    [
      'POST',
      '/3.0/templates',
      (req) => {
        const denied = auth(req) ?? check.contentType(req, 'application/json', { status: 400, json: problem(400, 'JSON Parse Error') });
        if (denied) return denied;
        const missing = check.missing(req.json, ['name', 'html']);
        if (missing) return { status: 400, json: problem(400, 'Invalid Resource', `The resource submitted could not be validated. ${missing} is required.`) };
        if (req.json.name.length > 50) return { status: 400, json: problem(400, 'Invalid Resource', 'name must be 50 characters or less') };
        const t = { id: 1000 + templates.length, type: 'user', name: req.json.name, html: req.json.html, date_created: nowIso() };
        templates.push(t);
        return { status: 200, json: { id: t.id, type: t.type, name: t.name, drag_and_drop: false, responsive: false, date_created: t.date_created, active: true, thumbnail: '' } };
      },
    ],
    ['GET', '/3.0/templates', (req) => auth(req) ?? { status: 200, json: { templates: templates.map(({ html: _h, ...t }) => t), total_items: templates.length } }],
  ]);
  return Object.assign(standin, { templates });
}

export const mailchimpProbes = [
  { what: 'a bearer header instead of Basic auth', method: 'POST', path: '/3.0/templates', headers: { authorization: `Bearer ${mailchimpCredentials.apiKey}` }, json: { name: 'x', html: '<p>x</p>' } },
  { what: 'no html', method: 'POST', path: '/3.0/templates', headers: { authorization: basic('u', mailchimpCredentials.apiKey) }, json: { name: 'x' } },
];

function decodeBasicPassword(req: StandinRequest): string | undefined {
  const m = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''));
  return m ? Buffer.from(m[1], 'base64').toString().split(':').slice(1).join(':') : undefined;
}
function problem(status: number, title: string, detail = title) {
  return { type: 'https://mailchimp.com/developer/marketing/docs/errors/', title, status, detail, instance: 'b1c2' };
}
