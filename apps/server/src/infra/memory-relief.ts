/**
 * Image work (sharp's output buffers, decoded HEICs, uploads) leaves tens of MB of dead
 * ArrayBuffers behind. V8 frees them only in a full collection, and it starts one for external
 * memory only past a 64 MB soft limit: an idle shop kept them for hours after a few uploads
 * (bench/server-memory.ts). Every period the server compares the ArrayBuffer memory with what
 * it was after the last collection, and collects once when it has grown by more than the
 * threshold: nothing happens while the memory does not move.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const PERIOD_MS = 5_000;
const THRESHOLD_BYTES = 24 * 1024 * 1024;

/** V8's full collection, exposed at run time (as `node --expose-gc` would). */
export function exposedGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export interface MemoryReliefPorts {
  read: () => number;
  collect: () => void;
  thresholdBytes?: number;
}

export function createMemoryRelief({
  read,
  collect,
  thresholdBytes = THRESHOLD_BYTES,
}: MemoryReliefPorts) {
  let floor = read();
  return {
    /** Collects when the memory grew past the threshold; true when it did. */
    check(): boolean {
      const now = read();
      if (now - floor <= thresholdBytes) {
        floor = Math.min(floor, now);
        return false;
      }
      collect();
      floor = read();
      return true;
    },
  };
}

/** Checks every period until the returned function is called. */
export function startMemoryRelief(): () => void {
  const relief = createMemoryRelief({
    read: () => process.memoryUsage().arrayBuffers,
    collect: exposedGc(),
  });
  const timer = setInterval(() => relief.check(), PERIOD_MS);
  timer.unref();
  return () => clearInterval(timer);
}
