import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { mayOpenSection, type AdminSection } from '../../../shared/operator-roles';
import { useSession } from '../../session';

const ADMIN_SECTIONS: readonly { path: AdminSection; label: string }[] = [
  { path: 'deposits', label: 'Deposits' },
  { path: 'withdrawals', label: 'Withdrawals' },
  { path: 'kyc', label: 'KYC' },
  { path: 'mt4', label: 'MT4 subscriptions' },
  { path: 'investors', label: 'Investors' },
  { path: 'adjustments', label: 'Adjustments' },
  { path: 'plans', label: 'Plans' },
  { path: 'payment-methods', label: 'Payment methods' },
  { path: 'audit-log', label: 'Audit log' },
  { path: 'ledger', label: 'Ledger' },
  { path: 'reconciliation', label: 'Reconciliation' },
  { path: 'operators', label: 'Operators' },
  { path: 'support', label: 'Support' },
];

export function AdminNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const role = useSession().data?.user.operatorRole;
  return (
    // The console's navbar is the navigation landmark and carries its name.
    <Stack gap={2}>
      {ADMIN_SECTIONS.filter((section) => mayOpenSection(role, section.path)).map((section) => {
        const to = `${paths.admin}/${section.path}`;
        return <NavLink key={section.path} component={Link} to={to} label={section.label} active={pathname === to} onClick={onNavigate} />;
      })}
      <NavLink component={Link} to={paths.dashboard} label="Investor dashboard" />
    </Stack>
  );
}
