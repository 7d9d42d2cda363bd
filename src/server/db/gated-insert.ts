import { getTableColumns, is, param, sql, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A value for one column: plain data, or SQL read from the gate (e.g. `moved.balance_cents`). */
export type GatedValues<T extends PgTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL };

/**
 * `name AS (INSERT INTO table (...) SELECT ... FROM gate)`: a row written in the same statement as
 * the gate's change, and only when the gate returned a row (`gate` may go on with WHERE or ON CONFLICT). Columns left out take their defaults,
 * the schema's own ($defaultFn, e.g. time-ordered ids) or the database's. Each parameter is cast to
 * its column's type, which a SELECT list cannot infer.
 */
export function insertAfterGate<T extends PgTable>(name: string, table: T, values: GatedValues<T>, gate: string | SQL, returning?: SQL): SQL {
  const names: ReturnType<typeof sql.identifier>[] = [];
  const expressions: SQL[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table)) as Array<[string, PgColumn]>) {
    const value = (values as Record<string, unknown>)[key] ?? column.defaultFn?.();
    if (value === undefined) continue;
    names.push(sql.identifier(column.name));
    expressions.push(is(value, SQL) ? value : sql`${param(value, column)}::${sql.raw(column.getSQLType())}`);
  }
  return sql`${sql.identifier(name)} as (insert into ${table} (${sql.join(names, sql`, `)})
    select ${sql.join(expressions, sql`, `)} from ${typeof gate === 'string' ? sql.identifier(gate) : gate}${returning ? sql` returning ${returning}` : sql``})`;
}
