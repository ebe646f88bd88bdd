/**
 * The `accounts` and `api_keys` tables: every read and write of them, for the accounts service
 * (the CLI's administration, authentication of every request, the settings' key management).
 * Nothing outside src/accounts/ touches these tables. `countUsage` is the one read of other
 * capabilities' tables: counts only, for the account's usage (usage.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../store/db';
import type { Owner } from '../store/owned';
import type { AccountsTable, ApiKeysTable } from '../store/schema';

/** A key's row as the API shows it (never its hash). */
export type KeyRow = Omit<ApiKeysTable, 'key_hash'>;

/** What authentication reads for a presented key's hash: the key and its account's plan. */
export type KeyAuthRow = Pick<ApiKeysTable, 'id' | 'account_id' | 'environment' | 'permissions' | 'revoked_at'> & { plan: string };

/** Tables whose rows are counted as an account's usage; each has account_id, environment, created_at (and status). */
export type CountedTable = 'projects' | 'previews' | 'exports' | 'test_sends' | 'email_messages' | 'contacts';

export class AccountsStore {
  constructor(private readonly db: Db) {}

  async insertAccount(row: AccountsTable): Promise<void> {
    await this.db.insertInto('accounts').values(row).execute();
  }

  listAccounts(): Promise<AccountsTable[]> {
    return this.db.selectFrom('accounts').selectAll().orderBy('id').execute();
  }

  account(id: string): Promise<AccountsTable | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Whether the store holds any account (first start creates one when it does not). */
  async hasAccount(): Promise<boolean> {
    return Boolean(await this.db.selectFrom('accounts').select('id').limit(1).executeTakeFirst());
  }

  /** Sets an account's plan; false when there is no such account. */
  async setPlan(id: string, plan: string): Promise<boolean> {
    const res = await this.db.updateTable('accounts').set({ plan }).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async insertKey(row: ApiKeysTable): Promise<void> {
    await this.db.insertInto('api_keys').values(row).execute();
  }

  /** Keys in id order, of one account or of all. */
  listKeys(accountId?: string): Promise<ApiKeysTable[]> {
    let q = this.db.selectFrom('api_keys').selectAll().orderBy('id');
    if (accountId) q = q.where('account_id', '=', accountId);
    return q.execute();
  }

  /**
   * A page of one account's keys, newest first (as every list of the API), and how many it has in
   * all: the settings' keys section, where an account may gather keys for years.
   */
  async pageKeys(accountId: string, page: { limit: number; offset: number }): Promise<{ rows: KeyRow[]; total: number }> {
    const base = this.db.selectFrom('api_keys').where('account_id', '=', accountId);
    const [rows, count] = await Promise.all([
      base.select(['id', 'account_id', 'name', 'environment', 'key_hint', 'permissions', 'created_at', 'revoked_at']).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  key(id: string): Promise<ApiKeysTable | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Marks a key revoked at `at` unless it already is; true when this call revoked it. */
  async revokeKey(id: string, at: string): Promise<boolean> {
    const res = await this.db.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** The key with this hash and its account's plan, for authentication. */
  keyByHash(hash: string): Promise<KeyAuthRow | undefined> {
    return this.db
      .selectFrom('api_keys')
      .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
      .select(['api_keys.id', 'api_keys.account_id', 'api_keys.environment', 'api_keys.permissions', 'api_keys.revoked_at', 'accounts.plan'])
      .where('api_keys.key_hash', '=', hash)
      .executeTakeFirst();
  }

  /**
   * Rows of `table` that `owner` holds: created within `period` when given, and only completed
   * ones when `completedOnly`. Timestamps are ISO-8601 UTC strings in both backends, so a string
   * range is a time range.
   */
  async countUsage(table: CountedTable, owner: Owner, period?: { start: string; end: string }, completedOnly = false): Promise<number> {
    // Every counted table has these columns; Kysely types one table at a time.
    let q = this.db
      .selectFrom(table as 'exports')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment);
    if (period) q = q.where('created_at', '>=', period.start).where('created_at', '<', period.end);
    if (completedOnly) q = q.where('status', '=', 'completed');
    // A restored version is a copy the quota never admitted (quota_ok = 0): no email was generated.
    if (completedOnly && table === 'email_messages') q = q.where(sql<boolean>`quota_ok = 1`);
    const row = await q.executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
