import { describe, expect, it } from 'vitest';
import { catalogueLanguages, hasMailSentences } from '../text/catalogues';
import { mailI18n, mailText, textIn, type MailText } from '../text/mail-text';
import { depositRequestMail } from './deposit-request';
import { kycReceivedMail } from './kyc-received';
import { NEWS_KINDS, newsMail, profitDigestMail, type NewsKind } from './news';
import { EVERY_NOTIFICATION_SENTENCE } from '../../../shared/notification-examples';
import { passwordChangedMail } from './password-changed';
import { passwordResetLinkMail } from './password-reset-link';
import { payoutAddressesChangedMail } from './payout-addresses-changed';
import { registrationAttemptMail } from './registration-attempt';
import { twoFactorChangedMail, type TwoFactorChange } from './two-factor-changed';
import { verifyEmailMail } from './verify-email';
import { withdrawalCodeMail } from './withdrawal-code';
import { signInCodeLimitMail } from './sign-in-code-limit';
import { withdrawalCodesOffMail } from './withdrawal-codes-off';
import { recentTwoFactorRemovedMail } from './recent-two-factor-removed';
import { withdrawalSubmittedMail } from './withdrawal-submitted';
import { operatorInvitationMail } from './operator-invitation';
import { operatorChangedMail } from './operator-changed';
import { supportReplyMail } from './support-reply';
import { operatorRoles } from '../../../shared/operator-roles';
import type { NotificationParams } from '../../../shared/schemas/notifications';

const NAME = 'Ada Lovelace';
const LINK = 'https://invest.example/auth/verify-email?token=abc';
const FREEZE_LINK = 'https://invest.example/auth/freeze?token=abc';

/** Every news mail the server sends: each kind, each variant of its sentence. */
const isNews = (entry: readonly [string, NotificationParams]): entry is readonly [NewsKind, NotificationParams] =>
  (NEWS_KINDS as readonly string[]).includes(entry[0]);
const news = EVERY_NOTIFICATION_SENTENCE.filter(isNews);

/** A deposit's crypto quote: $1,234.56 at $94,123.50 a bitcoin, for 30 minutes. */
const quote = {
  coin: 'BTC' as const,
  baseUnits: 1_311_639n,
  rateCents: 9_412_350,
  rateAsOf: new Date('2026-11-27T15:45:00Z'),
  expiresAt: new Date('2026-11-27T16:17:00Z'),
};

const twoFactorChanges: TwoFactorChange[] = ['turned_on', 'turned_off', 'recovery_code_used', 'recovery_codes_renewed', 'reset_by_operator'];

/** Every mail an investor can get, written with `text`. */
const everyMail = (text: MailText) => [
  depositRequestMail({ fullname: NAME, planName: 'Gold', method: 'Bitcoin', amountCents: 1234_56, walletAddress: 'bc1qpay' }, text),
  depositRequestMail(
    {
      fullname: NAME,
      planName: 'Gold',
      method: 'Bitcoin',
      amountCents: 1234_56,
      walletAddress: 'bc1qpay',
      quote,
      paymentUri: 'bitcoin:bc1qpay?amount=0.01311639',
    },
    text,
  ),
  withdrawalSubmittedMail({ fullname: NAME, cryptoType: 'BTC', amountCents: 1234_56, feeCents: 12_35, walletAddress: 'bc1qpayout' }, text),
  kycReceivedMail({ fullName: NAME }, text),
  passwordChangedMail({ fullname: NAME, freezeLink: FREEZE_LINK }, text),
  passwordChangedMail({ fullname: NAME, every: true, freezeLink: FREEZE_LINK }, text),
  passwordResetLinkMail({ fullname: NAME, link: LINK }, text),
  verifyEmailMail({ fullname: NAME, link: LINK }, text),
  registrationAttemptMail({ fullname: NAME, resetLink: LINK }, text),
  payoutAddressesChangedMail({ fullname: NAME, coins: ['BTC', 'ETH'], freezeLink: FREEZE_LINK }, text),
  withdrawalCodeMail(
    {
      fullname: NAME,
      code: '012345',
      validMinutes: 10,
      cryptoType: 'USDT',
      network: 'ERC20',
      amountCents: 1234_56,
      walletAddress: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    },
    text,
  ),
  signInCodeLimitMail(
    { fullname: NAME, wrongCodes: 10, windowMinutes: 15, at: new Date('2026-11-27T15:47:00Z'), address: '192.0.2.42', freezeLink: FREEZE_LINK },
    text,
  ),
  withdrawalCodesOffMail({ fullname: NAME, freezeLink: FREEZE_LINK }, text),
  recentTwoFactorRemovedMail({ fullname: NAME, freezeLink: FREEZE_LINK }, text),
  ...twoFactorChanges.map((change) => twoFactorChangedMail({ fullname: NAME, change, freezeLink: FREEZE_LINK }, text)),
  ...news.map(([kind, params]) => newsMail({ fullname: NAME, kind, params, message: 'the stored English message' }, text)),
  profitDigestMail({ fullname: NAME, paid: [{ amountCents: 12_34, planName: 'Gold', period: 3, durationDays: 30 }] }, text),
  ...operatorRoles.map((role) => operatorInvitationMail({ inviter: NAME, role, link: LINK }, text)),
  ...operatorRoles.map((role) => operatorChangedMail({ fullname: NAME, change: 'role', role }, text)),
  operatorChangedMail({ fullname: NAME, change: 'disabled' }, text),
  operatorChangedMail({ fullname: NAME, change: 'enabled' }, text),
  supportReplyMail({ fullname: NAME, subject: 'My deposit', reply: 'It arrived.', link: LINK }, text),
];

const withOwnSentences = catalogueLanguages.filter(hasMailSentences);

describe('mails in every language with a mail catalogue', () => {
  it('write a stored day as stored in English, and through Intl in other languages', () => {
    const params = { duration: 'Yearly', mt4Id: '12345', from: '2026-01-01', until: '2027-01-01' };
    const approved = (language: string) => newsMail({ fullname: NAME, kind: 'mt4_approved', params, message: '' }, mailText(language)).text;
    expect(approved('en')).toContain('is active from 2026-01-01 until 2027-01-01.');
    expect(approved('de')).toContain('01.01.2026');
    expect(approved('ja')).toContain('2026/01/01');
  });

  it('has English and the other languages as they arrive', () => {
    expect(withOwnSentences).toContain('en');
  });

  it.each(withOwnSentences)('%s writes every mail from its own catalogue, no key missing and no English fallback', (language) => {
    const missing: string[] = [];
    // No fallback language: a key this catalogue lacks is reported rather than taken from English.
    const strict = mailI18n({ fallbackLng: false, missingKeyHandler: (_languages, _ns, key) => missing.push(key) });
    const english = everyMail(textIn(strict, 'en'));
    const mails = everyMail(textIn(strict, language));
    expect(missing).toEqual([]);
    for (const [index, mail] of mails.entries()) {
      const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(whole, mail.template).not.toMatch(/\{\{|\b(mail|notifications)\.[a-z]|the stored English message/);
      expect(mail.text, mail.template).toContain(NAME);
      if (language !== 'en') expect(mail.subject, `${mail.template} subject`).not.toBe(english[index]!.subject);
    }
    expect(mails.find((mail) => mail.template === 'withdrawal_submitted')!.html).toContain('$1,234.56');
    const code = mails.find((mail) => mail.template === 'withdrawal_code')!.html;
    for (const part of ['<strong>012345</strong>', '$1,234.56', 'USDT ERC-20', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB']) expect(code).toContain(part);
    const quoted = mails.filter((mail) => mail.template === 'deposit_request')[1]!.html;
    for (const part of ['0.01311639 BTC', '$94,123.50', '$1,234.56', '<a href="bitcoin:bc1qpay?amount=0.01311639">']) expect(quoted).toContain(part);
  });
});
