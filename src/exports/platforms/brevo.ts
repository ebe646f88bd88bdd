/**
 * Brevo (ex-Sendinblue) — SMTP templates.
 * Docs: https://developers.brevo.com/reference/createsmtptemplate
 * Auth: `api-key: xkeysib-…` header. `sender`, `templateName`, `subject` and `htmlContent` are
 * required; the sender must be a verified sender of the account, hence a credential field.
 * Personalisation: https://help.brevo.com/hc/en-us/articles/4402386448530
 * (`{{ contact.FIRSTNAME | default : 'there' }}`, `{{ unsubscribe }}`, `{{ update_profile }}`).
 */
import { z } from 'zod';
import { defineConnector, newestSince, quoted, upperSnake, type MergeToken } from '../connector';
import { joinUrl } from '../http';

const Credentials = z
  .object({
    apiKey: z.string().trim().regex(/^xkeysib-[A-Za-z0-9-]{20,}$/, 'a Brevo API v3 key starts with "xkeysib-"'),
    senderEmail: z.email('the verified sender address of your Brevo account'),
    senderName: z.string().trim().min(1).max(100).optional(),
  })
  .strict();

const ATTRIBUTES: Record<string, string> = { firstName: 'FIRSTNAME', lastName: 'LASTNAME', email: 'EMAIL', phone: 'SMS' };
const editUrl = (id: string) => `https://my.brevo.com/camp/template/${id}/message-setup`;

export const brevo = defineConnector({
  platform: 'brevo',
  label: 'Brevo',
  docsUrl: 'https://developers.brevo.com/reference/createsmtptemplate',
  credentialFields: Credentials,
  secretFields: ['apiKey'],
  defaultBaseUrl: () => 'https://api.brevo.com/v3',
  mergeTag({ field, fallback }: MergeToken) {
    const attribute = `contact.${ATTRIBUTES[field] ?? upperSnake(field)}`;
    return fallback ? `{{ ${attribute} | default : ${quoted(fallback.replace(/[{}%]/g, ''))} }}` : `{{ ${attribute} }}`;
  },
  unsubscribeTag: '{{ unsubscribe }}',
  preferencesTag: '{{ update_profile }}',

  async exportTemplate(ctx, email) {
    const { apiKey, senderEmail, senderName } = ctx.credentials;
    const id = await ctx.once(
      'templateId',
      async () => {
        const res = await ctx.http.post<{ id: number }>(joinUrl(ctx.baseUrl, '/smtp/templates'), {
          headers: { 'api-key': apiKey },
          json: {
            templateName: email.name,
            subject: email.subject,
            htmlContent: email.html,
            sender: senderName ? { name: senderName, email: senderEmail } : { email: senderEmail },
            isActive: true,
            tag: 'brandmail',
          },
        });
        return String(res.data.id);
      },
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    return { externalId: id, externalUrl: editUrl(id) };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<{ templates?: Array<{ id: number; name: string; createdAt?: string }> }>(joinUrl(ctx.baseUrl, '/smtp/templates'), {
      headers: { 'api-key': ctx.credentials.apiKey },
      query: { limit: 1000, offset: 0, sort: 'desc' },
    });
    const hit = newestSince((res.data.templates ?? []).filter((t) => t.name === name), ctx.requestedAt, (t) => t.createdAt);
    return hit ? { externalId: String(hit.id), externalUrl: editUrl(String(hit.id)) } : undefined;
  },
});
