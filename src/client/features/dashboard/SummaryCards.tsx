import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUsd } from '../../../shared/money';
import { paths } from '../../../shared/paths';
import type { UserDto } from '../../../shared/schemas/user';

/** The dashboard's four summary cards, each with its own link. */
export function SummaryCards({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const cards = [
    { title: 'accountBalance', cents: user.balanceCents, link: 'depositLink', to: paths.authDashboardDeposits },
    { title: 'totalProfit', cents: user.totalProfitCents, link: 'buyPlanLink', to: paths.authDashboardBuyPlan },
    { title: 'totalDeposits', cents: user.totalDepositCents, link: 'withdrawLink', to: paths.authDashboardWithdrawal },
    { title: 'totalReferralBonus', cents: user.totalReferralCommissionCents, link: 'referralsLink', to: paths.authDashboardReferUser },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      {cards.map((card) => (
        <Card key={card.title} withBorder padding="md">
          <Text size="sm" c="dimmed">
            {t(`dashboard.${card.title}`)}
          </Text>
          <Text size="xl" fw={700}>
            {formatUsd(card.cents)}
          </Text>
          <Anchor component={Link} to={card.to} size="sm">
            {t(`dashboard.${card.link}`)}
          </Anchor>
        </Card>
      ))}
    </SimpleGrid>
  );
}
