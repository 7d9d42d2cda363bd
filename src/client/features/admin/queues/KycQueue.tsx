import { Anchor, Stack } from '@mantine/core';
import { KYC_FILE_SLOTS, KYC_SLOT_LABELS } from '../../../../shared/schemas/kyc';
import type { AdminKycDto } from '../../../../shared/schemas/admin';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

/** The files open from the KYC file route, which serves them to their owner and to admins only. */
function DocumentLinks({ row }: { row: AdminKycDto }) {
  return (
    <Stack gap={2}>
      {KYC_FILE_SLOTS.map((slot) => (
        <Anchor key={slot} size="sm" href={`/api/kyc/files/${encodeURIComponent(row.files[slot].id)}`} target="_blank" rel="noopener">
          {KYC_SLOT_LABELS[slot]} ({row.files[slot].contentType === 'application/pdf' ? 'PDF' : 'image'})
        </Anchor>
      ))}
    </Stack>
  );
}

const kyc: QueueConfig<'kyc'> = {
  queue: 'kyc',
  title: 'KYC',
  // The KYC statuses of src/server/db/schema/kyc.ts.
  statuses: ['pending', 'approved', 'rejected'],
  columns: [
    { header: 'Investor', cell: (row) => <InvestorCell row={row} /> },
    { header: 'Name on ID', cell: (row) => row.fullName },
    { header: 'Date of birth', cell: (row) => row.dob },
    { header: 'Address', cell: (row) => `${row.address}, ${row.country}` },
    { header: 'ID', cell: (row) => `${row.idType} ${row.idNumber} (expires ${row.expiryDate})` },
    { header: 'Documents', cell: (row) => <DocumentLinks row={row} /> },
    { header: 'Submitted', cell: (row) => formatWhen(row.createdAt) },
  ],
  subject: (row) => `KYC submission of ${row.email}`,
};

export default function KycQueue() {
  return <QueuePage config={kyc} />;
}
