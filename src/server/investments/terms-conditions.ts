import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { quoted, type SqlCondition } from '../db/flat-statement';
import { investmentPlans, investments, paymentMethods } from '../db/schema';
import { methodTermColumns, planTermColumns, type MethodTerms, type PlanTerms } from './terms';

/**
 * `[not] exists` a row of `table` whose `columns` read as `values` (nulls included) and that passes
 * `filter`. The first column finds the row; `=` wherever a column cannot be null, so the database
 * can use its indexes (the one-active index among them).
 */
function rowReads<Terms extends Record<string, unknown>>(
  table: PgTable,
  columns: { [Key in keyof Terms]: PgColumn },
  values: Terms,
  filter: string,
  exists = true,
): SqlCondition {
  return (statement) => {
    statement.text(`${exists ? '' : 'not '}exists (select 1 from ${quoted(getTableName(table))} where `);
    Object.entries(columns).forEach(([key, column], index) => {
      const operator = column.notNull ? '=' : 'is not distinct from';
      statement.text(`${index ? ' and ' : ''}${quoted(column.name)} ${operator} `).value(values[key], column);
    });
    statement.text(` and ${filter})`);
  };
}

/**
 * What a purchase assumed besides the investor's row, as conditions of its statement: the plan is
 * open with the terms the investment copies and the rules used, the payment method is active with
 * the address the deposit shows, and (for a deposit request, which the one-active index does not
 * cover) the investor holds no active investment in the plan.
 */
export function investmentTermsHold(userId: string, plan: PlanTerms, method: MethodTerms | null, byDepositRequest: boolean): SqlCondition[] {
  const conditions = [rowReads(investmentPlans, planTermColumns, plan, `not ${quoted(investmentPlans.retired.name)}`)];
  if (method) conditions.push(rowReads(paymentMethods, methodTermColumns, method, quoted(paymentMethods.active.name)));
  if (byDepositRequest) {
    const holding = { userId: investments.userId, planId: investments.planId };
    conditions.push(rowReads(investments, holding, { userId, planId: plan.id }, `${quoted(investments.status.name)} = 'active'`, false));
  }
  return conditions;
}
