import { paths } from './paths';

/**
 * A screen's paragraph that the server draws under its heading, as the app shows it: the catalogue
 * key, the text size, and where each of its tagged parts links (`{{email}}` is the support mailbox).
 * The investor's own figures a paragraph shows are filled by the server (screens/first-paint.ts).
 */
export interface DrawnParagraph {
  key: string;
  size: 'xs' | 'sm' | 'md';
  links: Readonly<Record<string, string>>;
}

const riskDisclosure: DrawnParagraph = { key: 'plans.riskDisclosure', size: 'sm', links: { fullLink: paths.faq } };

/**
 * Every signed-in screen but the dashboard home: the paths of both families that reach it, the
 * catalogue key of its heading and, where it has one, its largest paragraph known before any data,
 * which the server draws into the page before the app has loaded (the footer's risk note is drawn
 * for every screen).
 */
export const SIGNED_IN_SCREENS = [
  {
    paths: [paths.buyPlan, paths.dashboardsDeposit, paths.dashboardsBuyPlan, paths.authDashboardBuyPlan],
    screen: 'buyPlan',
    title: 'plans.title',
    paragraph: riskDisclosure,
  },
  { paths: [paths.invest, paths.authDashboardDeposits], screen: 'invest', title: 'invest.title', paragraph: riskDisclosure },
  { paths: [paths.tradingHistory], screen: 'transactions', title: 'history.transactions.title' },
  { paths: [paths.depositHistory], screen: 'depositHistory', title: 'history.depositHistory.title' },
  { paths: [paths.withdrawalHistory], screen: 'withdrawalHistory', title: 'history.withdrawalHistory.title' },
  { paths: [paths.accountHistory], screen: 'roiHistory', title: 'history.roiHistory.title' },
  {
    paths: [paths.withdrawal, paths.authDashboardWithdrawal],
    screen: 'withdrawal',
    title: 'withdrawal.title',
    // The amount field's hint, for the coin the form starts with.
    paragraph: { key: 'withdrawal.hint', size: 'xs', links: {} },
  },
  { paths: [paths.accountSettings, paths.profile], screen: 'accountSettings', title: 'account.title' },
  {
    paths: [paths.manageAccountSecurity],
    screen: 'manageSecurity',
    title: 'account.security.title',
    paragraph: { key: 'account.security.intro', size: 'md', links: { settings: paths.accountSettings } },
  },
  { paths: [paths.referUser, paths.authDashboardReferUser], screen: 'referrals', title: 'referrals.title' },
  {
    paths: [paths.support],
    screen: 'support',
    title: 'support.title',
    paragraph: { key: 'support.mailbox', size: 'md', links: { mailbox: 'mailto:{{email}}' } },
  },
  { paths: [paths.kyc], screen: 'kyc', title: 'kyc.title' },
  { paths: [paths.notification], screen: 'notifications', title: 'notifications.title' },
] as const satisfies ReadonlyArray<{ paths: readonly string[]; screen: string; title: string; paragraph?: DrawnParagraph }>;
