import { Suspense, type ReactNode } from 'react';
import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SessionDto } from '../../../shared/schemas/user';
import { ShellHeader } from './ShellHeader';
import { SidebarNav } from './SidebarNav';
import { ShellFooter } from './ShellFooter';
import { IdleWarning } from './IdleWarning';
import { EmailVerificationNotice } from '../../features/auth/email-verification/EmailVerificationNotice';

export function DashboardShell({ session, children }: { session: SessionDto; children: ReactNode }) {
  const [navOpened, nav] = useDisclosure(false);
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
      <AppShell.Header>
        <ShellHeader user={session.user} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <SidebarNav isAdmin={session.user.role === 'admin'} onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {!session.user.emailVerified && <EmailVerificationNotice />}
        <Suspense
          fallback={
            <Center h="50vh">
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          {children}
        </Suspense>
        <ShellFooter myReferralId={session.user.myReferralId} />
        <IdleWarning idleMinutes={session.idleMinutes} />
      </AppShell.Main>
    </AppShell>
  );
}
