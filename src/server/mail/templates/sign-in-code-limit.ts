import { englishMailText, type MailText } from '../text/mail-text';
import { freezeParagraph } from './freeze-paragraph';
import { letter } from './letter-parts';
import { inUtc } from './utc-time';
import type { MailContent } from './mail-content';

export interface SignInCodeLimitFacts {
  fullname: string;
  /** The wrong codes that used up the limit, and the minutes it counts them over. */
  wrongCodes: number;
  windowMinutes: number;
  /** When the last of them came (to the minute, which is enough to match it against the owner's own memory), and from which client address. */
  at: Date;
  address: string;
  freezeLink: string;
}

/**
 * Each half-finished sign-in that a wrong code counts against began with the right password, so
 * reaching the per-account limit on wrong codes means someone else very likely has it. The owner
 * is told once per window, with when and from where, and how to shut them out.
 */
export function signInCodeLimitMail(facts: SignInCodeLimitFacts, text: MailText = englishMailText()): MailContent {
  const values = { codes: facts.wrongCodes, minutes: facts.windowMinutes, time: inUtc(facts.at, text.language), address: facts.address };
  return {
    template: 'sign_in_code_limit',
    subject: text.t('mail.signInCodeLimit.subject'),
    ...letter([
      text.t('mail.greeting', { name: facts.fullname }),
      text.t('mail.signInCodeLimit.what', values),
      text.t('mail.signInCodeLimit.advice', { minutes: facts.windowMinutes }),
      freezeParagraph(facts.freezeLink, text),
    ]),
  };
}
