import type { OperatorRole } from '../../../shared/operator-roles';
import { englishMailText, type MailText } from '../text/mail-text';
import { letter } from './letter-parts';
import type { MailContent } from './mail-content';

/** What an owner changed about an operator; each has a subject and a sentence under `mail.operatorChanged.<change>`. */
export type OperatorChange = { change: 'role'; role: OperatorRole } | { change: 'disabled' } | { change: 'enabled' };

/** An operator learns of every change an owner makes to their place on the team, from the team's side. */
export function operatorChangedMail(data: { fullname: string } & OperatorChange, text: MailText = englishMailText()): MailContent {
  const role = data.change === 'role' ? { role: text.t(`mail.operatorRoles.${data.role}`) } : {};
  return {
    template: 'operator_changed',
    subject: text.t(`mail.operatorChanged.${data.change}.subject`),
    ...letter([text.t('mail.greeting', { name: data.fullname }), text.t(`mail.operatorChanged.${data.change}.body`, role)]),
  };
}
