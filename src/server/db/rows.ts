import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';
import { statementRunnerOf, type StatementText } from './statement-runners';

/**
 * The rows of a hand-written statement. node-postgres and PGlite both answer with `rows`, which
 * Drizzle's common type does not show.
 */
export async function selectRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * The rows of a statement written as text with numbered parameters, handed to the driver as it is.
 * Through Drizzle the same statement would be split into a few hundred pieces, each checked for
 * what kind of piece it is and joined again (3 % of a money request's CPU in profiles). An open
 * transaction has no driver handle of its own here, so inside one `asDrizzle` makes the statement
 * and Drizzle runs it on the transaction's connection.
 */
export async function selectStatementRows<Row>(db: Queryable, statement: StatementText, asDrizzle: () => SQL): Promise<Row[]> {
  const run = statementRunnerOf(db);
  if (!run) return selectRows<Row>(db, asDrizzle());
  return (await run(statement)).rows as Row[];
}
