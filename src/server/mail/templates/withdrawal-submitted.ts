import { html } from '../escape';
import { formatUsd } from '../../../shared/money';
import type { MailContent } from './mail-content';

export interface WithdrawalSubmittedData {
  fullname: string;
  cryptoType: string;
  amountCents: number;
  feeCents: number;
  walletAddress: string;
}

/** The withdrawal mail: subject "Withdrawal Submitted", with method, amount, fee, status Pending and wallet. */
export function withdrawalSubmittedMail(data: WithdrawalSubmittedData): MailContent {
  const amount = formatUsd(data.amountCents);
  const fee = formatUsd(data.feeCents);
  return {
    template: 'withdrawal_submitted',
    subject: 'Withdrawal Submitted',
    text: [
      `Hello ${data.fullname},`,
      'Your withdrawal request was submitted.',
      `Method: ${data.cryptoType}`,
      `Amount: ${amount}`,
      `Fee: ${fee}`,
      'Status: Pending',
      `Wallet address: ${data.walletAddress}`,
    ].join('\n'),
    html: html`<p>Hello ${data.fullname},</p>
<p>Your withdrawal request was submitted.</p>
<table>
<tr><th align="left">Method</th><td>${data.cryptoType}</td></tr>
<tr><th align="left">Amount</th><td>${amount}</td></tr>
<tr><th align="left">Fee</th><td>${fee}</td></tr>
<tr><th align="left">Status</th><td>Pending</td></tr>
<tr><th align="left">Wallet address</th><td>${data.walletAddress}</td></tr>
</table>`,
  };
}
