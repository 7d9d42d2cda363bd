import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { progressOf, type InvestStep } from './flow-state';

export function InvestProgress({ step }: { step: InvestStep }) {
  const { t } = useTranslation();
  const value = progressOf(step);
  return (
    <Stack gap={6}>
      <Text fw={600}>{t(`invest.steps.${step}`)}</Text>
      <Progress.Root size="xl">
        <Progress.Section value={value} aria-label={t('invest.progress')}>
          <Progress.Label>{value}%</Progress.Label>
        </Progress.Section>
      </Progress.Root>
    </Stack>
  );
}
