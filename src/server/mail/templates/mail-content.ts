/** A rendered mail before it has a recipient; `html` is built with the escaping `html` tag. */
export interface MailContent {
  template: MailTemplateName;
  subject: string;
  text: string;
  html: string;
}

type MailTemplateName =
  | 'withdrawal_submitted'
  | 'deposit_request'
  | 'support_message'
  | 'password_changed'
  | 'kyc_received'
  | 'password_reset_link'
  | 'verify_email'
  | 'registration_attempt'
  | 'two_factor_changed'
  | 'sign_in_code_limit'
  | 'withdrawal_code'
  | 'payout_addresses_changed'
  | 'withdrawal_codes_off'
  | 'recent_two_factor_removed'
  | 'operator_invitation'
  | 'operator_changed'
  | 'support_reply';
