import { html } from '../escape';
import type { MailContent } from './mail-content';

export function kycReceivedMail(data: { fullName: string }): MailContent {
  return {
    template: 'kyc_received',
    subject: 'KYC received',
    text: `Hello ${data.fullName}, we received your identity documents. Their status is pending until our team has reviewed them.`,
    html: html`<p>Hello ${data.fullName},</p>
<p>We received your identity documents. Their status is <strong>pending</strong> until our team has reviewed them.</p>`,
  };
}
