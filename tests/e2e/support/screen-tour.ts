import { expect, type Page } from '@playwright/test';
import { PAYOUT_BTC } from './money-fixtures';
import { confirmPasswordInDialog, stepUpDialog } from './step-up';

/** One state of one screen: `show` brings the page there from anywhere and waits until it has settled. */
export interface ScreenState {
  name: string;
  show: (page: Page) => Promise<void>;
  /** Where the state differs from the one before (a dialog, a menu, a tab's panel): only that part is checked again. */
  scope?: string;
}

const DIALOG = '[role="dialog"]';
const TAB_PANEL = '[role="tabpanel"]';

/** The screen has its heading and nothing is loading any more (a loader, or a button showing it is busy). */
async function settled(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

const screen = (path: string, name = path): ScreenState => ({ name, show: (page) => open(page, path) });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** A tab of a page; after the page's first tab, only the panel is new. */
const tab = (path: string, name: string, index = 0): ScreenState => ({
  name: `${path} ${name}`,
  scope: index > 0 ? TAB_PANEL : undefined,
  show: async (page) => {
    if (!page.url().endsWith(path)) await open(page, path);
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await settled(page);
  },
});

/** Signed out: the site, sign-in and its second step, registration, password reset, e-mail verification; forms with their errors showing. */
export const PUBLIC_SCREENS: ScreenState[] = [
  ...['/', '/about.html', '/contact.html', '/faq.html', '/terms.html', '/plans.html', '/kyc.html', '/privacy.html'].map((path) => screen(path)),
  {
    name: '/auth/login with errors',
    show: async (page) => {
      await open(page, '/auth/login');
      await page.getByRole('button', { name: /sign in/i }).click();
      await expect(page.getByText('Email is required.').first()).toBeVisible();
    },
  },
  {
    name: '/auth/register with errors',
    show: async (page) => {
      await open(page, '/auth/register.html');
      await page.getByRole('button', { name: /create account|register/i }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  screen('/auth/forgot-password'),
  screen('/auth/reset-password?token=not-a-real-token', '/auth/reset-password'),
  screen('/auth/accept-invite?token=not-a-real-token', '/auth/accept-invite'),
  screen('/auth/verify-email?token=not-a-real-token', '/auth/verify-email'),
];

/** The sign-in's second step, as an operator with two-factor sign-in sees it (the code is not sent). */
export const TWO_FACTOR_STEP: ScreenState = {
  name: '/auth/login code step',
  show: async (page) => {
    await open(page, '/auth/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('admin-password-e2e');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByLabel('Authentication code')).toBeVisible();
  },
};

const investFlowStep = (name: string, reach: (page: Page) => Promise<void>, scope?: string): ScreenState => ({ name: `/deposit ${name}`, show: reach, scope });

const toFunding = async (page: Page) => {
  await open(page, '/deposit');
  await page.getByRole('region', { name: 'Gold' }).getByRole('button', { name: 'Choose Plan' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
};
const toConfirmation = async (page: Page) => {
  await toFunding(page);
  await page.getByLabel(/Deposit request/).check();
  await page.getByLabel('Payment method').selectOption('Bitcoin');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Confirm Investment' })).toBeVisible();
};

/** Every signed-in screen of the investor, with its tabs, steps, menus and dialogs open in turn. */
export const INVESTOR_SCREENS: ScreenState[] = [
  screen('/dashboards'),
  {
    name: '/dashboards user menu',
    scope: '[role="menu"]',
    show: async (page) => {
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  screen('/buy-plan'),
  investFlowStep('1 plan', (page) => open(page, '/deposit')),
  investFlowStep('2 funding', toFunding),
  investFlowStep('3 confirmation', toConfirmation),
  investFlowStep(
    'submitted dialog',
    async (page) => {
      await toConfirmation(page);
      await page.getByRole('button', { name: 'Confirm Investment' }).click();
      await expect(dialog(page, 'Investment Deposit Request Submitted')).toBeVisible();
    },
    DIALOG,
  ),
  investFlowStep('submitted', async (page) => {
    await dialog(page, 'Investment Deposit Request Submitted').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Start New Investment' })).toBeVisible();
  }),
  screen('/withdrawal'),
  {
    name: '/withdrawal fee dialog',
    scope: DIALOG,
    show: async (page) => {
      await page.getByLabel('Wallet address').fill(PAYOUT_BTC);
      await page.getByLabel('Amount').fill('60');
      await page.getByLabel('Confirmation code').fill('123456');
      await page.getByRole('button', { name: 'Request Withdrawal' }).click();
      await expect(dialog(page, 'Confirm Withdrawal Fee')).toBeVisible();
    },
  },
  {
    name: '/withdrawal field error',
    show: async (page) => {
      await dialog(page, 'Confirm Withdrawal Fee').getByRole('button', { name: 'Cancel' }).click();
      await page.getByLabel('Amount').fill('999999');
      await page.getByRole('button', { name: 'Request Withdrawal' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  ...['Deposits', 'Withdrawals', 'Investments', 'Others'].map((name, index) => tab('/tradinghistory', name, index)),
  {
    name: 'MT4 dialog',
    scope: DIALOG,
    show: async (page) => {
      await page.getByRole('button', { name: 'Subscribe to Trading' }).click();
      await expect(dialog(page, 'Subscribe to Trading')).toBeVisible();
    },
  },
  screen('/dhistory'),
  screen('/whistory'),
  screen('/accounthistory'),
  ...['Personal Settings', 'Withdrawal Settings', 'Password/Security', 'Other Settings'].map((name, index) => tab('/account-settings', name, index)),
  {
    // Each layout's tour signs in afresh, so setting up two-factor sign-in asks for the password first.
    name: '/account-settings step-up dialog',
    scope: DIALOG,
    show: async (page) => {
      await tab('/account-settings', 'Password/Security').show(page);
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await expect(stepUpDialog(page)).toBeVisible();
    },
  },
  {
    name: '/account-settings two-factor set-up',
    scope: TAB_PANEL,
    show: async (page) => {
      await confirmPasswordInDialog(page);
      await expect(page.getByLabel('Code from the app')).toBeVisible();
    },
  },
  screen('/dashboards/manage-account-security'),
  {
    name: '/kyc step 1 with errors',
    show: async (page) => {
      await open(page, '/kyc');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Full name is required.')).toBeVisible();
    },
  },
  {
    name: '/kyc step 2 with the ID types open',
    show: async (page) => {
      await page.getByLabel('Full name').fill('Tess Tour');
      await page.getByLabel('Date of birth').fill('1988-07-14');
      await page.getByLabel('Address').fill('5 Market Street, Leeds');
      await page.getByLabel('Country').fill('United Kingdom');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('combobox', { name: 'ID type' }).click();
      await expect(page.getByRole('listbox', { name: 'ID type' })).toBeVisible();
    },
  },
  {
    name: '/kyc step 3',
    show: async (page) => {
      await page.getByRole('listbox', { name: 'ID type' }).getByRole('option', { name: 'Passport' }).click();
      await page.getByLabel('ID number').fill('P7654321');
      await page.getByLabel('Expiry date').fill('2034-03-31');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('button', { name: 'Submit KYC' })).toBeVisible();
    },
  },
  screen('/referuser'),
  screen('/support'),
  screen('/notification'),
];

/** On a phone the navigation sits behind the burger. */
export const PHONE_MENU: ScreenState = {
  name: 'phone menu',
  show: async (page) => {
    await open(page, '/dashboards');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  },
};

const adminScreen = (section: string, heading: string): ScreenState => ({
  name: `/admin/${section}`,
  show: async (page) => {
    await page.goto(`/admin/${section}`);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  },
});

const adminDialog = (name: string, opener: string | RegExp, title: string | RegExp): ScreenState => ({
  name,
  scope: DIALOG,
  show: async (page) => {
    await page.getByRole('button', { name: opener }).first().click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  },
});

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

/** The back office: each section, its decision and editing dialogs, and the two-factor enrolment it asks for first. */
export const ADMIN_SCREENS: ScreenState[] = [
  adminScreen('deposits', 'Deposits'),
  adminDialog('/admin/deposits approve dialog', /^Approve deposit/, 'Approve request'),
  {
    name: '/admin/deposits reject dialog',
    scope: DIALOG,
    show: async (page) => {
      await closeDialog(page);
      await adminDialog('', /^Reject deposit/, 'Reject request').show(page);
    },
  },
  adminScreen('withdrawals', 'Withdrawals'),
  adminScreen('kyc', 'KYC'),
  adminScreen('mt4', 'MT4 subscriptions'),
  adminScreen('investors', 'Investors'),
  adminDialog('/admin/investors adjustment dialog', /^Adjust balance of/, /Adjust balance/),
  {
    name: '/admin/investors withdrawal settings dialog',
    scope: DIALOG,
    show: async (page) => {
      await closeDialog(page);
      await adminDialog('', /^Withdrawal settings of/, /Withdrawal settings/).show(page);
    },
  },
  adminScreen('adjustments', 'Adjustments'),
  adminScreen('plans', 'Plans'),
  adminDialog('/admin/plans plan dialog', 'New plan', /plan/i),
  adminScreen('payment-methods', 'Payment methods'),
  adminDialog('/admin/payment-methods dialog', 'New payment method', /payment method/i),
  adminScreen('audit-log', 'Audit log'),
  adminScreen('ledger', 'Ledger'),
  adminScreen('reconciliation', 'Reconciliation'),
  adminScreen('support', 'Support conversations'),
  {
    // The operator is enrolled already: the console is shown as it is before enrolment.
    name: '/admin two-factor enrolment',
    show: async (page) => {
      await page.route('**/api/me/two-factor', (route) =>
        route.request().method() === 'GET' ? route.fulfill({ json: { enabled: false, recoveryCodesLeft: 0 } }) : route.continue(),
      );
      await page.goto('/admin');
      await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
      await page.unroute('**/api/me/two-factor');
    },
  },
];
