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
  /** Brand import (0003-brand): extraction and user corrections kept apart; see src/brand/service.ts. */
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
}
