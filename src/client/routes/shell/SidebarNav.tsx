import { Group, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LogoutForm } from '../../components/LogoutForm';

interface SidebarItem {
  labelKey: string;
  to: string;
  /**
   * Deposit and Withdraw appear in the sidebar on small screens only, that is
   * wherever the header's Fund and Withdraw buttons do not show (below the md breakpoint).
   */
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
    // The shell's navbar is the navigation landmark and carries its name.
    <Stack gap={2}>
      {visible.map((item) => (
        <NavLink
          key={item.labelKey}
          component={Link}
          to={item.to}
          label={t(`shell.nav.${item.labelKey}`)}
          active={current === item.to}
          onClick={onNavigate}
          hiddenFrom={item.smallScreensOnly ? 'md' : undefined}
        />
      ))}
      {/* On a phone the header keeps only the balance, the bell and the avatar; the rest lives here. */}
      <Stack gap="xs" hiddenFrom="sm" mt="sm" px="sm">
        <Group gap="xs">
          <LanguageSelect />
          <ColorSchemeToggle />
        </Group>
        <LogoutForm label={t('shell.logOut')} variant="light" color="red" fullWidth />
      </Stack>
    </Stack>
  );
}
