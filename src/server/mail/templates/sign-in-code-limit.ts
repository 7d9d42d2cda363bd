import { html } from '../escape';
import type { MailContent } from './mail-content';

export interface SignInCodeLimitFacts {
  fullname: string;
  /** The wrong codes that used up the limit, and the minutes it counts them over. */
  wrongCodes: number;
  windowMinutes: number;
  /** When the last of them came, and from which client address. */
  at: Date;
  address: string;
}

/** Minutes are enough to match the mail against the owner's own memory; UTC, as the server knows no time zone of theirs. */
const inUtc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Each half-finished sign-in that a wrong code counts against began with the right password, so
 * reaching the per-account limit on wrong codes means someone else very likely has it. The owner
 * is told once per window, with when and from where, and how to shut them out.
 */
export function signInCodeLimitMail(facts: SignInCodeLimitFacts): MailContent {
  const what = `${facts.wrongCodes} wrong sign-in codes were entered for your account within ${facts.windowMinutes} minutes, the last at ${inUtc(facts.at)} from the address ${facts.address}. Whoever entered them knows your password.`;
  const advice = `For up to ${facts.windowMinutes} minutes no sign-in code is accepted. Change your password now with "Forgot password?" on the sign-in page: the new password also lets you sign in again at once.`;
  return {
    template: 'sign_in_code_limit',
    subject: 'Someone who knows your password is trying to sign in',
    text: `Hello ${facts.fullname}, ${what} ${advice}`,
    html: html`<p>Hello ${facts.fullname},</p>
<p>${what}</p>
<p>${advice}</p>`,
  };
}
