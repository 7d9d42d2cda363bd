/**
 * Every money operation, by name. An operation names itself from this list, and the statement
 * snapshot test plans each one and compares its SQL with `statements/<name>.sql`: a new operation
 * is added here, and so cannot go without a reviewed statement.
 */
export const MONEY_OPERATIONS = [
  'withdrawal',
  'investment-from-balance',
  'investment-by-deposit-request',
  'mt4-subscription',
  'withdrawal-approval',
  'withdrawal-rejection',
  'withdrawal-payout',
  'deposit-approval',
  'deposit-rejection',
  'deposit-settlement',
  'deposit-expiry',
  'mt4-approval',
  'mt4-rejection',
  'kyc-approval',
  'kyc-rejection',
  'balance-adjustment',
  'adjustment-proposal',
  'adjustment-approval',
  'adjustment-rejection',
  'ledger-posting',
  'accrual-credits',
] as const;

export type MoneyOperationName = (typeof MONEY_OPERATIONS)[number];
