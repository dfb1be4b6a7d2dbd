import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows of a raw SQL query, typed by the caller (both drivers answer `{ rows }`). */
export async function sqlRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
