import { Button, Group, SimpleGrid, Stack, Text, Title, Card } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

const FEATURES = ['plans', 'withdrawals', 'mt4', 'ledger'];

export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap="sm" py="xl">
        <Title order={1}>{t('public.landing.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('public.landing.lead')}
        </Text>
        <Group>
          <Button component={Link} to={paths.register} size="md">
            {t('public.landing.createAccount')}
          </Button>
          <Button component={Link} to={paths.login} size="md" variant="default">
            {t('public.landing.signIn')}
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FEATURES.map((feature) => (
          <Card key={feature} withBorder>
            <Title order={2} size="h4">
              {t(`public.landing.features.${feature}.title`)}
            </Title>
            <Text mt="xs">{t(`public.landing.features.${feature}.text`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        <Trans i18nKey="public.landing.risk" components={{ faqLink: <Link to={paths.faq} /> }} />
      </Text>
    </Stack>
  );
}
