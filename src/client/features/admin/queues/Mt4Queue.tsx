import { formatUsd } from '../../../../shared/money';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

const mt4: QueueConfig<'mt4-subscriptions'> = {
  queue: 'mt4-subscriptions',
  text: 'mt4',
  // The MT4 statuses of src/server/db/schema/mt4.ts.
  statuses: ['pending', 'active', 'rejected', 'expired'],
  columns: (t) => [
    { header: t('admin.mt4.columns.investor'), cell: (row) => <InvestorCell row={row} /> },
    { header: t('admin.mt4.columns.duration'), cell: (row) => `${row.duration} (${formatUsd(row.amountCents)})` },
    { header: t('admin.mt4.columns.mt4Id'), cell: (row) => row.mt4Id },
    { header: t('admin.mt4.columns.account'), cell: (row) => `${row.accountType}, ${row.currency}, ${row.leverage}` },
    { header: t('admin.mt4.columns.server'), cell: (row) => row.server },
    {
      header: t('admin.mt4.columns.runs'),
      cell: (row) => (row.startsAt ? t('admin.mt4.runs', { from: row.startsAt.slice(0, 10), to: row.endsAt?.slice(0, 10) }) : '—'),
    },
    { header: t('admin.mt4.columns.requested'), cell: (row) => formatWhen(row.createdAt) },
  ],
  subject: (row, t) => t('admin.mt4.subject', { duration: row.duration, email: row.email }),
};

/** Approving starts the subscription now for its months; rejecting refunds the price. */
export default function Mt4Queue() {
  return <QueuePage config={mt4} />;
}
