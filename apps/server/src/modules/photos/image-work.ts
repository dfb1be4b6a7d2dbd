/**
 * The stage of the image work under way (an upload's derivatives, a print-asset crop, a
 * turn), by an id the admin's page chose (`?work=`), for GET /photos/work/{id}. In this
 * process's memory: the request that does the work and the page's polls meet here.
 */
import type { ImageWork, ImageWorkStage } from '@shop/contracts';

export type ReportWork = (stage: ImageWorkStage, percent: number) => void;

/** Reports nothing (work nobody watches). */
export const unwatched: ReportWork = () => {};

/** A part of a larger work: its 0–100 mapped to `from`–`to` of the whole. */
export const within =
  (report: ReportWork, from: number, to: number): ReportWork =>
  (stage, percent) =>
    report(stage, Math.round(from + ((to - from) * Math.min(100, Math.max(0, percent))) / 100));

/** How long a finished work stays readable, and the longest any work is kept. */
const KEEP_DONE_MS = 60_000;
const KEEP_ANY_MS = 15 * 60_000;
const MAX_WORKS = 200;

export function createImageWorkBoard() {
  const works = new Map<string, { work: ImageWork; timer: NodeJS.Timeout }>();
  const forget = (id: string) => {
    clearTimeout(works.get(id)?.timer);
    works.delete(id);
  };
  return {
    /** The reporter of one work (its percent never goes back); `unwatched` without an id. */
    reporter(id: string | undefined): ReportWork {
      if (!id) return unwatched;
      forget(id);
      for (const oldest of works.keys()) {
        if (works.size < MAX_WORKS) break;
        forget(oldest);
      }
      const timer = setTimeout(() => forget(id), KEEP_ANY_MS);
      timer.unref();
      works.set(id, { work: { stage: 'waiting', percent: 0 }, timer });
      return (stage, percent) => {
        const entry = works.get(id);
        if (!entry) return;
        const finished = stage === 'done' || stage === 'failed';
        entry.work = {
          stage,
          percent: stage === 'done' ? 100 : Math.max(entry.work.percent, Math.round(percent)),
        };
        if (finished) {
          clearTimeout(entry.timer);
          entry.timer = setTimeout(() => forget(id), KEEP_DONE_MS);
          entry.timer.unref();
        }
      };
    },
    /** The work's stage; 'waiting' for an id not seen yet (the poll came before the request). */
    read(id: string): ImageWork {
      return works.get(id)?.work ?? { stage: 'waiting', percent: 0 };
    },
  };
}

export type ImageWorkBoard = ReturnType<typeof createImageWorkBoard>;
