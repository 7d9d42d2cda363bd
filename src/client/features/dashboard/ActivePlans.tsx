import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../shared/money';
import type { DashboardSummary } from '../../../shared/schemas/dashboard';
import { formatDay } from '../../components/format';

/** The money in plans: how much, in which plans, how far each is from maturity and what it has paid. */
export function ActivePlans({ summary, balanceCents }: { summary: DashboardSummary; balanceCents: number }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { key: 'accountFunds', cents: balanceCents },
    { key: 'invested', cents: summary.investedCents },
    { key: 'profitPaid', cents: summary.profitPaidCents },
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="my-money">
      <Title order={3} size="h4" id="my-money">
        {t('dashboard.myMoney')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} mt="sm">
        {figures.map((figure) => (
          <div key={figure.key}>
            <Text size="sm" c="dimmed">
              {t(`dashboard.${figure.key}`)}
            </Text>
            <Text size="xl" fw={700}>
              {formatUsd(figure.cents)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Title order={4} size="h5" mt="md">
        {t('dashboard.activePlans')}
      </Title>
      {summary.activePlans.length === 0 ? (
        <Text c="dimmed" size="sm" mt={4}>
          {t('dashboard.noActivePlans')}
        </Text>
      ) : (
        <Stack gap="sm" mt="xs">
          {summary.activePlans.map((plan) => {
            const percent = Math.min(100, Math.round((plan.paidPeriods / Math.max(1, plan.durationDays)) * 100));
            return (
              <div key={plan.id} data-testid="active-plan">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>
                    {plan.planName} · {formatUsd(plan.amountCents)}
                  </Text>
                  <Text size="sm">
                    {t('dashboard.profitPaid')}: {formatUsd(plan.profitPaidCents)}
                  </Text>
                </Group>
                <Progress value={percent} mt={4} aria-label={plan.planName} />
                <Text size="sm" c="dimmed" mt={2}>
                  {t('dashboard.progress', { paid: plan.paidPeriods, total: plan.durationDays })}
                  {plan.maturesAt && ` · ${t('dashboard.maturesOn', { date: formatDay(plan.maturesAt, i18n.language) })}`}
                </Text>
              </div>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
