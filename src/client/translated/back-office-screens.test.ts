import { createElement as h, type ComponentType } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogueInstance } from '../test-support/catalogue-instance';
import { renderText } from '../test-support/render-text';
import { session } from '../test-support/screen-fixtures';
import { englishLeftovers, rawKeyPattern } from '../i18n/test-support/translation-check';
import { AdminNav } from '../features/admin/AdminNav';
import DepositsQueue from '../features/admin/queues/DepositsQueue';
import WithdrawalsQueue from '../features/admin/queues/WithdrawalsQueue';
import KycQueue from '../features/admin/queues/KycQueue';
import Mt4Queue from '../features/admin/queues/Mt4Queue';
import AdjustmentsQueue from '../features/admin/queues/AdjustmentsQueue';
import InvestorsPage from '../features/admin/investors/InvestorsPage';
import PlansPage from '../features/admin/plans/PlansPage';
import PaymentMethodsPage from '../features/admin/payment-methods/PaymentMethodsPage';
import AuditLogPage from '../features/admin/AuditLogPage';
import LedgerPage from '../features/admin/LedgerPage';
import ReconciliationPage from '../features/admin/ReconciliationPage';
import OperatorsPage from '../features/admin/operators/OperatorsPage';
import SupportConversationsPage from '../features/admin/support/SupportConversationsPage';

const createdAt = '2026-11-20T10:00:00.000Z';
const investor = { userId: 'u1', email: 'ada@example.com', fullname: 'Ada Lovelace', createdAt, decidedAt: null, rejectionReason: null };
const onePage = (items: object[]) => ({ pages: [{ items, nextCursor: 'more' }], pageParams: [''] });
const file = (id: string) => ({ id, contentType: 'application/pdf' });

/** A query cache holding one row of every back-office list, and more pages to load. */
function backOfficeCache(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const queue = (name: string, status: string, row: object) => client.setQueryData(['admin', name, { status, q: '' }], onePage([{ ...investor, ...row }]));
  client.setQueryData(['session'], { ...session, user: { ...session.user, role: 'admin', operatorRole: 'owner' } });
  queue('deposits', 'pending', { id: 'd1', status: 'pending', amountCents: 250_00, method: 'Bitcoin', processor: null, walletAddress: 'bc1q', txId: null });
  queue('withdrawals', 'pending', {
    id: 'w1',
    status: 'pending',
    amountCents: 10_000_00,
    feeCents: 0,
    totalCents: 10_000_00,
    cryptoType: 'BTC',
    network: null,
    walletAddress: 'bc1q',
    txHash: null,
    payoutState: 'failed',
    approvals: [{ operatorId: 'o1', fullname: 'Grace Hopper', at: createdAt }],
    approvalsRequired: 2,
  });
  queue('kyc', 'pending', {
    id: 'k1',
    status: 'pending',
    fullName: 'Ada Lovelace',
    dob: '1990-01-01',
    address: 'Main Street 1',
    country: 'DE',
    idType: 'passport',
    idNumber: 'X1',
    expiryDate: '2030-01-01',
    files: { idFront: file('f1'), idBack: file('f2'), selfie: { id: 'f3', contentType: 'image/png' } },
  });
  queue('mt4-subscriptions', 'pending', {
    id: 'm1',
    status: 'pending',
    duration: '1 month',
    amountCents: 50_00,
    mt4Id: '77',
    accountType: 'standard',
    currency: 'USD',
    leverage: '1:100',
    server: 'Demo',
    startsAt: null,
  });
  queue('adjustments', 'rejected', {
    id: 'a1',
    status: 'rejected',
    amountCents: -5_00,
    narration: 'Correction',
    proposedByName: 'Grace Hopper',
    decidedByName: null,
    rejectionReason: 'Duplicate',
  });
  client.setQueryData(['admin', 'users', { q: '' }], onePage([{ ...session.user, id: 'u1', frozen: true }]));
  client.setQueryData(
    ['admin', 'audit-log'],
    onePage([{ id: 1, createdAt, actorEmail: null, action: 'plan.update', entityType: 'plan', entityId: '1', before: null, after: { retired: true } }]),
  );
  client.setQueryData(
    ['admin', 'ledger', { kind: 'all', q: '' }],
    onePage([
      {
        ...investor,
        id: 1,
        kind: 'roi',
        amountCents: 5_00,
        balanceBeforeCents: 0,
        balanceAfterCents: 5_00,
        narration: '',
        refType: 'investment',
        refId: 'i1',
        actorEmail: null,
      },
    ]),
  );
  client.setQueryData(
    ['admin', 'support', { status: 'open', q: '' }],
    onePage([{ ...investor, id: 's1', subject: 'Help', status: 'open', updatedAt: createdAt }]),
  );
  client.setQueryData(
    ['admin', 'plans'],
    [
      { id: 1, name: 'Gold', minCents: 100_00, maxCents: null, roiBps: 500, durationDays: 30, referralBonusBps: null, retired: true },
      { id: 2, name: 'Silver', minCents: 100_00, maxCents: 500_00, roiBps: 500, durationDays: 1, referralBonusBps: 300, retired: false },
    ],
  );
  client.setQueryData(
    ['admin', 'payment-methods'],
    [
      { name: 'Bitcoin', walletAddress: null, uriScheme: 'bitcoin', active: true, updatedAt: createdAt },
      { name: 'Tether', walletAddress: 'T1', uriScheme: 'none', active: true, updatedAt: createdAt },
    ],
  );
  client.setQueryData(
    ['admin', 'payment-processors'],
    [
      { coin: 'BTC', processor: 'BTCPay', paysOut: true, lastWebhookAt: null },
      { coin: 'LTC', processor: null, paysOut: false, lastWebhookAt: null },
    ],
  );
  client.setQueryData(['admin', 'operators'], {
    items: [{ id: 'o1', email: 'grace@example.com', fullname: 'Grace Hopper', role: 'finance', disabled: true, createdAt }],
    invitations: [{ email: 'new@example.com', role: 'support', invitedAt: createdAt, expiresAt: '2000-01-01T00:00:00.000Z' }],
  });
  client.setQueryData(['admin', 'reconciliation'], {
    ok: false,
    checkedAt: createdAt,
    durationMs: 12,
    mismatches: [{ userId: 'u1', email: 'ada@example.com', balanceCents: 1_00, ledgerSumCents: 0 }],
    totalMismatches: [{ userId: 'u1', email: 'ada@example.com', total: 'totalProfitCents', cachedCents: 1_00, ledgerCents: 0 }],
    totalsByKind: [{ kind: 'deposit', entries: 1, sumCents: 1_00 }],
  });
  return client;
}

const SCREENS: Array<[string, ComponentType]> = [
  ['navigation', () => h(AdminNav, { onNavigate: () => {} })],
  ['deposits', DepositsQueue],
  ['withdrawals', WithdrawalsQueue],
  ['KYC', KycQueue],
  ['MT4 subscriptions', Mt4Queue],
  ['adjustments', AdjustmentsQueue],
  ['investors', InvestorsPage],
  ['plans', PlansPage],
  ['payment methods', PaymentMethodsPage],
  ['audit log', AuditLogPage],
  ['ledger', LedgerPage],
  ['reconciliation', ReconciliationPage],
  ['operators', OperatorsPage],
  ['support conversations', SupportConversationsPage],
];

describe('the back office in German', () => {
  it.each(SCREENS)('%s shows no English text of the back office and no raw key', async (_name, Screen) => {
    const i18n = await catalogueInstance('de');
    const text = renderText(h(Screen), i18n, backOfficeCache());
    expect(text).not.toMatch(rawKeyPattern(['admin']));
    expect(await englishLeftovers(text, 'de', ['admin'])).toEqual([]);
  });

  it('still draws the rows, so the check reads real screens', async () => {
    const text = renderText(h(WithdrawalsQueue), await catalogueInstance('de'), backOfficeCache());
    expect(text).toContain('Auszahlungen');
    expect(text).toContain('1 von 2 Genehmigungen — durch Grace Hopper');
    expect(text).toContain('Mehr laden');
  });
});
