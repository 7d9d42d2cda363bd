import { formatUsd } from '../../../shared/money';
import { englishMailText, type MailText } from '../text/mail-text';
import { letter, summary } from './letter-parts';
import type { MailContent } from './mail-content';

export interface WithdrawalSubmittedData {
  fullname: string;
  cryptoType: string;
  amountCents: number;
  feeCents: number;
  walletAddress: string;
}

/** The withdrawal mail: subject "Withdrawal Submitted", with method, amount, fee, status Pending and wallet. */
export function withdrawalSubmittedMail(data: WithdrawalSubmittedData, text: MailText = englishMailText()): MailContent {
  return {
    template: 'withdrawal_submitted',
    subject: text.t('mail.withdrawalSubmitted.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      text.t('mail.withdrawalSubmitted.intro'),
      summary([
        [text.t('mail.labels.method'), data.cryptoType],
        [text.t('mail.labels.amount'), formatUsd(data.amountCents)],
        [text.t('mail.labels.fee'), formatUsd(data.feeCents)],
        [text.t('mail.labels.status'), text.t('mail.statusPending')],
        [text.t('mail.labels.walletAddress'), data.walletAddress],
      ]),
    ]),
  };
}
