/** API shapes of exports (DESIGN.md §5), written once: validation, types and the OpenAPI document. */
import { z } from 'zod';
import { connectors } from './platforms';

export const FILE_FORMATS = ['html', 'zip', 'eml'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
export const PLATFORMS = [...Object.keys(connectors), ...FILE_FORMATS] as unknown as [string, ...string[]];

export const isFileFormat = (platform: string): platform is FileFormat => (FILE_FORMATS as readonly string[]).includes(platform);

export const ExportPlatform = z.enum(PLATFORMS).describe('An email platform, or a file: html, zip (HTML with its images) or eml (RFC 5322 message).');

const Credentials = z
  .record(z.string().max(100), z.unknown())
  .describe('The platform credentials for this export only: used once, never stored. Fields per platform: GET /v1/export/platforms.');

export const CreateExportRequest = z
  .object({
    conversationId: z.string().min(1).max(100).optional().describe('Export the latest version of a generated email.'),
    html: z.string().min(1).optional().describe('Or export this HTML as is (merge tags are not translated; its unsubscribe link becomes the platform tag).'),
    platform: ExportPlatform,
    name: z.string().trim().min(1).max(200).optional().describe('Template name in the platform (default: the subject).'),
    subject: z.string().trim().min(1).max(300).optional().describe('Overrides the email’s subject.'),
    preheader: z.string().trim().max(300).optional().describe('Overrides the email’s preheader.'),
    text: z.string().max(200_000).optional().describe('Overrides the plain-text part.'),
    from: z.string().trim().max(300).optional().describe('eml only: the From header, e.g. "Acme <news@acme.example>".'),
    credentials: Credentials.optional(),
    connectionId: z.string().min(1).max(100).optional().describe('Use a saved connection instead of credentials.'),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.conversationId === !b.html) ctx.addIssue({ code: 'custom', path: ['conversationId'], message: 'send exactly one of conversationId and html' });
    if (b.credentials && b.connectionId) ctx.addIssue({ code: 'custom', path: ['connectionId'], message: 'send credentials or connectionId, not both' });
  })
  .meta({ id: 'CreateExportRequest' });
export type CreateExportRequest = z.infer<typeof CreateExportRequest>;

export const ExportStarted = z
  .object({ exportId: z.string(), status: z.literal('pending'), platform: z.string() })
  .meta({ id: 'ExportStarted' });

export const ExportStatus = z.enum(['pending', 'completed', 'failed']);

export const Export = z
  .object({
    exportId: z.string().describe('e.g. exp_01j…'),
    platform: z.string(),
    status: ExportStatus,
    stage: z.string().nullable().describe('queued, exporting, completed, failed'),
    name: z.string(),
    externalId: z.string().nullable().describe('Id of the template (or message, newsletter, marketing email) on the platform.'),
    externalUrl: z.string().nullable().describe('Link to it in the platform’s app, where the platform has one.'),
    error: z.string().optional().describe('Why the export failed, naming the platform and its HTTP status.'),
    errorCode: z.string().optional().describe('EXPORT_FAILED when status is failed'),
    downloadUrl: z.string().nullable().describe('File exports: GET this (with the API key) for the file.'),
    fileName: z.string().nullable(),
    conversationId: z.string().nullable(),
    connectionId: z.string().nullable(),
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
