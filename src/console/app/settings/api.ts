import type { Brandmail } from '@brandmail/sdk';
import type { z } from 'zod';
import type { AccountInfo as AccountInfoSchema, ApiKey as ApiKeySchema, CreatedApiKey as CreatedApiKeySchema, CreateKeyRequest } from '../../../accounts/schema';

export type AccountInfo = z.output<typeof AccountInfoSchema>;
export type ApiKey = z.output<typeof ApiKeySchema>;
export type CreatedApiKey = z.output<typeof CreatedApiKeySchema>;

/**
 * The account-settings endpoints, through the SDK's request core (retries, errors, idempotency)
 * until the SDK wraps them in a resource of its own.
 */
export const settingsApi = (client: Brandmail) => ({
  account: () => client.core.data<AccountInfo>('GET', '/v1/account', {}),
  keys: () => client.core.data<ApiKey[]>('GET', '/v1/keys', {}),
  createKey: (body: z.input<typeof CreateKeyRequest>) => client.core.data<CreatedApiKey>('POST', '/v1/keys', { body: { json: body } }),
  revokeKey: (id: string) => client.core.data<ApiKey>('DELETE', `/v1/keys/${encodeURIComponent(id)}`, {}),
});
