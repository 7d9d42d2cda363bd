import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';

interface SidebarItem {
  labelKey: string;
  to: string;
  /** Spec section 2: Deposit and Withdraw appear in the sidebar on small screens only. */
  smallScreensOnly?: boolean;
}

const items: SidebarItem[] = [
  { labelKey: 'dashboard', to: paths.dashboard },
  { labelKey: 'deposit', to: paths.invest, smallScreensOnly: true },
  { labelKey: 'withdraw', to: paths.withdrawal, smallScreensOnly: true },
  { labelKey: 'buyPlan', to: paths.buyPlan },
  { labelKey: 'profitTracker', to: paths.tradingHistory },
  { labelKey: 'viewActivePlans', to: `${paths.tradingHistory}?tab=investments` },
  { labelKey: 'userHistory', to: paths.accountHistory },
  { labelKey: 'depositHistory', to: paths.depositHistory },
  { labelKey: 'withdrawalHistory', to: paths.withdrawalHistory },
  { labelKey: 'referrals', to: paths.referUser },
  { labelKey: 'kyc', to: paths.kyc },
  { labelKey: 'support', to: paths.support },
];

export function SidebarNav({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const current = location.pathname + location.search;
  const visible = isAdmin ? [...items, { labelKey: 'backOffice', to: paths.admin }] : items;
  return (
    <Stack gap={2} component="nav" aria-label={t('shell.mainNavigation')}>
      {visible.map((item) => (
        <NavLink
          key={item.labelKey}
          component={Link}
          to={item.to}
          label={t(`shell.nav.${item.labelKey}`)}
          active={current === item.to}
          onClick={onNavigate}
          hiddenFrom={item.smallScreensOnly ? 'sm' : undefined}
        />
      ))}
    </Stack>
  );
}
