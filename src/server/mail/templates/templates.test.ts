import { describe, expect, it } from 'vitest';
import { withdrawalSubmittedMail } from './withdrawal-submitted';
import { depositRequestMail } from './deposit-request';
import { supportMessageMail } from './support-message';
import { supportReplyMail } from './support-reply';
import { passwordChangedMail } from './password-changed';
import { kycReceivedMail } from './kyc-received';
import { passwordResetLinkMail } from './password-reset-link';
import { verifyEmailMail } from './verify-email';
import { registrationAttemptMail } from './registration-attempt';
import { twoFactorChangedMail } from './two-factor-changed';
import { withdrawalCodeMail } from './withdrawal-code';
import { payoutAddressesChangedMail } from './payout-addresses-changed';
import { signInCodeLimitMail } from './sign-in-code-limit';
import { withdrawalCodesOffMail } from './withdrawal-codes-off';
import { recentTwoFactorRemovedMail } from './recent-two-factor-removed';

const HOSTILE = `<script>alert("x")</script> & 'friends'`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;';

/** A deposit's crypto quote, so the quoted mail (whose payment URI is a link) is checked as well. */
const quote = {
  coin: 'BTC' as const,
  baseUnits: 531_217n,
  rateCents: 9_412_350,
  rateAsOf: new Date('2026-11-27T15:45:00Z'),
  expiresAt: new Date('2026-11-27T16:17:00Z'),
};

const rendered = [
  withdrawalSubmittedMail({ fullname: HOSTILE, cryptoType: 'BTC', amountCents: 1234_56, feeCents: 12_35, walletAddress: HOSTILE }),
  depositRequestMail({ fullname: HOSTILE, planName: HOSTILE, method: HOSTILE, amountCents: 500_00, walletAddress: HOSTILE }),
  depositRequestMail({ fullname: HOSTILE, planName: HOSTILE, method: HOSTILE, amountCents: 500_00, walletAddress: 'bc1qpay', quote, paymentUri: HOSTILE }),
  supportMessageMail({ name: HOSTILE, email: HOSTILE, message: HOSTILE, accountEmail: HOSTILE }),
  supportReplyMail({ fullname: HOSTILE, subject: HOSTILE, reply: HOSTILE, link: HOSTILE }),
  passwordChangedMail({ fullname: HOSTILE, freezeLink: HOSTILE }),
  kycReceivedMail({ fullName: HOSTILE }),
  passwordResetLinkMail({ fullname: HOSTILE, link: HOSTILE }),
  verifyEmailMail({ fullname: HOSTILE, link: HOSTILE }),
  registrationAttemptMail({ fullname: HOSTILE, resetLink: HOSTILE }),
  twoFactorChangedMail({ fullname: HOSTILE, change: 'recovery_code_used', freezeLink: HOSTILE }),
  withdrawalCodeMail({ fullname: HOSTILE, code: '012345', validMinutes: 10, cryptoType: 'BTC', amountCents: 50_00, walletAddress: HOSTILE }),
  payoutAddressesChangedMail({ fullname: HOSTILE, coins: ['BTC', HOSTILE], freezeLink: HOSTILE }),
  signInCodeLimitMail({ fullname: HOSTILE, wrongCodes: 10, windowMinutes: 15, at: new Date('2026-11-27T15:47:00Z'), address: HOSTILE, freezeLink: HOSTILE }),
  withdrawalCodesOffMail({ fullname: HOSTILE, freezeLink: HOSTILE }),
  recentTwoFactorRemovedMail({ fullname: HOSTILE, freezeLink: HOSTILE }),
];

describe('mail templates', () => {
  it.each(rendered.map((mail) => [mail.template, mail] as const))('%s escapes every value it is given', (_name, mail) => {
    expect(mail.html).toContain(ESCAPED);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(HOSTILE);
  });

  it('summarises a withdrawal: method, amount, fee, status Pending and wallet', () => {
    const mail = withdrawalSubmittedMail({ fullname: 'Ann', cryptoType: 'ETH', amountCents: 1234_56, feeCents: 12_35, walletAddress: '0xabc' });
    expect(mail.subject).toBe('Withdrawal Submitted');
    for (const part of ['ETH', '$1,234.56', '$12.35', 'Pending', '0xabc']) expect(mail.html).toContain(part);
  });

  it('names the withdrawal a code confirms: amount, coin with its network, and the whole address', () => {
    const address = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
    const mail = withdrawalCodeMail({
      fullname: 'Ann',
      code: '012345',
      validMinutes: 10,
      cryptoType: 'USDT',
      network: 'TRC20',
      amountCents: 1234_56,
      walletAddress: address,
    });
    for (const part of ['It confirms only this withdrawal:', '$1,234.56', 'USDT TRC-20', address]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
  });

  it('gives the deposit request its plan, method, amount and wallet address', () => {
    const mail = depositRequestMail({ fullname: 'Ann', planName: 'Gold', method: 'Bitcoin', amountCents: 500_00, walletAddress: 'bc1qpay' });
    for (const part of ['Gold', 'Bitcoin', '$500.00', 'bc1qpay']) expect(mail.text).toContain(part);
  });
});
