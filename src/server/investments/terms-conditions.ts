import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { quoted, type SqlCondition } from '../db/flat-statement';
import { investmentPlans, investments, paymentMethods } from '../db/schema';
import type { MethodTerms, PlanTerms } from './terms';

/** `[not] exists` a row of `table` found by `key` whose other columns read as `values` (nulls included). */
function rowReads(table: PgTable, key: [PgColumn, unknown], values: Array<[PgColumn, unknown]>, filter: string, exists = true): SqlCondition {
  return (statement) => {
    const [keyColumn, keyValue] = key;
    statement
      .text(`${exists ? '' : 'not '}exists (select 1 from ${quoted(getTableName(table))} where ${quoted(keyColumn.name)} = `)
      .value(keyValue, keyColumn);
    // `=` where a column cannot be null, so the database can use its indexes (the one-active index).
    for (const [column, value] of values) statement.text(` and ${quoted(column.name)} ${column.notNull ? '=' : 'is not distinct from'} `).value(value, column);
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
  const conditions = [
    rowReads(
      investmentPlans,
      [investmentPlans.id, plan.id],
      [
        [investmentPlans.name, plan.name],
        [investmentPlans.minCents, plan.minCents],
        [investmentPlans.maxCents, plan.maxCents],
        [investmentPlans.roiBps, plan.roiBps],
        [investmentPlans.durationDays, plan.durationDays],
        [investmentPlans.referralBonusBps, plan.referralBonusBps],
      ],
      `not ${quoted(investmentPlans.retired.name)}`,
    ),
  ];
  if (method) {
    conditions.push(
      rowReads(
        paymentMethods,
        [paymentMethods.name, method.name],
        [[paymentMethods.walletAddress, method.walletAddress], [paymentMethods.uriScheme, method.uriScheme]],
        quoted(paymentMethods.active.name),
      ),
    );
  }
  if (byDepositRequest) {
    conditions.push(rowReads(investments, [investments.userId, userId], [[investments.planId, plan.id]], `${quoted(investments.status.name)} = 'active'`, false));
  }
  return conditions;
}
