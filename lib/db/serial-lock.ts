import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One process-wide FIFO lock. On SQLite the adapter shares one connection, so a write sent while an
 * interactive transaction is open would run inside it and be rolled back with it (shared/design.md).
 * Calls made inside the holder's async context (its transaction callback) pass straight through.
 */
export class SerialLock {
  private tail: Promise<void> = Promise.resolve();
  private readonly holder = new AsyncLocalStorage<true>();
  /** Calls of run() holding or waiting for the lock. */
  private active = 0;

  /** onWait: how long each run() waited for the lock, in milliseconds (the /metrics wait histogram). */
  constructor(private readonly onWait?: (ms: number) => void) {}

  /** Calls holding or waiting for the lock. */
  activeCount(): number {
    return this.active;
  }

  isHeldHere(): boolean {
    return this.holder.getStore() === true;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.isHeldHere()) return work();
    this.active++;
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    const queuedAt = this.onWait ? performance.now() : 0;
    await previous;
    try {
      this.onWait?.(performance.now() - queuedAt);
      return await this.holder.run(true, work);
    } finally {
      this.active--;
      release();
    }
  }

  /**
   * Synchronous work run at once when nobody else holds or waits for the lock (or this context holds it):
   * being synchronous, nothing can take the lock before it ends. Undefined when it would have to wait.
   */
  runNow<T>(work: () => T): { value: T } | undefined {
    if (this.isHeldHere()) return { value: work() };
    if (this.active !== 0) return undefined;
    // Counted as run() counts a lock it took at once, so the wait histogram sees every statement.
    this.onWait?.(0);
    return { value: work() };
  }
}
