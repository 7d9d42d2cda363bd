import { Alert, Button, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { messages } from '../../../shared/messages';
import { plansQuery } from '../../components/plans/queries';
import { PlanFacts } from '../../components/plans/PlanFacts';
import { FullRiskDisclosure } from './FullRiskDisclosure';

export default function PlansInfoPage() {
  const { t } = useTranslation();
  const plans = useQuery(plansQuery);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('public.plans.title')}</Title>
      <Text c="dimmed">{t('public.plans.lead')}</Text>
      {plans.isPending && <Loader role="progressbar" aria-label={t('public.plans.loading')} />}
      {plans.isError && <Alert color="red">{messages.plansLoadFailed}</Alert>}
      {plans.data?.length === 0 && <Text>{t('plans.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {plans.data?.map((plan) => (
          <Card key={plan.id} withBorder>
            <Title order={2} size="h4" mb="xs">
              {plan.name}
            </Title>
            <PlanFacts plan={plan} />
            <Button component={Link} to={paths.register} mt="md" fullWidth>
              {t('public.plans.openAccount')}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      <FullRiskDisclosure />
    </Stack>
  );
}
