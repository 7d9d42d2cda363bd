import type { Tx } from '../db/client';
import { deposits, type Deposit, type Investment, type PaymentMethod, type User } from '../db/schema';
import { mailUser } from '../mail/send';
import { depositRequestMail } from '../mail/templates/deposit-request';
import { notify } from '../notifications/notify';
import { formatUsd } from '../../shared/money';

/**
 * The pending deposit that will pay for an unpaid investment, and the mail telling the investor
 * what to pay where (unless they switched plan mails off). All commit with the investment or not at all.
 */
export async function requestDepositFor(
  tx: Tx,
  investor: Pick<User, 'id' | 'email' | 'fullname' | 'emailPreferences'>,
  investment: Investment,
  method: PaymentMethod,
): Promise<Deposit> {
  const [deposit] = await tx
    .insert(deposits)
    .values({
      userId: investor.id,
      amountCents: investment.amountCents,
      method: method.name,
      walletAddress: method.walletAddress,
      investmentId: investment.id,
    })
    .returning();
  await mailUser(
    tx,
    investor,
    depositRequestMail({
      fullname: investor.fullname,
      planName: investment.planName,
      method: method.name,
      amountCents: investment.amountCents,
      walletAddress: method.walletAddress,
    }),
  );
  await notify(tx, {
    userId: investor.id,
    kind: 'deposit_requested',
    message: `Deposit request of ${formatUsd(investment.amountCents)} via ${method.name} for the ${investment.planName} plan submitted; awaiting payment.`,
    params: { amountCents: investment.amountCents, method: method.name, plan: investment.planName },
    refType: 'deposit',
    refId: deposit!.id,
  });
  return deposit!;
}
