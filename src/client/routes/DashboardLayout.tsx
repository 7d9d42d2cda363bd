import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useSession } from '../session';
import { useAccountLanguage } from '../i18n/account-language';
import { DashboardShell } from './dashboard-shell';

const loading = (
  <Center h="50vh">
    <Loader aria-label="Loading" />
  </Center>
);

/** Guards every signed-in screen and wraps it in the shell; the admin console brings its own. */
export function DashboardLayout({ signedOutTo, bare = false }: { signedOutTo: string; bare?: boolean }) {
  const session = useSession();
  useAccountLanguage(session.data?.user);
  if (session.isPending) return loading;
  if (!session.data) return <Navigate to={signedOutTo} replace />;
  if (bare)
    return (
      <Suspense fallback={loading}>
        <Outlet />
      </Suspense>
    );
  return (
    <DashboardShell session={session.data}>
      <Outlet />
    </DashboardShell>
  );
}
