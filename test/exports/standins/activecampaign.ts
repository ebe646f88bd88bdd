/** ActiveCampaign v3 messages, as https://developers.activecampaign.com/reference/create-a-new-message describes them. */
import { check, startStandin, type StandinRequest } from './server';

export const activecampaignCredentials = { apiUrl: 'https://acme.api-us1.com', apiKey: 'ac0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0', fromName: 'Acme', fromEmail: 'news@acme.example' };

export async function activecampaignStandin() {
  const messages: Array<Record<string, string>> = [];
  const guard = (req: StandinRequest) => (req.headers['api-token'] === activecampaignCredentials.apiKey ? undefined : { status: 403, json: { message: 'Forbidden' } });
  const standin = await startStandin([
    [
      'POST',
      '/api/3/messages',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', { status: 400, json: { errors: [{ title: 'Invalid JSON' }] } });
        if (denied) return denied;
        const missing = check.missing(req.json, ['message.fromname', 'message.email', 'message.reply2']);
        if (missing) return { status: 422, json: { errors: [{ title: `The ${missing.split('.')[1]} field is required`, source: { pointer: `/data/attributes/${missing.split('.')[1]}` } }] } };
        const m = { ...req.json.message, id: String(messages.length + 28), cdate: new Date().toISOString() };
        messages.push(m);
        return { status: 201, json: { message: { ...m, links: { user: `https://acme.api-us1.com/api/3/messages/${m.id}/user` } } } };
      },
    ],
    ['GET', '/api/3/messages', (req) => guard(req) ?? { status: 200, json: { messages: [...messages].reverse(), meta: { total: String(messages.length) } } }],
  ]);
  return Object.assign(standin, { messages });
}

export const activecampaignProbes = [
  { what: 'the key as a Bearer token', method: 'POST', path: '/api/3/messages', headers: { authorization: `Bearer ${activecampaignCredentials.apiKey}` }, json: { message: { fromname: 'a', email: 'a@b.example', reply2: 'a@b.example' } } },
  { what: 'no reply2', method: 'POST', path: '/api/3/messages', headers: { 'api-token': activecampaignCredentials.apiKey }, json: { message: { fromname: 'a', email: 'a@b.example' } } },
];
