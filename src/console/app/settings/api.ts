import type { Brandmail } from '@brandmail/sdk';
import type { AccountInfo, ApiKey, ApiKeyCreateParams, ApiKeyWithValue } from '@brandmail/sdk';

export type { AccountInfo, ApiKey };
export type CreatedApiKey = ApiKeyWithValue;

/** The account-settings calls, through the SDK's account and apiKeys resources. */
export const settingsApi = (client: Brandmail) => ({
  /** One page of the account's keys, newest first. */
  keys: (page: { limit: number; offset: number }) => client.apiKeys.list(page),
  createKey: (body: ApiKeyCreateParams) => client.apiKeys.create(body),
  revokeKey: (id: string) => client.apiKeys.revoke(id),
});
