import { describe, expect, it, vi } from 'vitest';
import { createMemoryRelief, exposedGc } from './memory-relief';

const MB = 1024 * 1024;

describe('memory relief', () => {
  it('collects once the memory grew past the threshold, and not while it stays', () => {
    let memory = 100 * MB;
    let collections = 0;
    const relief = createMemoryRelief({
      read: () => memory,
      collect: () => {
        collections += 1;
        memory = 90 * MB;
      },
      thresholdBytes: 24 * MB,
    });
    memory = 120 * MB;
    expect(relief.check()).toBe(false);
    memory = 130 * MB;
    expect(relief.check()).toBe(true);
    expect(collections).toBe(1);
    memory = 110 * MB;
    expect(relief.check()).toBe(false);
    expect(relief.check()).toBe(false);
    expect(collections).toBe(1);
  });

  it('measures growth from the lowest memory seen since the last collection', () => {
    let memory = 100 * MB;
    const relief = createMemoryRelief({
      read: () => memory,
      collect: () => undefined,
      thresholdBytes: 24 * MB,
    });
    memory = 60 * MB;
    expect(relief.check()).toBe(false);
    memory = 90 * MB;
    expect(relief.check()).toBe(true);
  });

  it("frees dead ArrayBuffers with V8's full collection", async () => {
    const gc = exposedGc();
    gc();
    // Measured against the memory while the buffers are held: what the test's worker did
    // before (other files' leftovers freed meanwhile) does not count.
    const held = (() => {
      const buffers = Array.from({ length: 16 }, () => Buffer.alloc(4 * MB, 1));
      expect(buffers.length).toBe(16);
      return process.memoryUsage().arrayBuffers;
    })();
    gc();
    // V8 hands the freed backing stores back on a background thread, just after the collection.
    await vi.waitFor(() =>
      expect(held - process.memoryUsage().arrayBuffers).toBeGreaterThan(48 * MB),
    );
  });
});
