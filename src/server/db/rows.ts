import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * The rows of a hand-written statement. node-postgres and PGlite both answer with `rows`, which
 * Drizzle's common type does not show.
 */
export async function selectRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** A statement already written as text with numbered parameters (`$1`), and its parameters. */
export interface StatementText {
  text: string;
  values: unknown[];
}

/** Runs a written statement on a database's own driver: node-postgres' pool, or the PGlite client. */
export type StatementRunner = (statement: StatementText) => Promise<{ rows: unknown[] }>;

const runners = new WeakMap<Queryable, StatementRunner>();

/** Called once as a database is opened: how its driver takes a written statement. */
export function registerStatementRunner(db: Queryable, run: StatementRunner): void {
  runners.set(db, run);
}

/**
 * The rows of a statement written as text with numbered parameters, handed to the driver as it is.
 * Through Drizzle the same statement would be split into a few hundred pieces, each checked for
 * what kind of piece it is and joined again (3 % of a money request's CPU in profiles). An open
 * transaction has no driver handle of its own here, so inside one `asDrizzle` makes the statement
 * and Drizzle runs it on the transaction's connection.
 */
export async function selectStatementRows<Row>(db: Queryable, statement: StatementText, asDrizzle: () => SQL): Promise<Row[]> {
  const run = runners.get(db);
  if (!run) return selectRows<Row>(db, asDrizzle());
  return (await run(statement)).rows as Row[];
}
