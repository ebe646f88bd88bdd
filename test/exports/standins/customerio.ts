/** Customer.io App API newsletters, as https://docs.customer.io/integrations/api/app/ describes them. */
import { check, startStandin, type StandinRequest, type StandinReply } from './server';

export const customerioCredentials = { appApiKey: 'cio_app_0123456789abcdefghijklmnop' };
const error = (status: number, ...messages: string[]): StandinReply => ({ status, json: { meta: { errors: messages } } });

export async function customerioStandin() {
  const newsletters: Array<{ id: number; name: string; created: number; subject: string; body: string; recipients: unknown; sent_at: null }> = [];
  const guard = (req: StandinRequest) => check.header(req, 'authorization', `Bearer ${customerioCredentials.appApiKey}`, error(401, 'Unauthorized request'));
  const standin = await startStandin([
    [
      'POST',
      '/v1/newsletters',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', error(415, 'Content-Type must be application/json'));
        if (denied) return denied;
        const missing = check.missing(req.json, ['name', 'type', 'recipients']) ?? (req.json.type === 'email' ? check.missing(req.json, ['subject', 'body']) : undefined);
        if (missing) return error(400, `${missing} is required`);
        if (req.json.send_now && req.json.scheduled_at) return error(400, 'send_now and scheduled_at are mutually exclusive');
        const n = { id: 128000 + newsletters.length, name: req.json.name, created: Math.floor(Date.now() / 1000), subject: req.json.subject, body: req.json.body, recipients: req.json.recipients, sent_at: null };
        newsletters.push(n);
        return { status: 200, json: { newsletter: { id: n.id, deduplicate_id: `${n.id}:${n.created}`, name: n.name, type: 'email', content_ids: [1], created: n.created, updated: n.created, sent_at: null, tags: [] } } };
      },
    ],
    ['GET', '/v1/newsletters', (req) => guard(req) ?? { status: 200, json: { newsletters: [...newsletters].reverse().map(({ body: _b, ...n }) => n), next: '' } }],
  ]);
  return Object.assign(standin, { newsletters });
}

export const customerioProbes = [
  { what: 'the key without Bearer', method: 'POST', path: '/v1/newsletters', headers: { authorization: customerioCredentials.appApiKey }, json: { name: 'x', type: 'email', recipients: {}, subject: 'x', body: 'x' } },
  { what: 'no recipients', method: 'POST', path: '/v1/newsletters', headers: { authorization: `Bearer ${customerioCredentials.appApiKey}` }, json: { name: 'x', type: 'email', subject: 'x', body: 'x' } },
];
