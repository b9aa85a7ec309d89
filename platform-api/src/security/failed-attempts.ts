// Failed attempts per client address, in fixed windows, kept in this process's memory.

/** Bounds the memory a flood of distinct addresses can take; the oldest entries go first. */
const MAX_TRACKED_ADDRESSES = 10_000;

interface Window {
  failures: number;
  startedAtMs: number;
}

export class FailedAttempts {
  readonly #byAddress = new Map<string, Window>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Whether `address` used up its failures in the current window. */
  isExhausted(address: string, nowMs = Date.now()): boolean {
    const window = this.#current(address, nowMs);
    return window !== undefined && window.failures >= this.maxFailures;
  }

  record(address: string, nowMs = Date.now()): void {
    const window = this.#current(address, nowMs);
    if (window !== undefined) {
      window.failures += 1;
      return;
    }
    if (this.#byAddress.size >= MAX_TRACKED_ADDRESSES) {
      const [oldest] = this.#byAddress.keys();
      if (oldest !== undefined) this.#byAddress.delete(oldest);
    }
    this.#byAddress.set(address, { failures: 1, startedAtMs: nowMs });
  }

  #current(address: string, nowMs: number): Window | undefined {
    const window = this.#byAddress.get(address);
    if (window === undefined || window.startedAtMs + this.windowMs > nowMs) return window;
    this.#byAddress.delete(address);
    return undefined;
  }
}
