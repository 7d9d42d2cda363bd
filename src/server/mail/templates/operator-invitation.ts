import type { OperatorRole } from '../../../shared/operator-roles';
import { englishMailText, type MailText } from '../text/mail-text';
import { letter, linkParagraph } from './letter-parts';
import type { MailContent } from './mail-content';

/** An owner's invitation to the operator team: the single-use link, and what comes after it. */
export function operatorInvitationMail(data: { inviter: string; role: OperatorRole; link: string }, text: MailText = englishMailText()): MailContent {
  return {
    template: 'operator_invitation',
    subject: text.t('mail.operatorInvitation.subject'),
    ...letter([
      text.t('mail.operatorInvitation.body', { inviter: data.inviter, role: text.t(`mail.operatorRoles.${data.role}`) }),
      linkParagraph(data.link),
      text.t('mail.operatorInvitation.twoFactor'),
      text.t('mail.operatorInvitation.ignore'),
    ]),
  };
}
