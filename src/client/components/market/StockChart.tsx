import { useEffect, useRef } from 'react';
import { Card, Title, useComputedColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CandlestickSeries, createChart } from 'lightweight-charts';
import { marketQuery } from './queries';
import { SourceNote } from './SourceNote';

/** Candles arrive in cents; the chart draws dollars (display only, never stored or summed). */
const toDollars = (cents: number) => cents / 100;

export default function StockChart() {
  const { t } = useTranslation();
  const market = useQuery(marketQuery).data;
  const container = useRef<HTMLDivElement>(null);
  // Known at the first render: learnt in an effect, a dark screen's chart was built twice, light then dark.
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });

  useEffect(() => {
    if (!market || !container.current) return;
    const dark = scheme === 'dark';
    const chart = createChart(container.current, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: dark ? '#c9c9c9' : '#333' },
      grid: { vertLines: { visible: false }, horzLines: { color: dark ? '#2c2e33' : '#eee' } },
    });
    const series = chart.addSeries(CandlestickSeries);
    series.setData(
      market.chart.candles.map((candle) => ({
        time: candle.time,
        open: toDollars(candle.openCents),
        high: toDollars(candle.highCents),
        low: toDollars(candle.lowCents),
        close: toDollars(candle.closeCents),
      })),
    );
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [market, scheme]);

  if (!market) return null;
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4">
        {t('market.chartHeading', { symbol: market.chart.symbol })}
      </Title>
      <div ref={container} style={{ height: 300 }} />
      <SourceNote market={market} />
    </Card>
  );
}
