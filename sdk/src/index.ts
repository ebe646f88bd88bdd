export { Brandmail, DEFAULT_BASE_URL, type BrandmailOptions } from './client';
export { BrandmailError, CLIENT_ERROR_CODES, type ErrorDetail } from './core/errors';
export type { ListResponse, PageParams, Pagination, RequestOptions } from './core/request';
export type { WaitOptions } from './core/wait';
export { verifyWebhook, type VerifyOptions, type WebhookEvent, type WebhookHeaders } from './core/webhook-signature';
export { SDK_VERSION } from './core/version';
export type * from './types';
export { Projects } from './projects/projects';
export { Webhooks } from './webhooks/webhooks';
export { Account, ApiKeys } from './account/account';
export { Contacts, type ContactListParams } from './contacts/contacts';
export { Previews } from './previews/previews';
export { Exports, ExportConnections } from './exports/exports';
export { TestSends } from './test-sends/test-sends';
export { Emails } from './emails/emails';
export { Validate } from './validate/validate';
export {
  describePlace,
  seriesFileBase,
  seriesFiles,
  seriesManifest,
  seriesName,
  seriesTemplateName,
  type SeriesManifest,
  type SeriesManifestEmail,
  type SeriesManifestPlace,
} from './series';
