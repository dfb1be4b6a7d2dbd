import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { CHANNEL, notifyChange } from './change-notifications.repository';
import { openPgListener } from './pg-listener';

export interface ChangeNotifier {
  /**
   * Tells every process that something on `channel` changed: this one's subscribers at once,
   * the others through PostgreSQL NOTIFY. Never throws for a failed NOTIFY (it is logged).
   */
  publish(channel: string): Promise<void>;
  /**
   * Runs `onChange` whenever something on `channel` changes, in any process (and after the
   * link to the others was lost and is back, since changes may have been missed).
   */
  subscribe(channel: string, onChange: () => void): Promise<void>;
  /**
   * Runs `onChange` after a change on any channel this process subscribes to (what is made
   * from several domains' data, such as rendered pages).
   */
  subscribeAll(onChange: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Infrastructure: change notifications across processes (in-process caches). */
    changes: ChangeNotifier;
  }
}

/**
 * On PostgreSQL, several processes may serve the same database: a change is sent with
 * NOTIFY and heard through LISTEN on a dedicated connection. PGlite has one process, so
 * telling this process's subscribers is all there is to do.
 */
export const changeNotifierPlugin = fp(
  async (app) => {
    const subscribers = new Map<string, Set<() => void>>();
    const everyChannel = new Set<() => void>();
    const tell = (channel: string) => {
      for (const onChange of subscribers.get(channel) ?? []) onChange();
      for (const onChange of everyChannel) onChange();
    };
    const sender = randomUUID();
    const { database } = app.config;
    const listener =
      database.kind === 'postgres'
        ? await openPgListener(database.url, sender, {
            onNotify: tell,
            onReconnect: () => {
              for (const channel of subscribers.keys()) tell(channel);
            },
            onError: (err) => app.log.warn({ err }, 'change notifications connection'),
          })
        : null;
    if (listener) app.addHook('onClose', () => listener.close());

    app.decorate('changes', {
      async publish(channel) {
        tell(channel);
        if (!listener) return;
        // The write is committed: a lost NOTIFY is logged, not turned into a failed request
        // (other processes' caches expire on their own, as a safety net).
        await notifyChange(app.database.db, channel, sender).catch((err: unknown) => {
          app.log.error({ err, channel }, 'change notification not sent');
        });
      },
      async subscribe(channel, onChange) {
        if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
        let set = subscribers.get(channel);
        if (!set) {
          set = new Set();
          subscribers.set(channel, set);
          await listener?.listen(channel);
        }
        set.add(onChange);
      },
      subscribeAll(onChange) {
        everyChannel.add(onChange);
      },
    } satisfies ChangeNotifier);
  },
  { name: 'change-notifier', dependencies: ['config', 'database'], fastify: '5.x' },
);
