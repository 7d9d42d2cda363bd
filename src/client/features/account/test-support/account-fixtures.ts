import { QueryClient } from '@tanstack/react-query';
import { session } from '../../../test-support/screen-fixtures';
import type { ActiveSessionDto } from '../../../../shared/schemas/account';
import type { KycRecordDto, KycStatusResponse } from '../../../../shared/schemas/kyc';
import type { ReferralsResponse } from '../../../../shared/schemas/referrals';
import type { NotificationsPage } from '../../../../shared/schemas/notifications';

/** The investor's account screens' data, as the API would answer it, for rendering without a server. */

const createdAt = '2025-03-04T15:06:00.000Z';

const sessions: ActiveSessionDto[] = [
  { id: 's1', createdAt, lastSeenAt: createdAt, expiresAt: createdAt, userAgent: 'Firefox on a laptop', ipAddress: '203.0.113.9', current: true },
  { id: 's2', createdAt, lastSeenAt: createdAt, expiresAt: createdAt, userAgent: '', ipAddress: '', current: false },
];

const kycRecord: KycRecordDto = {
  id: 'k1',
  fullName: 'Ada Lovelace',
  dob: '1990-01-31',
  address: '12 St James Square',
  country: 'United Kingdom',
  idType: 'Passport',
  idNumber: 'P1234567',
  expiryDate: '2035-06-30',
  status: 'pending',
  rejectionReason: null,
  createdAt,
  decidedAt: null,
  files: {
    idFront: { id: 'k1.idFront', contentType: 'image/png' },
    idBack: { id: 'k1.idBack', contentType: 'application/pdf' },
    selfie: { id: 'k1.selfie', contentType: 'image/jpeg' },
  },
};

export const kycStates: Record<'none' | 'pending' | 'rejected', KycStatusResponse> = {
  none: { status: 'none', canSubmit: true, kyc: null },
  pending: { status: 'pending', canSubmit: false, kyc: kycRecord },
  rejected: { status: 'rejected', canSubmit: true, kyc: { ...kycRecord, status: 'rejected', rejectionReason: 'Blurred photo' } },
};

const referrals = (withClients: boolean): ReferralsResponse => ({
  referralLink: 'https://invest.example/auth/register.html?referralid=ADA1',
  referralId: 'ADA1',
  referredBy: null,
  clients: withClients ? [{ name: 'Grace Hopper', level: 'Level 1', parent: 'Ada Lovelace', status: 'Active', registeredAt: createdAt }] : [],
  nextCursor: null,
});

const notifications = (withItems: boolean): NotificationsPage => ({
  items: withItems
    ? [
        {
          id: 'n1',
          kind: 'kyc_submitted',
          message: 'Your KYC documents were received and are pending review.',
          params: {},
          refType: 'kyc',
          refId: 'k1',
          readAt: null,
          createdAt,
        },
        {
          id: 'n2',
          kind: 'withdrawal_completed',
          message: 'Your withdrawal of $200.00 in BTC to bc1qpayout was sent.',
          params: { amountCents: 200_00, coin: 'BTC', wallet: 'bc1qpayout' },
          refType: 'withdrawal',
          refId: 'w1',
          readAt: createdAt,
          createdAt,
        },
      ]
    : [],
  nextCursor: null,
  unreadCount: withItems ? 1 : 0,
});

const onePage = <T>(page: T) => ({ pages: [page], pageParams: [''] });

/** A query cache holding the investor, their sessions, KYC state, referrals and notifications. */
export function accountQueryClient({ kyc = 'none', emptyLists = false }: { kyc?: keyof typeof kycStates; emptyLists?: boolean } = {}): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['session'], session);
  client.setQueryData(['me'], session.user);
  client.setQueryData(['me', 'sessions'], sessions);
  client.setQueryData(['kyc'], kycStates[kyc]);
  client.setQueryData(['referrals'], onePage(referrals(!emptyLists)));
  client.setQueryData(['support', 'mailbox'], { email: 'support@invest.example' });
  client.setQueryData(['notifications', 'list'], onePage(notifications(!emptyLists)));
  return client;
}
