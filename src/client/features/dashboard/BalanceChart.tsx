import { useEffect, useRef } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import { createChart, LineSeries } from 'lightweight-charts';
import type { BalancePointDto } from '../../../shared/schemas/dashboard';

/** Cents are drawn as dollars here only (display, never stored or summed). */
const toDollars = (cents: number) => cents / 100;

/** Its own chunk: lightweight-charts loads only when there is a history to draw. */
export default function BalanceChart({ history, labels, height }: { history: BalancePointDto[]; labels: { balance: string; profit: string }; height: number }) {
  const container = useRef<HTMLDivElement>(null);
  // Known at the first render: learnt in an effect, a dark screen's chart was built twice, light then dark.
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => {
    if (!container.current) return;
    const dark = scheme === 'dark';
    const chart = createChart(container.current, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: dark ? '#c9c9c9' : '#333' },
      grid: { vertLines: { visible: false }, horzLines: { color: dark ? '#2c2e33' : '#eee' } },
    });
    const balance = chart.addSeries(LineSeries, { color: dark ? '#38d9a9' : '#087f5b', title: labels.balance });
    const profit = chart.addSeries(LineSeries, { color: dark ? '#ffd43b' : '#e67700', title: labels.profit });
    balance.setData(history.map((point) => ({ time: point.day, value: toDollars(point.balanceCents) })));
    profit.setData(history.map((point) => ({ time: point.day, value: toDollars(point.profitCents) })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [history, labels, scheme]);
  return <div ref={container} style={{ height }} data-testid="balance-chart" />;
}
