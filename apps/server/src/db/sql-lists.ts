import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: a list of ids as one parameter. An IN list takes a parameter
 * per id, each bound, parsed and planned on its own; for the long lists of an account's
 * history (hundreds of orders) one array is markedly cheaper (bench/invoices.ts).
 */
export const isAnyId = (column: AnyColumn, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::uuid[])`;
