import { AppShell, Burger, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../../session';
import { paths } from '../../../shared/paths';
import { mayOpenSection, type AdminSection } from '../../../shared/operator-roles';
import { LogoutForm } from '../../components/LogoutForm';
import { AdminNav } from './AdminNav';
import DepositsQueue from './queues/DepositsQueue';
import WithdrawalsQueue from './queues/WithdrawalsQueue';
import KycQueue from './queues/KycQueue';
import Mt4Queue from './queues/Mt4Queue';
import InvestorsPage from './investors/InvestorsPage';
import AdjustmentsQueue from './queues/AdjustmentsQueue';
import PlansPage from './plans/PlansPage';
import PaymentMethodsPage from './payment-methods/PaymentMethodsPage';
import AuditLogPage from './AuditLogPage';
import LedgerPage from './LedgerPage';
import ReconciliationPage from './ReconciliationPage';
import OperatorsPage from './operators/OperatorsPage';
import SupportConversationsPage from './support/SupportConversationsPage';
import { twoFactorQuery } from '../../components/two-factor/queries';
import { TwoFactorEnrolment } from '../../components/two-factor/TwoFactorEnrolment';
import { PhoneNavigationFocus, usePhoneNavigation } from '../../components/PhoneNavigation';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { ensureBackOfficeText } from './text/back-office-text';

const SECTION_PAGES: readonly [AdminSection, () => React.JSX.Element][] = [
  ['deposits', DepositsQueue],
  ['withdrawals', WithdrawalsQueue],
  ['kyc', KycQueue],
  ['mt4', Mt4Queue],
  ['investors', InvestorsPage],
  ['adjustments', AdjustmentsQueue],
  ['plans', PlansPage],
  ['payment-methods', PaymentMethodsPage],
  ['audit-log', AuditLogPage],
  ['ledger', LedgerPage],
  ['reconciliation', ReconciliationPage],
  ['operators', OperatorsPage],
  ['support', SupportConversationsPage],
];

/**
 * The back office, loaded lazily at /admin/* so investors never download it. The server answers
 * 404 to every /api/admin call from anyone else; this guard only spares them an empty console.
 */
export default function AdminApp() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const isAdmin = session.data?.user.role === 'admin';
  // The server refuses every back-office call until the operator has enrolled: lead them there first.
  const twoFactor = useQuery({ ...twoFactorQuery, enabled: isAdmin });
  const nav = usePhoneNavigation();
  // The language chosen in the header: its back-office text is fetched with English (the previous text stays meanwhile).
  const text = useQuery({
    queryKey: ['back-office-text', i18n.language],
    queryFn: () => ensureBackOfficeText(i18n.language),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  if (!isAdmin) return <Navigate to={paths.dashboard} replace />;
  const enrolled = twoFactor.data?.enabled === true;
  // The server refuses the rest with FORBIDDEN_ROLE; the console only offers what the role may use.
  const sections = SECTION_PAGES.filter(([path]) => mayOpenSection(session.data?.user.operatorRole, path));
  const firstSection = sections[0]?.[0] ?? 'investors';

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !nav.opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger
              opened={nav.opened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('admin.shell.toggleNavigation')}
              aria-expanded={nav.opened}
            />
            <Title order={3}>{t('admin.shell.title')}</Title>
          </Group>
          <Group>
            <Text size="sm" visibleFrom="sm">
              {session.data?.user.email}
            </Text>
            <LanguageSelect />
            <LogoutForm label={t('admin.shell.logOut')} variant="default" size="xs" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('admin.shell.navigation')} inert={nav.hiddenOffScreen}>
        <PhoneNavigationFocus opened={nav.opened}>
          <AdminNav onNavigate={nav.close} />
        </PhoneNavigationFocus>
      </AppShell.Navbar>
      <AppShell.Main>
        {(twoFactor.isPending || !text.data) && (
          <Center h={200}>
            <Loader role="progressbar" aria-label={t('admin.shell.loading')} />
          </Center>
        )}
        {text.data && twoFactor.data && !enrolled && (
          <Stack maw={560}>
            <Title order={2}>{t('account.twoFactor.adminTitle')}</Title>
            <Text>{t('account.twoFactor.adminIntro')}</Text>
            <TwoFactorEnrolment />
          </Stack>
        )}
        {text.data && enrolled && (
          <Routes>
            <Route index element={<Navigate to={firstSection} replace />} />
            {sections.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to={firstSection} replace />} />
          </Routes>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
