import { QueryClient } from '@tanstack/react-query';
import type { SessionDto } from '../../shared/schemas/user';
import type { PlanDto } from '../../shared/schemas/plans';
import type { PaymentMethodDto } from '../../shared/schemas/payment-methods';
import type { DepositDto } from '../../shared/schemas/deposits';
import type { WithdrawalDto } from '../../shared/schemas/withdrawals';
import type { InvestmentDto } from '../../shared/schemas/investments';
import type { OtherTransactionDto } from '../../shared/schemas/transactions';

/** One investor's data, as the API would answer it, for rendering screens without a server. */

const createdAt = '2025-03-04T15:06:00.000Z';

export const session: SessionDto = {
  csrfToken: 'csrf',
  idleMinutes: 5,
  user: {
    id: 'u1',
    email: 'ada@example.com',
    role: 'investor',
    operatorRole: null,
    fullname: 'Ada Lovelace',
    name: 'Ada',
    phone: '',
    dob: '',
    address: '',
    balanceCents: 1250_00,
    withdrawalLimitCents: 1000_00,
    withdrawalFeeBps: 250,
    myReferralId: 'ADA1',
    referreduserid: '',
    totalProfitCents: 0,
    totalDepositCents: 0,
    totalReferralCommissionCents: 0,
    cryptoAddresses: { btc_address: 'bc1qpayout', eth_address: '', ltc_address: '', usdt_address: '', tron_address: '' },
    emailPreferences: { otpsend: 'No', roiemail: 'Yes', invplanemail: 'Yes' },
    emailVerified: true,
    language: 'en',
    createdAt,
  },
};

export const plans: PlanDto[] = [
  { id: 1, name: 'Starter', minCents: 100_00, maxCents: 999_99, roiBps: 1000, referralBonusBps: 500, durationDays: 1 },
  { id: 2, name: 'Platinum', minCents: 1000_00, maxCents: null, roiBps: 3000, referralBonusBps: 500, durationDays: 30 },
];

export const paymentMethods: PaymentMethodDto[] = [{ name: 'Bitcoin', walletAddress: 'bc1qplatform', paymentUri: 'bitcoin:bc1qplatform', byProcessor: false }];

export const deposit: DepositDto = {
  id: 'd1',
  amountCents: 200_00,
  method: 'Bitcoin',
  walletAddress: 'bc1qplatform',
  paymentUri: 'bitcoin:bc1qplatform',
  quote: null,
  coinAmount: null,
  checkoutUrl: null,
  txId: null,
  status: 'pending',
  investmentId: 'i1',
  createdAt,
};
const withdrawal: WithdrawalDto = {
  id: 'w1',
  amountCents: 200_00,
  feeCents: 5_00,
  totalCents: 205_00,
  walletAddress: 'bc1qpayout',
  cryptoType: 'BTC',
  network: null,
  status: 'completed',
  createdAt,
  txHash: null,
};
export const investment: InvestmentDto = {
  id: 'i1',
  planId: 2,
  planName: 'Platinum',
  amountCents: 1000_00,
  roiBps: 3000,
  durationDays: 30,
  referralBonusBps: 500,
  status: 'active',
  createdAt,
  activatedAt: createdAt,
  completedAt: null,
};
const others: OtherTransactionDto[] = [
  { id: 'o1', amountCents: 5_00, type: 'referral_bonus', narration: 'Platinum', createdAt },
  { id: 'o2', amountCents: -100_00, type: 'mt4_subscription', narration: 'Monthly', createdAt },
];

const onePage = <T>(items: T[]) => ({ pages: [{ items, nextCursor: null }], pageParams: [null] });

/** A query cache holding the investor's session, the plans and every list, empty or not. */
export function seededQueryClient({ emptyLists = false } = {}): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const list = <T>(items: T[]) => onePage(emptyLists ? [] : items);
  client.setQueryData(['session'], session);
  client.setQueryData(['plans'], plans);
  client.setQueryData(['payment-methods'], paymentMethods);
  client.setQueryData(['deposits'], list([deposit]));
  client.setQueryData(['withdrawals'], list([withdrawal]));
  client.setQueryData(['investments'], list([investment, { ...investment, id: 'i2', status: 'unpaid' }]));
  client.setQueryData(['others'], list(others));
  return client;
}
