import type { Queryable } from '../db/client';
import { deposits, type Deposit } from '../db/schema';
import type { Page } from '../db/pagination';
import { listOwnRows } from '../transactions/own-rows';
import { formatCoinAmount, type QuoteCoin } from '../../shared/coin-amount';
import type { DepositDto, DepositQuoteDto } from '../../shared/schemas/deposits';
import type { PageQuery } from '../../shared/schemas/pagination';

function quoteOf(deposit: Deposit): DepositQuoteDto | null {
  const { quoteCoin, quoteBaseUnits, quoteRateCents, quoteRateAsOf, quoteExpiresAt } = deposit;
  if (!quoteCoin || !quoteBaseUnits || !quoteRateCents || !quoteRateAsOf || !quoteExpiresAt) return null;
  const coin = quoteCoin as QuoteCoin;
  return {
    coin,
    amount: formatCoinAmount(BigInt(quoteBaseUnits), coin),
    baseUnits: quoteBaseUnits,
    rateCents: quoteRateCents,
    rateAsOf: quoteRateAsOf.toISOString(),
    expiresAt: quoteExpiresAt.toISOString(),
  };
}

export function toDepositDto(deposit: Deposit): DepositDto {
  return {
    id: deposit.id,
    amountCents: deposit.amountCents,
    method: deposit.method,
    walletAddress: deposit.walletAddress,
    // Deposits older than the column were shown the method's URI of the day; the address is what it held.
    paymentUri: deposit.paymentUri ?? deposit.walletAddress,
    quote: quoteOf(deposit),
    coinAmount: deposit.coinAmount && `${deposit.coinAmount} ${deposit.coin}`,
    checkoutUrl: deposit.checkoutUrl,
    txId: deposit.txId,
    status: deposit.status,
    investmentId: deposit.investmentId,
    createdAt: deposit.createdAt.toISOString(),
  };
}

export const listDeposits = (db: Queryable, userId: string, query: PageQuery): Promise<Page<DepositDto>> =>
  listOwnRows(db, deposits, userId, query, toDepositDto);
