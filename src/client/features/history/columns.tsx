import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { Column } from './HistoryTable';
import { StatusBadge, StatusText } from './status';
import { TransactionLink } from './TransactionLink';
import { formatDate, formatDuration } from '../../components/format';
import { percentText } from '../../../shared/percent-text';
import { PendingDepositPayment } from '../../components/deposit/PendingDepositPayment';
import { formatUsd } from '../../../shared/money';
import { payoutMethodName } from '../../../shared/payout-method';
import type { DepositDto } from '../../../shared/schemas/deposits';
import type { WithdrawalDto } from '../../../shared/schemas/withdrawals';
import type { InvestmentDto } from '../../../shared/schemas/investments';
import type { OtherTransactionDto } from '../../../shared/schemas/transactions';

/**
 * The column set of each history table; the stand-alone history pages and the Transactions tabs share them.
 * A header is its key under history.columns in the catalogues.
 */

const amount = <T extends { amountCents: number }>(header: string): Column<T> => ({
  header,
  cell: (row) => formatUsd(row.amountCents),
});
const created = <T extends { createdAt: string }>(header: string): Column<T> => ({
  header,
  cell: (row, i18n) => formatDate(row.createdAt, i18n.language),
});
const wallet = (address: string) => (
  <Text span size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
    {address}
  </Text>
);

/** A deposit's status; a pending one also opens what to pay and where to give the transaction id. */
const depositStatus: Column<DepositDto> = {
  header: 'status',
  cell: (row) =>
    row.status === 'pending' ? (
      <Stack gap={2} align="flex-start">
        <StatusText family="payment" status={row.status} />
        <PendingDepositPayment deposit={row} />
      </Stack>
    ) : (
      <StatusText family="payment" status={row.status} />
    ),
};

export const depositHistoryColumns: Column<DepositDto>[] = [amount('amount'), { header: 'method', cell: (row) => row.method }, depositStatus, created('date')];

export const depositTabColumns: Column<DepositDto>[] = [
  amount('amount'),
  { header: 'paymentMode', cell: (row) => row.method },
  depositStatus,
  created('dateCreated'),
];

/** The address a withdrawal pays to, with USDT's network under it: the same address on the other network is another payout. */
const payoutAddress = (row: WithdrawalDto) =>
  row.network ? (
    <Stack gap={0}>
      {wallet(row.walletAddress)}
      <Text span size="xs" c="dimmed">
        {payoutMethodName(row.cryptoType, row.network)}
      </Text>
    </Stack>
  ) : (
    wallet(row.walletAddress)
  );

/** A withdrawal's status, with the transaction that paid it out once there is one. */
const withdrawalStatus = (row: WithdrawalDto, status: ReactNode) =>
  row.txHash ? (
    <Stack gap={2} align="flex-start">
      {status}
      <TransactionLink coin={row.cryptoType} network={row.network} txHash={row.txHash} />
    </Stack>
  ) : (
    status
  );

export const withdrawalHistoryColumns: Column<WithdrawalDto>[] = [
  amount('amount'),
  { header: 'payType', cell: payoutAddress },
  { header: 'status', cell: (row) => withdrawalStatus(row, <StatusBadge status={row.status} />) },
  created('date'),
];

export const withdrawalTabColumns: Column<WithdrawalDto>[] = [
  amount('amountRequested'),
  { header: 'amountPlusCharges', cell: (row) => formatUsd(row.totalCents) },
  { header: 'receivingMode', cell: (row) => payoutMethodName(row.cryptoType, row.network) },
  { header: 'status', cell: (row) => withdrawalStatus(row, <StatusText family="payment" status={row.status} />) },
  created('dateCreated'),
];

export const investmentColumns: Column<InvestmentDto>[] = [
  { header: 'plan', cell: (row) => row.planName },
  amount('amount'),
  { header: 'roi', cell: (row, i18n) => percentText(row.roiBps, i18n.language) },
  { header: 'duration', cell: (row, i18n) => formatDuration(i18n.t, row.durationDays) },
  { header: 'status', cell: (row) => <StatusText family="investment" status={row.status} /> },
  created('dateCreated'),
];

export const otherTransactionColumns: Column<OtherTransactionDto>[] = [
  amount('amount'),
  { header: 'type', cell: (row, i18n) => i18n.t(`history.otherTypes.${row.type}`) },
  { header: 'narration', cell: (row) => row.narration },
  created('dateCreated'),
];
