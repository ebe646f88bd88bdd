/**
 * Shapes of the account-settings endpoints (contract §5: "keys are created by an account holder
 * in the account settings (API keys section)"): who the calling key is, and the account's keys.
 */
import { z } from 'zod';
import { ENVIRONMENTS, PERMISSIONS, PLANS } from './permissions';

export const PermissionName = z.enum(['*', ...PERMISSIONS]).meta({ id: 'PermissionName' });

export const ApiKey = z
  .object({
    id: z.string().describe('e.g. key_01j…'),
    name: z.string(),
    environment: z.enum(ENVIRONMENTS),
    permissions: z.array(z.string()),
    hint: z.string().describe('The key’s prefix and last four characters, e.g. bm_test_…a1B2'),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });

export const CreatedApiKey = ApiKey.extend({
  key: z.string().describe('The key’s value. Shown only in this response: store it now.'),
}).meta({ id: 'CreatedApiKey' });

export const CreateKeyRequest = z
  .object({
    name: z.string().trim().min(1).max(100),
    environment: z.enum(ENVIRONMENTS).describe('test keys see only test data; live keys only live data'),
    permissions: z
      .array(PermissionName)
      .min(1)
      .max(PERMISSIONS.length + 1)
      .describe('What the key may do; `*` is everything. A key can only grant permissions it holds itself.'),
  })
  .strict()
  .meta({ id: 'CreateKeyRequest' });
export type CreateKeyRequest = z.infer<typeof CreateKeyRequest>;

export const AccountInfo = z
  .object({
    account: z.object({ id: z.string(), name: z.string(), plan: z.enum(PLANS) }),
    key: z.object({ id: z.string(), environment: z.enum(ENVIRONMENTS), permissions: z.array(z.string()) }),
    rateLimit: z.object({
      perMinute: z.number().int().describe('Requests per minute for this account and environment; 0 means unlimited'),
    }),
    permissions: z.array(z.string()).describe('Every permission a key may hold, for a settings screen to offer'),
  })
  .meta({ id: 'AccountInfo' });
export type AccountInfo = z.infer<typeof AccountInfo>;
