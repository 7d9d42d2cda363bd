import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { mayOpenSection, type AdminSection } from '../../../shared/operator-roles';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session';

/** Each section and its name's key under admin.nav. */
const ADMIN_SECTIONS: readonly { path: AdminSection; label: string }[] = [
  { path: 'deposits', label: 'deposits' },
  { path: 'withdrawals', label: 'withdrawals' },
  { path: 'kyc', label: 'kyc' },
  { path: 'mt4', label: 'mt4' },
  { path: 'investors', label: 'investors' },
  { path: 'adjustments', label: 'adjustments' },
  { path: 'plans', label: 'plans' },
  { path: 'payment-methods', label: 'paymentMethods' },
  { path: 'audit-log', label: 'auditLog' },
  { path: 'ledger', label: 'ledger' },
  { path: 'reconciliation', label: 'reconciliation' },
  { path: 'operators', label: 'operators' },
  { path: 'support', label: 'support' },
];

export function AdminNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const role = useSession().data?.user.operatorRole;
  return (
    // The console's navbar is the navigation landmark and carries its name.
    <Stack gap={2}>
      {ADMIN_SECTIONS.filter((section) => mayOpenSection(role, section.path)).map((section) => {
        const to = `${paths.admin}/${section.path}`;
        return <NavLink key={section.path} component={Link} to={to} label={t(`admin.nav.${section.label}`)} active={pathname === to} onClick={onNavigate} />;
      })}
      <NavLink component={Link} to={paths.dashboard} label={t('admin.nav.investorDashboard')} />
    </Stack>
  );
}
