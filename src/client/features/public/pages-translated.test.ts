import { createElement as h, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueInstance, catalogueLanguages } from '../../test-support/catalogue-instance';
import { renderText } from '../../test-support/render-text';
import { seededQueryClient } from '../../test-support/screen-fixtures';
import { englishLeftovers, rawKeyPattern } from '../../i18n/test-support/translation-check';
import LandingPage from './LandingPage';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import FaqPage from './FaqPage';
import TermsPage from './TermsPage';
import PrivacyPage from './PrivacyPage';
import KycPolicyPage from './KycPolicyPage';
import PlansInfoPage from './PlansInfoPage';

/** The catalogue areas the public pages show (the plans page borrows the plan cards' text). */
const SECTIONS = ['public', 'plans', 'moneyUi'] as const;
const RAW_KEY = rawKeyPattern(SECTIONS);

const pages: Record<string, ComponentType> = {
  landing: LandingPage,
  about: AboutPage,
  contact: ContactPage,
  faq: FaqPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  kycPolicy: KycPolicyPage,
  plans: PlansInfoPage,
};

const pageText = async (language: (typeof catalogueLanguages)[number], page: string) =>
  renderText(h(pages[page]), await catalogueInstance(language), seededQueryClient());

describe('public pages in English read as before', () => {
  it.each([
    [
      'landing',
      [
        'Grow your savings with clear, accountable investment plans',
        'Create an account',
        'Sign in',
        'Withdrawals in five coins',
        'Investing carries risk. Read the FAQ and risk disclosure before you invest.',
      ],
    ],
    ['about', ['About us', 'How we keep your money accounted for', 'Only our server moves money.']],
    [
      'contact',
      ['Contact', 'Signed in, use the Contact Support form: your message reaches our team with your account attached.', 'Write to support@localhost .'],
    ],
    ['faq', ['Frequently asked questions', 'How do I fund my account?', 'Can I lose money?', 'Risk disclosure', 'Only invest money you can afford to lose.']],
    ['terms', ['Terms of service', 'Sessions end after 5 minutes without activity.', 'Withdrawals are at least $50']],
    ['privacy', ['Privacy policy', 'Who sees it', 'Account Settings, Other Settings.']],
    ['kycPolicy', ['KYC policy', "a Driver's License, National ID or Passport", 'Each file is at most 10 MB']],
    ['plans', ['Investment plans', "Profit is paid daily as it accrues over the plan's duration", 'Maximum Unlimited', 'Open an account']],
  ])('%s', async (page, expected) => {
    const text = await pageText('en', page);
    for (const phrase of expected) expect(text).toContain(phrase);
  });
});

describe.each(catalogueLanguages)('public pages in %s', (language) => {
  it.each(Object.keys(pages))('%s shows every word from the catalogue', async (page) => {
    const text = await pageText(language, page);
    expect(text).not.toMatch(RAW_KEY);
    expect(await englishLeftovers(text, language, SECTIONS)).toEqual([]);
  });
});
