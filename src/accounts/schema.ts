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
    environment: z.enum(ENVIRONMENTS).describe('test keys see only test data; live keys only live data. A test key creates test keys only (403 for live); a live key creates either. The first live key comes from `brandmail keys create --env live` on the server.'),
    permissions: z
      .array(PermissionName)
      .min(1)
      .max(PERMISSIONS.length + 1)
      .describe('What the key may do; `*` is everything. A key can only grant permissions it holds itself.'),
  })
  .strict()
  .meta({ id: 'CreateKeyRequest' });
export type CreateKeyRequest = z.infer<typeof CreateKeyRequest>;

const Count = z.number().int().nonnegative();

export const AccountUsage = z
  .object({
    environment: z.enum(ENVIRONMENTS).describe('Usage is counted for the calling key’s environment (test or live data)'),
    period: z.object({ start: z.string(), end: z.string() }).describe('This calendar month in UTC: [start, end)'),
    emailsGenerated: Count.describe('Email versions written this month: generations and refinements that completed'),
    brandImports: Count.describe('Projects (brand imports) started this month'),
    previews: Count.describe('Preview jobs started this month'),
    exports: Count.describe('Exports started this month (files and platforms)'),
    testSends: Count.describe('Test sends started this month'),
    contactsStored: Count.describe('Contacts stored now, whatever their status'),
  })
  .describe('Counted from what the service stores; checks (/v1/validate) store nothing and are not counted')
  .meta({ id: 'AccountUsage' });
export type AccountUsage = z.infer<typeof AccountUsage>;

export const AccountInfo = z
  .object({
    account: z.object({ id: z.string(), name: z.string(), plan: z.enum(PLANS) }),
    key: z.object({ id: z.string(), environment: z.enum(ENVIRONMENTS), permissions: z.array(z.string()) }),
    rateLimit: z.object({
      perMinute: z.number().int().describe('Requests per minute for this account and environment; 0 means unlimited'),
    }),
    permissions: z.array(z.string()).describe('Every permission a key may hold, for a settings screen to offer'),
    usage: AccountUsage,
  })
  .meta({ id: 'AccountInfo' });
export type AccountInfo = z.infer<typeof AccountInfo>;
