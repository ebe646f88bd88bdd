/**
 * Mailchimp Marketing API — templates.
 * Docs: https://mailchimp.com/developer/marketing/api/templates/add-template/
 * Auth: HTTP Basic, any user name, the API key as password; the key's suffix (`-us21`) names the
 * data centre that is the API's host. Templates hold only HTML (max name 50 characters); subject
 * and preheader belong to campaigns, so the preheader travels in the HTML's hidden preview text.
 * Merge tags: https://mailchimp.com/help/all-the-merge-tags-cheat-sheet/ (`*|FNAME|*`, `*|UNSUB|*`).
 */
import { z } from 'zod';
import { defineConnector, newestSince, type MergeToken } from '../connector';
import { basicAuth, joinUrl } from '../http';

const Credentials = z
  .object({
    apiKey: z.string().trim().regex(/^[0-9a-f]{32}-[a-z]{2,4}\d{1,3}$/i, 'a Mailchimp API key ends with its data centre, e.g. "…-us21"'),
  })
  .strict();
type Credentials = z.infer<typeof Credentials>;

const dataCentre = (c: Credentials) => c.apiKey.split('-').pop()!.toLowerCase();
const FIELDS: Record<string, string> = { firstName: 'FNAME', lastName: 'LNAME', email: 'EMAIL', phone: 'PHONE', address: 'ADDRESS', birthday: 'BIRTHDAY' };
/** Merge tags are upper case, at most 10 characters. */
const tagOf = (field: string) => FIELDS[field] ?? field.replace(/[^A-Za-z0-9_]/g, '').toUpperCase().slice(0, 10);
const nameOf = (name: string) => name.slice(0, 50);

export const mailchimp = defineConnector({
  platform: 'mailchimp',
  label: 'Mailchimp',
  docsUrl: 'https://mailchimp.com/developer/marketing/api/templates/add-template/',
  credentialFields: Credentials,
  secretFields: ['apiKey'],
  maxNameLength: 50,
  defaultBaseUrl: (c) => `https://${dataCentre(c)}.api.mailchimp.com/3.0`,
  mergeTag({ field, fallback }: MergeToken) {
    const tag = tagOf(field);
    const text = fallback.replace(/\*\||\|\*/g, '');
    return text ? `*|IF:${tag}|**|${tag}|**|ELSE:|*${text}*|END:IF|*` : `*|${tag}|*`;
  },
  unsubscribeTag: '*|UNSUB|*',
  preferencesTag: '*|UPDATE_PROFILE|*',

  async exportTemplate(ctx, email) {
    const headers = { authorization: basicAuth('brandmail', ctx.credentials.apiKey) };
    const id = await ctx.once(
      'templateId',
      async () => {
        const res = await ctx.http.post<{ id: number }>(joinUrl(ctx.baseUrl, '/templates'), { headers, json: { name: nameOf(email.name), html: email.html } });
        return String(res.data.id);
      },
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    return { externalId: id, externalUrl: `https://${dataCentre(ctx.credentials)}.admin.mailchimp.com/templates/edit?id=${id}` };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<{ templates: Array<{ id: number; name: string; date_created?: string }> }>(joinUrl(ctx.baseUrl, '/templates'), {
      headers: { authorization: basicAuth('brandmail', ctx.credentials.apiKey) },
      query: { type: 'user', count: 1000, sort_field: 'date_created', sort_dir: 'DESC' },
    });
    const hit = newestSince((res.data.templates ?? []).filter((t) => t.name === nameOf(name)), ctx.requestedAt, (t) => t.date_created);
    return hit ? { externalId: String(hit.id), externalUrl: `https://${dataCentre(ctx.credentials)}.admin.mailchimp.com/templates/edit?id=${hit.id}` } : undefined;
  },
});
