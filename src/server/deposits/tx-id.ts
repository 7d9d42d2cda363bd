import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deposits } from '../db/schema';
import { conflict, notFound } from '../errors';
import { writeAudit } from '../audit/record';
import { toDepositDto } from './list';
import { TX_ID_NOT_PENDING, type DepositDto } from '../../shared/schemas/deposits';

/**
 * The investor gives (or, with an empty id, takes back) the transaction id of their payment, for
 * the operator to find it; only their own deposit, only while it waits for a decision. Giving the
 * id the deposit already has writes nothing, so a repeated request is harmless.
 */
export function setDepositTxId(db: Db, userId: string, depositId: string, txId: string): Promise<DepositDto> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, depositId), eq(deposits.userId, userId)))
      .for('update');
    if (!deposit) throw notFound('Deposit not found.');
    const given = txId === '' ? null : txId;
    if (deposit.txId === given) return toDepositDto(deposit);
    if (deposit.status !== 'pending') throw conflict('DEPOSIT_DECIDED', TX_ID_NOT_PENDING);
    const [after] = await tx.update(deposits).set({ txId: given }).where(eq(deposits.id, depositId)).returning();
    await writeAudit(tx, {
      actorId: userId,
      action: 'deposit.tx_id',
      entityType: 'deposit',
      entityId: depositId,
      before: { txId: deposit.txId },
      after: { txId: given },
    });
    return toDepositDto(after!);
  });
}
