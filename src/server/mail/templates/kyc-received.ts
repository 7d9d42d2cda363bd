import { englishMailText, type MailText } from '../text/mail-text';
import { letter } from './letter-parts';
import type { MailContent } from './mail-content';

export function kycReceivedMail(data: { fullName: string }, text: MailText = englishMailText()): MailContent {
  return {
    template: 'kyc_received',
    subject: text.t('mail.kycReceived.subject'),
    ...letter([text.t('mail.greeting', { name: data.fullName }), text.t('mail.kycReceived.body')]),
  };
}
