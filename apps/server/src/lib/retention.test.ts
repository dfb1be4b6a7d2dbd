import { describe, expect, it } from 'vitest';
import { retentionCutoff, scheduleRetention } from './retention';

const DAY_MS = 24 * 60 * 60_000;

function host(runWorkers: boolean) {
  const lines: string[] = [];
  const hooks: (() => Promise<void>)[] = [];
  return {
    lines,
    close: () => Promise.all(hooks.map((hook) => hook())),
    app: {
      config: { jobs: { runWorkers } },
      // One process alone: it always holds the lease.
      maintenanceLeases: { take: async () => true, release: async () => {} },
      log: { info: (line: string) => lines.push(line), error: () => {} },
      addHook: (_name: 'preClose', hook: () => Promise<void>) => hooks.push(hook),
    },
  };
}

describe('scheduleRetention', () => {
  it('in a worker process, removes at start what is older than the period, and says so', async () => {
    const { app, lines, close } = host(true);
    const cutoffs: Date[] = [];
    const started = Date.now();
    await scheduleRetention(app, {
      what: 'mensajes de contacto',
      keptDays: 365,
      remove: async (before) => {
        cutoffs.push(before);
        return 2;
      },
    });
    await close();
    expect(cutoffs).toHaveLength(1);
    const expected = started - 365 * DAY_MS;
    expect(cutoffs[0]?.getTime()).toBeGreaterThanOrEqual(expected);
    expect(cutoffs[0]?.getTime()).toBeLessThan(expected + 60_000);
    expect(lines).toEqual(['2 mensajes de contacto borrados: más de 365 días guardados']);
  });

  it('does nothing in a process that does not work the queues', async () => {
    const { app, close } = host(false);
    let called = false;
    await scheduleRetention(app, {
      what: 'x',
      keptDays: 1,
      remove: async () => {
        called = true;
        return 0;
      },
    });
    await close();
    expect(called).toBe(false);
  });

  it('counts the period back from the moment given', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(retentionCutoff(30, now).toISOString()).toBe('2026-10-27T12:00:00.000Z');
  });
});
