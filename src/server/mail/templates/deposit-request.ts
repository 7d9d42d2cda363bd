import { html } from '../escape';
import { formatUsd } from '../../../shared/money';
import { DEPOSIT_REQUEST_SUBMITTED } from '../../../shared/schemas/investments';
import type { MailContent } from './mail-content';

export interface DepositRequestData {
  fullname: string;
  planName: string;
  method: string;
  amountCents: number;
  walletAddress: string;
}

/** The deposit request mail: plan, method, amount and the wallet address to pay to. */
export function depositRequestMail(data: DepositRequestData): MailContent {
  const amount = formatUsd(data.amountCents);
  return {
    template: 'deposit_request',
    subject: DEPOSIT_REQUEST_SUBMITTED,
    text: [
      `Hello ${data.fullname},`,
      `Your deposit request for the ${data.planName} plan was received. Please send the amount below to this wallet address.`,
      `Plan: ${data.planName}`,
      `Payment method: ${data.method}`,
      `Amount: ${amount}`,
      `Wallet address: ${data.walletAddress}`,
      'Your investment starts once the payment is confirmed.',
    ].join('\n'),
    html: html`<p>Hello ${data.fullname},</p>
<p>Your deposit request for the ${data.planName} plan was received. Please send the amount below to this wallet address.</p>
<table>
<tr><th align="left">Plan</th><td>${data.planName}</td></tr>
<tr><th align="left">Payment method</th><td>${data.method}</td></tr>
<tr><th align="left">Amount</th><td>${amount}</td></tr>
<tr><th align="left">Wallet address</th><td>${data.walletAddress}</td></tr>
</table>
<p>Your investment starts once the payment is confirmed.</p>`,
  };
}
