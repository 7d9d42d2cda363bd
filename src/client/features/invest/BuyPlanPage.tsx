import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PlanPurchaseCard } from './PlanPurchaseCard';
import { RiskDisclosure } from './RiskDisclosure';
import { plansQuery } from '../../components/plans/queries';
import { AvailableBalance } from '../../components/money/AvailableBalance';
import { useMessageText } from '../../i18n/message-text';
import { messages } from '../../../shared/messages';

export default function BuyPlanPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const plans = useQuery(plansQuery);
  return (
    <Stack>
      <Title order={2}>{t('plans.title')}</Title>
      <AvailableBalance />
      <RiskDisclosure />
      {plans.isPending && <Text c="dimmed">{t('plans.loading')}</Text>}
      {plans.isError && (
        <Alert color="red" role="alert">
          {text(messages.plansLoadFailed)}
        </Alert>
      )}
      {plans.data?.length === 0 && <Text c="dimmed">{t('plans.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {plans.data?.map((plan) => (
          <PlanPurchaseCard key={plan.id} plan={plan} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
