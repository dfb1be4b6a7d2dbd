import type { HealthCheck, HealthResponse } from '@shop/contracts';
import type { JobsHealth } from '#src/infra/jobs';

export interface HealthProbes {
  storage: { kind: string; ping(): Promise<void> };
  jobs: () => Promise<JobsHealth>;
  /** A provider's API base URL, or null when its simulator runs in this process. */
  providers: { stripe: string | null; prodigi: string | null };
  /** Answers any HTTP status (the host is reachable) or throws (it is not). */
  reach: (url: string) => Promise<void>;
  /** Where the real reason of a part that is down goes (the answer says only which). */
  onDown: (part: string, err: unknown) => void;
}

/**
 * How often each part is asked at most, per process (health is polled, and a bucket's
 * HeadBucket is billed), and how long one answer may take before the part counts as down.
 */
const PROVIDER_CHECK_EVERY_MS = 30_000;
const LOCAL_CHECK_EVERY_MS = 5_000;
const PROVIDER_TIMEOUT_MS = 3_000;
const LOCAL_TIMEOUT_MS = 2_000;

class TimedOut extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The public reason: what kind of failure, never its message (addresses, paths). */
const publicReason = (err: unknown) => (err instanceof TimedOut ? 'timeout' : 'unreachable');

/** HEAD of the URL without credentials: any answer means the network path is open. */
export async function reachByHead(url: string) {
  const answer = await fetch(url, {
    method: 'HEAD',
    redirect: 'manual',
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  await answer.body?.cancel();
}

/**
 * What the health route reports beyond the database: the files' storage, the job queue
 * (some process works it, nothing waits long), and whether the providers' hosts answer
 * (no key is sent and no API is called that costs anything).
 */
export function createHealthChecks(probes: HealthProbes) {
  const answers = new Map<string, { at: number; result: Promise<unknown> }>();
  /** The part's last answer while it is fresh, else a new one (shared by concurrent calls). */
  function cached<T>(part: string, everyMs: number, ask: () => Promise<T>): Promise<T> {
    const kept = answers.get(part);
    if (kept && Date.now() - kept.at < everyMs) return kept.result as Promise<T>;
    const result = ask();
    answers.set(part, { at: Date.now(), result });
    return result;
  }

  async function check(
    part: string,
    kind: string,
    timeoutMs: number,
    probe: () => Promise<void>,
  ): Promise<HealthCheck> {
    try {
      await within(timeoutMs, probe());
      return { status: 'ok', kind };
    } catch (err) {
      probes.onDown(part, err);
      return { status: 'down', kind, reason: publicReason(err) };
    }
  }

  function provider(name: string, url: string | null): Promise<HealthCheck> {
    if (url === null) return Promise.resolve({ status: 'ok', kind: 'simulator' });
    return cached(name, PROVIDER_CHECK_EVERY_MS, () =>
      check(name, 'remote', PROVIDER_TIMEOUT_MS, () => probes.reach(url)),
    );
  }

  async function jobs(): Promise<HealthResponse['checks']['jobs']> {
    try {
      const figures = await within(LOCAL_TIMEOUT_MS, probes.jobs());
      if (figures.overdue > 0) return { status: 'down', reason: 'jobs overdue', ...figures };
      return { status: 'ok', ...figures };
    } catch (err) {
      probes.onDown('jobs', err);
      return {
        status: 'down',
        reason: publicReason(err),
        workersAlive: 0,
        overdue: 0,
        failedLastDay: 0,
      };
    }
  }

  return async (): Promise<Pick<HealthResponse, 'status' | 'checks'>> => {
    const [storage, jobsCheck, stripe, prodigi] = await Promise.all([
      cached('storage', LOCAL_CHECK_EVERY_MS, () =>
        check('storage', probes.storage.kind, LOCAL_TIMEOUT_MS, () => probes.storage.ping()),
      ),
      cached('jobs', LOCAL_CHECK_EVERY_MS, jobs),
      provider('stripe', probes.providers.stripe),
      provider('prodigi', probes.providers.prodigi),
    ]);
    const checks = { storage, jobs: jobsCheck, stripe, prodigi };
    // The database is not among them: without it the route answers 503 instead.
    const status = Object.values(checks).every((part) => part.status === 'ok') ? 'ok' : 'degraded';
    return { status, checks };
  };
}
