import type { HealthCheck, HealthResponse } from '@shop/contracts';
import type { JobsHealth } from '#src/infra/jobs';

export interface HealthProbes {
  storage: { kind: string; ping(): Promise<void> };
  jobs: () => Promise<JobsHealth>;
  /** A provider's API base URL, or null when its simulator runs in this process. */
  providers: { stripe: string | null; prodigi: string | null };
  /** Answers any HTTP status (the host is reachable) or throws (it is not). */
  reach: (url: string) => Promise<void>;
}

/** A provider's reachability is asked at most this often per process (health is polled). */
const PROVIDER_CHECK_EVERY_MS = 30_000;
const PROVIDER_TIMEOUT_MS = 3_000;

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 200);

async function check(kind: string, probe: () => Promise<void>): Promise<HealthCheck> {
  try {
    await probe();
    return { status: 'ok', kind };
  } catch (err) {
    return { status: 'down', kind, reason: reasonOf(err) };
  }
}

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
  const providerChecks = new Map<string, { at: number; result: Promise<HealthCheck> }>();
  function provider(name: string, url: string | null): Promise<HealthCheck> {
    if (url === null) return Promise.resolve({ status: 'ok', kind: 'simulator' });
    const cached = providerChecks.get(name);
    if (cached && Date.now() - cached.at < PROVIDER_CHECK_EVERY_MS) return cached.result;
    const result = check('remote', () => probes.reach(url));
    providerChecks.set(name, { at: Date.now(), result });
    return result;
  }

  async function jobs(): Promise<HealthResponse['checks']['jobs']> {
    try {
      const figures = await probes.jobs();
      if (figures.overdue > 0) {
        return {
          status: 'down',
          reason: `${figures.overdue} due jobs not started: is a process working the queues?`,
          ...figures,
        };
      }
      return { status: 'ok', ...figures };
    } catch (err) {
      return {
        status: 'down',
        reason: reasonOf(err),
        workersAlive: 0,
        overdue: 0,
        failedLastDay: 0,
      };
    }
  }

  return async (): Promise<HealthResponse['checks']> => {
    const [storage, jobsCheck, stripe, prodigi] = await Promise.all([
      check(probes.storage.kind, () => probes.storage.ping()),
      jobs(),
      provider('stripe', probes.providers.stripe),
      provider('prodigi', probes.providers.prodigi),
    ]);
    return { storage, jobs: jobsCheck, stripe, prodigi };
  };
}
