import type { Store } from '../store/db';

/**
 * Fixed one-minute windows per (account, environment). In embedded mode one process serves the
 * API, so counting in memory is exact and free; in distributed mode every node shares the count
 * through an upsert on PostgreSQL, so N nodes do not multiply the limit by N.
 */
export type Hit = { count: number; resetAt: number };

export interface RateLimiter {
  /** Counts one request; the in-memory limiter answers synchronously. */
  hit(bucket: string, windowMs: number, now?: number): Hit | Promise<Hit>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  hit(bucket: string, windowMs: number, now = Date.now()): Hit {
    const start = now - (now % windowMs);
    let w = this.windows.get(bucket);
    if (!w || w.start !== start) {
      w = { start, count: 0 };
      this.windows.set(bucket, w);
      if (this.windows.size > 10_000) this.evict(start);
    }
    w.count += 1;
    return { count: w.count, resetAt: start + windowMs };
  }

  private evict(current: number) {
    for (const [k, v] of this.windows) if (v.start < current) this.windows.delete(k);
  }
}

export class SqlRateLimiter implements RateLimiter {
  private lastCleanup = 0;
  constructor(private readonly store: Store) {}

  async hit(bucket: string, windowMs: number, now = Date.now()) {
    const start = now - (now % windowMs);
    const row = await this.store.db
      .insertInto('rate_limit_windows')
      .values({ bucket, window_start: start, count: 1 })
      .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limit_windows.count', '+', 1) })))
      .returning('count')
      .executeTakeFirstOrThrow();
    if (now - this.lastCleanup > windowMs) {
      this.lastCleanup = now;
      void this.store.db.deleteFrom('rate_limit_windows').where('window_start', '<', start - windowMs).execute().catch(() => {});
    }
    return { count: Number(row.count), resetAt: start + windowMs };
  }
}

export function createRateLimiter(store: Store): RateLimiter {
  return store.dialect === 'postgres' ? new SqlRateLimiter(store) : new MemoryRateLimiter();
}
