import { formatUsd } from '../../../../shared/money';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

const adjustments: QueueConfig<'adjustments'> = {
  queue: 'adjustments',
  text: 'adjustments',
  // The statuses of src/server/db/schema/balance-adjustments.ts.
  statuses: ['pending', 'approved', 'rejected'],
  columns: (t) => [
    { header: t('admin.adjustments.columns.investor'), cell: (row) => <InvestorCell row={row} /> },
    {
      header: t('admin.adjustments.columns.amount'),
      cell: (row) => (row.amountCents > 0 ? `+${formatUsd(row.amountCents)}` : `−${formatUsd(-row.amountCents)}`),
    },
    { header: t('admin.adjustments.columns.narration'), cell: (row) => row.narration },
    { header: t('admin.adjustments.columns.proposedBy'), cell: (row) => row.proposedByName },
    { header: t('admin.adjustments.columns.decidedBy'), cell: (row) => row.decidedByName ?? '—' },
    { header: t('admin.adjustments.columns.proposed'), cell: (row) => formatWhen(row.createdAt) },
  ],
  rejectionToldInvestor: false,
  subject: (row, t) => t('admin.adjustments.subject', { amount: formatUsd(row.amountCents), email: row.email, name: row.proposedByName }),
};

/**
 * Balance adjustments one operator proposed: another approves (the money moves then) or anyone
 * rejects; the server refuses the proposer's own approval.
 */
export default function AdjustmentsQueue() {
  return <QueuePage config={adjustments} />;
}
