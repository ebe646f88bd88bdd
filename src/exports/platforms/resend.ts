/**
 * Resend — templates: create (with a unique alias per export, and every variable declared with
 * its fallback), then publish.
 * Docs: https://resend.com/docs/api-reference/templates/create-template
 *       https://resend.com/docs/api-reference/templates/publish-template
 *       https://resend.com/docs/api-reference/templates/get-template (by id or alias)
 * Auth: `Authorization: Bearer re_…`. Variables are `{{{NAME}}}` and must be declared in
 * `variables`; the unsubscribe link is `{{{RESEND_UNSUBSCRIBE_URL}}}`.
 */
import { z } from 'zod';
import { defineConnector, newestSince, upperSnake, type MergeToken } from '../connector';
import { joinUrl } from '../http';

const Credentials = z.object({ apiKey: z.string().trim().regex(/^re_[A-Za-z0-9_]{8,}$/, 'a Resend API key starts with "re_"') }).strict();

export const resendAlias = (exportId: string) => `brandmail-${exportId.replace(/_/g, '-')}`;
const variableOf = (field: string) => upperSnake(field).replace(/[^A-Z0-9_]/g, '');
const editUrl = (id: string) => `https://resend.com/templates/${id}`;

export const resend = defineConnector({
  platform: 'resend',
  label: 'Resend',
  docsUrl: 'https://resend.com/docs/api-reference/templates/create-template',
  credentialFields: Credentials,
  secretFields: ['apiKey'],
  defaultBaseUrl: () => 'https://api.resend.com',
  mergeTag: ({ field }: MergeToken) => `{{{${variableOf(field)}}}}`,
  unsubscribeTag: '{{{RESEND_UNSUBSCRIBE_URL}}}',

  async exportTemplate(ctx, email) {
    const headers = { authorization: `Bearer ${ctx.credentials.apiKey}` };
    const alias = resendAlias(ctx.exportId);
    const variables = new Map<string, string>();
    for (const t of email.tokens) if (!variables.has(variableOf(t.field))) variables.set(variableOf(t.field), t.fallback);
    const id = await ctx.once(
      'templateId',
      async () =>
        (
          await ctx.http.post<{ id: string }>(joinUrl(ctx.baseUrl, '/templates'), {
            headers,
            json: {
              name: email.name,
              alias,
              subject: email.subject,
              html: email.html,
              text: email.text,
              variables: [...variables].map(([key, fallback]) => ({ key, type: 'string', fallback_value: fallback })),
            },
          })
        ).data.id,
      async () => {
        const res = await ctx.http.get<{ id?: string }>(joinUrl(ctx.baseUrl, `/templates/${alias}`), { headers, accept: [404] });
        return res.status === 200 ? res.data?.id : undefined;
      },
    );
    if (!ctx.progress.published) {
      await ctx.http.post(joinUrl(ctx.baseUrl, `/templates/${id}/publish`), { headers, retry: 'always' });
      await ctx.save('published', 'yes');
    }
    return { externalId: id, externalUrl: editUrl(id) };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<{ data?: Array<{ id: string; name: string; alias?: string; created_at?: string }> }>(joinUrl(ctx.baseUrl, '/templates'), {
      headers: { authorization: `Bearer ${ctx.credentials.apiKey}` },
      query: { limit: 100 },
    });
    const list = res.data.data ?? [];
    const hit = list.find((t) => t.alias === resendAlias(ctx.exportId)) ?? newestSince(list.filter((t) => t.name === name), ctx.requestedAt, (t) => t.created_at);
    return hit ? { externalId: hit.id, externalUrl: editUrl(hit.id) } : undefined;
  },
});
