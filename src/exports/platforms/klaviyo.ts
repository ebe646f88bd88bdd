/**
 * Klaviyo API — templates and, for a series asked with a trigger, the flow (JSON:API, dated revisions).
 * Docs: https://developers.klaviyo.com/en/reference/create_template,
 * https://developers.klaviyo.com/en/reference/create_flow (POST /api/flows, stable since revision
 * 2025-01-15: a flow from an encoded definition — one trigger, actions linked by `temporary_id`,
 * `entry_action_id`; scope flows:write; rate limits 1/s, 15/min, 100/day).
 * Auth: `Authorization: Klaviyo-API-Key pk_…` (a private key with templates:write); every request
 * names the API revision in a `revision` header and speaks `application/vnd.api+json`.
 * Template tags: https://help.klaviyo.com/hc/en-us/articles/4408802648731 (`{{ first_name|default:'there' }}`,
 * `{% unsubscribe_url %}`, `{% manage_preferences_url %}`).
 */
import { z } from 'zod';
import { defineConnector, newestSince, quoted, snakeCase, type ExportContext, type FlowDraft, type MergeToken } from '../connector';
import { joinUrl } from '../http';

// Create Flow is in the stable API from 2025-01-15; templates are unchanged across these revisions.
export const KLAVIYO_REVISION = '2025-01-15';
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
const flowUrl = (id: string) => `https://www.klaviyo.com/flow/${encodeURIComponent(id)}/edit`;

/** A time delay as Klaviyo takes it (a whole number of days, hours or minutes), for a gap given in days; none for no gap. */
export function klaviyoDelay(days: number): { unit: 'days' | 'hours' | 'minutes'; value: number } | undefined {
  const minutes = Math.round(days * 1440);
  if (minutes <= 0) return undefined;
  if (minutes % 1440 === 0) return { unit: 'days', value: minutes / 1440 };
  // Offsets in days carry hours as fractions (0.04 ≈ 1 hour): whole hours when within a few minutes of one.
  if (minutes >= 55 && Math.abs(minutes / 60 - Math.round(minutes / 60)) * 60 <= 5) return { unit: 'hours', value: Math.round(minutes / 60) };
  return { unit: 'minutes', value: minutes };
}

/**
 * The flow's definition: its trigger, then for each email a time delay (the gap since the one
 * before, or since the trigger for the first) and a send-email action with its template, subject
 * and preview text, linked in order by temporary ids; every action a draft. From addresses stay
 * null: the account's sender is set in Klaviyo before the flow goes live.
 */
export function flowDefinition(flow: FlowDraft) {
  const actions: Array<Record<string, unknown> & { temporary_id: string; links: { next: string | null } }> = [];
  let previous = 0;
  for (const e of flow.emails) {
    const delay = klaviyoDelay(e.sendOffsetDays - previous);
    previous = e.sendOffsetDays;
    if (delay) actions.push({ temporary_id: `delay-${e.position}`, type: 'time-delay', links: { next: null }, data: { ...delay, timezone: 'profile' } });
    actions.push({
      temporary_id: `email-${e.position}`,
      type: 'send-email',
      links: { next: null },
      data: {
        status: 'draft',
        message: {
          name: e.name,
          from_email: null,
          from_label: null,
          reply_to_email: null,
          cc_email: null,
          bcc_email: null,
          subject_line: e.subject,
          preview_text: e.preheader,
          template_id: e.templateId,
        },
      },
    });
  }
  for (let i = 0; i < actions.length - 1; i++) actions[i].links.next = actions[i + 1].temporary_id;
  return { triggers: [{ type: flow.trigger.type, id: flow.trigger.id }], profile_filter: null, actions, entry_action_id: actions[0].temporary_id };
}

/** Creates a JSON:API resource (a template, a flow) and answers its id. */
async function createResource(ctx: ExportContext<{ apiKey: string }>, path: string, type: string, attributes: Record<string, unknown>): Promise<string> {
  const res = await ctx.http.post<{ data: { id: string } }>(joinUrl(ctx.baseUrl, path), { headers: headersOf(ctx.credentials.apiKey), contentType: JSON_API, json: { data: { type, attributes } } });
  return res.data.data.id;
}

/** The newest item a Klaviyo list endpoint (templates, flows) has under `name`, created since the export was asked. */
async function newestNamed(ctx: ExportContext<{ apiKey: string }>, path: string, name: string): Promise<string | undefined> {
  const res = await ctx.http.get<{ data: Array<{ id: string; attributes: { name: string; created?: string } }> }>(joinUrl(ctx.baseUrl, path), {
    headers: headersOf(ctx.credentials.apiKey),
    query: { filter: `equals(name,${JSON.stringify(name)})`, sort: '-created' },
  });
  return newestSince(res.data.data ?? [], ctx.requestedAt, (item) => item.attributes.created)?.id;
}

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
      () => createResource(ctx, '/api/templates', 'template', { name: email.name, editor_type: 'CODE', html: email.html, text: email.text }),
      async () => (await this.findExisting(ctx, email.name))?.externalId,
    );
    return { externalId: id, externalUrl: editUrl(id) };
  },

  async exportFlow(ctx, flow) {
    const id = await ctx.once(
      'flowId',
      () => createResource(ctx, '/api/flows', 'flow', { name: flow.name, definition: flowDefinition(flow) }),
      () => newestNamed(ctx, '/api/flows', flow.name),
    );
    return { externalId: id, externalUrl: flowUrl(id) };
  },

  async findExisting(ctx, name) {
    const id = await newestNamed(ctx, '/api/templates', name);
    return id ? { externalId: id, externalUrl: editUrl(id) } : undefined;
  },
});
