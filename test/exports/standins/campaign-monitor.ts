/**
 * Campaign Monitor v3.3 templates, as https://www.campaignmonitor.com/api/v3-3/templates/
 * describes them: the template HTML is fetched from HtmlPageURL, which must answer.
 */
import { basic, check, startStandin, type StandinRequest, type StandinReply } from './server';

export const campaignMonitorCredentials = { apiKey: 'cmKey0123456789abcdefghijklmnop', clientId: '0123456789abcdef0123456789abcdef' };
const error = (status: number, code: number, message: string): StandinReply => ({ status, json: { Code: code, Message: message } });

export async function campaignMonitorStandin() {
  const templates: Array<{ TemplateID: string; Name: string; html: string }> = [];
  const guard = (req: StandinRequest) => {
    const m = /^Basic (.+)$/.exec(String(req.headers.authorization ?? ''));
    const user = m ? Buffer.from(m[1], 'base64').toString().split(':')[0] : undefined;
    return user === campaignMonitorCredentials.apiKey ? undefined : error(401, 50, 'Must supply a valid HTTP Basic Authorization header');
  };
  const standin = await startStandin([
    [
      'POST',
      '/api/v3.3/templates/:client',
      async (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', error(400, 400, 'Unsupported content type'));
        if (denied) return denied;
        if (req.params.client !== `${campaignMonitorCredentials.clientId}.json`) return error(400, 102, 'Invalid ClientID');
        const missing = check.missing(req.json, ['Name', 'HtmlPageURL']);
        if (missing) return error(400, 1, `${missing} is required`);
        const page = await fetch(req.json.HtmlPageURL).catch(() => undefined);
        if (!page || page.status !== 200 || !String(page.headers.get('content-type')).startsWith('text/html')) return error(400, 5001, 'Unable to retrieve the HTML page from HtmlPageURL');
        const t = { TemplateID: `${templates.length}`.padStart(32, 'a'), Name: req.json.Name, html: await page.text() };
        templates.push(t);
        return { status: 201, json: t.TemplateID };
      },
    ],
    [
      'GET',
      '/api/v3.3/templates/:file',
      (req) => {
        const t = templates.find((x) => `${x.TemplateID}.json` === req.params.file);
        return guard(req) ?? (t ? { status: 200, json: { TemplateID: t.TemplateID, Name: t.Name, PreviewURL: `https://preview.createsend.com/templates/publicpreview/${t.TemplateID}`, ScreenshotURL: '' } } : error(400, 301, 'Invalid TemplateID'));
      },
    ],
    ['GET', '/api/v3.3/clients/:client/templates.json', (req) => guard(req) ?? { status: 200, json: templates.map((t) => ({ TemplateID: t.TemplateID, Name: t.Name, PreviewURL: `https://preview.createsend.com/templates/publicpreview/${t.TemplateID}` })) }],
  ]);
  return Object.assign(standin, { templates });
}

const auth = { authorization: basic(campaignMonitorCredentials.apiKey, 'x') };
export const campaignMonitorProbes = [
  { what: 'the API key as password instead of user name', method: 'POST', path: `/api/v3.3/templates/${campaignMonitorCredentials.clientId}.json`, headers: { authorization: basic('x', campaignMonitorCredentials.apiKey) }, json: { Name: 'x', HtmlPageURL: 'http://127.0.0.1:9/x' } },
  { what: 'no HtmlPageURL', method: 'POST', path: `/api/v3.3/templates/${campaignMonitorCredentials.clientId}.json`, headers: auth, json: { Name: 'x' } },
  { what: 'an HtmlPageURL that does not answer', method: 'POST', path: `/api/v3.3/templates/${campaignMonitorCredentials.clientId}.json`, headers: auth, json: { Name: 'x', HtmlPageURL: 'http://127.0.0.1:9/x' } },
];
