/**
 * Every test fails on a console.error or console.warn it did not ask for: React's act()
 * and key warnings, React Router's hints and the app's own error logs all mean something
 * went wrong. A test that expects a log calls `allowConsole` and may assert on the spy.
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

type Level = 'error' | 'warn';
const levels: readonly Level[] = ['error', 'warn'];

const allowed = new Set<Level>();
const unexpected: string[] = [];
const spies = new Map<Level, MockInstance<(...args: unknown[]) => void>>();

const describe = (value: unknown) =>
  value instanceof Error ? (value.stack ?? value.message) : String(value);

/**
 * Lets the running test log at `level` (error by default) without failing; the logs are
 * kept quiet. Returns the console spy, to assert that the log happened.
 */
export function allowConsole(level: Level = 'error'): MockInstance<(...args: unknown[]) => void> {
  allowed.add(level);
  const spy = spies.get(level);
  if (!spy) throw new Error('allowConsole is only for tests (the guard is set up per test)');
  return spy;
}

export function installConsoleGuard() {
  beforeEach(() => {
    allowed.clear();
    unexpected.length = 0;
    for (const level of levels) {
      spies.set(
        level,
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          if (!allowed.has(level))
            unexpected.push(`console.${level}: ${args.map(describe).join(' ')}`);
        }),
      );
    }
  });

  afterEach(() => {
    for (const spy of spies.values()) spy.mockRestore();
    spies.clear();
    const logged = unexpected.splice(0);
    if (logged.length > 0) {
      throw new Error(
        `Unexpected console output (call allowConsole() in a test that expects it):\n${logged.join('\n')}`,
      );
    }
  });
}
