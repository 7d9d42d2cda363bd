import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../format';
import { percentText } from '../../../shared/percent-text';
import { formatUsd } from '../../../shared/money';
import type { PlanDto } from '../../../shared/schemas/plans';

/** A plan's terms (rate, duration, limits, bonus); the plans page, the invest flow and the public plans page show them. */
export function PlanFacts({ plan }: { plan: PlanDto }) {
  const { t, i18n } = useTranslation();
  const facts: Array<[string, string]> = [
    ['minimum', formatUsd(plan.minCents)],
    ['maximum', plan.maxCents === null ? t('plans.facts.unlimited') : formatUsd(plan.maxCents)],
    ['cumulativeProfit', percentText(plan.roiBps, i18n.language)],
    ['referralBonus', percentText(plan.referralBonusBps, i18n.language)],
    ['duration', formatDuration(t, plan.durationDays)],
  ];
  return (
    <Stack gap={4}>
      {facts.map(([fact, value]) => (
        <Group key={fact} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t(`plans.facts.${fact}`)}
          </Text>
          <Text size="sm" fw={600}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
