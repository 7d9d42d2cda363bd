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
  // A plain loop: a money statement is joined from a few hundred of these per request.
  let text = strings[0]!;
  for (let index = 0; index < parts.length; index++) text += parts[index]! + strings[index + 1]!;
  return text as TrustedSql;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"` as TrustedSql;

// The schema's tables and columns live as long as the process, so each name is quoted once.
const quotedNames = new WeakMap<PgTable | PgColumn, TrustedSql>();

/** A table's or a column's name as the schema declares it, quoted. */
export function name(of: PgTable | PgColumn): TrustedSql {
  let text = quotedNames.get(of);
  if (text === undefined) {
    text = quoted('getSQLType' in of ? of.name : getTableName(of));
    quotedNames.set(of, text);
  }
  return text;
}

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
  let type = castTypes.get(column);
  if (type === undefined) {
    const declared = column.getSQLType();
    type = (SERIAL_TYPES[declared] ?? declared) as TrustedSql;
    castTypes.set(column, type);
  }
  return type;
}

const castTypes = new WeakMap<PgColumn, TrustedSql>();

const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
