import { lazy, Suspense } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session';
import { formatUsd } from '../../../shared/money';
import { displayName } from '../../components/display-name';
import { ReferralLinkBox } from './ReferralLinkBox';
import { SummaryCards } from './SummaryCards';
import { LatestWithdrawalsSample } from './LatestWithdrawalsSample';
import { SubscribeToTradingButton } from '../../components/mt4/SubscribeToTradingButton';
import { CoinTicker } from '../../components/market/CoinTicker';
import { CryptoNews } from '../../components/market/CryptoNews';
import { CoinPriceBar } from '../../components/market/CoinPriceBar';

// The chart library is the largest widget: it loads after the figures that matter.
const StockChart = lazy(() => import('../../components/market/StockChart'));

export default function DashboardHomePage() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <Stack gap="lg" pb={40}>
      <Title order={2}>{t('dashboard.welcome', { name: displayName(user) })}</Title>
      <Card withBorder padding="md">
        <Group justify="space-between">
          <div>
            <Text size="sm" c="dimmed">{t('dashboard.accountFunds')}</Text>
            <Text size="xl" fw={700}>{formatUsd(user.balanceCents)}</Text>
          </div>
          <SubscribeToTradingButton />
        </Group>
      </Card>
      <ReferralLinkBox myReferralId={user.myReferralId} />
      <SummaryCards user={user} />
      <CoinTicker />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Suspense>
          <StockChart />
        </Suspense>
        <CryptoNews />
      </SimpleGrid>
      <LatestWithdrawalsSample />
      <CoinPriceBar />
    </Stack>
  );
}
