import { describe, expect, it } from 'vitest';
import { scheduleRepeating, type RepeatingHost } from './repeating';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

describe('scheduleRepeating', () => {
  it('waits for the first round when asked, then repeats; a failed round is logged', async () => {
    const { app, errors, close } = host();
    let rounds = 0;
    let finished = 0;
    await scheduleRepeating(app, {
      name: 'test task',
      everyMs: 20,
      firstRound: 'before-start',
      run: async () => {
        rounds++;
        await sleep(5);
        finished++;
        if (rounds === 2) throw new Error('out of reach');
      },
    });
    expect(finished).toBe(1);
    await sleep(150);
    await close();
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual(['test task failed']);
  });

  it('in the background: the app starts at once, rounds never overlap, close waits', async () => {
    const { app, close } = host();
    let running = 0;
    let overlapped = false;
    let finished = 0;
    await scheduleRepeating(app, {
      name: 'slow task',
      everyMs: 5,
      firstRound: 'background',
      run: async () => {
        running++;
        overlapped ||= running > 1;
        await sleep(40);
        running--;
        finished++;
      },
    });
    expect(finished).toBe(0);
    await sleep(60);
    await close();
    expect(running).toBe(0);
    expect(overlapped).toBe(false);
    const after = finished;
    await sleep(30);
    expect(finished).toBe(after);
  });
});
