import { Badge, Code } from '@mantine/core';
import type { TFunction } from 'i18next';
import { formatUsd } from '../../../../shared/money';
import { formatCoinAmount, QUOTE_COINS, type QuoteCoin } from '../../../../shared/coin-amount';
import type { AdminDepositDto } from '../../../../shared/schemas/admin';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

/** The crypto amount quoted to the investor, at which rate and until when (or what a processor's invoice asks); approving credits the USD amount either way. */
function quoteText(row: AdminDepositDto, t: TFunction): string {
  if (row.processor) return t('admin.deposits.quoteInvoice', { amount: row.coinAmount, coin: row.coin, invoice: row.invoiceId, processor: row.processor });
  const coin = row.quoteCoin as QuoteCoin | null;
  if (!coin || !(coin in QUOTE_COINS) || !row.quoteBaseUnits || !row.quoteRateCents || !row.quoteExpiresAt) return t('admin.deposits.noQuote');
  return t('admin.deposits.quote', {
    amount: formatCoinAmount(BigInt(row.quoteBaseUnits), coin),
    coin,
    rate: formatUsd(row.quoteRateCents),
    until: formatWhen(row.quoteExpiresAt),
  });
}

const deposits: QueueConfig<'deposits'> = {
  queue: 'deposits',
  text: 'deposits',
  // The deposit statuses of src/server/db/schema/deposits.ts.
  statuses: ['pending', 'completed', 'rejected'],
  columns: (t) => [
    { header: t('admin.deposits.columns.investor'), cell: (row) => <InvestorCell row={row} /> },
    { header: t('admin.deposits.columns.amount'), cell: (row) => formatUsd(row.amountCents) },
    { header: t('admin.deposits.columns.method'), cell: (row) => row.method },
    { header: t('admin.deposits.columns.quoted'), cell: (row) => quoteText(row, t) },
    {
      header: t('admin.deposits.columns.processor'),
      cell: (row) =>
        row.partiallyPaid ? (
          <Badge color="orange" variant="light">
            {t('admin.deposits.partiallyPaid')}
          </Badge>
        ) : (
          (row.processor ?? t('admin.deposits.noProcessor'))
        ),
    },
    { header: t('admin.deposits.columns.paidTo'), cell: (row) => <Code>{row.walletAddress}</Code> },
    {
      header: t('admin.deposits.columns.transactionId'),
      cell: (row) => (row.txId ? <Code style={{ wordBreak: 'break-all' }}>{row.txId}</Code> : t('admin.deposits.notGiven')),
    },
    { header: t('admin.deposits.columns.fundsInvestment'), cell: (row) => (row.investmentId ? t('admin.deposits.yes') : t('admin.deposits.no')) },
    { header: t('admin.deposits.columns.requested'), cell: (row) => formatWhen(row.createdAt) },
  ],
  subject: (row, t) => t('admin.deposits.subject', { amount: formatUsd(row.amountCents), email: row.email }),
};

/** Approving credits the balance and Totaldeposit, and activates the investment the deposit pays for. */
export default function DepositsQueue() {
  return <QueuePage config={deposits} />;
}
