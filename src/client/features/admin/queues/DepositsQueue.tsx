import { Badge, Code } from '@mantine/core';
import { formatUsd } from '../../../../shared/money';
import { formatCoinAmount, QUOTE_COINS, type QuoteCoin } from '../../../../shared/coin-amount';
import type { AdminDepositDto } from '../../../../shared/schemas/admin';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

/** The crypto amount quoted to the investor, at which rate and until when (or what a processor's invoice asks); approving credits the USD amount either way. */
function quoteText(row: AdminDepositDto): string {
  if (row.processor) return `${row.coinAmount} ${row.coin}, invoice ${row.invoiceId} at ${row.processor}`;
  const coin = row.quoteCoin as QuoteCoin | null;
  if (!coin || !(coin in QUOTE_COINS) || !row.quoteBaseUnits || !row.quoteRateCents || !row.quoteExpiresAt) return 'No quote (USD)';
  return `${formatCoinAmount(BigInt(row.quoteBaseUnits), coin)} ${coin} at ${formatUsd(row.quoteRateCents)}, until ${formatWhen(row.quoteExpiresAt)}`;
}

const deposits: QueueConfig<'deposits'> = {
  queue: 'deposits',
  title: 'Deposits',
  // The deposit statuses of src/server/db/schema/deposits.ts.
  statuses: ['pending', 'completed', 'rejected'],
  columns: [
    { header: 'Investor', cell: (row) => <InvestorCell row={row} /> },
    { header: 'Amount', cell: (row) => formatUsd(row.amountCents) },
    { header: 'Method', cell: (row) => row.method },
    { header: 'Quoted', cell: quoteText },
    {
      header: 'Processor',
      cell: (row) =>
        row.partiallyPaid ? (
          <Badge color="orange" variant="light">
            Partially paid
          </Badge>
        ) : (
          (row.processor ?? 'None')
        ),
    },
    { header: 'Paid to', cell: (row) => <Code>{row.walletAddress}</Code> },
    { header: 'Transaction ID', cell: (row) => (row.txId ? <Code style={{ wordBreak: 'break-all' }}>{row.txId}</Code> : 'Not given') },
    { header: 'Funds investment', cell: (row) => (row.investmentId ? 'Yes' : 'No') },
    { header: 'Requested', cell: (row) => formatWhen(row.createdAt) },
  ],
  subject: (row) => `deposit of ${formatUsd(row.amountCents)} by ${row.email}`,
};

/** Approving credits the balance and Totaldeposit, and activates the investment the deposit pays for. */
export default function DepositsQueue() {
  return <QueuePage config={deposits} />;
}
