import { path, type ListResponse, type PageParams, type RequestCore, type RequestOptions } from '../core/request';
import type { AccountInfo, ApiKey, ApiKeyCreateParams, ApiKeyWithValue } from '../types';

/** The calling key's account: plan, rate limit, the key's permissions and this month's usage. */
export class Account {
  constructor(private readonly core: RequestCore) {}

  /** Any valid key may ask. `usage` is counted for the key's environment over the current UTC month. */
  get(options?: RequestOptions): Promise<AccountInfo> {
    return this.core.data('GET', '/v1/account', { options });
  }
}

/** The account's API keys (the key calling needs `keys:manage`). */
export class ApiKeys {
  constructor(private readonly core: RequestCore) {}

  /** One page of the account's keys, newest first, revoked ones included, by hint: never their values. */
  list(params: PageParams = {}, options?: RequestOptions): Promise<ListResponse<ApiKey>> {
    return this.core.list('/v1/keys', { ...params }, options);
  }

  /** Every key of the account, fetching pages as the loop goes: `for await (const k of bm.apiKeys.listAll())`. */
  listAll(params: Omit<PageParams, 'offset'> = {}, options?: RequestOptions): AsyncGenerator<ApiKey, void, undefined> {
    return this.core.paginate<ApiKey>('/v1/keys', { ...params }, options);
  }

  /**
   * Creates a key; its `key` value is in this answer only. A key grants only permissions it holds.
   * The server keeps only a hash, so a retry whose first attempt went through answers 409 CONFLICT
   * instead of the value: revoke that key and create another.
   */
  create(params: ApiKeyCreateParams, options?: RequestOptions): Promise<ApiKeyWithValue> {
    return this.core.data('POST', '/v1/keys', { body: { json: params }, options });
  }

  /** Revokes a key of the account; it stops working within a second everywhere. */
  revoke(keyId: string, options?: RequestOptions): Promise<ApiKey> {
    return this.core.data('DELETE', path`/v1/keys/${keyId}`, { options });
  }
}
