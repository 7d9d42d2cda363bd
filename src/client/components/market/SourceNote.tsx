import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MarketOverview } from '../../../shared/schemas/market';

/** The honesty rule: market figures say whether they are a sample or a delayed live feed. */
export function SourceNote({ market }: { market: Pick<MarketOverview, 'source' | 'asOf'> }) {
  const { t } = useTranslation();
  const asOf = dayjs(market.asOf).format('YYYY-MM-DD HH:mm');
  return (
    <Text size="xs" c="dimmed">
      {market.source === 'sample' ? t('market.sampleNote', { asOf }) : t('market.delayedNote', { asOf })}
    </Text>
  );
}
