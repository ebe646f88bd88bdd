/**
 * Klaviyo API — templates (JSON:API, dated revisions).
 * Docs: https://developers.klaviyo.com/en/reference/create_template
 * Auth: `Authorization: Klaviyo-API-Key pk_…` (a private key with templates:write); every request
 * names the API revision in a `revision` header and speaks `application/vnd.api+json`.
 * Template tags: https://help.klaviyo.com/hc/en-us/articles/4408802648731 (`{{ first_name|default:'there' }}`,
 * `{% unsubscribe_url %}`, `{% manage_preferences_url %}`).
 */
import { z } from 'zod';
import { defineConnector, newestSince, quoted, snakeCase, type MergeToken } from '../connector';
import { joinUrl } from '../http';

export const KLAVIYO_REVISION = '2024-10-15';
const JSON_API = 'application/vnd.api+json';

const Credentials = z
  .object({ apiKey: z.string().trim().regex(/^pk_[A-Za-z0-9]{20,}$/, 'a Klaviyo private API key starts with "pk_"') })
  .strict();

/** Klaviyo's own profile properties; anything else is a custom property read with `lookup`. */
const PROFILE: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone_number',
  phoneNumber: 'phone_number',
  company: 'organization',
  organization: 'organization',
  title: 'title',
};

const headersOf = (apiKey: string) => ({ authorization: `Klaviyo-API-Key ${apiKey}`, revision: KLAVIYO_REVISION, accept: JSON_API });
const editUrl = (id: string) => `https://www.klaviyo.com/email-template-editor/${encodeURIComponent(id)}/edit`;

export const klaviyo = defineConnector({
  platform: 'klaviyo',
  label: 'Klaviyo',
  docsUrl: 'https://developers.klaviyo.com/en/reference/create_template',
  credentialFields: Credentials,
  secretFields: ['apiKey'],
  defaultBaseUrl: () => 'https://a.klaviyo.com',
  mergeTag({ field, fallback }: MergeToken) {
    const variable = PROFILE[field] ?? `person|lookup:${quoted(snakeCase(field))}`;
    return fallback ? `{{ ${variable}|default:${quoted(fallback.replace(/[{}%]/g, ''))} }}` : `{{ ${variable} }}`;
  },
  unsubscribeTag: '{% unsubscribe_url %}',
  preferencesTag: '{% manage_preferences_url %}',

  async exportTemplate(ctx, email) {
    const id = await ctx.once(
      'templateId',
      async () => {
        const res = await ctx.http.post<{ data: { id: string } }>(joinUrl(ctx.baseUrl, '/api/templates'), {
          headers: headersOf(ctx.credentials.apiKey),
          contentType: JSON_API,
          json: { data: { type: 'template', attributes: { name: email.name, editor_type: 'CODE', html: email.html, text: email.text } } },
        });
        return res.data.data.id;
      },
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    return { externalId: id, externalUrl: editUrl(id) };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<{ data: Array<{ id: string; attributes: { name: string; created?: string } }> }>(joinUrl(ctx.baseUrl, '/api/templates'), {
      headers: headersOf(ctx.credentials.apiKey),
      query: { filter: `equals(name,${JSON.stringify(name)})`, sort: '-created' },
    });
    const hit = newestSince(res.data.data ?? [], ctx.requestedAt, (t) => t.attributes.created);
    return hit ? { externalId: hit.id, externalUrl: editUrl(hit.id) } : undefined;
  },
});
