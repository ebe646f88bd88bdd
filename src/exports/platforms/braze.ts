/**
 * Braze REST API — email templates.
 * Docs: https://www.braze.com/docs/api/endpoints/templates/email_templates/post_create_email_template/
 *       https://www.braze.com/docs/api/endpoints/templates/email_templates/get_list_email_templates/
 * Auth: `Authorization: Bearer <REST API key>` (templates.email.create, templates.email.list) on
 * the instance's REST endpoint (rest.iad-01.braze.com …). `template_name`, `subject` and `body`
 * are required. Liquid: `{{${first_name} | default: 'there'}}`, `{{${unsubscribe_url}}}`.
 */
import { z } from 'zod';
import { defineConnector, newestSince, quoted, snakeCase, type MergeToken } from '../connector';
import { joinUrl } from '../http';

const Credentials = z
  .object({
    apiKey: z.string().trim().regex(/^[0-9a-f-]{36}$/i, 'a Braze REST API key (a UUID)'),
    restEndpoint: z
      .url({ protocol: /^https$/, error: 'your instance REST endpoint, e.g. https://rest.iad-01.braze.com' })
      .transform((u) => u.replace(/\/+$/, '')),
  })
  .strict();

const STANDARD: Record<string, string> = { firstName: 'first_name', lastName: 'last_name', email: 'email_address', phone: 'phone_number', city: 'city', country: 'country', language: 'language' };

function editUrl(restEndpoint: string, id: string): string {
  // rest.iad-01.braze.com → dashboard-01.braze.com; rest.fra-02.braze.eu → dashboard-02.braze.eu
  const host = new URL(restEndpoint).hostname.replace(/^rest\.[a-z]+-(\d+)\./, 'dashboard-$1.');
  return `https://${host}/engagement/templates_and_media/email_templates/${id}`;
}

export const braze = defineConnector({
  platform: 'braze',
  label: 'Braze',
  docsUrl: 'https://www.braze.com/docs/api/endpoints/templates/email_templates/post_create_email_template/',
  credentialFields: Credentials,
  secretFields: ['apiKey'],
  defaultBaseUrl: (c) => c.restEndpoint,
  mergeTag({ field, fallback }: MergeToken) {
    const attribute = STANDARD[field] ? `\${${STANDARD[field]}}` : `custom_attribute.\${${snakeCase(field)}}`;
    return fallback ? `{{${attribute} | default: ${quoted(fallback.replace(/[{}%]/g, ''))}}}` : `{{${attribute}}}`;
  },
  unsubscribeTag: '{{${unsubscribe_url}}}',

  async exportTemplate(ctx, email) {
    const id = await ctx.once(
      'templateId',
      async () =>
        (
          await ctx.http.post<{ email_template_id: string }>(joinUrl(ctx.baseUrl, '/templates/email/create'), {
            headers: { authorization: `Bearer ${ctx.credentials.apiKey}` },
            json: { template_name: email.name, subject: email.subject, body: email.html, plaintext_body: email.text, preheader: email.preheader || undefined },
          })
        ).data.email_template_id,
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    return { externalId: id, externalUrl: editUrl(ctx.credentials.restEndpoint, id) };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<{ templates?: Array<{ email_template_id: string; template_name: string; created_at?: string }> }>(
      joinUrl(ctx.baseUrl, '/templates/email/list'),
      { headers: { authorization: `Bearer ${ctx.credentials.apiKey}` }, query: { limit: 1000, modified_after: new Date(Date.parse(ctx.requestedAt) - 60_000).toISOString() } },
    );
    const hit = newestSince((res.data.templates ?? []).filter((t) => t.template_name === name), ctx.requestedAt, (t) => t.created_at);
    return hit ? { externalId: hit.email_template_id, externalUrl: editUrl(ctx.credentials.restEndpoint, hit.email_template_id) } : undefined;
  },
});
