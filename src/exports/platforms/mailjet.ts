/**
 * Mailjet Email API v3 — templates: create the template, then set its content.
 * Docs: https://dev.mailjet.com/email/reference/templates/ (POST /v3/REST/template,
 *       POST /v3/REST/template/{template_ID}/detailcontent)
 * Auth: HTTP Basic, API key as user name and secret key as password. Responses wrap results as
 * `{ Count, Data: [...], Total }`. Template language: https://dev.mailjet.com/email/template-language/
 * (`[[data:firstname:"there"]]` for contact properties, `[[UNSUB_LINK_EN]]` for the unsubscribe link).
 */
import { z } from 'zod';
import { defineConnector, newestSince, snakeCase, type MergeToken } from '../connector';
import { basicAuth, joinUrl } from '../http';

const Credentials = z
  .object({
    apiKey: z.string().trim().regex(/^[0-9a-f]{32}$/i, 'your Mailjet API key (32 hexadecimal characters)'),
    secretKey: z.string().trim().regex(/^[0-9a-f]{32}$/i, 'your Mailjet secret key (32 hexadecimal characters)'),
  })
  .strict();

const PROPERTIES: Record<string, string> = { firstName: 'firstname', lastName: 'lastname', name: 'name' };
const UNSUB_LANGUAGES = new Set(['EN', 'FR', 'DE', 'ES', 'IT', 'NL', 'PT']);
const editUrl = (id: string) => `https://app.mailjet.com/template/${id}/build`;
const auth = (c: { apiKey: string; secretKey: string }) => ({ authorization: basicAuth(c.apiKey, c.secretKey) });

export const mailjet = defineConnector({
  platform: 'mailjet',
  label: 'Mailjet',
  docsUrl: 'https://dev.mailjet.com/email/reference/templates/',
  credentialFields: Credentials,
  secretFields: ['secretKey'],
  authNoun: 'API key and secret key',
  defaultBaseUrl: () => 'https://api.mailjet.com/v3/REST',
  mergeTag({ field, fallback }: MergeToken) {
    if (field === 'email') return '[[EMAIL_TO]]';
    return `[[data:${PROPERTIES[field] ?? snakeCase(field)}:"${fallback.replace(/["\[\]]/g, '')}"]]`;
  },
  unsubscribeTag: '[[UNSUB_LINK_EN]]',

  async exportTemplate(ctx, email) {
    const headers = auth(ctx.credentials);
    const id = await ctx.once(
      'templateId',
      async () => {
        const locale = email.language.replace('-', '_');
        const res = await ctx.http.post<{ Data: Array<{ ID: number }> }>(joinUrl(ctx.baseUrl, '/template'), {
          headers,
          json: { Name: email.name, OwnerType: 'apikey', EditMode: 2, Purposes: ['marketing'], Locale: /^[a-z]{2}_[A-Z]{2}$/.test(locale) ? locale : 'en_US', Description: 'Exported by brandmail' },
        });
        return String(res.data.Data[0].ID);
      },
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    if (!ctx.progress.content) {
      const language = email.language.slice(0, 2).toUpperCase();
      const unsub = UNSUB_LANGUAGES.has(language) ? `[[UNSUB_LINK_${language}]]` : '[[UNSUB_LINK_EN]]';
      // Setting the content replaces it: repeating the call after a failure is harmless.
      await ctx.http.post(joinUrl(ctx.baseUrl, `/template/${id}/detailcontent`), {
        headers,
        retry: 'always',
        json: { 'Html-part': email.html.split('[[UNSUB_LINK_EN]]').join(unsub), 'Text-part': email.text.split('[[UNSUB_LINK_EN]]').join(unsub), Headers: { Subject: email.subject } },
      });
      await ctx.save('content', 'set');
    }
    return { externalId: id, externalUrl: editUrl(id) };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<{ Data?: Array<{ ID: number; Name: string; CreatedAt?: string | number }> }>(joinUrl(ctx.baseUrl, '/template'), {
      headers: auth(ctx.credentials),
      query: { OwnerType: 'apikey', Limit: 1000 },
    });
    const hit = newestSince((res.data.Data ?? []).filter((t) => t.Name === name), ctx.requestedAt, (t) => t.CreatedAt);
    return hit ? { externalId: String(hit.ID), externalUrl: editUrl(String(hit.ID)) } : undefined;
  },
});
