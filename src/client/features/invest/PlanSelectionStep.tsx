import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlanFacts } from '../../components/plans/PlanFacts';
import type { PlanDto } from '../../../shared/schemas/plans';

export function PlanSelectionStep({ plans, onChoose }: { plans: PlanDto[]; onChoose: (plan: PlanDto) => void }) {
  const { t } = useTranslation();
  if (plans.length === 0) return <Text c="dimmed">{t('plans.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {plans.map((plan) => (
        <Card key={plan.id} withBorder padding="lg" component="section" aria-labelledby={`choose-plan-${plan.id}`}>
          <Stack>
            <Title order={3} id={`choose-plan-${plan.id}`}>
              {plan.name}
            </Title>
            <PlanFacts plan={plan} />
            <Button onClick={() => onChoose(plan)}>{t('invest.choosePlan')}</Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
