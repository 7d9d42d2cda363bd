import { deposits, type Deposit, type Investment, type User } from '../db/schema';
import type { OfferedPaymentMethod } from '../payment-methods/offered';
import { insertAfterGate, type GatedWrite } from '../db/gated-insert';
import { newRowId } from '../db/schema/row-id';
import { enqueueMailAfter } from '../mail/outbox';
import { mailTo } from '../mail/send';
import { depositRequestMail } from '../mail/templates/deposit-request';
import { notifyAfter } from '../notifications/notify';
import { formatUsd } from '../../shared/money';

/**
 * The pending deposit that will pay for an unpaid investment, and the mail telling the investor
 * what to pay where (unless they switched plan mails off), as writes of the investment's statement:
 * all commit with the investment or not at all.
 */
export function planDepositFor(
  investor: Pick<User, 'id' | 'email' | 'fullname' | 'emailPreferences'>,
  investment: Investment,
  method: Pick<OfferedPaymentMethod, 'name' | 'walletAddress'>,
): { deposit: Deposit; writes: GatedWrite[] } {
  const deposit: Deposit = {
    id: newRowId(),
    userId: investor.id,
    amountCents: investment.amountCents,
    method: method.name,
    walletAddress: method.walletAddress,
    status: 'pending',
    investmentId: investment.id,
    rejectionReason: null,
    decidedBy: null,
    decidedAt: null,
    createdAt: investment.createdAt,
  };
  const mail = mailTo(
    investor,
    depositRequestMail({
      fullname: investor.fullname,
      planName: investment.planName,
      method: method.name,
      amountCents: investment.amountCents,
      walletAddress: method.walletAddress,
    }),
  );
  const writes = [
    insertAfterGate('deposit', deposits, deposit, 'moved'),
    ...(mail ? [enqueueMailAfter('moved', mail)] : []),
    notifyAfter('moved', {
      userId: investor.id,
      kind: 'deposit_requested',
      message: `Deposit request of ${formatUsd(investment.amountCents)} via ${method.name} for the ${investment.planName} plan submitted; awaiting payment.`,
      params: { amountCents: investment.amountCents, method: method.name, plan: investment.planName },
      refType: 'deposit',
      refId: deposit.id,
    }),
  ];
  return { deposit, writes };
}
