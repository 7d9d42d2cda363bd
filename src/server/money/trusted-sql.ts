import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

declare const trustedBrand: unique symbol;

/**
 * SQL text that was written in this source tree, never built from a request: the only text a
 * money statement accepts besides parameters. It can be made only by `sql` (a template literal
 * whose holes are other trusted text), by `name` (an identifier of the schema) or by a step's handle.
 */
export type TrustedSql = string & { readonly [trustedBrand]: true };

export function sql(strings: TemplateStringsArray, ...parts: TrustedSql[]): TrustedSql {
  return strings.reduce((text, part, index) => text + (index > 0 ? parts[index - 1] : '') + part, '') as TrustedSql;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"` as TrustedSql;

/** A table's or a column's name as the schema declares it, quoted. */
export const name = (of: PgTable | PgColumn): TrustedSql => quoted('getSQLType' in of ? of.name : getTableName(of));

/** `table.column`. */
export const qualified = (table: PgTable, column: PgColumn): TrustedSql => sql`${name(table)}.${name(column)}`;

/** Several trusted pieces joined by trusted text. */
export const joined = (parts: TrustedSql[], separator: TrustedSql): TrustedSql => parts.join(separator) as TrustedSql;

/** A step's label: lower-case letters, digits and underscores, checked when the step is made. */
export function label(text: string): TrustedSql {
  if (!/^[a-z][a-z0-9_]*$/.test(text)) throw new Error(`A step's label must be lower-case letters, digits and underscores: ${text}`);
  return text as TrustedSql;
}

/** A field of a JSON object the statement builds (`'balanceCents'`): letters only, checked. */
export function jsonKey(text: string): TrustedSql {
  if (!/^[A-Za-z]+$/.test(text)) throw new Error(`A computed field's name must be letters only: ${text}`);
  return `'${text}'` as TrustedSql;
}

/** A status word as a string literal (`'pending'`): lower-case letters only, checked. */
export function statusWord(text: string): TrustedSql {
  if (!/^[a-z]+$/.test(text)) throw new Error(`A status word must be lower-case letters only: ${text}`);
  return `'${text}'` as TrustedSql;
}

/** The type a column's value is cast to (serial names a column's default, not a type). */
export function castType(column: PgColumn): TrustedSql {
  const type = column.getSQLType();
  return (SERIAL_TYPES[type] ?? type) as TrustedSql;
}

const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
