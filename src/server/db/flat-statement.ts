import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** SQL written as text, with no value inside it: used where the text must stay as written. */
export class SqlText {
  constructor(readonly text: string) {}
}

export const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** The type to cast a column's value to: serial names a column's default, not a type. */
const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
const castType = (column: PgColumn): string => {
  const type = column.getSQLType();
  return SERIAL_TYPES[type] ?? type;
};

/** Writes one boolean expression into a statement (what a plan assumed of other tables). */
export type SqlCondition = (statement: FlatStatement) => void;

/**
 * One statement assembled as flat text and values. Drizzle's builder walks nested SQL objects on
 * every request, which cost the money endpoints about a quarter of their CPU; a flat template of
 * text and plain values costs it next to nothing, and the statement still runs through Drizzle on
 * the database or inside a transaction. Names come from the schema, values only as parameters.
 */
export class FlatStatement {
  readonly #strings: string[] = [''];
  readonly #values: unknown[] = [];

  text(part: string): this {
    this.#strings[this.#strings.length - 1] += part;
    return this;
  }

  /** A parameter; with a column, encoded as that column stores it and cast to its type. */
  value(value: unknown, column?: PgColumn): this {
    if (value instanceof SqlText) return this.text(value.text);
    this.#values.push(column && value !== null ? column.mapToDriverValue(value) : value);
    this.#strings.push('');
    return column ? this.text(`::${castType(column)}`) : this;
  }

  toSql(): SQL {
    const strings = Object.assign([...this.#strings], { raw: this.#strings });
    return sql(strings, ...this.#values);
  }
}
