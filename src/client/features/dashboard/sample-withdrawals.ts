/**
 * The Latest Withdrawals marketing sample: fixed rows, not anyone's data. The table that shows them
 * says so on screen.
 */
export interface SampleWithdrawal {
  status: 'Confirmed' | 'Pending';
  amountUsd: string;
  wallet: string;
}

export const sampleWithdrawals: SampleWithdrawal[] = [
  { status: 'Confirmed', amountUsd: '1,250.00', wallet: 'bc1q9h7x…4k2m' },
  { status: 'Pending', amountUsd: '430.50', wallet: '0x71C7…976F' },
  { status: 'Confirmed', amountUsd: '2,900.00', wallet: 'TQn9Y2…xVfj' },
  { status: 'Confirmed', amountUsd: '75.00', wallet: 'ltc1qg8…93ne' },
  { status: 'Pending', amountUsd: '5,000.00', wallet: 'bc1qar0…5mdq' },
  { status: 'Confirmed', amountUsd: '820.25', wallet: '0x8ba1…BA72' },
  { status: 'Confirmed', amountUsd: '150.00', wallet: 'TLa2f6…4nQ3' },
  { status: 'Pending', amountUsd: '1,010.00', wallet: '0xdAC1…1ec7' },
  { status: 'Confirmed', amountUsd: '3,600.00', wallet: 'bc1qxy2…0wlh' },
  { status: 'Confirmed', amountUsd: '260.40', wallet: 'ltc1q3r…8z7d' },
  { status: 'Pending', amountUsd: '999.99', wallet: 'TJRab…Xpwz' },
  { status: 'Confirmed', amountUsd: '12,000.00', wallet: '0x4E83…6fA2' },
];
