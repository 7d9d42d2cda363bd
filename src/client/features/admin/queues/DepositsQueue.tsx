import { Code } from '@mantine/core';
import { formatUsd } from '../../../../shared/money';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

const deposits: QueueConfig<'deposits'> = {
  queue: 'deposits',
  title: 'Deposits',
  // The deposit statuses of src/server/db/schema/deposits.ts.
  statuses: ['pending', 'completed', 'rejected'],
  columns: [
    { header: 'Investor', cell: (row) => <InvestorCell row={row} /> },
    { header: 'Amount', cell: (row) => formatUsd(row.amountCents) },
    { header: 'Method', cell: (row) => row.method },
    { header: 'Paid to', cell: (row) => <Code>{row.walletAddress}</Code> },
    { header: 'Funds investment', cell: (row) => (row.investmentId ? 'Yes' : 'No') },
    { header: 'Requested', cell: (row) => formatWhen(row.createdAt) },
  ],
  subject: (row) => `deposit of ${formatUsd(row.amountCents)} by ${row.email}`,
};

/** Approving credits the balance and Totaldeposit, and activates the investment the deposit pays for. */
export default function DepositsQueue() {
  return <QueuePage config={deposits} />;
}
