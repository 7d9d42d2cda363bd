import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueInstance } from '../test-support/catalogue-instance';
import { renderHtml } from '../test-support/render-text';
import { ShellFooter } from './shell/ShellFooter';
import { PublicFooter } from './public/PublicFooter';
import { paths } from '../../shared/paths';

/** Every link of a rendered footer as the reader meets it: its text and where it goes. */
const linksOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => `${text} -> ${href}`);

describe('footers', () => {
  it('the dashboard footer links every group’s pages by their names, and invites with the investor’s referral id', async () => {
    const html = renderHtml(h(ShellFooter, { myReferralId: 'R 42' }), await catalogueInstance('en'));
    expect(linksOf(html)).toEqual([
      `About us -> ${paths.about}`,
      `Contact -> ${paths.contact}`,
      `Investment plans -> ${paths.plansInfo}`,
      `FAQ -> ${paths.faq}`,
      `Buy a plan -> ${paths.buyPlan}`,
      `Profit tracker -> ${paths.tradingHistory}`,
      `Deposit -> ${paths.invest}`,
      `Withdraw -> ${paths.withdrawal}`,
      `Terms -> ${paths.terms}`,
      `Privacy -> ${paths.privacy}`,
      `KYC policy -> ${paths.kycPolicy}`,
      `Invite a friend -> ${paths.register}?referralid=R%2042`,
    ]);
  });

  it('the public footer links the public pages by their names', async () => {
    const html = renderHtml(h(PublicFooter), await catalogueInstance('en'));
    expect(linksOf(html)).toEqual([
      `About us -> ${paths.about}`,
      `Contact -> ${paths.contact}`,
      `FAQ and risk disclosure -> ${paths.faq}`,
      `Terms -> ${paths.terms}`,
      `Privacy -> ${paths.privacy}`,
      `KYC policy -> ${paths.kycPolicy}`,
      `Investment plans -> ${paths.plansInfo}`,
    ]);
  });
});
