import { paths } from './paths';

/**
 * Every signed-in screen but the dashboard home: the paths of both families that reach it, and the
 * catalogue key of its heading, which the server draws into the page before the app has loaded.
 */
export const SIGNED_IN_SCREENS = [
  { paths: [paths.buyPlan, paths.dashboardsDeposit, paths.dashboardsBuyPlan, paths.authDashboardBuyPlan], screen: 'buyPlan', title: 'plans.title' },
  { paths: [paths.invest, paths.authDashboardDeposits], screen: 'invest', title: 'invest.title' },
  { paths: [paths.tradingHistory], screen: 'transactions', title: 'history.transactions.title' },
  { paths: [paths.depositHistory], screen: 'depositHistory', title: 'history.depositHistory.title' },
  { paths: [paths.withdrawalHistory], screen: 'withdrawalHistory', title: 'history.withdrawalHistory.title' },
  { paths: [paths.accountHistory], screen: 'roiHistory', title: 'history.roiHistory.title' },
  { paths: [paths.withdrawal, paths.authDashboardWithdrawal], screen: 'withdrawal', title: 'withdrawal.title' },
  { paths: [paths.accountSettings, paths.profile], screen: 'accountSettings', title: 'account.title' },
  { paths: [paths.manageAccountSecurity], screen: 'manageSecurity', title: 'account.security.title' },
  { paths: [paths.referUser, paths.authDashboardReferUser], screen: 'referrals', title: 'referrals.title' },
  { paths: [paths.support], screen: 'support', title: 'support.title' },
  { paths: [paths.kyc], screen: 'kyc', title: 'kyc.title' },
  { paths: [paths.notification], screen: 'notifications', title: 'notifications.title' },
] as const;
