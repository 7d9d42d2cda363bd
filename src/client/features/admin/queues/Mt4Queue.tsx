import { formatUsd } from '../../../../shared/money';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

const mt4: QueueConfig<'mt4-subscriptions'> = {
  queue: 'mt4-subscriptions',
  title: 'MT4 subscriptions',
  // The MT4 statuses of src/server/db/schema/mt4.ts.
  statuses: ['pending', 'active', 'rejected', 'expired'],
  columns: [
    { header: 'Investor', cell: (row) => <InvestorCell row={row} /> },
    { header: 'Duration', cell: (row) => `${row.duration} (${formatUsd(row.amountCents)})` },
    { header: 'MT4 ID', cell: (row) => row.mt4Id },
    { header: 'Account', cell: (row) => `${row.accountType}, ${row.currency}, ${row.leverage}` },
    { header: 'Server', cell: (row) => row.server },
    { header: 'Runs', cell: (row) => (row.startsAt ? `${row.startsAt.slice(0, 10)} to ${row.endsAt?.slice(0, 10)}` : '—') },
    { header: 'Requested', cell: (row) => formatWhen(row.createdAt) },
  ],
  subject: (row) => `${row.duration} MT4 subscription of ${row.email}`,
};

/** Approving starts the subscription now for its months; rejecting refunds the price. */
export default function Mt4Queue() {
  return <QueuePage config={mt4} />;
}
