import { formatUsd } from '../../../shared/money';
import { englishMailText, type MailText } from '../text/mail-text';
import { letter, summary } from './letter-parts';
import type { MailContent } from './mail-content';

export interface DepositRequestData {
  fullname: string;
  planName: string;
  method: string;
  amountCents: number;
  walletAddress: string;
}

/** The deposit request mail: plan, method, amount and the wallet address to pay to. */
export function depositRequestMail(data: DepositRequestData, text: MailText = englishMailText()): MailContent {
  return {
    template: 'deposit_request',
    subject: text.t('mail.depositRequest.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      text.t('mail.depositRequest.intro', { plan: data.planName }),
      summary([
        [text.t('mail.labels.plan'), data.planName],
        [text.t('mail.labels.paymentMethod'), data.method],
        [text.t('mail.labels.amount'), formatUsd(data.amountCents)],
        [text.t('mail.labels.walletAddress'), data.walletAddress],
      ]),
      text.t('mail.depositRequest.next'),
    ]),
  };
}
