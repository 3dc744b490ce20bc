import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore.ts';
import { ServiceUnavailableError } from './service-unavailable-error.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Semaphore', () => {
  it('admits up to the limit, queues in order, and refuses beyond the queue', async () => {
    const gate = new Semaphore({ limit: 2, maxQueued: 1 });
    const a = await gate.acquire();
    const b = await gate.acquire();
    const order: string[] = [];
    const c = gate.acquire().then((r) => (order.push('c'), r));
    await expect(gate.acquire()).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect([gate.active, gate.queued]).toEqual([2, 1]);
    a();
    a(); // a second release must not free a second slot
    const releaseC = await c;
    expect(order).toEqual(['c']);
    expect([gate.active, gate.queued, gate.peak]).toEqual([2, 0, 2]);
    b();
    releaseC();
    expect(gate.active).toBe(0);
  });

  it('refuses a waiter after maxWaitMs', async () => {
    const gate = new Semaphore({ limit: 1, maxQueued: 5, maxWaitMs: 20, busyMessage: 'busy x' });
    const hold = await gate.acquire();
    await expect(gate.acquire()).rejects.toThrow('busy x');
    expect(gate.queued).toBe(0);
    hold();
  });

  it('drops a waiter whose signal aborts', async () => {
    const gate = new Semaphore({ limit: 1, maxQueued: 5 });
    const hold = await gate.acquire();
    const ac = new AbortController();
    const waiting = gate.acquire(ac.signal);
    ac.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(gate.queued).toBe(0);
    hold();
    await tick();
    expect(gate.active).toBe(0);
  });

  it('run() holds a slot for the duration of the work', async () => {
    const gate = new Semaphore({ limit: 2, maxQueued: 100 });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        gate.run(async () => {
          most = Math.max(most, ++running);
          await tick();
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(gate.peak).toBe(2);
  });
});
