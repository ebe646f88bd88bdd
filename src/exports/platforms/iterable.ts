/**
 * Iterable — email templates, upserted by a client template id unique to the export, so the
 * call is idempotent and a retry can never make a second template.
 * Docs: https://api.iterable.com/api/docs#templates_upsertEmailTemplate (POST /api/templates/email/upsert)
 *       https://api.iterable.com/api/docs#templates_getTemplateByClientId (GET /api/templates/getByClientTemplateId)
 * Auth: `Api-Key: …` header; US (api.iterable.com) or EU (api.eu.iterable.com) data centre.
 * Handlebars: `{{defaultIfEmpty firstName "there"}}`, `{{unsubscribeUrl}}`, `{{hostedUnsubscribeUrl}}`.
 */
import { z } from 'zod';
import { defineConnector, type MergeToken } from '../connector';
import { joinUrl, PlatformError } from '../http';

const Credentials = z
  .object({
    apiKey: z.string().trim().regex(/^[0-9a-f]{32}$/i, 'an Iterable server-side API key (32 hexadecimal characters)'),
    dataCenter: z.enum(['us', 'eu']).default('us'),
    fromEmail: z.email().optional(),
    fromName: z.string().trim().max(100).optional(),
  })
  .strict();

export const iterableClientTemplateId = (exportId: string) => `brandmail-${exportId}`;
const editUrl = (id: string) => `https://app.iterable.com/templates/editor?templateId=${id}`;

export const iterable = defineConnector({
  platform: 'iterable',
  label: 'Iterable',
  docsUrl: 'https://api.iterable.com/api/docs#templates_upsertEmailTemplate',
  credentialFields: Credentials,
  secretFields: ['apiKey'],
  defaultBaseUrl: (c) => (c.dataCenter === 'eu' ? 'https://api.eu.iterable.com' : 'https://api.iterable.com'),
  mergeTag({ field, fallback }: MergeToken) {
    const text = fallback.replace(/["{}]/g, '');
    return text ? `{{defaultIfEmpty ${field} "${text}"}}` : `{{${field}}}`;
  },
  unsubscribeTag: '{{unsubscribeUrl}}',
  preferencesTag: '{{hostedUnsubscribeUrl}}',

  async exportTemplate(ctx, email) {
    const c = ctx.credentials;
    const clientTemplateId = iterableClientTemplateId(ctx.exportId);
    if (!ctx.progress.upserted) {
      const res = await ctx.http.post<{ code: string; msg?: string }>(joinUrl(ctx.baseUrl, '/api/templates/email/upsert'), {
        headers: { 'api-key': c.apiKey },
        retry: 'always', // an upsert by our own key: repeating it updates the same template
        json: {
          clientTemplateId,
          name: email.name,
          subject: email.subject,
          preheaderText: email.preheader,
          html: email.html,
          plainText: email.text,
          ...(c.fromEmail ? { fromEmail: c.fromEmail } : {}),
          ...(c.fromName ? { fromName: c.fromName } : {}),
        },
      });
      if (res.data?.code && res.data.code !== 'Success') throw new PlatformError(`Iterable rejected the template: ${ctx.http.scrub(res.data.msg ?? res.data.code)}`);
      await ctx.save('upserted', clientTemplateId);
    }
    const found = await this.findExisting(ctx, email.name);
    if (!found) throw new PlatformError('Iterable accepted the template but does not list it yet.', { retryable: true });
    return found;
  },

  async findExisting(ctx) {
    const res = await ctx.http.get<{ templates?: Array<{ templateId: number }> }>(joinUrl(ctx.baseUrl, '/api/templates/getByClientTemplateId'), {
      headers: { 'api-key': ctx.credentials.apiKey },
      query: { clientTemplateId: iterableClientTemplateId(ctx.exportId) },
    });
    const id = res.data.templates?.[0]?.templateId;
    return id ? { externalId: String(id), externalUrl: editUrl(String(id)) } : undefined;
  },
});
