import type { ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionDto } from '../../../shared/schemas/user';
import { ShellHeader } from './ShellHeader';
import { SidebarNav } from './SidebarNav';
import { ShellFooter } from './ShellFooter';
import { IdleWarning } from './IdleWarning';
import { EmailVerificationNotice } from '../../features/auth/email-verification/EmailVerificationNotice';
import { PhoneNavigationFocus, usePhoneNavigation } from '../../components/PhoneNavigation';
import { ScreenSuspense } from '../../components/ScreenSuspense';
import { AfterFirstRender } from '../../components/AfterFirstRender';

export function DashboardShell({ session, children }: { session: SessionDto; children: ReactNode }) {
  const { t } = useTranslation();
  const nav = usePhoneNavigation();
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !nav.opened } }} padding="md">
      <AppShell.Header>
        <ShellHeader user={session.user} navOpened={nav.opened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('shell.mainNavigation')} inert={nav.hiddenOffScreen}>
        <PhoneNavigationFocus opened={nav.opened}>
          {/* Behind the burger on a phone: drawn after the screen the investor opened. */}
          <AfterFirstRender>
            <SidebarNav isAdmin={session.user.role === 'admin'} onNavigate={nav.close} />
          </AfterFirstRender>
        </PhoneNavigationFocus>
      </AppShell.Navbar>
      <AppShell.Main>
        {!session.user.emailVerified && <EmailVerificationNotice />}
        <ScreenSuspense>{children}</ScreenSuspense>
        {/* Below the screen, and a closed dialog: a phone's first render holds its main thread for the screen alone. */}
        <AfterFirstRender>
          <ShellFooter myReferralId={session.user.myReferralId} />
          <IdleWarning idleMinutes={session.idleMinutes} />
        </AfterFirstRender>
      </AppShell.Main>
    </AppShell>
  );
}
