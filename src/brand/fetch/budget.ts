/**
 * What one brand import may spend, all its URLs together: a deadline, a number of bytes of HTML
 * and CSS kept for extraction, and a number of downloads at once. Each request already has its
 * own timeout and size cap (CRAWL_DEFAULTS); these bound their sum, so ten hostile URLs that each
 * stay just under every per-request cap still cannot hold a worker for minutes or fill its heap.
 */
import { FetchFailure } from './http';

export const IMPORT_LIMITS = {
  /** Stylesheets read per site, @imports included. */
  maxStylesheets: 12,
  /** The whole import gets this many per-request timeouts (60 s with the default 10 s). */
  totalTimeoutFactor: 6,
  /** HTML and CSS bytes kept per import, every URL together. */
  maxImportBytes: 32 * 1024 * 1024,
  /** Downloads in flight per import: bounds how far parallel fetches can overshoot the byte budget. */
  maxConcurrentFetches: 6,
} as const;

/** Raised (as the abort reason) when the import's deadline passes. */
export class ImportDeadline extends Error {
  constructor(readonly ms: number) {
    super(`the import's time budget of ${Math.round(ms / 1000)} s ran out`);
    this.name = 'ImportDeadline';
  }
}

export class ImportBudget {
  readonly signal: AbortSignal;
  private remaining: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly timer: NodeJS.Timeout;
  private readonly controller = new AbortController();
  private onParentAbort?: () => void;

  constructor(
    readonly totalMs: number,
    readonly maxBytes: number,
    private readonly concurrency: number,
    private readonly parent?: AbortSignal,
  ) {
    this.remaining = maxBytes;
    this.signal = this.controller.signal;
    this.timer = setTimeout(() => this.controller.abort(new ImportDeadline(totalMs)), totalMs);
    if (parent) {
      this.onParentAbort = () => this.controller.abort(parent.reason);
      if (parent.aborted) this.onParentAbort();
      else parent.addEventListener('abort', this.onParentAbort, { once: true });
    }
  }

  get expired(): boolean {
    return this.signal.reason instanceof ImportDeadline;
  }

  /**
   * Runs one download of at most `cap` bytes: waits for a slot, reserves what the byte budget
   * still has (the caller gets the smaller cap) and gives back what the response did not use.
   * Images are not charged: each is converted and dropped at once, and has its own cap.
   */
  async fetch<T>(url: string, cap: number, run: (cap: number) => Promise<{ value: T; bytes: number }>, charge = true): Promise<T> {
    await this.slot(url);
    const reserved = charge ? Math.min(cap, this.remaining) : 0;
    this.remaining -= reserved;
    let used = 0;
    try {
      if (charge && reserved <= 0) {
        throw new FetchFailure(url, 'budget', `skipped: the import already read ${formatSize(this.maxBytes)} of HTML and CSS, its limit`);
      }
      const { value, bytes } = await run(charge ? reserved : cap);
      used = Math.min(bytes, reserved);
      return value;
    } finally {
      this.remaining += reserved - used;
      this.release();
    }
  }

  /** The failure to report for `url` when the deadline (not the site) stopped its download. */
  deadlineFailure(url: string): FetchFailure | undefined {
    return this.expired ? new FetchFailure(url, 'budget', `skipped: ${(this.signal.reason as ImportDeadline).message}`) : undefined;
  }

  close(): void {
    clearTimeout(this.timer);
    if (this.onParentAbort) this.parent?.removeEventListener('abort', this.onParentAbort);
    for (const wake of this.waiting.splice(0)) wake();
  }

  private async slot(url: string): Promise<void> {
    while (this.running >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const failure = this.deadlineFailure(url);
    if (failure) throw failure;
    this.signal.throwIfAborted();
    this.running++;
  }

  private release(): void {
    this.running--;
    this.waiting.shift()?.();
  }
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;
}

/** The budget of one import whose requests each time out after `timeoutMs`. */
export function importBudget(timeoutMs: number, signal?: AbortSignal): ImportBudget {
  return new ImportBudget(IMPORT_LIMITS.totalTimeoutFactor * timeoutMs, IMPORT_LIMITS.maxImportBytes, IMPORT_LIMITS.maxConcurrentFetches, signal);
}
