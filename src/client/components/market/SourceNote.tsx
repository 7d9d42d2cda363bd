import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketOverview } from '../../../shared/schemas/market';
import { formatDate } from '../format';

/** The honesty rule: market figures say whether they are a sample or a delayed live feed. */
export function SourceNote({ market }: { market: Pick<MarketOverview, 'source' | 'asOf'> }) {
  const { t, i18n } = useTranslation();
  const asOf = formatDate(market.asOf, i18n.language);
  return (
    <Text size="xs" c="dimmed">
      {market.source === 'sample' ? t('market.sampleNote', { asOf }) : t('market.delayedNote', { asOf })}
    </Text>
  );
}
