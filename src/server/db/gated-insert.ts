import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { quoted, type FlatStatement, type SqlText } from './flat-statement';

/** A value for one column: plain data, or SQL text read from the gate (e.g. `moved.balance_cents`). */
export type GatedValues<T extends PgTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SqlText };

/** One CTE of a statement, written into it. */
export type GatedWrite = (statement: FlatStatement) => void;

/**
 * `name AS (INSERT INTO table (...) SELECT ... FROM gate)`: a row written in the same statement as
 * the gate's change, and only when the gate returned a row (`gate` may go on with WHERE or ON
 * CONFLICT). Columns left out take their defaults, the schema's own ($defaultFn, e.g. time-ordered
 * ids) or the database's. Each parameter is cast to its column's type, which a SELECT list cannot infer.
 */
export function insertAfterGate<T extends PgTable>(name: string, table: T, values: GatedValues<T>, gate: string | GatedWrite, returning?: string): GatedWrite {
  return (statement) => {
    const columns = (Object.entries(getTableColumns(table)) as Array<[string, PgColumn]>)
      .map(([key, column]) => ({ column, value: (values as Record<string, unknown>)[key] ?? column.defaultFn?.() }))
      .filter(({ value }) => value !== undefined);
    statement.text(`${quoted(name)} as (insert into ${quoted(getTableName(table))} (${columns.map(({ column }) => quoted(column.name)).join(', ')}) select `);
    columns.forEach(({ column, value }, index) => {
      if (index > 0) statement.text(', ');
      statement.value(value, column);
    });
    statement.text(' from ');
    if (typeof gate === 'string') statement.text(gate);
    else gate(statement);
    statement.text(`${returning ? ` returning ${returning}` : ''})`);
  };
}
