import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Condition } from '../money/statement';
import { name, sql, type TrustedSql } from '../money/trusted-sql';
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
  filter: TrustedSql,
  exists = true,
): Condition {
  return (statement) => {
    statement.text(sql`${exists ? sql`` : sql`not `}exists (select 1 from ${name(table)} where `);
    Object.entries(columns).forEach(([key, column], index) => {
      const operator = column.notNull ? sql`=` : sql`is not distinct from`;
      statement.text(sql`${index ? sql` and ` : sql``}${name(column)} ${operator} `).value(values[key], column);
    });
    statement.text(sql` and ${filter})`);
  };
}

/**
 * What a purchase assumed besides the investor's row, as conditions of its statement: the plan is
 * open with the terms the investment copies and the rules used, the payment method is active with
 * the address the deposit shows, and (for a deposit request, which the one-active index does not
 * cover) the investor holds no active investment in the plan.
 */
export function investmentTermsHold(userId: string, plan: PlanTerms, method: MethodTerms | null, byDepositRequest: boolean): Condition[] {
  const conditions = [rowReads(investmentPlans, planTermColumns, plan, sql`not ${name(investmentPlans.retired)}`)];
  if (method) conditions.push(rowReads(paymentMethods, methodTermColumns, method, name(paymentMethods.active)));
  if (byDepositRequest) {
    const holding = { userId: investments.userId, planId: investments.planId };
    conditions.push(rowReads(investments, holding, { userId, planId: plan.id }, sql`${name(investments.status)} = 'active'`, false));
  }
  return conditions;
}
