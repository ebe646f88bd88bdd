/**
 * ActiveCampaign API v3 — messages (the email content a campaign sends; v3 has no template
 * create call). Each account has its own API host, which is a credential field.
 * Docs: https://developers.activecampaign.com/reference/create-a-new-message
 * Auth: `Api-Token: …` header. `fromname`, `email` and `reply2` are required.
 * Personalisation tags: https://help.activecampaign.com/hc/en-us/articles/220709307
 * (`%FIRSTNAME%`, `%UNSUBSCRIBELINK%`, `%UPDATELINK%`; no fallback syntax).
 */
import { z } from 'zod';
import { defineConnector, newestSince, upperSnake } from '../connector';
import { joinUrl } from '../http';

const Credentials = z
  .object({
    apiUrl: z
      .url({ protocol: /^https$/, error: 'your account API URL, e.g. https://yourname.api-us1.com (Settings → Developer)' })
      .transform((u) => u.replace(/\/+(api\/3\/?)?$/, '')),
    apiKey: z.string().trim().min(20, 'your ActiveCampaign API key (Settings → Developer)'),
    fromName: z.string().trim().min(1).max(250),
    fromEmail: z.email(),
    replyTo: z.email().optional(),
  })
  .strict();

const FIELDS: Record<string, string> = { firstName: 'FIRSTNAME', lastName: 'LASTNAME', email: 'EMAIL', phone: 'PHONE' };

function appUrl(apiUrl: string): string {
  const account = new URL(apiUrl).hostname.split('.')[0];
  return `https://${account}.activehosted.com/app/campaigns`;
}

export const activecampaign = defineConnector({
  platform: 'activecampaign',
  label: 'ActiveCampaign',
  docsUrl: 'https://developers.activecampaign.com/reference/create-a-new-message',
  credentialFields: Credentials,
  secretFields: ['apiKey'],
  defaultBaseUrl: (c) => c.apiUrl,
  mergeTag: ({ field }) => `%${FIELDS[field] ?? upperSnake(field)}%`,
  unsubscribeTag: '%UNSUBSCRIBELINK%',
  preferencesTag: '%UPDATELINK%',

  async exportTemplate(ctx, email) {
    const c = ctx.credentials;
    const id = await ctx.once(
      'messageId',
      async () => {
        const res = await ctx.http.post<{ message: { id: string } }>(joinUrl(ctx.baseUrl, '/api/3/messages'), {
          headers: { 'api-token': c.apiKey },
          json: {
            message: {
              name: email.name,
              fromname: c.fromName,
              email: c.fromEmail,
              reply2: c.replyTo ?? c.fromEmail,
              subject: email.subject,
              preheader_text: email.preheader,
              html: email.html,
              text: email.text,
            },
          },
        });
        return String(res.data.message.id);
      },
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    return { externalId: id, externalUrl: appUrl(c.apiUrl) };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<{ messages?: Array<{ id: string; name: string; cdate?: string }> }>(joinUrl(ctx.baseUrl, '/api/3/messages'), {
      headers: { 'api-token': ctx.credentials.apiKey },
      query: { limit: 100, 'orders[cdate]': 'DESC' },
    });
    const hit = newestSince((res.data.messages ?? []).filter((m) => m.name === name), ctx.requestedAt, (m) => m.cdate);
    return hit ? { externalId: String(hit.id), externalUrl: appUrl(ctx.credentials.apiUrl) } : undefined;
  },
});
