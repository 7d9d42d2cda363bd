import { getTableColumns, sql as drizzleSql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { castType, joined, label, name, sql, type TrustedSql } from './trusted-sql';

// A table's columns never change while the process runs; listing them once spares every insert the walk.
const tableColumns = new WeakMap<PgTable, Array<[string, PgColumn]>>();

function columnsOf(table: PgTable): Array<[string, PgColumn]> {
  let columns = tableColumns.get(table);
  if (columns === undefined) {
    columns = Object.entries(getTableColumns(table)) as Array<[string, PgColumn]>;
    tableColumns.set(table, columns);
  }
  return columns;
}

/** SQL the database computes inside the statement (a balance after, a step's column), as a column's value. */
export class Computed {
  /** `step`: the step the text reads from, which a statement's final select must name. */
  constructor(
    readonly text: TrustedSql,
    readonly step?: Step,
  ) {}
}

/**
 * One step of a statement (a CTE): the handle the next step names it by. Its name is made by the
 * statement, so no step can name another that does not exist in it.
 */
export class Step {
  constructor(readonly name: TrustedSql) {}

  /** One of the columns the step returns. */
  column(column: PgColumn | TrustedSql): Computed {
    return new Computed(sql`${this.name}.${typeof column === 'string' ? column : name(column)}`, this);
  }
}

/** A column's value in a row a step writes: plain data (a parameter), or computed in the statement. */
export type StepValues<T extends PgTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | Computed };

/** A boolean expression the statement checks under its lock (what a plan assumed of other rows). */
export type Condition = (statement: MoneyStatement) => void;

/**
 * One SQL statement of steps (`WITH a AS (...), b AS (...) SELECT ...`), written as flat text and
 * parameters: Drizzle's builder walking nested SQL cost the money endpoints a quarter of their CPU,
 * a flat template costs next to nothing. Text comes only as TrustedSql, values only as parameters.
 */
export class MoneyStatement {
  readonly #strings: string[] = [''];
  readonly #values: unknown[] = [];
  readonly #labels = new Set<string>();

  text(part: TrustedSql): this {
    this.#strings[this.#strings.length - 1] += part;
    return this;
  }

  /** A parameter; with a column, encoded as that column stores it and cast to its type. */
  value(value: unknown, column?: PgColumn): this {
    if (value instanceof Computed) return this.text(value.text);
    this.#values.push(column && value !== null ? column.mapToDriverValue(value) : value);
    this.#strings.push('');
    return column ? this.text(sql`::${castType(column)}`) : this;
  }

  /** Adds a step written by `body` and returns its handle; a second step with one label is numbered. */
  step(stepLabel: string, body: (statement: this) => void): Step {
    let stepName = label(stepLabel);
    for (let n = 2; this.#labels.has(stepName); n++) stepName = label(`${stepLabel}_${n}`);
    this.#labels.add(stepName);
    this.text(this.#labels.size === 1 ? sql`with ${stepName} as (` : sql`, ${stepName} as (`);
    body(this);
    this.text(sql`)`);
    return new Step(stepName);
  }

  /**
   * A row written only when `gate` returned one: `INSERT INTO table (...) SELECT ... FROM gate`.
   * Columns left out take their defaults (the schema's own, e.g. time-ordered ids, or the database's).
   */
  insertAfter<T extends PgTable>(gate: Step, table: T, values: StepValues<T>): Step {
    const columns = columnsOf(table)
      .map(([key, column]) => ({ column, value: (values as Record<string, unknown>)[key] ?? column.defaultFn?.() }))
      .filter(({ value }) => value !== undefined);
    return this.step(`${gate.name}_${name(table).slice(1, -1)}`, (statement) => {
      statement.text(
        sql`insert into ${name(table)} (${joined(
          columns.map(({ column }) => name(column)),
          sql`, `,
        )}) select `,
      );
      for (const [index, { column, value }] of columns.entries()) statement.text(index > 0 ? sql`, ` : sql``).value(value, column);
      statement.text(sql` from ${gate.name}`);
    });
  }

  /** The whole statement, ending in `select`, for Drizzle to run (on an open transaction's connection). */
  finish(select: TrustedSql): SQL {
    const strings = [...this.#strings];
    strings[strings.length - 1] += ` ${select}`;
    return drizzleSql(Object.assign(strings, { raw: strings }), ...this.#values);
  }

  /** As text with numbered parameters: what the driver is sent and the snapshot tests show. */
  render(select: TrustedSql): { text: string; values: unknown[] } {
    const strings = this.#strings;
    let text = strings[0]!;
    for (let index = 1; index < strings.length; index++) text += `$${index}${strings[index]}`;
    return { text: `${text} ${select}`, values: [...this.#values] };
  }
}
