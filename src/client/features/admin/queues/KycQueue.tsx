import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KYC_FILE_SLOTS } from '../../../../shared/schemas/kyc';
import type { AdminKycDto } from '../../../../shared/schemas/admin';
import { formatWhen } from '../ui';
import { InvestorCell } from './investor-cell';
import { QueuePage, type QueueConfig } from './QueuePage';

/** The files open from the KYC file route, which serves them to their owner and to admins only. */
function DocumentLinks({ row }: { row: AdminKycDto }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {KYC_FILE_SLOTS.map((slot) => (
        <Anchor key={slot} size="sm" href={`/api/kyc/files/${encodeURIComponent(row.files[slot].id)}`} target="_blank" rel="noopener">
          {t('admin.kyc.document', {
            slot: t(`admin.kyc.slots.${slot}`),
            type: row.files[slot].contentType === 'application/pdf' ? t('admin.kyc.pdf') : t('admin.kyc.image'),
          })}
        </Anchor>
      ))}
    </Stack>
  );
}

const kyc: QueueConfig<'kyc'> = {
  queue: 'kyc',
  text: 'kyc',
  // The KYC statuses of src/server/db/schema/kyc.ts.
  statuses: ['pending', 'approved', 'rejected'],
  columns: (t) => [
    { header: t('admin.kyc.columns.investor'), cell: (row) => <InvestorCell row={row} /> },
    { header: t('admin.kyc.columns.nameOnId'), cell: (row) => row.fullName },
    { header: t('admin.kyc.columns.dateOfBirth'), cell: (row) => row.dob },
    { header: t('admin.kyc.columns.address'), cell: (row) => `${row.address}, ${row.country}` },
    { header: t('admin.kyc.columns.id'), cell: (row) => t('admin.kyc.idExpires', { type: row.idType, number: row.idNumber, date: row.expiryDate }) },
    { header: t('admin.kyc.columns.documents'), cell: (row) => <DocumentLinks row={row} /> },
    { header: t('admin.kyc.columns.submitted'), cell: (row) => formatWhen(row.createdAt) },
  ],
  subject: (row, t) => t('admin.kyc.subject', { email: row.email }),
};

export default function KycQueue() {
  return <QueuePage config={kyc} />;
}
