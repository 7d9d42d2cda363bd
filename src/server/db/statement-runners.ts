/** A statement written as text with numbered parameters. */
export interface StatementText {
  text: string;
  values: unknown[];
}

/** Runs a written statement on a database's own driver: node-postgres' pool, or the PGlite client. */
export type StatementRunner = (statement: StatementText) => Promise<{ rows: unknown[] }>;

// Keyed by the database handle as opened; a transaction's handle has none.
const runners = new WeakMap<object, StatementRunner>();

/** Called once as a database is opened: how its driver takes a written statement. */
export function registerStatementRunner(db: object, run: StatementRunner): void {
  runners.set(db, run);
}

/** The driver's runner for a database handle, if it was opened with one. */
export const statementRunnerOf = (db: object): StatementRunner | undefined => runners.get(db);
