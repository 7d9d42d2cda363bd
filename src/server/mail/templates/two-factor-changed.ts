import { englishMailText, type MailText } from '../text/mail-text';
import { freezeParagraph } from './freeze-paragraph';
import { letter } from './letter-parts';
import type { MailContent } from './mail-content';

/** Each change has a subject and a sentence under `mail.twoFactor.<change>`. */
export type TwoFactorChange = 'turned_on' | 'turned_off' | 'recovery_code_used' | 'recovery_codes_renewed' | 'reset_by_operator';

/**
 * Every change to how the account signs in is told to its owner, with the link that freezes the
 * account; an operator's reset, which the owner asked for, comes without one.
 */
export function twoFactorChangedMail(
  data: { fullname: string; change: TwoFactorChange; freezeLink?: string },
  text: MailText = englishMailText(),
): MailContent {
  return {
    template: 'two_factor_changed',
    subject: text.t(`mail.twoFactor.${data.change}.subject`),
    ...letter([
      text.t('mail.greeting', { name: data.fullname }),
      text.t(`mail.twoFactor.${data.change}.body`),
      text.t('mail.ifNotYou'),
      ...(data.freezeLink ? [freezeParagraph(data.freezeLink, text)] : []),
    ]),
  };
}
