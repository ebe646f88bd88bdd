/**
 * Customer.io App API — newsletters. An email newsletter created without `send_now` or
 * `scheduled_at` stays a draft: the template lands in Customer.io, ready to review and send.
 * Docs: https://docs.customer.io/integrations/api/app/#operation/createNewsletter
 * Auth: `Authorization: Bearer <App API key>` on api.customer.io (US) or api-eu.customer.io (EU).
 * `name`, `type`, `recipients`, `subject` and `body` are required. Liquid:
 * `{{ customer.first_name | default: 'there' }}`, `{% unsubscribe_url %}`.
 */
import { z } from 'zod';
import { defineConnector, newestSince, quoted, snakeCase, type MergeToken } from '../connector';
import { joinUrl } from '../http';

const Credentials = z
  .object({
    appApiKey: z.string().trim().min(20, 'your Customer.io App API key (Settings → API credentials → App API keys)'),
    region: z.enum(['us', 'eu']).default('us'),
    segmentId: z.coerce.number().int().positive().optional().describe('Draft audience; default: every person with an email address'),
    from: z.string().trim().max(300).optional().describe('"Name <address>" of a verified sender; default: the workspace default'),
  })
  .strict();

const editUrl = (id: string) => `https://fly.customer.io/newsletters/${id}`;

export const customerio = defineConnector({
  platform: 'customerio',
  label: 'Customer.io',
  docsUrl: 'https://docs.customer.io/integrations/api/app/#operation/createNewsletter',
  credentialFields: Credentials,
  maxNameLength: 190,
  secretFields: ['appApiKey'],
  authNoun: 'App API key',
  defaultBaseUrl: (c) => (c.region === 'eu' ? 'https://api-eu.customer.io' : 'https://api.customer.io'),
  mergeTag({ field, fallback }: MergeToken) {
    const attribute = `customer.${snakeCase(field)}`;
    return fallback ? `{{ ${attribute} | default: ${quoted(fallback.replace(/[{}%]/g, ''))} }}` : `{{ ${attribute} }}`;
  },
  unsubscribeTag: '{% unsubscribe_url %}',
  preferencesTag: '{% manage_subscription_preferences_url %}',

  async exportTemplate(ctx, email) {
    const c = ctx.credentials;
    const id = await ctx.once(
      'newsletterId',
      async () => {
        const res = await ctx.http.post<{ newsletter: { id: number } }>(joinUrl(ctx.baseUrl, '/v1/newsletters'), {
          headers: { authorization: `Bearer ${c.appApiKey}` },
          json: {
            name: email.name.slice(0, 190),
            type: 'email',
            recipients: c.segmentId ? { segment: { id: c.segmentId } } : { attribute: { field: 'email', operator: 'exists' } },
            subject: email.subject,
            preheader_text: email.preheader || undefined,
            body: email.html,
            body_plain: email.text,
            ...(c.from ? { from: c.from } : {}),
          },
        });
        return String(res.data.newsletter.id);
      },
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    return { externalId: id, externalUrl: editUrl(id) };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<{ newsletters?: Array<{ id: number; name: string; created?: number }> }>(joinUrl(ctx.baseUrl, '/v1/newsletters'), {
      headers: { authorization: `Bearer ${ctx.credentials.appApiKey}` },
      query: { limit: 100, sort: 'desc' },
    });
    const hit = newestSince((res.data.newsletters ?? []).filter((n) => n.name === name.slice(0, 190)), ctx.requestedAt, (n) => n.created);
    return hit ? { externalId: String(hit.id), externalUrl: editUrl(String(hit.id)) } : undefined;
  },
});
