import { Badge, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COIN_TICKER_ITEMS } from '../../../shared/constants';
import { marketQuery } from './queries';
import { changeColor, quoteChange, quotePrice } from './format';
import { SourceNote } from './SourceNote';

/** The coin ticker under the dashboard cards: COIN_TICKER_ITEMS (10) coins. */
export function CoinTicker() {
  const { t, i18n } = useTranslation();
  const market = useQuery(marketQuery).data;
  if (!market) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('market.tickerLabel')}>
      <Group gap="md" wrap="nowrap" style={{ overflowX: 'auto' }} data-testid="coin-ticker" tabIndex={0}>
        {market.coins.slice(0, COIN_TICKER_ITEMS).map((coin) => (
          <Group key={coin.symbol} gap={6} wrap="nowrap" style={{ flexShrink: 0 }} data-testid="coin-ticker-item">
            <Text fw={700} size="sm">
              {coin.symbol}
            </Text>
            <Text size="sm">{quotePrice(coin)}</Text>
            {/* bdi: on a right-to-left page the signed figure keeps its own order ("+1.84%", not "1.84%+"). */}
            <Badge variant="light" color={changeColor(coin)} size="sm">
              <bdi>{quoteChange(coin, i18n.language)}</bdi>
            </Badge>
          </Group>
        ))}
      </Group>
      <SourceNote market={market} />
    </Paper>
  );
}
