/**
 * Campaign Monitor API v3.3 — templates. A template is imported from a URL: Campaign Monitor
 * fetches the HTML itself, so brandmail serves it at an unguessable public URL for the export.
 * Docs: https://www.campaignmonitor.com/api/v3-3/templates/
 * Auth: HTTP Basic with the API key as user name and any password. The create call answers 201
 * with the new template id as a JSON string; a GET of the template gives its preview URL.
 * Template language: https://www.campaignmonitor.com/create/template-language/
 * (`[firstname,fallback=there]`, `[unsubscribe]`, `[preferences]`).
 */
import { z } from 'zod';
import { defineConnector, snakeCase, type MergeToken } from '../connector';
import { basicAuth, joinUrl } from '../http';

const Credentials = z
  .object({
    apiKey: z.string().trim().min(20, 'your Campaign Monitor API key (Account settings → API keys)'),
    clientId: z.string().trim().regex(/^[0-9a-f]{32}$/i, 'the 32-character id of the client the template belongs to'),
  })
  .strict();

const FIELDS: Record<string, string> = { firstName: 'firstname', lastName: 'lastname', email: 'email', fullName: 'fullname', name: 'fullname' };

export const campaignMonitor = defineConnector({
  platform: 'campaign-monitor',
  label: 'Campaign Monitor',
  docsUrl: 'https://www.campaignmonitor.com/api/v3-3/templates/',
  credentialFields: Credentials,
  secretFields: ['apiKey'],
  defaultBaseUrl: () => 'https://api.createsend.com/api/v3.3',
  mergeTag({ field, fallback }: MergeToken) {
    const name = FIELDS[field] ?? snakeCase(field);
    if (name === 'email') return '[email]';
    return `[${name},fallback=${fallback.replace(/[\[\],]/g, '')}]`;
  },
  unsubscribeTag: '[unsubscribe]',
  preferencesTag: '[preferences]',

  async exportTemplate(ctx, email) {
    const headers = { authorization: basicAuth(ctx.credentials.apiKey, 'x') };
    const htmlUrl = await ctx.hostedHtmlUrl();
    const id = await ctx.once(
      'templateId',
      async () => {
        const res = await ctx.http.post<string>(joinUrl(ctx.baseUrl, `/templates/${ctx.credentials.clientId}.json`), {
          headers,
          json: { Name: email.name, HtmlPageURL: htmlUrl, ZipFileURL: '' },
        });
        return String(res.data);
      },
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    const details = await ctx.http.get<{ PreviewURL?: string }>(joinUrl(ctx.baseUrl, `/templates/${id}.json`), { headers });
    return { externalId: id, externalUrl: details.data.PreviewURL ?? null };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<Array<{ TemplateID: string; Name: string; PreviewURL?: string }>>(
      joinUrl(ctx.baseUrl, `/clients/${ctx.credentials.clientId}/templates.json`),
      { headers: { authorization: basicAuth(ctx.credentials.apiKey, 'x') } },
    );
    // The list carries no dates: the last one of that name is the most recently added.
    const hit = (Array.isArray(res.data) ? res.data : []).filter((t) => t.Name === name).pop();
    return hit ? { externalId: hit.TemplateID, externalUrl: hit.PreviewURL ?? null } : undefined;
  },
});
