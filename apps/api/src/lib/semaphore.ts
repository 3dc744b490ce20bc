import { ServiceUnavailableError } from './service-unavailable-error.ts';

/** What a refused caller is told when no message of its own is given. */
export const BUSY_MESSAGE = 'The server is busy; try again shortly';

export type SemaphoreOptions = {
  /** How many holders at once. */
  limit: number;
  /** How many may wait for a slot; more are refused at once. */
  maxQueued: number;
  /** How long one may wait before being refused (0 or absent: as long as it takes). */
  maxWaitMs?: number;
  /** Message of the 503 refusal, naming what is busy. */
  busyMessage?: string;
};

type Waiter = { grant: () => void; refuse: (err: Error) => void };

/**
 * A counting semaphore with a bounded, time-limited FIFO queue. Refusing early is the point:
 * a request that cannot start soon is answered 503 in microseconds instead of waiting behind
 * work it will time out on anyway. `peak` records the highest number of holders at once, so
 * tests can prove the limit held without mocking what it guards.
 */
export class Semaphore {
  #active = 0;
  #peak = 0;
  readonly #waiting: Waiter[] = [];
  readonly #opts: SemaphoreOptions;

  constructor(opts: SemaphoreOptions) {
    if (!(opts.limit >= 1)) throw new Error('Semaphore limit must be at least 1');
    this.#opts = opts;
  }

  get active(): number {
    return this.#active;
  }
  get queued(): number {
    return this.#waiting.length;
  }
  get peak(): number {
    return this.#peak;
  }

  /**
   * Resolves with the function that gives the slot back (safe to call more than once).
   * Rejects with ServiceUnavailableError when the queue is full or the wait runs out, and with the
   * signal's reason when it aborts first (the client went away while waiting).
   */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.#active < this.#opts.limit && this.#waiting.length === 0) {
      return Promise.resolve(this.#take());
    }
    if (this.#waiting.length >= this.#opts.maxQueued) {
      return Promise.reject(this.#busy());
    }
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const leave = () => {
        const i = this.#waiting.indexOf(waiter);
        if (i >= 0) this.#waiting.splice(i, 1);
        if (timer) clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        leave();
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        grant: () => {
          leave();
          resolve(this.#take());
        },
        refuse: (err) => {
          leave();
          reject(err);
        },
      };
      this.#waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (this.#opts.maxWaitMs) {
        timer = setTimeout(() => waiter.refuse(this.#busy()), this.#opts.maxWaitMs);
        timer.unref();
      }
    });
  }

  /** Runs `fn` holding a slot. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  #take(): () => void {
    this.#active++;
    this.#peak = Math.max(this.#peak, this.#active);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active--;
      this.#waiting[0]?.grant();
    };
  }

  #busy(): ServiceUnavailableError {
    return new ServiceUnavailableError(this.#opts.busyMessage ?? BUSY_MESSAGE);
  }
}
