import { Badge, Code } from '@mantine/core';
import type { TFunction } from 'i18next';
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
function payout(row: WithdrawalQueueItemDto, t: TFunction) {
  if (row.status === 'sending')
    return <Badge color="blue">{t('admin.withdrawals.beingSent', { state: row.payoutState ?? t('admin.withdrawals.creating') })}</Badge>;
  if (row.status === 'pending' && row.payoutState) return <Badge color="red">{t('admin.withdrawals.payoutState', { state: row.payoutState })}</Badge>;
  return '—';
}

/** A large withdrawal needs two operators: "1 of 2 approvals — by Ada Admin" until the second one decides it. */
function approvalsOf(row: WithdrawalQueueItemDto, t: TFunction): string {
  if (row.approvalsRequired === 1 && row.approvals.length === 0) return '—';
  const count = t('admin.withdrawals.approvals', { count: row.approvals.length, required: row.approvalsRequired });
  if (row.approvals.length === 0) return count;
  return t('admin.withdrawals.approvalsBy', { approvals: count, names: row.approvals.map((approval) => approval.fullname).join(', ') });
}

const withdrawals: QueueConfig<'withdrawals'> = {
  queue: 'withdrawals',
  text: 'withdrawals',
  // The withdrawal statuses of src/server/db/schema/withdrawals.ts.
  statuses: ['pending', 'sending', 'completed', 'rejected'],
  columns: (t) => [
    { header: t('admin.withdrawals.columns.investor'), cell: (row) => <InvestorCell row={row} /> },
    { header: t('admin.withdrawals.columns.amount'), cell: (row) => formatUsd(row.amountCents) },
    { header: t('admin.withdrawals.columns.fee'), cell: (row) => formatUsd(row.feeCents) },
    { header: t('admin.withdrawals.columns.total'), cell: (row) => formatUsd(row.totalCents) },
    // USDT's network is the chain to pay on: the same address on the other chain loses the coins.
    { header: t('admin.withdrawals.columns.coin'), cell: (row) => payoutMethodName(row.cryptoType, row.network) },
    { header: t('admin.withdrawals.columns.wallet'), cell: (row) => <Code>{row.walletAddress}</Code> },
    { header: t('admin.withdrawals.columns.txHash'), cell: (row) => (row.txHash ? <Code>{row.txHash}</Code> : '—') },
    { header: t('admin.withdrawals.columns.payout'), cell: (row) => payout(row, t) },
    { header: t('admin.withdrawals.columns.requested'), cell: (row) => formatWhen(row.createdAt) },
    { header: t('admin.withdrawals.columns.approvals'), cell: (row) => approvalsOf(row, t) },
  ],
  subject: (row, t) =>
    t('admin.withdrawals.subject', { amount: formatUsd(row.amountCents), coin: payoutMethodName(row.cryptoType, row.network), email: row.email }),
  askTxHash: true,
};

/** Completing records the payout (a large one after a second operator's approval) or has the payment processor send it; rejecting returns the amount to the investor's balance. */
export default function WithdrawalsQueue() {
  return <QueuePage config={withdrawals} />;
}
