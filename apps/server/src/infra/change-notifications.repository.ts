import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '#src/db/client';

/** Channels are plain identifiers, so they can be quoted into LISTEN. */
export const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

/** The only SQL of change notifications (PostgreSQL LISTEN/NOTIFY). */
export async function listenOn(client: pg.Client, channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
  await client.query(`listen "${channel}"`);
}

export async function notifyChange(db: Database, channel: string, sender: string) {
  await db.execute(sql`select pg_notify(${channel}, ${sender})`);
}
