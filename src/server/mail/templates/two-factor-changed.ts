import { html } from '../escape';
import type { MailContent } from './mail-content';

export type TwoFactorChange = 'turned_on' | 'turned_off' | 'recovery_code_used' | 'recovery_codes_renewed' | 'reset_by_operator';

const WHAT: Record<TwoFactorChange, { subject: string; sentence: string }> = {
  turned_on: { subject: 'Two-factor sign-in was turned on', sentence: 'Two-factor sign-in was turned on for your account.' },
  turned_off: { subject: 'Two-factor sign-in was turned off', sentence: 'Two-factor sign-in was turned off for your account.' },
  recovery_code_used: {
    subject: 'A recovery code was used to sign in',
    sentence: 'One of your recovery codes was used to sign in to your account. It cannot be used again.',
  },
  recovery_codes_renewed: {
    subject: 'New recovery codes were made',
    sentence: 'New recovery codes were made for your account. The old ones no longer work.',
  },
  reset_by_operator: {
    subject: 'Two-factor sign-in was reset',
    sentence: 'An operator reset two-factor sign-in for your account: you sign in with your password alone until you set it up again.',
  },
};

/** Every change to how the account signs in is told to its owner. */
export function twoFactorChangedMail(data: { fullname: string; change: TwoFactorChange }): MailContent {
  const { subject, sentence } = WHAT[data.change];
  return {
    template: 'two_factor_changed',
    subject,
    text: `Hello ${data.fullname}, ${sentence} If this was not you, contact support at once.`,
    html: html`<p>Hello ${data.fullname},</p>
<p>${sentence}</p>
<p>If this was not you, contact support at once.</p>`,
  };
}
