/**
 * Twilio SendGrid v3 — dynamic templates: create the template, add a version with the content,
 * then activate that version.
 * Docs: https://www.twilio.com/docs/sendgrid/api-reference/transactional-templates/create-a-transactional-template
 *       https://www.twilio.com/docs/sendgrid/api-reference/transactional-templates-versions/create-a-new-transactional-template-version
 *       https://www.twilio.com/docs/sendgrid/api-reference/transactional-templates-versions/activate-a-transactional-template-version
 * Auth: `Authorization: Bearer SG.…`. Dynamic templates are Handlebars; the unsubscribe links are
 * `{{{unsubscribe}}}` and `{{{unsubscribe_preferences}}}` (triple braces: not HTML-escaped).
 */
import { z } from 'zod';
import { defineConnector, newestSince, type MergeToken } from '../connector';
import { joinUrl } from '../http';

const Credentials = z.object({ apiKey: z.string().trim().regex(/^SG\.[\w-]{10,}\.[\w-]{10,}$/, 'a SendGrid API key looks like "SG.xxxx.yyyy"') }).strict();

const auth = (apiKey: string) => ({ authorization: `Bearer ${apiKey}` });
const editUrl = (templateId: string) => `https://mc.sendgrid.com/dynamic-templates/${templateId}`;

export const sendgrid = defineConnector({
  platform: 'sendgrid',
  label: 'SendGrid',
  docsUrl: 'https://www.twilio.com/docs/sendgrid/api-reference/transactional-templates/create-a-transactional-template',
  credentialFields: Credentials,
  maxNameLength: 90,
  secretFields: ['apiKey'],
  defaultBaseUrl: () => 'https://api.sendgrid.com',
  mergeTag({ field, fallback }: MergeToken) {
    const text = fallback.replace(/[{}]/g, '');
    return text ? `{{#if ${field}}}{{${field}}}{{else}}${text}{{/if}}` : `{{${field}}}`;
  },
  unsubscribeTag: '{{{unsubscribe}}}',
  preferencesTag: '{{{unsubscribe_preferences}}}',

  async exportTemplate(ctx, email) {
    const headers = auth(ctx.credentials.apiKey);
    const templateId = await ctx.once(
      'templateId',
      async () => (await ctx.http.post<{ id: string }>(joinUrl(ctx.baseUrl, '/v3/templates'), { headers, json: { name: email.name.slice(0, 100), generation: 'dynamic' } })).data.id,
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    const versionName = `${email.name.slice(0, 90)} (brandmail)`;
    const versionId = await ctx.once(
      'versionId',
      async () =>
        (
          await ctx.http.post<{ id: string }>(joinUrl(ctx.baseUrl, `/v3/templates/${templateId}/versions`), {
            headers,
            json: { name: versionName, subject: email.subject, html_content: email.html, plain_content: email.text, editor: 'code', generate_plain_content: false, active: 0 },
          })
        ).data.id,
      async () => {
        const res = await ctx.http.get<{ versions?: Array<{ id: string; name: string }> }>(joinUrl(ctx.baseUrl, `/v3/templates/${templateId}`), { headers });
        return res.data.versions?.find((v) => v.name === versionName)?.id;
      },
    );
    if (!ctx.progress.activated) {
      // Activating the same version twice is harmless, so this step may simply be repeated.
      await ctx.http.post(joinUrl(ctx.baseUrl, `/v3/templates/${templateId}/versions/${versionId}/activate`), { headers, retry: 'always' });
      await ctx.save('activated', versionId);
    }
    return { externalId: templateId, externalUrl: editUrl(templateId) };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<{ result?: Array<{ id: string; name: string; updated_at?: string }> }>(joinUrl(ctx.baseUrl, '/v3/templates'), {
      headers: auth(ctx.credentials.apiKey),
      query: { generations: 'dynamic', page_size: 200 },
    });
    const hit = newestSince((res.data.result ?? []).filter((t) => t.name === name.slice(0, 100)), ctx.requestedAt, (t) => t.updated_at);
    return hit ? { externalId: hit.id, externalUrl: editUrl(hit.id) } : undefined;
  },
});
