import { lazy, Suspense, useMemo } from 'react';
import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BalancePointDto } from '../../../shared/schemas/dashboard';
import { WhenNearView } from '../../components/WhenNearView';

const BalanceChart = lazy(() => import('./BalanceChart'));
/** The chart's height, kept by its empty place until it is drawn, so nothing below it moves. */
const CHART_HEIGHT = 260;

/** The investor's balance and profit over time, or a word on what will appear here. */
export function BalanceHistory({ history }: { history: BalancePointDto[] }) {
  const { t } = useTranslation();
  const labels = useMemo(() => ({ balance: t('dashboard.chart.balance'), profit: t('dashboard.profitPaid') }), [t]);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="balance-history">
      <Title order={3} size="h4" id="balance-history">
        {t('dashboard.chart.title')}
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed" mt="sm">
          {t('dashboard.chart.empty')}
        </Text>
      ) : (
        <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
          {/* On a phone the chart's top edge lies at the foot of the first screen. */}
          <WhenNearView shownShare={0.5} height={CHART_HEIGHT}>
            <BalanceChart history={history} labels={labels} height={CHART_HEIGHT} />
          </WhenNearView>
        </Suspense>
      )}
    </Card>
  );
}
