import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../store/db';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import type { Owner } from '../store/owned';
import type { ApiKeysTable } from '../store/schema';
import { PLANS, type Environment, type Plan } from './permissions';
import { AccountsStore, type KeyRow } from './store';
import { monthlyUsage, type Usage } from './usage';

export type Account = { id: string; name: string; plan: Plan; createdAt: string };
export type ApiKeyInfo = {
  id: string;
  accountId: string;
  name: string;
  environment: Environment;
  permissions: string[];
  hint: string;
  createdAt: string;
  revokedAt: string | null;
};
/** What a request is allowed to do, resolved from its key. */
export type AuthContext = {
  accountId: string;
  environment: Environment;
  permissions: string[];
  keyId: string;
  plan: Plan;
};

const KEY_PATTERN = /^bm_(live|test)_[A-Za-z0-9_-]{32}$/;

/** Keys are stored only as SHA-256 hashes: a leaked database does not leak usable keys. */
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export function generateKeyValue(environment: Environment): string {
  return `bm_${environment}_${randomBytes(24).toString('base64url')}`;
}

export function isWellFormedKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * How long a resolved key is trusted without asking the store again. Every API request presents
 * a key, and the lookup would otherwise be the largest cost of a cheap read; a revocation or plan
 * change made by another process (the CLI, another node) takes effect within this time, one made
 * through this service at once.
 */
const AUTH_CACHE_TTL_MS = 1000;

export class AccountsService {
  private readonly authCache = new Map<string, { auth: AuthContext; expires: number }>();
  private readonly store: AccountsStore;

  constructor(db: Db) {
    this.store = new AccountsStore(db);
  }

  async createAccount(name: string, plan: Plan = 'premium'): Promise<Account> {
    if (!PLANS.includes(plan)) throw new Error(`Unknown plan "${plan}". Plans: ${PLANS.join(', ')}`);
    const account = { id: newId('account'), name, plan, created_at: nowIso() };
    await this.store.insertAccount(account);
    return { id: account.id, name, plan, createdAt: account.created_at };
  }

  async listAccounts(): Promise<Account[]> {
    const rows = await this.store.listAccounts();
    return rows.map((r) => ({ id: r.id, name: r.name, plan: r.plan as Plan, createdAt: r.created_at }));
  }

  async getAccount(id: string): Promise<Account | undefined> {
    const r = await this.store.account(id);
    return r && { id: r.id, name: r.name, plan: r.plan as Plan, createdAt: r.created_at };
  }

  async setPlan(id: string, plan: Plan): Promise<Account> {
    if (!PLANS.includes(plan)) throw new Error(`Unknown plan "${plan}". Plans: ${PLANS.join(', ')}`);
    const updated = await this.store.setPlan(id, plan);
    this.authCache.clear();
    if (!updated) throw new Error(`No account with id ${id}`);
    return (await this.getAccount(id))!;
  }

  /** What `owner` (an account's environment) has used this calendar month. */
  usage(owner: Owner): Promise<Usage> {
    return monthlyUsage(this.store, owner);
  }

  /** Creates a key and returns its value: the only time the value exists outside the caller's hands. */
  async createKey(input: {
    accountId: string;
    name: string;
    environment: Environment;
    permissions: string[];
  }): Promise<{ key: string; info: ApiKeyInfo }> {
    if (!(await this.getAccount(input.accountId))) throw new Error(`No account with id ${input.accountId}`);
    const key = generateKeyValue(input.environment);
    const row: ApiKeysTable = {
      id: newId('key'),
      account_id: input.accountId,
      name: input.name,
      environment: input.environment,
      key_hash: hashKey(key),
      key_hint: `bm_${input.environment}_…${key.slice(-4)}`,
      permissions: JSON.stringify(input.permissions),
      created_at: nowIso(),
      revoked_at: null,
    };
    await this.store.insertKey(row);
    return { key, info: toKeyInfo(row) };
  }

  async listKeys(accountId?: string): Promise<ApiKeyInfo[]> {
    return (await this.store.listKeys(accountId)).map(toKeyInfo);
  }

  /** A page of one account's keys, newest first, with the account's count of keys. */
  async pageKeys(accountId: string, page: { limit: number; offset: number }): Promise<{ rows: ApiKeyInfo[]; total: number }> {
    const { rows, total } = await this.store.pageKeys(accountId, page);
    return { rows: rows.map(toKeyInfo), total };
  }

  async getKey(id: string): Promise<ApiKeyInfo | undefined> {
    const row = await this.store.key(id);
    return row && toKeyInfo(row);
  }

  async revokeKey(id: string): Promise<ApiKeyInfo> {
    const revoked = await this.store.revokeKey(id, nowIso());
    this.authCache.clear();
    const row = await this.store.key(id);
    if (!row) throw new Error(`No API key with id ${id}`);
    if (!revoked && row.revoked_at === null) throw new Error(`Could not revoke ${id}`);
    return toKeyInfo(row);
  }

  /**
   * What a key resolved to within the last second, without touching the store: lets the hot path
   * of every request stay synchronous. Keyed by the presented value (already in this process's
   * memory with the request), so a hit costs no hashing either.
   */
  cachedAuth(key: string): AuthContext | undefined {
    const cached = this.authCache.get(key);
    return cached && cached.expires > Date.now() ? cached.auth : undefined;
  }

  /** Resolves a presented key to what it may do; undefined for unknown or revoked keys. */
  async authenticate(key: string): Promise<AuthContext | undefined> {
    if (!isWellFormedKey(key)) return undefined;
    const cached = this.cachedAuth(key);
    if (cached) return cached;
    const now = Date.now();
    const hash = hashKey(key);
    const row = await this.store.keyByHash(hash);
    if (!row || row.revoked_at) {
      this.authCache.delete(key);
      return undefined;
    }
    const auth: AuthContext = {
      keyId: row.id,
      accountId: row.account_id,
      environment: row.environment as Environment,
      permissions: JSON.parse(row.permissions),
      plan: row.plan as Plan,
    };
    if (this.authCache.size > 10_000) this.authCache.clear();
    this.authCache.set(key, { auth, expires: now + AUTH_CACHE_TTL_MS });
    return auth;
  }

  /**
   * First start on an empty store: create an account and a test key with every permission so a
   * new user can call the API at once. Returns undefined when the store already has an account.
   */
  async bootstrap(): Promise<{ account: Account; key: string } | undefined> {
    if (await this.store.hasAccount()) return undefined;
    const account = await this.createAccount('Default account', 'premium');
    const { key } = await this.createKey({ accountId: account.id, name: 'default test key', environment: 'test', permissions: ['*'] });
    return { account, key };
  }
}

function toKeyInfo(r: KeyRow): ApiKeyInfo {
  return {
    id: r.id,
    accountId: r.account_id,
    name: r.name,
    environment: r.environment as Environment,
    permissions: JSON.parse(r.permissions),
    hint: r.key_hint,
    createdAt: r.created_at,
    revokedAt: r.revoked_at,
  };
}
