import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session';
import { useAccountLanguage } from '../i18n/account-language';
import { DashboardShell } from './dashboard-shell';
import { ScreenSuspense, screenLoading } from '../components/ScreenSuspense';

/** Guards every signed-in screen and wraps it in the shell; the admin console brings its own. */
export function DashboardLayout({ signedOutTo, bare = false }: { signedOutTo: string; bare?: boolean }) {
  const session = useSession();
  useAccountLanguage(session.data?.user);
  if (session.isPending) return screenLoading;
  if (!session.data) return <Navigate to={signedOutTo} replace />;
  if (bare)
    return (
      <ScreenSuspense>
        <Outlet />
      </ScreenSuspense>
    );
  return (
    <DashboardShell session={session.data}>
      <Outlet />
    </DashboardShell>
  );
}
