import type { CryptoType, UsdtNetwork } from '../../../shared/constants';
import { formatUsd } from '../../../shared/money';
import { payoutMethodName } from '../../../shared/payout-method';
import { html } from '../escape';
import { englishMailText, type MailText } from '../text/mail-text';
import { letter, summary } from './letter-parts';
import type { MailContent } from './mail-content';

/** Stands for the code inside the translated sentence, so the code alone can be set in bold around it. */
const CODE_MARK = '\u0000code\u0000';

export interface WithdrawalCodeData {
  fullname: string;
  code: string;
  validMinutes: number;
  /** The one withdrawal the code confirms, named in full so the owner sees where the money would go. */
  cryptoType: CryptoType;
  network?: UsdtNetwork | undefined;
  amountCents: number;
  walletAddress: string;
}

export function withdrawalCodeMail(data: WithdrawalCodeData, text: MailText = englishMailText()): MailContent {
  const [before = '', after = ''] = text.t('mail.withdrawalCode.body', { code: CODE_MARK }).split(CODE_MARK);
  return {
    template: 'withdrawal_code',
    subject: text.t('mail.withdrawalCode.subject'),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      { text: `${before}${data.code}${after}`, html: html`<p>${before}<strong>${data.code}</strong>${after}</p>` },
      text.t('mail.withdrawalCode.confirmsOnly'),
      summary([
        [text.t('mail.labels.amount'), formatUsd(data.amountCents)],
        [text.t('mail.labels.method'), payoutMethodName(data.cryptoType, data.network)],
        [text.t('mail.labels.walletAddress'), data.walletAddress],
      ]),
      text.t('mail.withdrawalCode.validity', { minutes: data.validMinutes }),
    ]),
  };
}
