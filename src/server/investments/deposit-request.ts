import { deposits, type Deposit, type Investment, type User } from '../db/schema';
import { newRowId } from '../db/schema/row-id';
import { mailTo } from '../mail/send';
import { depositRequestMail } from '../mail/templates/deposit-request';
import { mailText } from '../mail/text/mail-text';
import type { MoneyStatement, Step } from '../money/statement';
import { mailAfter, notifyAfter } from '../money/effects';
import type { DepositInvoice } from '../payments/deposit-invoice';
import type { DepositQuote } from '../../shared/deposit-quote';
import { formatUsd } from '../../shared/money';

/**
 * Where the deposit is paid: to the operator's address, with what the QR code encodes and the
 * crypto amount quoted for it, if any; or to the address of its invoice at a processor.
 */
export type DepositPayment = { walletAddress: string; uri: string; quote: DepositQuote | null; invoice?: undefined } | { invoice: DepositInvoice };

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
  method: { name: string },
  payment: DepositPayment,
): Deposit {
  const { invoice } = payment;
  const quote = invoice ? null : payment.quote;
  const walletAddress = invoice ? invoice.address : payment.walletAddress;
  const uri = invoice ? (invoice.paymentUri ?? invoice.address) : payment.uri;
  const deposit: Deposit = {
    id: invoice?.depositId ?? newRowId(),
    userId: investor.id,
    amountCents: investment.amountCents,
    method: method.name,
    walletAddress,
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
    processor: invoice?.processor ?? null,
    invoiceId: invoice?.invoiceId ?? null,
    coin: invoice?.coin ?? null,
    coinAmount: invoice?.coinAmount ?? null,
    checkoutUrl: invoice?.checkoutUrl ?? null,
    partiallyPaid: false,
  };
  const mail = mailTo(
    investor,
    depositRequestMail(
      {
        fullname: investor.fullname,
        planName: investment.planName,
        method: method.name,
        amountCents: investment.amountCents,
        walletAddress,
        quote,
        paymentUri: uri,
        invoice: invoice && { coinAmount: `${invoice.coinAmount} ${invoice.coin}`, checkoutUrl: invoice.checkoutUrl },
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
