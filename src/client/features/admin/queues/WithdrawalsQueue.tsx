import { Code } from '@mantine/core';
import { formatUsd } from '../../../../shared/money';
import { payoutMethodName } from '../../../../shared/payout-method';
import type { WithdrawalQueueItemDto } from '../../../../shared/schemas/four-eyes';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

/** A large withdrawal needs two operators: "1 of 2 approvals — by Ada Admin" until the second one decides it. */
function approvalsOf(row: WithdrawalQueueItemDto): string {
  if (row.approvalsRequired === 1 && row.approvals.length === 0) return '—';
  const count = `${row.approvals.length} of ${row.approvalsRequired} approvals`;
  return row.approvals.length === 0 ? count : `${count} — by ${row.approvals.map((approval) => approval.fullname).join(', ')}`;
}

const withdrawals: QueueConfig<'withdrawals'> = {
  queue: 'withdrawals',
  title: 'Withdrawals',
  // The withdrawal statuses of src/server/db/schema/withdrawals.ts.
  statuses: ['pending', 'completed', 'rejected'],
  columns: [
    { header: 'Investor', cell: (row) => <InvestorCell row={row} /> },
    { header: 'Amount', cell: (row) => formatUsd(row.amountCents) },
    { header: 'Fee', cell: (row) => formatUsd(row.feeCents) },
    { header: 'Amount + Charges', cell: (row) => formatUsd(row.totalCents) },
    // USDT's network is the chain to pay on: the same address on the other chain loses the coins.
    { header: 'Coin', cell: (row) => payoutMethodName(row.cryptoType, row.network) },
    { header: 'Wallet', cell: (row) => <Code>{row.walletAddress}</Code> },
    { header: 'Tx hash', cell: (row) => (row.txHash ? <Code>{row.txHash}</Code> : '—') },
    { header: 'Requested', cell: (row) => formatWhen(row.createdAt) },
    { header: 'Approvals', cell: approvalsOf },
  ],
  subject: (row) => `withdrawal of ${formatUsd(row.amountCents)} ${payoutMethodName(row.cryptoType, row.network)} by ${row.email}`,
  askTxHash: true,
};

/** Completing records the payout (a large one after a second operator's approval); rejecting returns the amount to the investor's balance. */
export default function WithdrawalsQueue() {
  return <QueuePage config={withdrawals} />;
}
