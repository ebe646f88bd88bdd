/**
 * HubSpot — a coded email template in the Design Manager, then a marketing email using it.
 * Docs: https://developers.hubspot.com/docs/api-reference/cms-source-code-v3/guide (PUT
 *       /cms/v3/source-code/{environment}/content/{path}, multipart `file`)
 *       https://developers.hubspot.com/docs/api-reference/marketing-emails-v3/guide (POST /marketing/v3/emails)
 * Auth: `Authorization: Bearer pat-…` (private app token with `content` and `marketing-email`).
 * Coded templates declare themselves in an annotation comment (templateType: email). HubL:
 * `{{ contact.firstname|default("there") }}`, `{{ unsubscribe_link_all }}`, `{{ unsubscribe_link }}`.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defineConnector, newestSince, quoted, snakeCase, type MergeToken } from '../connector';
import { joinUrl } from '../http';

const Credentials = z
  .object({
    accessToken: z.string().trim().regex(/^pat-[a-z0-9]+-[A-Za-z0-9-]{8,}$/, 'a HubSpot private app token starts with "pat-"'),
    portalId: z.string().trim().regex(/^\d{1,12}$/, 'your HubSpot account (hub) id, digits only').optional(),
  })
  .strict();

const PROPERTIES: Record<string, string> = { firstName: 'firstname', lastName: 'lastname', email: 'email', company: 'company', phone: 'phone' };

/** Deterministic per export, so re-uploading after a retry replaces the same file. */
export function hubspotTemplatePath(exportId: string): string {
  return `brandmail/${exportId}.html`;
}

function multipartFile(name: string, content: string, contentType: string): { body: Buffer; contentType: string } {
  const boundary = `----brandmail${randomBytes(12).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const emailUrl = (portalId: string | undefined, id: string) => (portalId ? `https://app.hubspot.com/email/${portalId}/edit/${id}/content` : null);

export const hubspot = defineConnector({
  platform: 'hubspot',
  label: 'HubSpot',
  docsUrl: 'https://developers.hubspot.com/docs/api-reference/cms-source-code-v3/guide',
  credentialFields: Credentials,
  secretFields: ['accessToken'],
  authNoun: 'access token',
  defaultBaseUrl: () => 'https://api.hubapi.com',
  mergeTag({ field, fallback }: MergeToken) {
    const property = `contact.${PROPERTIES[field] ?? snakeCase(field)}`;
    return fallback ? `{{ ${property}|default(${quoted(fallback.replace(/[{}%]/g, ''), '"')}) }}` : `{{ ${property} }}`;
  },
  unsubscribeTag: '{{ unsubscribe_link_all }}',
  preferencesTag: '{{ unsubscribe_link }}',

  async exportTemplate(ctx, email) {
    const headers = { authorization: `Bearer ${ctx.credentials.accessToken}` };
    const path = hubspotTemplatePath(ctx.exportId);
    if (!ctx.progress.templatePath) {
      const annotation = `<!--\n  templateType: email\n  isAvailableForNewContent: true\n  label: ${email.name.replace(/-->/g, '')}\n-->\n`;
      const file = multipartFile(path.split('/').pop()!, annotation + email.html, 'text/html');
      // A PUT to a fixed path: repeating it overwrites the same file, so it is safe to retry.
      await ctx.http.put(joinUrl(ctx.baseUrl, `/cms/v3/source-code/published/content/${path}`), { headers, body: file.body, contentType: file.contentType });
      await ctx.save('templatePath', path);
    }
    const id = await ctx.once(
      'emailId',
      async () =>
        (
          await ctx.http.post<{ id: string }>(joinUrl(ctx.baseUrl, '/marketing/v3/emails'), {
            headers,
            json: { name: email.name, subject: email.subject, content: { templatePath: path }, ...(email.preheader ? { previewText: email.preheader } : {}) },
          })
        ).data.id,
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    return { externalId: String(id), externalUrl: emailUrl(ctx.credentials.portalId, String(id)) };
  },

  async findExisting(ctx, name) {
    const res = await ctx.http.get<{ results?: Array<{ id: string; name: string; createdAt?: string }> }>(joinUrl(ctx.baseUrl, '/marketing/v3/emails'), {
      headers: { authorization: `Bearer ${ctx.credentials.accessToken}` },
      query: { limit: 100, sort: '-createdAt' },
    });
    const hit = newestSince((res.data.results ?? []).filter((e) => e.name === name), ctx.requestedAt, (e) => e.createdAt);
    return hit ? { externalId: String(hit.id), externalUrl: emailUrl(ctx.credentials.portalId, String(hit.id)) } : undefined;
  },
});
