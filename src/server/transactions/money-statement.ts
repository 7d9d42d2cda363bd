import type { Queryable } from '../db/client';
import { runMoneyOperation, type MoneyOperation } from '../money/run';

/**
 * An investor's operation run alone, outside a request (the accrual demo, tests that race a stale
 * reading): the balance after, or undefined when the statement wrote nothing.
 */
export async function runMoneyStatement(db: Queryable, _userId: string, operation: MoneyOperation): Promise<number | undefined> {
  const answer = await runMoneyOperation(db, operation);
  return answer ? (answer.body as { balanceCents: number }).balanceCents : undefined;
}
