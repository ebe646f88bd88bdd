import { errors } from '../errors';
import type { AccountsService, ApiKeyInfo, AuthContext } from './service';
import { hasPermission, PERMISSIONS, type Environment, type Plan } from './permissions';
import type { AccountInfo, CreateKeyRequest } from './schema';

/** Why a test key cannot create a live key, and how to get one. */
export const LIVE_FROM_TEST_MESSAGE =
  'A test key can create test keys only, not live ones: test credentials never reach live data. ' +
  'Create a live key while signed in with a live key that holds keys:manage, or on the server with `brandmail keys create --name NAME --env live`.';

type PublicKey = Omit<ApiKeyInfo, 'accountId'>;
const publicKey = ({ accountId: _account, ...info }: ApiKeyInfo): PublicKey => info;

/**
 * The account-settings side of keys, for a signed-in key: everything is scoped to its account,
 * and a key can never hand out more than it holds (so `keys:manage` alone cannot mint a `*` key).
 */
export class KeyManagement {
  constructor(
    private readonly accounts: AccountsService,
    private readonly rateLimits: Record<Plan, number>,
  ) {}

  async whoAmI(auth: AuthContext): Promise<AccountInfo> {
    const account = await this.accounts.getAccount(auth.accountId);
    if (!account) throw errors.invalidApiKey();
    return {
      account: { id: account.id, name: account.name, plan: account.plan },
      key: { id: auth.keyId, environment: auth.environment, permissions: auth.permissions },
      rateLimit: { perMinute: this.rateLimits[account.plan] ?? 0 },
      permissions: [...PERMISSIONS],
      usage: await this.accounts.usage(auth),
    };
  }

  /** A page of the account's keys, newest first, revoked ones included. */
  async list(auth: AuthContext, page: { limit: number; offset: number }): Promise<{ rows: PublicKey[]; total: number }> {
    const { rows, total } = await this.accounts.pageKeys(auth.accountId, page);
    return { rows: rows.map(publicKey), total };
  }

  async create(auth: AuthContext, req: CreateKeyRequest): Promise<PublicKey & { key: string }> {
    // Test credentials never reach live data (as at Stripe): a test key mints test keys only. A
    // live key, which already reaches live data, may mint either; the first live key comes from the server's CLI.
    if (auth.environment === 'test' && req.environment === 'live') throw errors.insufficientPermissions(LIVE_FROM_TEST_MESSAGE);
    const wanted = req.permissions.includes('*') ? ['*'] : [...new Set(req.permissions)];
    const beyond = wanted.filter((p) => !hasPermission(auth.permissions, p) || (p === '*' && !auth.permissions.includes('*')));
    if (beyond.length) {
      throw errors.insufficientPermissions(`This API key cannot grant what it does not hold: ${beyond.join(', ')}.`);
    }
    const { key, info } = await this.accounts.createKey({ accountId: auth.accountId, name: req.name, environment: req.environment, permissions: wanted });
    return { ...publicKey(info), key };
  }

  async revoke(auth: AuthContext, keyId: string): Promise<PublicKey> {
    const own = await this.accounts.getKey(keyId);
    if (own?.accountId !== auth.accountId) throw errors.notFound(`No API key ${keyId} in this account.`);
    return publicKey(await this.accounts.revokeKey(keyId));
  }
}
