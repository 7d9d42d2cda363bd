import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { paths } from '../shared/paths';
import { SIGNED_IN_SCREENS } from '../shared/signed-in-screens';
import { RouteErrorScreen } from './routes/RouteErrorScreen';
import { FallbackRedirect } from './routes/FallbackRedirect';
import { DashboardShell } from './routes/dashboard-shell';
import { ensureAreas } from './i18n';
import { preloadable, type Preloadable } from './preloadable';
import { queryClient } from './query-client';
import type { RouteNeeds } from './route-preload';
import { sessionQuery } from './session';
import { ScreenSuspense } from './components/ScreenSuspense';

type ScreenModule = Promise<{ default: React.ComponentType }>;

// The server's messages and money formatting appear on nearly every screen.
const SHARED_AREAS = ['messages', 'moneyUi'];

/** A screen's code together with the catalogue areas its text comes from (see i18n/catalogues.ts). */
const withText =
  <Module,>(areas: string[], load: () => Promise<Module>) =>
  async (): Promise<Module> => {
    const [screen] = await Promise.all([load(), ensureAreas([...SHARED_AREAS, ...areas])]);
    return screen;
  };

const screenWithText = (areas: string[], load: () => ScreenModule) => preloadable(withText(areas, load));

// The dashboard layout needs the session and the home screen the market figures: asking for them
// with the code, rather than once it has rendered, saves a round trip each.
const prefetchSession = () => queryClient.prefetchQuery(sessionQuery);
const prefetchMarket = () => import('./components/market/queries').then(({ marketQuery }) => queryClient.prefetchQuery(marketQuery));
// The header's bell: asked for only once the shell had rendered, its answer drew the header again
// in a task of its own late in a phone's opening. Only with a session the server wrote into the page.
const prefetchUnreadCount = () =>
  queryClient.getQueryData(sessionQuery.queryKey) &&
  import('./features/notifications/queries').then(({ unreadCountQuery }) => queryClient.prefetchQuery(unreadCountQuery));

// Layouts load lazily too, so a first visit downloads only the frame it shows.
const loadPublicLayout = withText(['shell', 'auth'], () => import('./routes/PublicLayout').then((module) => ({ default: module.PublicLayout })));
const loadDashboardLayout = withText(['shell', 'dashboard', 'market'], () =>
  import('./routes/DashboardLayout').then((module) => ({ default: module.DashboardLayout })),
);
const PublicLayout = preloadable(loadPublicLayout);
const DashboardLayout = preloadable(loadDashboardLayout);

const screens = {
  landing: screenWithText(['public'], () => import('./features/public/LandingPage')),
  about: screenWithText(['public'], () => import('./features/public/AboutPage')),
  contact: screenWithText(['public'], () => import('./features/public/ContactPage')),
  faq: screenWithText(['public'], () => import('./features/public/FaqPage')),
  terms: screenWithText(['public'], () => import('./features/public/TermsPage')),
  plansInfo: screenWithText(['public', 'plans'], () => import('./features/public/PlansInfoPage')),
  kycPolicy: screenWithText(['public'], () => import('./features/public/KycPolicyPage')),
  privacy: screenWithText(['public'], () => import('./features/public/PrivacyPage')),
  login: screenWithText(['auth'], () => import('./features/auth/LoginPage')),
  register: screenWithText(['auth'], () => import('./features/auth/RegisterPage')),
  forgotPassword: screenWithText(['auth'], () => import('./features/auth/password-reset/ForgotPasswordPage')),
  resetPassword: screenWithText(['auth'], () => import('./features/auth/password-reset/ResetPasswordPage')),
  acceptInvite: screenWithText(['auth'], () => import('./features/auth/accept-invite/AcceptInvitePage')),
  verifyEmail: screenWithText(['auth'], () => import('./features/auth/email-verification/VerifyEmailPage')),
  freezeAccount: screenWithText(['auth'], () => import('./features/auth/freeze/FreezeAccountPage')),
  dashboardHome: screenWithText(['dashboard', 'market', 'mt4'], () => import('./features/dashboard/DashboardHomePage')),
  buyPlan: screenWithText(['plans'], () => import('./features/invest/BuyPlanPage')),
  invest: screenWithText(['invest', 'plans'], () => import('./features/invest/InvestFlowPage')),
  // A pending deposit's payment details reuse the invest flow's instructions and their text.
  transactions: screenWithText(['history', 'mt4', 'invest'], () => import('./features/history/TransactionsPage')),
  depositHistory: screenWithText(['history', 'invest'], () => import('./features/history/DepositHistoryPage')),
  withdrawalHistory: screenWithText(['history'], () => import('./features/history/WithdrawalHistoryPage')),
  roiHistory: screenWithText(['history'], () => import('./features/history/RoiHistoryPage')),
  withdrawal: screenWithText(['withdrawal'], () => import('./features/withdrawal/WithdrawalPage')),
  accountSettings: screenWithText(['account'], () => import('./features/account/AccountSettingsPage')),
  manageSecurity: screenWithText(['account'], () => import('./features/account/ManageSecurityPage')),
  referrals: screenWithText(['referrals'], () => import('./features/referrals/ReferralsPage')),
  support: screenWithText(['support'], () => import('./features/support/SupportPage')),
  kyc: screenWithText(['kyc'], () => import('./features/kyc/KycPage')),
  notifications: screenWithText(['notifications'], () => import('./features/notifications/NotificationsPage')),
  // The console is in English; its enrolment step shares the account screens' text.
  admin: screenWithText(['account'], () => import('./features/admin/AdminApp')),
};

/** A route showing `Screen`, whose code and text a first visit starts downloading at once. */
const screenRoute = (Screen: Preloadable<object>, data: RouteNeeds['data'] = []) => ({
  element: <Screen />,
  handle: { code: [Screen.preload], data } satisfies RouteNeeds,
});

/** The signed-in frame: the session, the layout and (unless the screen brings its own) the shell. */
const dashboardNeeds = (bare = false): RouteNeeds => ({
  code: bare ? [DashboardLayout.preload] : [DashboardLayout.preload, DashboardShell.preload],
  data: bare ? [prefetchSession] : [prefetchSession, prefetchUnreadCount],
});

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
  [paths.forgotPassword, 'forgotPassword'],
  [paths.resetPassword, 'resetPassword'],
  [paths.acceptInvite, 'acceptInvite'],
  [paths.verifyEmail, 'verifyEmail'],
  [paths.freezeAccount, 'freezeAccount'],
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    element: (
      <ScreenSuspense>
        <Outlet />
      </ScreenSuspense>
    ),
    children: [
      {
        element: <PublicLayout />,
        handle: { code: [PublicLayout.preload] } satisfies RouteNeeds,
        children: publicScreens.map(([path, screen]) => ({ path, ...screenRoute(screens[screen]) })),
      },
      {
        // The dashboard home sends a signed-out visitor to the site root, every other screen to the login.
        path: paths.dashboard,
        element: <DashboardLayout signedOutTo={paths.root} />,
        handle: dashboardNeeds(),
        children: [{ index: true, ...screenRoute(screens.dashboardHome, [prefetchMarket]) }],
      },
      {
        element: <DashboardLayout signedOutTo={paths.login} />,
        handle: dashboardNeeds(),
        children: SIGNED_IN_SCREENS.flatMap(({ paths: routePaths, screen }) => routePaths.map((path) => ({ path, ...screenRoute(screens[screen]) }))),
      },
      {
        path: `${paths.admin}/*`,
        element: <DashboardLayout signedOutTo={paths.login} bare />,
        handle: dashboardNeeds(true),
        children: [{ path: '*', ...screenRoute(screens.admin) }],
      },
      { path: '/auth/logout', element: <Navigate to={paths.root} replace /> },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
