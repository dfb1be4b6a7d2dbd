import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleMaintenance, scheduleRepeating, type RepeatingHost } from './repeating';

/** The parts of a Fastify app the schedule uses, with its close. */
function host() {
  const errors: string[] = [];
  const hooks: (() => Promise<void>)[] = [];
  const app: RepeatingHost = {
    log: { info: () => {}, error: (_details, message) => errors.push(message) },
    addHook: (_name, hook) => hooks.push(hook),
  };
  return { app, errors, close: () => Promise.all(hooks.map((hook) => hook())) };
}

const work = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleRepeating', () => {
  it('waits for the first round when asked, then repeats; a failed round is logged', async () => {
    const { app, errors, close } = host();
    let rounds = 0;
    const scheduled = scheduleRepeating(app, {
      name: 'test task',
      everyMs: 1_000,
      firstRound: 'before-start',
      run: async () => {
        rounds++;
        await work(10);
        if (rounds === 2) throw new Error('out of reach');
      },
    });
    await vi.advanceTimersByTimeAsync(10);
    await scheduled;
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(rounds).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(rounds).toBe(3);
    expect(errors).toEqual(['test task failed']);
    await close();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(rounds).toBe(3);
  });

  it('in the background: the app starts at once, rounds never overlap, close waits', async () => {
    const { app, close } = host();
    let running = 0;
    let overlapped = false;
    let started = 0;
    let finished = 0;
    await scheduleRepeating(app, {
      name: 'slow task',
      everyMs: 100,
      firstRound: 'background',
      run: async () => {
        started++;
        running++;
        overlapped ||= running > 1;
        await work(250);
        running--;
        finished++;
      },
    });
    expect([started, finished]).toEqual([1, 0]);
    // Two ticks pass while the first round runs: neither starts another.
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(finished).toBe(1);
    const closing = close();
    await vi.advanceTimersByTimeAsync(300);
    await closing;
    expect(running).toBe(0);
    expect(overlapped).toBe(false);
    const after = started;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(after);
  });
});

describe('scheduleMaintenance', () => {
  it('runs a round only with the lease, and gives it back when the round fails', async () => {
    const { app, close } = host();
    const calls: string[] = [];
    let free = true;
    let fail = true;
    await scheduleMaintenance(
      {
        ...app,
        config: { jobs: { runWorkers: true } },
        maintenanceLeases: {
          take: async (name, ms) => {
            calls.push(`take ${name} ${ms}`);
            const taken = free;
            free = false;
            return taken;
          },
          release: async (name) => {
            calls.push(`release ${name}`);
            free = true;
          },
        },
      },
      {
        name: 'expiry',
        everyMs: 1_000,
        run: async () => {
          calls.push('run');
          if (fail) {
            fail = false;
            throw new Error('provider out of reach');
          }
        },
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['take expiry 900', 'run', 'release expiry']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.slice(3)).toEqual(['take expiry 900', 'run']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.slice(5)).toEqual(['take expiry 900']);
    await close();
  });
});
