import { createElement as h, type ComponentType, type ReactElement } from 'react';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { catalogueInstance, catalogueLanguages, type CatalogueLanguage } from '../test-support/catalogue-instance';
import { renderText } from '../test-support/render-text';
import { session } from '../test-support/screen-fixtures';
import { accountQueryClient } from '../features/account/test-support/account-fixtures';
import { englishLeftovers, rawKeyPattern } from '../i18n/test-support/translation-check';
import AccountSettingsPage from '../features/account/AccountSettingsPage';
import ManageSecurityPage from '../features/account/ManageSecurityPage';
import { WithdrawalSettingsForm } from '../features/account/WithdrawalSettingsForm';
import { PasswordForm } from '../features/account/PasswordForm';
import { OtherSettingsForm } from '../features/account/OtherSettingsForm';
import { StatusMessage } from '../components/StatusMessage';
import { useTranslatedInputProps } from '../components/form-fields';
import KycPage from '../features/kyc/KycPage';
import { IdDetailsStep, UploadsStep } from '../features/kyc/KycSteps';
import { emptyKycForm } from '../features/kyc/kyc-form';
import ReferralsPage from '../features/referrals/ReferralsPage';
import SupportPage from '../features/support/SupportPage';
import NotificationsPage from '../features/notifications/NotificationsPage';
import { accountMessages, messages } from '../../shared/messages';

const SECTIONS = ['account', 'kyc', 'referrals', 'support', 'notifications', 'messages'] as const;
const RAW_KEY = rawKeyPattern(SECTIONS);

/** A later wizard step, with the wizard's form behind it. */
function WizardStep({ step }: { step: typeof IdDetailsStep }) {
  const form = useForm({ initialValues: emptyKycForm });
  return h(step, { inputProps: useTranslatedInputProps(form) });
}

/** What the investor is told after saving, copying or sending (English from the server or src/shared). */
const OUTCOMES = [
  messages.profileUpdated,
  messages.profileUpdateFailed('Full name is required.'),
  messages.withdrawalSettingsUpdated,
  messages.withdrawalSettingsFailed('Please enter a valid BTC address.'),
  messages.passwordUpdated,
  messages.passwordIncorrect,
  messages.passwordMismatch,
  messages.emailPreferencesUpdated,
  messages.referralCopied,
  messages.referralCopyFailed,
  messages.supportSucceeded,
  messages.supportFailed('Message is required.'),
  accountMessages.sessionEnded,
  accountMessages.kycSubmitted,
];
const Outcomes = () => h(Stack, null, ...OUTCOMES.map((message) => h(StatusMessage, { key: message, message })));

type Screen = [string, () => ReactElement, Parameters<typeof accountQueryClient>[0]?];
const screen = (component: ComponentType, options?: Parameters<typeof accountQueryClient>[0]): [() => ReactElement, typeof options] => [
  () => h(component),
  options,
];

const screens: Screen[] = [
  ['account settings', ...screen(AccountSettingsPage)],
  ['withdrawal settings tab', () => h(WithdrawalSettingsForm, { user: session.user })],
  ['password tab', () => h(PasswordForm)],
  ['other settings tab', () => h(OtherSettingsForm, { user: session.user })],
  ['manage account security', ...screen(ManageSecurityPage)],
  ['outcome messages', () => h(Outcomes)],
  ['KYC wizard', ...screen(KycPage)],
  ['KYC step 2', () => h(WizardStep, { step: IdDetailsStep })],
  ['KYC step 3', () => h(WizardStep, { step: UploadsStep })],
  ['KYC pending', ...screen(KycPage, { kyc: 'pending' })],
  ['KYC rejected', ...screen(KycPage, { kyc: 'rejected' })],
  ['referrals', ...screen(ReferralsPage)],
  ['referrals, empty', ...screen(ReferralsPage, { emptyLists: true })],
  ['support', ...screen(SupportPage)],
  ['notifications', ...screen(NotificationsPage)],
  ['notifications, empty', ...screen(NotificationsPage, { emptyLists: true })],
];

async function screenText(language: CatalogueLanguage, name: string): Promise<string> {
  const [, render, options] = screens.find(([screenName]) => screenName === name)!;
  return renderText(render(), await catalogueInstance(language), accountQueryClient(options));
}

describe('account, KYC, referral, support and notification screens in English keep the spec wording', () => {
  it.each([
    [
      'account settings',
      [
        'Account Settings',
        'Manage account security',
        'Personal Settings',
        'Withdrawal Settings',
        'Password/Security',
        'Other Settings',
        'Full name',
        'Your e-mail address cannot be changed.',
        'Update Profile',
      ],
    ],
    [
      'withdrawal settings tab',
      [
        'Bitcoin (BTC) address',
        'Ethereum (ETH) address',
        'Litecoin (LTC) address',
        'USDT address (ERC-20 or TRC-20)',
        'Tron (TRX) address',
        'Save Withdrawal Settings',
      ],
    ],
    ['password tab', ['Current password', 'New password', 'Confirm new password', 'Show or hide password', 'Update Password']],
    [
      'other settings tab',
      [
        'Send me one-time passcodes by e-mail',
        'E-mail me when profit (ROI) is paid',
        'E-mail me about my investment plans and deposit requests',
        'Save Preferences',
      ],
    ],
    [
      'manage account security',
      ['Manage Account Security', 'Account Settings', 'Firefox on a laptop', 'This device', 'Unknown device', 'End session', 'Mar 4, 2025'],
    ],
    ['outcome messages', OUTCOMES],
    ['KYC wizard', ['KYC Verification', 'Personal info', 'ID details', 'Uploads', 'Full name', 'Date of birth', 'Country', 'Next']],
    ['KYC step 2', ['ID type', 'Choose an ID type', 'ID number', 'Expiry date']],
    ['KYC step 3', ['ID front', 'ID back', 'Selfie', 'Image or PDF, at most 10 MB', 'Image, at most 10 MB']],
    ['KYC pending', ['Status: Pending', 'Your documents were received and are pending review.']],
    ['KYC rejected', ['Status: Rejected', 'Reason: Blurred photo', 'Personal info']],
    [
      'referrals',
      [
        'Referrals',
        'Referral link',
        'Copy',
        'Referral ID: ADA1',
        'Referred by: None',
        'Client name Ref. level Parent Client status Date registered',
        'Grace Hopper Level 1 Ada Lovelace Active',
      ],
    ],
    ['referrals, empty', ['No referrals found.']],
    ['support', ['Contact Support', 'support@invest.example', 'Name', 'Email', 'Message', 'Send']],
    [
      'notifications',
      [
        'Notifications',
        'Mark all as read',
        '1 unread notification',
        'KYC received',
        'Your KYC documents were received and are pending review.',
        'Mark as read',
        'Withdrawal sent',
        'Your withdrawal of $200.00 in BTC to bc1qpayout was sent.',
        'Read',
      ],
    ],
    ['notifications, empty', ['No unread notifications', 'No notifications yet.']],
  ])('%s', async (name, expected) => {
    const text = await screenText('en', name);
    for (const phrase of expected) expect(text).toContain(phrase);
  });
});

describe.each(catalogueLanguages)('account, KYC, referral, support and notification screens in %s', (language) => {
  it.each(screens.map(([name]) => name))('%s shows every word from the catalogue', async (name) => {
    const text = await screenText(language, name);
    expect(text).not.toMatch(RAW_KEY);
    expect(await englishLeftovers(text, language, SECTIONS)).toEqual([]);
  });
});
