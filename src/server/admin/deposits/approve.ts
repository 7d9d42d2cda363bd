import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { deposits } from '../../db/schema';
import { postLedgerEntry } from '../../ledger/post-entry';
import { writeAudit } from '../audit';
import { tellInvestor } from '../tell-investor';
import { fundInvestment } from './fund-investment';
import { depositQueue, toAdminDepositDto } from './service';
import type { Decision } from '../queue';
import { formatUsd } from '../../../shared/money';

/**
 * One transaction: the deposit row lock makes a second approval (or a racing rejection) wait and
 * then fail the pending check, so the money is credited exactly once.
 */
export async function approveDeposit(tx: Tx, id: string, { adminId, now }: Decision) {
  const before = await depositQueue.lockPending(tx, id, adminId);
  const [after] = await tx
    .update(deposits)
    .set({ status: 'completed', decidedBy: adminId, decidedAt: now })
    .where(eq(deposits.id, id))
    .returning();
  await postLedgerEntry(tx, {
    userId: before.userId,
    amountCents: before.amountCents,
    kind: 'deposit',
    refType: 'deposit',
    refId: id,
    narration: `Deposit via ${before.method}`,
    uniqueKey: `deposit:${id}`,
    actorId: adminId,
  });
  const funding = before.investmentId ? await fundInvestment(tx, before.investmentId, now, adminId) : null;

  const credited = `Your deposit of ${formatUsd(before.amountCents)} via ${before.method} was approved and credited to your balance.`;
  await tellInvestor(tx, {
    userId: before.userId,
    kind: funding?.investment.status === 'active' ? 'investment_activated' : 'deposit_approved',
    subject: funding?.investment.status === 'active' ? 'Your investment is active' : 'Your deposit was approved',
    message: funding ? `${credited} ${funding.investorNote}` : credited,
    params: { amountCents: before.amountCents, method: before.method, ...funding?.investorNoteParams },
    preference: 'invplanemail',
    refType: 'deposit',
    refId: id,
  });
  await writeAudit(tx, {
    actorId: adminId,
    action: 'deposit.approve',
    entityType: 'deposit',
    entityId: id,
    before,
    after: { ...after, investment: funding?.investment ?? null },
  });
  return {
    deposit: toAdminDepositDto({ ...after!, email: before.email, fullname: before.fullname }),
    investment: funding?.investment ?? null,
    message: funding?.message ?? 'Deposit approved.',
  };
}
