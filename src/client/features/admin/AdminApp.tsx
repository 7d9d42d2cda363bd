import { AppShell, Burger, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../auth/session';
import { paths } from '../../../shared/paths';
import { LogoutForm } from '../../routes/shell/LogoutForm';
import { AdminNav } from './AdminNav';
import DepositsQueue from './queues/DepositsQueue';
import WithdrawalsQueue from './queues/WithdrawalsQueue';
import KycQueue from './queues/KycQueue';
import Mt4Queue from './queues/Mt4Queue';
import InvestorsPage from './investors/InvestorsPage';
import PlansPage from './plans/PlansPage';
import PaymentMethodsPage from './payment-methods/PaymentMethodsPage';
import AuditLogPage from './AuditLogPage';
import LedgerPage from './LedgerPage';
import ReconciliationPage from './ReconciliationPage';

/**
 * The back office, loaded lazily at /admin/* so investors never download it. The server answers
 * 404 to every /api/admin call from anyone else; this guard only spares them an empty console.
 */
export default function AdminApp() {
  const session = useSession();
  const [navOpened, nav] = useDisclosure(false);
  if (session.data?.user.role !== 'admin') return <Navigate to={paths.dashboard} replace />;

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={navOpened} onClick={nav.toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Title order={3}>Back office</Title>
          </Group>
          <Group>
            <Text size="sm" visibleFrom="sm">{session.data.user.email}</Text>
            <LogoutForm label="Log Out" variant="default" size="xs" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AdminNav onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Routes>
          <Route index element={<Navigate to="deposits" replace />} />
          <Route path="deposits" element={<DepositsQueue />} />
          <Route path="withdrawals" element={<WithdrawalsQueue />} />
          <Route path="kyc" element={<KycQueue />} />
          <Route path="mt4" element={<Mt4Queue />} />
          <Route path="investors" element={<InvestorsPage />} />
          <Route path="plans" element={<PlansPage />} />
          <Route path="payment-methods" element={<PaymentMethodsPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="ledger" element={<LedgerPage />} />
          <Route path="reconciliation" element={<ReconciliationPage />} />
          <Route path="*" element={<Navigate to="deposits" replace />} />
        </Routes>
      </AppShell.Main>
    </AppShell>
  );
}
