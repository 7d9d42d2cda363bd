import { formatUsd } from '../../../../shared/money';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

const adjustments: QueueConfig<'adjustments'> = {
  queue: 'adjustments',
  title: 'Adjustments',
  // The statuses of src/server/db/schema/balance-adjustments.ts.
  statuses: ['pending', 'approved', 'rejected'],
  columns: [
    { header: 'Investor', cell: (row) => <InvestorCell row={row} /> },
    { header: 'Amount', cell: (row) => (row.amountCents > 0 ? `+${formatUsd(row.amountCents)}` : `−${formatUsd(-row.amountCents)}`) },
    { header: 'Narration', cell: (row) => row.narration },
    { header: 'Proposed by', cell: (row) => row.proposedByName },
    { header: 'Decided by', cell: (row) => row.decidedByName ?? '—' },
    { header: 'Proposed', cell: (row) => formatWhen(row.createdAt) },
  ],
  rejectionToldInvestor: false,
  subject: (row) => `adjustment of ${formatUsd(row.amountCents)} for ${row.email} proposed by ${row.proposedByName}`,
};

/**
 * Balance adjustments one operator proposed: another approves (the money moves then) or anyone
 * rejects; the server refuses the proposer's own approval.
 */
export default function AdjustmentsQueue() {
  return <QueuePage config={adjustments} />;
}
