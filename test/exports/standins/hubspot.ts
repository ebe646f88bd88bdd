/**
 * HubSpot: the CMS Source Code API (multipart file upload of a coded template) and the marketing
 * emails v3 API, as developers.hubspot.com describes them.
 */
import { check, startStandin, type StandinRequest, type StandinReply } from './server';

export const hubspotCredentials = { accessToken: 'pat-na1-11111111-2222-3333-4444-555555555555', portalId: '123456' };
const error = (status: number, category: string, message: string): StandinReply => ({ status, json: { status: 'error', message, correlationId: 'c0ffee', category } });

export async function hubspotStandin() {
  const files = new Map<string, string>();
  const emails: Array<{ id: string; name: string; subject: string; templatePath?: string; createdAt: string }> = [];
  const guard = (req: StandinRequest) =>
    check.header(req, 'authorization', `Bearer ${hubspotCredentials.accessToken}`, error(401, 'INVALID_AUTHENTICATION', 'Authentication credentials not found.'));
  const standin = await startStandin([
    [
      'PUT',
      '/cms/v3/source-code/(draft|published)/content/.+',
      (req) => {
        const denied = guard(req);
        if (denied) return denied;
        const boundary = /^multipart\/form-data;\s*boundary=(.+)$/.exec(String(req.headers['content-type'] ?? ''))?.[1];
        if (!boundary) return error(415, 'VALIDATION_ERROR', 'Expected multipart/form-data.');
        const text = req.raw.toString('utf8');
        const part = text.split(`--${boundary}`).find((p) => /name="file"/.test(p));
        if (!part) return error(400, 'VALIDATION_ERROR', 'The "file" part is missing.');
        const content = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
        if (!/templateType:\s*email/.test(content)) return error(400, 'VALIDATION_ERROR', 'An email template must declare templateType: email.');
        const path = req.path.replace(/^\/cms\/v3\/source-code\/(draft|published)\/content\//, '');
        files.set(path, content);
        return { status: 200, json: { createdAt: Date.now(), folder: false, id: path, name: path.split('/').pop(), updatedAt: Date.now(), hash: 'h' } };
      },
    ],
    [
      'POST',
      '/marketing/v3/emails',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', error(415, 'VALIDATION_ERROR', 'Unsupported media type.'));
        if (denied) return denied;
        if (!req.json?.name) return error(400, 'VALIDATION_ERROR', 'name is required');
        const path = req.json.content?.templatePath;
        if (path && !files.has(path)) return error(400, 'VALIDATION_ERROR', `Template ${path} does not exist.`);
        const e = { id: String(160000000000 + emails.length), name: req.json.name, subject: req.json.subject, templatePath: path, createdAt: new Date().toISOString() };
        emails.push(e);
        return { status: 201, json: { ...e, state: 'DRAFT', content: { templatePath: path } } };
      },
    ],
    ['GET', '/marketing/v3/emails', (req) => guard(req) ?? { status: 200, json: { total: emails.length, results: [...emails].reverse() } }],
  ]);
  return Object.assign(standin, { files, emails });
}

export const hubspotProbes = [
  { what: 'a JSON body instead of a multipart file', method: 'PUT', path: '/cms/v3/source-code/published/content/brandmail/x.html', headers: { authorization: `Bearer ${hubspotCredentials.accessToken}` }, json: { file: '<p>x</p>' } },
  { what: 'the token without Bearer', method: 'POST', path: '/marketing/v3/emails', headers: { authorization: hubspotCredentials.accessToken }, json: { name: 'x' } },
];
