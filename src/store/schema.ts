import type { Generated } from 'kysely';

/**
 * Row types of every table, as Kysely sees them. Each capability adds its tables here next to a
 * migration under ./migrations. Column names are snake_case in the database and camelCase in the
 * API; repositories translate.
 */
export interface AccountsTable {
  id: string;
  name: string;
  plan: string;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  name: string;
  environment: string;
  key_hash: string;
  key_hint: string;
  permissions: string;
  created_at: string;
  revoked_at: string | null;
}

export interface ProjectsTable {
  id: string;
  account_id: string;
  environment: string;
  name: string;
  urls: string;
  status: string;
  stage: string | null;
  progress: number;
  error: string | null;
  error_code: string | null;
  warnings: string;
  brand: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** Brand import (0003-brand): extraction and user corrections kept apart; see src/projects/. */
  brand_extracted?: string | null;
  brand_overrides?: string | null;
  import_run?: string | null;
  import_report?: string | null;
  brand_blobs?: string | null;
}

export interface IdempotencyKeysTable {
  account_id: string;
  environment: string;
  key: string;
  fingerprint: string;
  state: 'in_flight' | 'done';
  response_status: number | null;
  response_body: string | null;
  response_headers: string | null;
  expires_at: number;
}

export interface RateLimitWindowsTable {
  bucket: string;
  window_start: number;
  count: number;
}

export interface BlobsTable {
  id: string;
  content_type: string;
  size: number;
  data: Buffer | null;
  created_at: string;
}

export interface JobsTable {
  id: string;
  queue: string;
  data: string;
  state: 'created' | 'active' | 'completed' | 'failed';
  singleton_key: string | null;
  attempts: Generated<number>;
  retry_limit: number;
  retry_delay_ms: number;
  retry_backoff: number;
  start_after: number;
  locked_by: string | null;
  locked_until: number | null;
  last_error: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface WebhookEndpointsTable {
  id: string;
  account_id: string;
  environment: string;
  url: string;
  description: string | null;
  events: string;
  secret: string;
  enabled: number;
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  id: string;
  account_id: string;
  environment: string;
  type: string;
  payload: string;
  created_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  event_id: string;
  endpoint_id: string;
  account_id: string;
  environment: string;
  status: 'pending' | 'delivered' | 'failed' | 'skipped';
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

export interface WebhookDeliveryAttemptsTable {
  delivery_id: string;
  attempt: number;
  endpoint_id: string;
  status_code: number | null;
  success: number;
  response_excerpt: string | null;
  duration_ms: number;
  error: string | null;
  attempted_at: string;
}

export interface ContactsTable {
  id: string;
  account_id: string;
  environment: string;
  email: string;
  email_key: string;
  first_name: string | null;
  last_name: string | null;
  status: string;
  tags: string;
  attributes: string;
  language: string | null;
  country: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContactStatusHistoryTable {
  id: Generated<number>;
  contact_id: string;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  source: string;
  key_id: string | null;
  created_at: string;
}

/** Test sends (0008-test-sends): see src/test-sends/service.ts. */
export interface TestSendsTable {
  id: string;
  account_id: string;
  environment: string;
  status: 'pending' | 'completed' | 'failed';
  stage: string | null;
  conversation_id: string | null;
  content: string;
  recipients: string;
  recipient_count: number;
  error: string | null;
  error_code: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/** Exports (0005-exports): see src/exports/service.ts. */
export interface ExportsTable {
  id: string;
  account_id: string;
  environment: string;
  platform: string;
  name: string;
  status: 'pending' | 'completed' | 'failed';
  stage: string | null;
  error: string | null;
  error_code: string | null;
  conversation_id: string | null;
  connection_id: string | null;
  credentials_source: 'request' | 'connection' | 'none';
  content: string;
  progress: string;
  public_base_url: string;
  external_id: string | null;
  external_url: string | null;
  file_blob_id: string | null;
  file_name: string | null;
  file_content_type: string | null;
  hosted_blob_id: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface ExportConnectionsTable {
  id: string;
  account_id: string;
  environment: string;
  platform: string;
  name: string;
  /** AES-256-GCM sealed JSON of the credentials (src/lib/crypto/secret-box.ts); never plaintext. */
  credentials_sealed: string;
  hint: string;
  created_at: string;
  last_used_at: string | null;
}

/** Previews (0006-previews). */
export interface PreviewsTable {
  id: string;
  account_id: string;
  environment: string;
  status: 'pending' | 'completed' | 'failed';
  stage: string | null;
  progress: number;
  conversation_id: string | null;
  html: string;
  devices: string;
  dark_mode: string;
  images_off: string;
  error: string | null;
  error_code: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** A series' preview (0010): JSON `{ sequence, position: n | "all", emails: [{ position, role, sendOffsetDays, subject }] }`. */
  series: string | null;
  /** JSON array of the HTML of each email in `series.emails`, for the render job. */
  series_html: string | null;
}

export interface PreviewResultsTable {
  preview_id: string;
  position: number;
  /** Which email of a series the screenshot shows (0010; 1 for a single email). */
  email_position: number;
  device_id: string;
  dark_mode: number;
  images_off: number;
  status: 'pending' | 'completed' | 'failed';
  image_blob_id: string;
  thumbnail_blob_id: string;
  width: number | null;
  height: number | null;
  error: string | null;
  rendered_at: string | null;
}

/** Per-installation values (0006-previews), e.g. the generated URL-signing secret. */
export interface SettingsTable {
  key: string;
  value: string;
  created_at: string;
}

/** Generation (0007-generation): see src/generate/service.ts. */
export interface EmailConversationsTable {
  id: string;
  account_id: string;
  environment: string;
  project_id: string;
  status: 'pending' | 'completed' | 'failed';
  stage: string | null;
  progress: number;
  error: string | null;
  error_code: string | null;
  language: string | null;
  purpose: string | null;
  latest_version: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface EmailMessagesTable {
  id: string;
  conversation_id: string;
  account_id: string;
  environment: string;
  seq: number;
  prompt: string;
  status: 'pending' | 'completed' | 'failed';
  quota_ok: number;
  error: string | null;
  error_code: string | null;
  version: number | null;
  created_at: string;
  completed_at: string | null;
}

export interface EmailVersionsTable {
  conversation_id: string;
  version: number;
  message_id: string;
  brief: string;
  document: string;
  html: string;
  react: string;
  text: string;
  subject: string;
  preheader: string;
  size_bytes: number;
  generator: string;
  warnings: string;
  created_at: string;
}

/** One email of a series version (migration 0009-generation-series; the first is also the version's own email). */
export interface EmailSeriesEmailsTable {
  conversation_id: string;
  version: number;
  position: number;
  sequence: string;
  send_offset_days: number;
  role: string;
  brief: string;
  document: string;
  html: string;
  react: string;
  text: string;
  subject: string;
  preheader: string;
  size_bytes: number;
  warnings: string;
}

export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  projects: ProjectsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_windows: RateLimitWindowsTable;
  blobs: BlobsTable;
  jobs: JobsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable;
  contacts: ContactsTable;
  contact_status_history: ContactStatusHistoryTable;
  exports: ExportsTable;
  export_connections: ExportConnectionsTable;
  previews: PreviewsTable;
  preview_results: PreviewResultsTable;
  settings: SettingsTable;
  email_conversations: EmailConversationsTable;
  email_messages: EmailMessagesTable;
  email_versions: EmailVersionsTable;
  email_series_emails: EmailSeriesEmailsTable;
  test_sends: TestSendsTable;
}
