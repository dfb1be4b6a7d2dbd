import pg from 'pg';
import { listenOn } from './change-notifications.repository';

export interface PgListenerHandlers {
  /** A notification from another process (this one's own are skipped). */
  onNotify(channel: string): void;
  /** The connection came back: notifications may have been missed meanwhile. */
  onReconnect(): void;
  onError(err: Error): void;
}

const RETRY_MS = 1000;

/**
 * One dedicated connection (outside the pool) that LISTENs on the channels, reconnecting
 * after a second when lost. `sender` marks this process's own notifications.
 */
export async function openPgListener(url: string, sender: string, handlers: PgListenerHandlers) {
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function open() {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.payload !== sender) handlers.onNotify(message.channel);
    });
    next.on('error', (err) => handlers.onError(err));
    next.once('end', () => {
      if (client !== next) return;
      client = null;
      scheduleRetry();
    });
    try {
      await next.connect();
      for (const channel of channels) await listenOn(next, channel);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
  }

  function scheduleRetry() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      open().then(
        () => handlers.onReconnect(),
        (err: unknown) => {
          handlers.onError(err instanceof Error ? err : new Error(String(err)));
          scheduleRetry();
        },
      );
    }, RETRY_MS).unref();
  }

  await open();
  return {
    async listen(channel: string) {
      channels.add(channel);
      if (client) await listenOn(client, channel);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
