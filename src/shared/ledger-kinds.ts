/** What caused a ledger entry; the ledger table's `kind` column takes exactly these, and the console filters by them. */
export const LEDGER_KINDS = [
  'deposit',
  'investment',
  'withdrawal',
  'withdrawal_refund',
  'mt4_subscription',
  'mt4_refund',
  'roi',
  'capital_return',
  'referral_bonus',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
