/**
 * The SDK's request and response types, taken from the server's own zod schemas (the ones the
 * route files validate with and the OpenAPI document is generated from), so they are written
 * once. Every import here is `import type`: nothing of the server is loaded at run time. This is
 * the only SDK file that reaches into ../../src; the publish build (sdk/README.md) inlines it.
 *
 * Requests use the schema's input type (defaults optional), responses its output type.
 */
import type { z } from 'zod';
import type * as accounts from '../../src/accounts/schema';
import type * as brandKit from '../../src/brand/schema';
import type * as contacts from '../../src/contacts/schema';
import type * as exportsSchema from '../../src/exports/schema';
import type * as testSends from '../../src/test-sends/schema';
import type * as generation from '../../src/generate/schema';
import type * as previews from '../../src/preview/schema';
import type * as validation from '../../src/validate/schema';
import type * as projects from '../../src/projects/schema';
import type * as webhooks from '../../src/webhooks/schema';

// Projects (brands) — src/api/routes/projects.ts
export type Project = z.output<typeof projects.Project>;
export type BrandKit = z.output<typeof brandKit.BrandKit>;
export type JobState = z.output<typeof projects.JobStatus>;
export type ImportParams = z.input<typeof projects.ImportRequest>;
export type ImportStarted = z.output<typeof projects.ImportStarted>;
export type ImportStatus = z.output<typeof projects.ImportStatus>;
export type ProjectUpdateParams = z.input<typeof projects.ProjectPatch>;
export type ProjectDeleted = { projectId: string; deleted: true };
export type ProjectFilter = z.input<typeof projects.ProjectFilter>;

// Account and API keys — src/api/routes/keys.ts
export type AccountInfo = z.output<typeof accounts.AccountInfo>;
export type AccountUsage = z.output<typeof accounts.AccountUsage>;
export type ApiKey = z.output<typeof accounts.ApiKey>;
export type ApiKeyWithValue = z.output<typeof accounts.CreatedApiKey>;
export type ApiKeyCreateParams = z.input<typeof accounts.CreateKeyRequest>;

// Webhooks — src/api/routes/webhooks.ts
export type WebhookEventType = webhooks.EventType;
export type WebhookCreateParams = z.input<typeof webhooks.CreateWebhookRequest>;
export type WebhookUpdateParams = z.input<typeof webhooks.UpdateWebhookRequest>;
export type WebhookEndpoint = z.output<typeof webhooks.WebhookEndpoint>;
export type WebhookEndpointWithSecret = z.output<typeof webhooks.CreatedWebhookEndpoint>;
export type WebhookDelivery = z.output<typeof webhooks.WebhookDelivery>;
export type WebhookTestResult = z.output<typeof webhooks.WebhookTestResult>;
export type WebhookDeleted = z.output<typeof webhooks.DeletedWebhook>;

// Contacts — src/api/routes/contacts.ts
export type Contact = z.output<typeof contacts.Contact>;
export type ContactStatus = contacts.ContactStatusValue;
export type ContactFilter = z.input<typeof contacts.ContactFilter>;
export type ContactCreateParams = z.input<typeof contacts.CreateContactRequest>;
export type ContactUpdateParams = z.input<typeof contacts.UpdateContactRequest>;
export type ContactDeleted = z.output<typeof contacts.DeletedContact>;
export type BulkMode = contacts.BulkMode;
/** Rows are checked one by one on the server, so each is a loose record (see ContactCreateParams). */
export type BulkContactsParams = { contacts: (ContactCreateParams | Record<string, unknown>)[]; mode?: BulkMode };
export type BulkContactsResult = z.output<typeof contacts.BulkResult>;
export type BulkRowProblem = z.output<typeof contacts.RowProblem>;
export type ContactStatusChangeParams = z.input<typeof contacts.StatusChangeRequest>;
export type ContactStatusChangeResult = z.output<typeof contacts.StatusChangeResult>;
export type ContactStatusHistoryEntry = z.output<typeof contacts.StatusHistoryEntry>;

// Previews — src/api/routes/previews.ts
export type PreviewCreateParams = z.input<typeof previews.CreatePreviewRequest>;
export type PreviewStarted = z.output<typeof previews.PreviewStarted>;
export type Preview = z.output<typeof previews.Preview>;
export type PreviewResult = z.output<typeof previews.PreviewResult>;
export type PreviewListParams = { status?: Preview['status']; conversationId?: string; limit?: number; offset?: number };
export type PreviewDeleted = { previewId: string; deleted: true };
export type SupportedDevice = z.output<typeof previews.SupportedDevice>;

// Exports — src/api/routes/exports.ts
export type ExportCreateParams = z.input<typeof exportsSchema.CreateExportRequest>;
export type ExportStarted = z.output<typeof exportsSchema.ExportStarted>;
export type Export = z.output<typeof exportsSchema.Export>;
/** One email of a series export: its place and its template on the platform. */
export type ExportedSeriesEmail = z.output<typeof exportsSchema.ExportedSeriesEmail>;
export type ExportPlatform = z.output<typeof exportsSchema.PlatformInfo>;
export type ExportConnectionCreateParams = z.input<typeof exportsSchema.CreateConnectionRequest>;
export type ExportConnection = z.output<typeof exportsSchema.Connection>;
export type ExportConnectionFilter = z.input<typeof exportsSchema.ConnectionFilter>;
export type ExportConnectionDeleted = z.output<typeof exportsSchema.DeletedConnection>;

// Test sends — src/api/routes/test-sends.ts
export type TestSendCreateParams = z.input<typeof testSends.CreateTestSendRequest>;
export type TestSendStarted = z.output<typeof testSends.TestSendStarted>;
export type TestSend = z.output<typeof testSends.TestSend>;
export type TestSendRecipient = z.output<typeof testSends.RecipientStatus>;

// Emails (generation) — src/api/routes/emails.ts
export type Purpose = z.output<typeof generation.Purpose>;
export type GenerateParams = z.input<typeof generation.GenerateRequest>;
export type RefineParams = z.input<typeof generation.RefineRequest>;
/** `restore`'s answer: the new latest version (a copy of `restoredFrom`), as the status endpoint shows it. */
export type RestoredVersion = z.output<typeof generation.RestoredVersion>;
export type GenerationStarted = z.output<typeof generation.GenerationStarted>;
export type GenerationStatus = z.output<typeof generation.GenerationStatus>;
/** A completed generation: what `generateAndWait` and `refineAndWait` resolve to. */
export type GeneratedEmail = GenerationStatus & { status: 'completed'; version: number; subject: string; preheader: string; html: string; react: string; text: string };
export type Conversation = z.output<typeof generation.Conversation>;
export type ConversationSummary = z.output<typeof generation.ConversationSummary>;
export type ConversationListParams = { projectId?: string; limit?: number; offset?: number };
export type RenderParams = z.input<typeof generation.RenderRequest>;
export type RenderedEmail = z.output<typeof generation.RenderedEmail>;

// Validation — src/validate/schema.ts (routes: src/api/routes/validate.ts)
export type ValidateParams = z.input<typeof validation.ValidateRequest>;
export type ValidateOptions = z.input<typeof validation.ValidateOptions>;
export type ValidationCheck = z.output<typeof validation.CheckName>;
export type ValidationIssue = z.output<typeof validation.ValidationIssue>;
export type CompatibilityResult = z.output<typeof validation.CompatibilityResult>;
export type LinksResult = z.output<typeof validation.LinksResult>;
export type SpellingResult = z.output<typeof validation.SpellingResult>;
export type DeliverabilityResult = z.output<typeof validation.DeliverabilityResult>;
export type AccessibilityResult = z.output<typeof validation.AccessibilityResult>;
export type AllValidationResult = z.output<typeof validation.AllResult>;
/** `all` of a series: one email's result with its place (in `AllValidationResult.emails`). */
export type SeriesEmailValidation = z.output<typeof validation.SeriesEmailValidation>;
export type FactsParams = z.input<typeof validation.FactsRequest>;
export type FactsResult = z.output<typeof validation.FactsResult>;
/** Any one report: `check` tells which. */
export type ValidationReport = CompatibilityResult | LinksResult | SpellingResult | DeliverabilityResult | AccessibilityResult | AllValidationResult;
