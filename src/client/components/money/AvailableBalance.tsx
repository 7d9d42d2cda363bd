import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session';
import { formatUsd } from '../../../shared/money';

/** The balance the server holds; refreshed after every money movement (see refresh.ts). */
export function useBalanceCents(): number {
  return useSession().data?.user.balanceCents ?? 0;
}

export function AvailableBalance() {
  const { t } = useTranslation();
  const balanceCents = useBalanceCents();
  return (
    <Text size="lg">
      {t('moneyUi.availableBalance')}{' '}
      <Text span fw={700}>
        {formatUsd(balanceCents)}
      </Text>
    </Text>
  );
}
