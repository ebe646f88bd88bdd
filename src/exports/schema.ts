/** API shapes of exports (DESIGN.md §5), written once: validation, types and the OpenAPI document. */
import { z } from 'zod';
import { EXPORT_LIMITS } from './limits';
import { connectors } from './platforms';

export const FILE_FORMATS = ['html', 'zip', 'eml', 'mjml', 'pdf'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
export const PLATFORMS = [...Object.keys(connectors), ...FILE_FORMATS] as unknown as [string, ...string[]];

/** How an mjml export writes merge tags: Handlebars, or any platform's own syntax. */
export const MERGE_TAG_DIALECTS = ['handlebars', ...Object.keys(connectors)] as [string, ...string[]];

export const isFileFormat = (platform: string): platform is FileFormat => (FILE_FORMATS as readonly string[]).includes(platform);

export const ExportPlatform = z
  .enum(PLATFORMS)
  .describe('An email platform, or a file: html, zip (HTML with its images), eml (RFC 5322 message), mjml (MJML 4 source; needs conversationId) or pdf (the email as printed by Chromium).');

const Credentials = z
  .record(z.string().max(100), z.unknown())
  .describe('The platform credentials for this export only: used once, never stored. Fields per platform: GET /v1/export/platforms.');

/** What starts a flow built from a series (Klaviyo): one of the account's lists, segments or metrics, by its id. */
export const FlowTrigger = z
  .object({
    type: z.enum(['list', 'segment', 'metric']).describe('list: joining a list (a welcome series); segment: entering a segment; metric: an event such as "Started Checkout" (a cart or browse flow).'),
    id: z.string().trim().min(1).max(100).describe('The list, segment or metric id in the platform (e.g. Klaviyo\'s "Y6nRLr").'),
  })
  .strict()
  .meta({ id: 'FlowTrigger' });

export const CreateExportRequest = z
  .object({
    conversationId: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe(
        'Export the latest version of a generated email. A series goes to a platform as one template per email, named with its position ("<name> — 2 of 3 (reassurance, day 1)"), and to a zip with every email and manifest.json; html, eml, mjml and pdf files hold one email (the first, or `position`).',
      ),
    position: z.number().int().min(1).max(7).optional().describe('With a series conversationId: export only its email at this position (1-based), as a single email.'),
    html: z.string().min(1).optional().describe('Or export this HTML as is (merge tags are not translated; its unsubscribe link becomes the platform tag).'),
    platform: ExportPlatform,
    name: z.string().trim().min(1).max(EXPORT_LIMITS.name.max).optional().describe('Template name in the platform (default: the subject).'),
    subject: z.string().trim().min(1).max(300).optional().describe('Overrides the email’s subject.'),
    preheader: z.string().trim().max(300).optional().describe('Overrides the email’s preheader.'),
    text: z.string().max(200_000).optional().describe('Overrides the plain-text part.'),
    from: z
      .string()
      .trim()
      .min(EXPORT_LIMITS.from.min)
      .max(EXPORT_LIMITS.from.max)
      .optional()
      .describe('eml only: the From header, e.g. "Acme <news@acme.example>". Default: the brand’s sender (the brand kit’s name and contact address).'),
    projectId: z.string().min(1).max(100).optional().describe('eml with html: the project whose brand kit names the sender (with conversationId, its own project is used).'),
    paper: z.enum(['A4', 'Letter']).optional().describe('pdf only: the paper size (default A4).'),
    mobile: z.boolean().optional().describe('pdf only: add the mobile rendering (375 px wide) after the desktop pages.'),
    mergeTags: z
      .enum(MERGE_TAG_DIALECTS)
      .optional()
      .describe(
        'mjml only: how merge tags are written in the MJML — "handlebars" (default: {{#if firstName}}{{firstName}}{{else}}there{{/if}}) or a platform name (e.g. "mailchimp", "klaviyo") for that platform’s merge, unsubscribe and preferences tags, as its own export writes them (GET /v1/export/platforms shows each one’s).',
      ),
    flow: z
      .object({ trigger: FlowTrigger })
      .strict()
      .optional()
      .describe(
        'A series to a platform whose API builds flows (klaviyo): after the templates, also create the flow — triggered by `trigger`, one send-email action per email with its template, subject and preheader, and time delays from the send offsets — as a draft to review and turn live in the platform. Without it, only the templates are made.',
      ),
    credentials: Credentials.optional(),
    connectionId: z.string().min(1).max(100).optional().describe('Use a saved connection instead of credentials.'),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.conversationId === !b.html) ctx.addIssue({ code: 'custom', path: ['conversationId'], message: 'send exactly one of conversationId and html' });
    if (b.position !== undefined && !b.conversationId) ctx.addIssue({ code: 'custom', path: ['position'], message: 'picks an email of a series: send it with conversationId' });
    if (b.credentials && b.connectionId) ctx.addIssue({ code: 'custom', path: ['connectionId'], message: 'send credentials or connectionId, not both' });
    if (b.platform === 'mjml' && b.html) ctx.addIssue({ code: 'custom', path: ['html'], message: 'an mjml export is printed from the email’s document: send conversationId' });
    if (b.platform !== 'pdf') for (const key of ['paper', 'mobile'] as const) if (b[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'only used by pdf exports' });
    if (b.platform !== 'mjml' && b.mergeTags !== undefined) ctx.addIssue({ code: 'custom', path: ['mergeTags'], message: 'only used by mjml exports' });
    if (b.flow && (b.position !== undefined || b.html)) ctx.addIssue({ code: 'custom', path: ['flow'], message: 'builds a flow from a whole series: send conversationId without position' });
    if (b.platform !== 'eml') for (const key of ['from', 'projectId'] as const) if (b[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'only used by eml exports' });
  })
  .meta({ id: 'CreateExportRequest' });
export type CreateExportRequest = z.infer<typeof CreateExportRequest>;

export const ExportStarted = z
  .object({ exportId: z.string(), status: z.literal('pending'), platform: z.string() })
  .meta({ id: 'ExportStarted' });

export const ExportStatus = z.enum(['pending', 'completed', 'failed']);

/** One email of a series export: its place in the sequence and what it became on the platform (or in the zip). */
export const ExportedSeriesEmail = z
  .object({
    position: z.number().int().min(1),
    role: z.string(),
    sendOffsetDays: z.number().describe('Days after the trigger; fractions are hours.'),
    subject: z.string(),
    name: z.string().describe('Its template name: "<name> — 2 of 3 (reassurance, day 1)".'),
    externalId: z.string().nullable().describe('Its template on the platform, once created (null in a zip, and until the export reaches it).'),
    externalUrl: z.string().nullable(),
  })
  .meta({ id: 'ExportedSeriesEmail' });
export type ExportedSeriesEmail = z.infer<typeof ExportedSeriesEmail>;

/** The flow a series export built on the platform (a draft). */
export const ExportedFlow = z
  .object({
    externalId: z.string().nullable().describe('The flow on the platform, once created.'),
    externalUrl: z.string().nullable(),
  })
  .meta({ id: 'ExportedFlow' });
export type ExportedFlow = z.infer<typeof ExportedFlow>;

export const Export = z
  .object({
    exportId: z.string().describe('e.g. exp_01j…'),
    platform: z.string(),
    status: ExportStatus,
    stage: z.string().nullable().describe('queued, exporting, completed, failed'),
    name: z.string(),
    externalId: z.string().nullable().describe('Id of the template (or message, newsletter, marketing email) on the platform. A series: the first email’s (each one’s is in `emails`).'),
    externalUrl: z.string().nullable().describe('Link to it in the platform’s app, where the platform has one.'),
    error: z.string().optional().describe('Why the export failed, naming the platform and its HTTP status.'),
    errorCode: z.string().optional().describe('EXPORT_FAILED when status is failed'),
    downloadUrl: z.string().nullable().describe('File exports: GET this (with the API key) for the file.'),
    fileName: z.string().nullable(),
    conversationId: z.string().nullable(),
    connectionId: z.string().nullable(),
    sequence: z.string().optional().describe('A series export: the kind of sequence.'),
    emails: z
      .array(ExportedSeriesEmail)
      .optional()
      .describe('A series export: every email in order, with its template on the platform (a zip: its files are listed in the zip’s manifest.json).'),
    flow: ExportedFlow.optional().describe('A series export asked with `flow`: the draft flow built from its templates.'),
    createdAt: z.string(),
    updatedAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'Export' });
export type Export = z.infer<typeof Export>;

export const CredentialField = z.object({
  name: z.string(),
  required: z.boolean(),
  secret: z.boolean().describe('Secret fields are shown masked once saved.'),
  description: z.string(),
});

export const PlatformInfo = z
  .object({
    platform: z.string(),
    label: z.string(),
    kind: z.enum(['platform', 'file']),
    creates: z.string().describe('What an export creates there.'),
    docsUrl: z.string().nullable(),
    credentialFields: z.array(CredentialField),
    mergeTagExample: z.string().nullable().describe('How {firstName, fallback "there"} is written for this platform.'),
    unsubscribeTag: z.string().nullable(),
  })
  .meta({ id: 'ExportPlatform' });
export type PlatformInfo = z.infer<typeof PlatformInfo>;

export const CreateConnectionRequest = z
  .object({
    platform: ExportPlatform,
    name: z.string().trim().min(1).max(200).optional().describe('Your label for it (default: the platform’s name).'),
    credentials: Credentials.describe('Stored encrypted (AES-256-GCM with BRANDMAIL_SECRET); only a masked hint is ever shown.'),
  })
  .strict()
  .meta({ id: 'CreateExportConnectionRequest' });
export type CreateConnectionRequest = z.infer<typeof CreateConnectionRequest>;

/** Filters of `GET /v1/export/connections`, beside limit and offset. */
export const ConnectionFilter = z.object({
  platform: z
    .enum(Object.keys(connectors) as [string, ...string[]])
    .optional()
    .describe('Only connections to this platform (an id from GET /v1/export/platforms; file formats have no connections).'),
});
export type ConnectionFilter = z.infer<typeof ConnectionFilter>;

export const Connection = z
  .object({
    connectionId: z.string().describe('e.g. conn_01j…'),
    platform: z.string(),
    name: z.string(),
    hint: z.record(z.string(), z.string()).describe('Each credential field, secrets masked (e.g. "pk_…a1b2").'),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ExportConnection' });
export type Connection = z.infer<typeof Connection>;

export const DeletedConnection = z.object({ connectionId: z.string(), deleted: z.literal(true) }).meta({ id: 'DeletedExportConnection' });
