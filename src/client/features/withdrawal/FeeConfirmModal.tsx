import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../../shared/percent-text';
import { DetailsTable } from '../../components/DetailsTable';
import { formatUsd } from '../../../shared/money';
import { withdrawalFeeCents } from '../../../shared/schemas/withdrawals';

interface FeeConfirmModalProps {
  opened: boolean;
  amountCents: number;
  feeBps: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Shown when the investor's fee is above 0 %; closes by Cancel, the close button or the backdrop. */
export function FeeConfirmModal({ opened, amountCents, feeBps, busy, onCancel, onConfirm }: FeeConfirmModalProps) {
  const { t, i18n } = useTranslation();
  const feeCents = withdrawalFeeCents(amountCents, feeBps);
  const fee = percentText(feeBps, i18n.language);
  const rows: Array<[string, string]> = [
    [t('withdrawal.amount'), formatUsd(amountCents)],
    [t('withdrawal.feeModal.fee', { fee }), formatUsd(feeCents)],
    [t('withdrawal.feeModal.total'), formatUsd(amountCents + feeCents)],
  ];
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('withdrawal.feeModal.title')}
      centered
      closeButtonProps={{ 'aria-label': t('withdrawal.feeModal.close') }}
    >
      <Stack>
        <Text size="sm">{t('withdrawal.feeModal.notice', { fee })}</Text>
        <DetailsTable label={t('withdrawal.feeModal.label')} rows={rows} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('withdrawal.feeModal.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {t('withdrawal.feeModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
