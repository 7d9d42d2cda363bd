import { lazy, Suspense } from 'react';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session';
import { displayName } from '../../../shared/display-name';
import { ReferralLinkBox } from './ReferralLinkBox';
import { SummaryCards } from './SummaryCards';
import { LatestWithdrawalsSample } from './LatestWithdrawalsSample';
import { FirstSteps } from './FirstSteps';
import { ActivePlans } from './ActivePlans';
import { BalanceHistory } from './BalanceHistory';
import { dashboardSummaryQuery } from './queries';
import { SubscribeToTradingButton } from '../../components/mt4/SubscribeToTradingButton';
import { CoinTicker } from '../../components/market/CoinTicker';
import { CryptoNews } from '../../components/market/CryptoNews';
import { CoinPriceBar } from '../../components/market/CoinPriceBar';
import { AfterFirstRender } from '../../components/AfterFirstRender';
import { WhenNearView } from '../../components/WhenNearView';

// The chart library is the largest widget: it loads after the figures that matter.
const StockChart = lazy(() => import('../../components/market/StockChart'));

/** The investor's own money first; the market material, sample data unless a feed is set, below it. */
export default function DashboardHomePage() {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const summary = useQuery(dashboardSummaryQuery).data;
  if (!user) return null;
  return (
    <Stack gap="lg" pb={40}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t('dashboard.welcome', { name: displayName(user) })}</Title>
        <SubscribeToTradingButton />
      </Group>
      {summary && <FirstSteps steps={summary.firstSteps} />}
      {summary && <ActivePlans summary={summary} balanceCents={user.balanceCents} />}
      {summary && <BalanceHistory history={summary.history} />}
      <ReferralLinkBox myReferralId={user.myReferralId} />
      <SummaryCards user={user} />
      <Stack gap={4} component="section" aria-labelledby="market-material">
        <Title order={2} size="h3" id="market-material">
          {t('dashboard.marketTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.marketCaption')}
        </Text>
      </Stack>
      {/* Sample material below the investor's own figures: drawn after them, and laid out by the
          browser only as it nears the screen (two screens down on a phone). */}
      <AfterFirstRender>
        <Stack gap="lg" style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 1500px' }}>
          <CoinTicker />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <WhenNearView>
              <Suspense>
                <StockChart />
              </Suspense>
            </WhenNearView>
            <CryptoNews />
          </SimpleGrid>
          <LatestWithdrawalsSample />
          <CoinPriceBar />
        </Stack>
      </AfterFirstRender>
    </Stack>
  );
}
