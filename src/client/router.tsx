import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { paths } from '../shared/paths';
import { RouteErrorScreen } from './routes/RouteErrorScreen';
import { FallbackRedirect } from './routes/FallbackRedirect';
import { ensureAreas } from './i18n';

type ScreenModule = Promise<{ default: React.ComponentType }>;

const page = (load: () => ScreenModule) => {
  const Component = lazy(load);
  return <Component />;
};

// The server's messages and money formatting appear on nearly every screen.
const SHARED_AREAS = ['messages', 'moneyUi'];

/** A screen's code together with the catalogue areas its text comes from (see i18n/catalogues.ts). */
const withText = <Module,>(areas: string[], load: () => Promise<Module>) => async (): Promise<Module> => {
  const [screen] = await Promise.all([load(), ensureAreas([...SHARED_AREAS, ...areas])]);
  return screen;
};

// Layouts load lazily too, so a first visit downloads only the frame it shows.
const PublicLayout = lazy(withText(['shell', 'auth'], () => import('./routes/PublicLayout').then((module) => ({ default: module.PublicLayout }))));
const DashboardLayout = lazy(
  withText(['shell', 'dashboard', 'market'], () => import('./routes/DashboardLayout').then((module) => ({ default: module.DashboardLayout }))),
);

const screens = {
  landing: withText(['public'], () => import('./features/public/LandingPage')),
  about: withText(['public'], () => import('./features/public/AboutPage')),
  contact: withText(['public'], () => import('./features/public/ContactPage')),
  faq: withText(['public'], () => import('./features/public/FaqPage')),
  terms: withText(['public'], () => import('./features/public/TermsPage')),
  plansInfo: withText(['public', 'plans'], () => import('./features/public/PlansInfoPage')),
  kycPolicy: withText(['public'], () => import('./features/public/KycPolicyPage')),
  privacy: withText(['public'], () => import('./features/public/PrivacyPage')),
  login: withText(['auth'], () => import('./features/auth/LoginPage')),
  register: withText(['auth'], () => import('./features/auth/RegisterPage')),
  dashboardHome: withText(['dashboard', 'market', 'mt4'], () => import('./features/dashboard/DashboardHomePage')),
  buyPlan: withText(['plans'], () => import('./features/plans/BuyPlanPage')),
  invest: withText(['invest', 'plans'], () => import('./features/invest/InvestFlowPage')),
  transactions: withText(['history', 'mt4'], () => import('./features/history/TransactionsPage')),
  depositHistory: withText(['history'], () => import('./features/history/DepositHistoryPage')),
  withdrawalHistory: withText(['history'], () => import('./features/history/WithdrawalHistoryPage')),
  roiHistory: withText(['history'], () => import('./features/history/RoiHistoryPage')),
  withdrawal: withText(['withdrawal'], () => import('./features/withdrawal/WithdrawalPage')),
  accountSettings: withText(['account'], () => import('./features/account/AccountSettingsPage')),
  manageSecurity: withText(['account'], () => import('./features/account/ManageSecurityPage')),
  referrals: withText(['referrals'], () => import('./features/referrals/ReferralsPage')),
  support: withText(['support'], () => import('./features/support/SupportPage')),
  kyc: withText(['kyc'], () => import('./features/kyc/KycPage')),
  notifications: withText(['notifications'], () => import('./features/notifications/NotificationsPage')),
  admin: () => import('./features/admin/AdminApp'),
};

/** Several paths of both families reach one screen (spec section 2; see ARCHITECTURE.md). */
const signedInScreens: Array<[string[], keyof typeof screens]> = [
  [[paths.buyPlan, paths.dashboardsDeposit, paths.dashboardsBuyPlan, paths.authDashboardBuyPlan], 'buyPlan'],
  [[paths.invest, paths.authDashboardDeposits], 'invest'],
  [[paths.tradingHistory], 'transactions'],
  [[paths.depositHistory], 'depositHistory'],
  [[paths.withdrawalHistory], 'withdrawalHistory'],
  [[paths.accountHistory], 'roiHistory'],
  [[paths.withdrawal, paths.authDashboardWithdrawal], 'withdrawal'],
  [[paths.accountSettings, paths.profile], 'accountSettings'],
  [[paths.manageAccountSecurity], 'manageSecurity'],
  [[paths.referUser, paths.authDashboardReferUser], 'referrals'],
  [[paths.support], 'support'],
  [[paths.kyc], 'kyc'],
  [[paths.notification], 'notifications'],
];

const publicScreens: Array<[string, keyof typeof screens]> = [
  [paths.root, 'landing'],
  [paths.home, 'landing'],
  [paths.about, 'about'],
  [paths.contact, 'contact'],
  [paths.faq, 'faq'],
  [paths.terms, 'terms'],
  [paths.plansInfo, 'plansInfo'],
  [paths.kycPolicy, 'kycPolicy'],
  [paths.privacy, 'privacy'],
  [paths.login, 'login'],
  [paths.register, 'register'],
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    element: (
      <Suspense fallback={<Center h="50vh"><Loader aria-label="Loading" /></Center>}>
        <Outlet />
      </Suspense>
    ),
    children: [
      { element: <PublicLayout />, children: publicScreens.map(([path, screen]) => ({ path, element: page(screens[screen]) })) },
      {
        // The dashboard home sends a signed-out visitor to the site root, every other screen to the login.
        path: paths.dashboard,
        element: <DashboardLayout signedOutTo={paths.root} />,
        children: [{ index: true, element: page(screens.dashboardHome) }],
      },
      {
        element: <DashboardLayout signedOutTo={paths.login} />,
        children: signedInScreens.flatMap(([routePaths, screen]) =>
          routePaths.map((path) => ({ path, element: page(screens[screen]) })),
        ),
      },
      { path: `${paths.admin}/*`, element: <DashboardLayout signedOutTo={paths.login} bare />, children: [{ path: '*', element: page(screens.admin) }] },
      { path: '/auth/logout', element: <Navigate to={paths.root} replace /> },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
