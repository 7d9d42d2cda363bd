/** Every route of the product: both path families are kept, and several reach the same screen. */
export const paths = {
  root: '/',
  home: '/home.html',
  login: '/auth/login',
  register: '/auth/register.html',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
  about: '/about.html',
  contact: '/contact.html',
  faq: '/faq.html',
  terms: '/terms.html',
  plansInfo: '/plans.html',
  kycPolicy: '/kyc.html',
  privacy: '/privacy.html',

  dashboard: '/dashboards',
  buyPlan: '/buy-plan',
  tradingHistory: '/tradinghistory',
  invest: '/deposit',
  depositHistory: '/dhistory',
  withdrawal: '/withdrawal',
  withdrawalHistory: '/whistory',
  accountSettings: '/account-settings',
  referUser: '/referuser',
  accountHistory: '/accounthistory',
  support: '/support',
  kyc: '/kyc',

  dashboardsDeposit: '/dashboards/deposit',
  dashboardsBuyPlan: '/dashboards/buy-plan',
  manageAccountSecurity: '/dashboards/manage-account-security',
  authDashboardDeposits: '/auth/dashboard/deposits',
  authDashboardBuyPlan: '/auth/dashboard/buy-plan',
  authDashboardWithdrawal: '/auth/dashboard/withdrawal',
  authDashboardReferUser: '/auth/dashboard/referuser',
  profile: '/profile',
  notification: '/notification',

  admin: '/admin',
} as const;

export const registerLink = (origin: string, myReferralId: string) => `${origin}${paths.register}?referralid=${encodeURIComponent(myReferralId)}`;
