import { deposits, type Deposit, type Investment, type User } from '../db/schema';
import type { OfferedPaymentMethod } from '../payment-methods/offered';
import { newRowId } from '../db/schema/row-id';
import { mailTo } from '../mail/send';
import { depositRequestMail } from '../mail/templates/deposit-request';
import { mailText } from '../mail/text/mail-text';
import type { MoneyStatement, Step } from '../money/statement';
import { mailAfter, notifyAfter } from '../money/effects';
import type { DepositQuote } from '../../shared/deposit-quote';
import { formatUsd } from '../../shared/money';

/** What the deposit's QR code encodes, and the crypto amount quoted for it, if any. */
export interface DepositPayment {
  uri: string;
  quote: DepositQuote | null;
}

/**
 * The pending deposit that will pay for an unpaid investment, and the mail telling the investor
 * what to pay where (sent whatever their mail switches say), as steps of the investment's statement
 * after `gate`: all commit with the investment or not at all.
 */
export function requestDepositAfter(
  statement: MoneyStatement,
  gate: Step,
  investor: Pick<User, 'id' | 'email' | 'fullname' | 'emailPreferences' | 'language'>,
  investment: Investment,
  method: Pick<OfferedPaymentMethod, 'name' | 'walletAddress'>,
  { uri, quote }: DepositPayment,
): Deposit {
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
    paymentUri: uri,
    txId: null,
    quoteCoin: quote?.coin ?? null,
    quoteBaseUnits: quote ? String(quote.baseUnits) : null,
    quoteRateCents: quote?.rateCents ?? null,
    quoteRateAsOf: quote?.rateAsOf ?? null,
    quoteExpiresAt: quote?.expiresAt ?? null,
  };
  const mail = mailTo(
    investor,
    depositRequestMail(
      {
        fullname: investor.fullname,
        planName: investment.planName,
        method: method.name,
        amountCents: investment.amountCents,
        walletAddress: method.walletAddress,
        quote,
        paymentUri: uri,
      },
      mailText(investor.language),
    ),
  );
  statement.insertAfter(gate, deposits, deposit);
  mailAfter(statement, gate, mail);
  notifyAfter(statement, gate, {
    userId: investor.id,
    kind: 'deposit_requested',
    message: `Deposit request of ${formatUsd(investment.amountCents)} via ${method.name} for the ${investment.planName} plan submitted; awaiting payment.`,
    params: { amountCents: investment.amountCents, method: method.name, plan: investment.planName },
    refType: 'deposit',
    refId: deposit.id,
  });
  return deposit;
}
