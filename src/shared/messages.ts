/** Every message the product shows an investor, word for word as the product specification words them. */
import { formatUsd } from './money';

export const messages = {
  userLoadFailed: 'Error fetching user data.',
  userNotFound: 'User data not found.',
  dataLoadFailed: 'Error fetching data.',
  transactionsLoadFailed: 'Error fetching transaction data.',
  plansLoadFailed: 'Error fetching investment plans.',
  investScreenLoadFailed: 'Error fetching user data or plans.',
  referralLoadFailed: (reason: string) => `Failed to load referral data: ${reason}`,
  notAuthenticated: 'User not authenticated.',
  withdrawFieldsMissing: 'All fields are required.',
  withdrawIncomplete: 'Withdrawal data is incomplete.',
  invalidAmount: 'Please enter a valid amount.',
  usdtNetworkRequired: 'Please choose the USDT network: TRC-20 or ERC-20.',
  networkOnlyForUsdt: 'Only a USDT withdrawal names a network.',
  belowPlanMinimum: (minCents: number) => `Amount must be at least ${formatUsd(minCents)}.`,
  abovePlanMaximum: (maxCents: number) => `Amount cannot exceed ${formatUsd(maxCents)}.`,
  belowWithdrawalMinimum: 'Amount must be at least $50.',
  insufficientBalance: 'Insufficient balance.',
  aboveWithdrawalLimit: (limitCents: number) => `Amount exceeds the withdrawal limit of ${formatUsd(limitCents)}.`,
  duplicateActivePlan: (planName: string) => `You already have an active investment in the "${planName}" plan.`,
  noFundingSource: 'Please select a funding source.',
  noPaymentMethod: 'Please select a payment method.',
  invoiceExpired: 'The payment did not arrive before the payment request expired.',
  processorUnavailable: 'The payment processor is not answering right now. Nothing was created; please try again in a few minutes.',
  investSucceeded: 'Investment activated successfully!',
  activationFailed: (reason: string) => `Failed to activate investment: ${reason}`,
  investProcessingFailed: (reason: string) => `Failed to process investment: ${reason}`,
  withdrawalSubmitFailed: 'Error submitting withdrawal.',
  withdrawalSucceeded: 'Withdrawal submitted successfully.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: (reason: string) => `Error updating profile: ${reason}`,
  withdrawalSettingsUpdated: 'Withdrawal settings updated successfully!',
  withdrawalSettingsFailed: (reason: string) => `Error updating withdrawal settings: ${reason}`,
  passwordUpdated: 'Password updated successfully!',
  passwordIncorrect: 'Error updating password: Incorrect current password.',
  passwordUpdateFailed: (reason: string) => `Error updating password: ${reason}`,
  passwordMismatch: 'New password and confirmation do not match.',
  emailPreferencesUpdated: 'Email preferences updated successfully!',
  emailPreferencesFailed: (reason: string) => `Error updating email preferences: ${reason}`,
  referralCopied: 'Referral link copied to clipboard!',
  referralCopyFailed: 'Failed to copy referral link.',
  noWalletAddress: 'No wallet address available.',
  walletAddressCopied: 'Wallet address copied!',
  walletAddressCopyFailed: 'Failed to copy wallet address.',
  mt4InvalidDuration: 'Invalid subscription duration.',
  mt4InsufficientBalance: 'Insufficient balance for subscription.',
  mt4Succeeded: 'MT4 subscription submitted successfully!',
  mt4Failed: (reason: string) => `Error submitting MT4 subscription: ${reason}`,
  supportMessageRequired: 'Message is required.',
  supportSucceeded: 'Your message has been sent successfully!',
  supportFailed: (reason: string) => `Error sending message: ${reason}`,
  kycFailed: 'An error occurred during submission.',
} as const;

/** A message containing "success" (or "copied" on the invest screen) is shown green, any other red. */
export function isSuccessMessage(text: string): boolean {
  return /success|copied/i.test(text);
}

/** Success texts the spec leaves unnamed; each says "success" so it is shown green. */
export const accountMessages = {
  kycSubmitted: 'KYC submitted successfully! Your documents are pending review.',
  sessionEnded: 'Session ended successfully.',
} as const;
