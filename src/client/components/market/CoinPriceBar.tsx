import { Box, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { marketQuery } from './queries';
import { changeColor, quoteChange, quotePrice } from './format';

/** The fixed bottom coin price bar of the dashboard home; a sample feed is labelled in the bar. */
export function CoinPriceBar() {
  const { t, i18n } = useTranslation();
  const market = useQuery(marketQuery).data;
  if (!market) return null;
  return (
    <Box
      component="aside"
      aria-label={t('market.priceBarLabel')}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      px="md"
      py={4}
      bg="var(--mantine-color-body)"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 150 }}
    >
      <Group gap="lg" wrap="nowrap" style={{ overflowX: 'auto' }} tabIndex={0}>
        {market.source === 'sample' && (
          <Text size="xs" fw={700} c="dimmed">
            {t('market.sample')}
          </Text>
        )}
        {market.coins.map((coin) => (
          <Text key={coin.symbol} size="xs" style={{ whiteSpace: 'nowrap' }}>
            {coin.name} {quotePrice(coin)}{' '}
            <Text span c={changeColor(coin)} size="xs">
              <bdi>{quoteChange(coin, i18n.language)}</bdi>
            </Text>
          </Text>
        ))}
      </Group>
    </Box>
  );
}
