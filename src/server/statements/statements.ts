import { inArray } from 'drizzle-orm';
import type { Stringifier } from 'csv-stringify';
import type { Queryable } from '../db/client';
import { deposits, investments, ledgerEntries, withdrawals } from '../db/schema';
import { centsToDollarString, formatPercent } from '../../shared/money';
import { OTHER_TRANSACTION_TYPES } from '../../shared/schemas/transactions';
import type { StatementTab } from '../../shared/schemas/statements';
import { csvStream, type CsvColumn } from './csv';
import { ownRowsOldestFirst, type RowOf, type TimeRange } from './own-rows-oldest-first';

// Amounts as decimal dollars ("1234.56", "-100.00"), times in ISO 8601 UTC: what a spreadsheet or an
// accountant's import reads without guessing a locale.
const dollars = (cents: number) => centsToDollarString(cents);
const time = (at: Date | null) => at?.toISOString() ?? '';

const date = <Row extends { createdAt: Date }>(): CsvColumn<Row> => ({ header: 'Date (UTC)', value: (row) => time(row.createdAt) });
const id = <Row extends { id: string | number }>(): CsvColumn<Row> => ({ header: 'Reference', value: (row) => String(row.id) });

const depositColumns: CsvColumn<RowOf<typeof deposits>>[] = [
  date(),
  { header: 'Amount (USD)', value: (row) => dollars(row.amountCents) },
  { header: 'Payment mode', text: (row) => row.method },
  { header: 'Paid to address', text: (row) => row.walletAddress },
  { header: 'Status', value: (row) => row.status },
  { header: 'Reason', text: (row) => row.rejectionReason },
  id(),
];

const withdrawalColumns: CsvColumn<RowOf<typeof withdrawals>>[] = [
  date(),
  { header: 'Amount requested (USD)', value: (row) => dollars(row.amountCents) },
  { header: 'Fee (USD)', value: (row) => dollars(row.feeCents) },
  { header: 'Amount + charges (USD)', value: (row) => dollars(row.totalCents) },
  { header: 'Coin', value: (row) => row.cryptoType },
  { header: 'Wallet address', text: (row) => row.walletAddress },
  { header: 'Status', value: (row) => row.status },
  { header: 'Transaction hash', text: (row) => row.txHash },
  { header: 'Reason', text: (row) => row.rejectionReason },
  id(),
];

const investmentColumns: CsvColumn<RowOf<typeof investments>>[] = [
  date(),
  { header: 'Plan', text: (row) => row.planName },
  { header: 'Amount (USD)', value: (row) => dollars(row.amountCents) },
  { header: 'Profit (%)', value: (row) => formatPercent(row.roiBps) },
  { header: 'Duration (days)', value: (row) => String(row.durationDays) },
  { header: 'Status', value: (row) => row.status },
  { header: 'Activated (UTC)', value: (row) => time(row.activatedAt) },
  { header: 'Completed (UTC)', value: (row) => time(row.completedAt) },
  id(),
];

const ledgerColumns: CsvColumn<RowOf<typeof ledgerEntries>>[] = [
  date(),
  { header: 'Type', value: (row) => row.kind },
  { header: 'Amount (USD)', value: (row) => dollars(row.amountCents) },
  { header: 'Balance after (USD)', value: (row) => dollars(row.balanceAfterCents) },
  { header: 'Narration', text: (row) => row.narration },
  id(),
];

/** The statement of one tab over a range of days, as a stream of CSV text. */
export function statementCsv(db: Queryable, userId: string, tab: StatementTab, range: TimeRange): Stringifier {
  switch (tab) {
    case 'deposits':
      return csvStream(depositColumns, ownRowsOldestFirst(db, deposits, userId, range));
    case 'withdrawals':
      return csvStream(withdrawalColumns, ownRowsOldestFirst(db, withdrawals, userId, range));
    case 'investments':
      return csvStream(investmentColumns, ownRowsOldestFirst(db, investments, userId, range));
    case 'others':
      return csvStream(ledgerColumns, ownRowsOldestFirst(db, ledgerEntries, userId, range, inArray(ledgerEntries.kind, [...OTHER_TRANSACTION_TYPES])));
    case 'ledger':
      return csvStream(ledgerColumns, ownRowsOldestFirst(db, ledgerEntries, userId, range));
  }
}
