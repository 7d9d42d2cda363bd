import { Badge, Code } from '@mantine/core';
import { formatUsd } from '../../../../shared/money';
import { payoutMethodName } from '../../../../shared/payout-method';
import type { WithdrawalQueueItemDto } from '../../../../shared/schemas/four-eyes';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

/**
 * A processor's payout: being sent (its state as the processor reports it), or, back in the queue,
 * why it came back; the payout sends it and nothing else may, so only pending ones can be decided.
 */
function payout(row: WithdrawalQueueItemDto) {
  if (row.status === 'sending') return <Badge color="blue">Being sent · {row.payoutState ?? 'creating'}</Badge>;
  if (row.status === 'pending' && row.payoutState) return <Badge color="red">Payout {row.payoutState}</Badge>;
  return '—';
}

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
  statuses: ['pending', 'sending', 'completed', 'rejected'],
  columns: [
    { header: 'Investor', cell: (row) => <InvestorCell row={row} /> },
    { header: 'Amount', cell: (row) => formatUsd(row.amountCents) },
    { header: 'Fee', cell: (row) => formatUsd(row.feeCents) },
    { header: 'Amount + Charges', cell: (row) => formatUsd(row.totalCents) },
    // USDT's network is the chain to pay on: the same address on the other chain loses the coins.
    { header: 'Coin', cell: (row) => payoutMethodName(row.cryptoType, row.network) },
    { header: 'Wallet', cell: (row) => <Code>{row.walletAddress}</Code> },
    { header: 'Tx hash', cell: (row) => (row.txHash ? <Code>{row.txHash}</Code> : '—') },
    { header: 'Payout', cell: payout },
    { header: 'Requested', cell: (row) => formatWhen(row.createdAt) },
    { header: 'Approvals', cell: approvalsOf },
  ],
  subject: (row) => `withdrawal of ${formatUsd(row.amountCents)} ${payoutMethodName(row.cryptoType, row.network)} by ${row.email}`,
  askTxHash: true,
};

/** Completing records the payout (a large one after a second operator's approval) or has the payment processor send it; rejecting returns the amount to the investor's balance. */
export default function WithdrawalsQueue() {
  return <QueuePage config={withdrawals} />;
}
