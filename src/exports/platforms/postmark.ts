/**
 * Postmark — templates. Each export gets a unique alias, so a retry finds its template by alias
 * instead of creating a second one.
 * Docs: https://postmarkapp.com/developer/api/templates-api (POST /templates, GET /templates/{idOrAlias})
 *       https://postmarkapp.com/developer/api/server-api (GET /server, for the editor link)
 * Auth: `X-Postmark-Server-Token: …`; requests must send `Accept: application/json`. Errors are
 * `{ ErrorCode, Message }`. Templates are Mustachio; the broadcast unsubscribe link is
 * `{{{ pm:unsubscribe }}}`.
 */
import { z } from 'zod';
import { defineConnector, type MergeToken } from '../connector';
import { joinUrl } from '../http';

const Credentials = z
  .object({ serverToken: z.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'a Postmark server API token (a UUID)') })
  .strict();

export const postmarkAlias = (exportId: string) => `brandmail-${exportId}`;
const auth = (token: string) => ({ 'x-postmark-server-token': token });

export const postmark = defineConnector({
  platform: 'postmark',
  label: 'Postmark',
  docsUrl: 'https://postmarkapp.com/developer/api/templates-api',
  credentialFields: Credentials,
  secretFields: ['serverToken'],
  authNoun: 'server token',
  defaultBaseUrl: () => 'https://api.postmarkapp.com',
  mergeTag({ field, fallback }: MergeToken) {
    const text = fallback.replace(/[{}]/g, '');
    return text ? `{{#${field}}}{{${field}}}{{/${field}}}{{^${field}}}${text}{{/${field}}}` : `{{${field}}}`;
  },
  unsubscribeTag: '{{{ pm:unsubscribe }}}',

  async exportTemplate(ctx, email) {
    const headers = auth(ctx.credentials.serverToken);
    const alias = postmarkAlias(ctx.exportId);
    const id = await ctx.once(
      'templateId',
      async () =>
        String(
          (
            await ctx.http.post<{ TemplateId: number }>(joinUrl(ctx.baseUrl, '/templates'), {
              headers,
              json: { Name: email.name, Alias: alias, Subject: email.subject, HtmlBody: email.html, TextBody: email.text, TemplateType: 'Standard' },
            })
          ).data.TemplateId,
        ),
      async () => {
        const res = await ctx.http.get<{ TemplateId?: number }>(joinUrl(ctx.baseUrl, `/templates/${alias}`), { headers, accept: [404, 422] });
        return res.status === 200 && res.data?.TemplateId ? String(res.data.TemplateId) : undefined;
      },
    );
    const serverId =
      ctx.progress.serverId ?? String((await ctx.http.get<{ ID: number }>(joinUrl(ctx.baseUrl, '/server'), { headers })).data.ID);
    if (!ctx.progress.serverId) await ctx.save('serverId', serverId);
    return { externalId: id, externalUrl: `https://account.postmarkapp.com/servers/${serverId}/templates/${id}/edit` };
  },

  async findExisting(ctx, name) {
    const headers = auth(ctx.credentials.serverToken);
    const res = await ctx.http.get<{ Templates?: Array<{ TemplateId: number; Name: string; Alias?: string }> }>(joinUrl(ctx.baseUrl, '/templates'), {
      headers,
      query: { Count: 500, Offset: 0, TemplateType: 'Standard' },
    });
    const own = res.data.Templates?.find((t) => t.Alias === postmarkAlias(ctx.exportId)) ?? res.data.Templates?.filter((t) => t.Name === name).pop();
    return own ? { externalId: String(own.TemplateId), externalUrl: null } : undefined;
  },
});
