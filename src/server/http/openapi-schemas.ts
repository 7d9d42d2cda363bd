import { z } from 'zod';
import { messageResponse } from '../../shared/schemas/fields';
import { cryptoAddressesSchema, emailPreferencesSchema, sessionDto, userDto } from '../../shared/schemas/user';
import { loginRequest, passwordChangeRequest } from '../../shared/schemas/auth';
import { passwordResetConfirmRequest, passwordResetRequest, verifyEmailRequest } from '../../shared/schemas/account-recovery';
import { freezeRequest } from '../../shared/schemas/account-freeze';
import {
  signInAnswer,
  twoFactorCodeRequest,
  recoveryCodesDto,
  twoFactorEnrolmentDto,
  twoFactorRequiredDto,
  twoFactorStatusDto,
} from '../../shared/schemas/two-factor';
import { reauthRequest } from '../../shared/schemas/step-up';
import { activeSessionDto, activeSessionsResponse, cryptoAddressesRequest, profileUpdateRequest, userUpdateResponse } from '../../shared/schemas/account';
import { planDto, plansResponse } from '../../shared/schemas/plans';
import { paymentMethodDto, paymentMethodsResponse } from '../../shared/schemas/payment-methods';
import { createInvestmentRequest, createInvestmentResponse, investmentDto } from '../../shared/schemas/investments';
import { depositDto, depositTxIdRequest, depositTxIdResponse } from '../../shared/schemas/deposits';
import { createWithdrawalRequest, createWithdrawalResponse, withdrawalDetails, withdrawalDto } from '../../shared/schemas/withdrawals';
import { createMt4SubscriptionRequest, createMt4SubscriptionResponse, mt4SubscriptionDto } from '../../shared/schemas/mt4';
import { otherTransactionDto } from '../../shared/schemas/transactions';
import { kycRecordDto, kycStatusResponse, kycSubmitResponse } from '../../shared/schemas/kyc';
import { referralsResponse, referredClientDto } from '../../shared/schemas/referrals';
import { adminSupportConversationDto, supportConversationDto, supportMailboxResponse, supportReplyRequest, supportRequest } from '../../shared/schemas/support';
import { markReadRequest, notificationDto, notificationsPage, unreadCountResponse } from '../../shared/schemas/notifications';
import { candle, coinQuote, marketOverview, newsItem } from '../../shared/schemas/market';
import {
  acceptInviteRequest,
  operatorDto,
  operatorInvitationDto,
  operatorInviteBody,
  operatorPatchBody,
  operatorsResponse,
} from '../../shared/schemas/operators';
import { adjustmentDto, withdrawalQueueItemDto } from '../../shared/schemas/four-eyes';
import {
  adjustmentBody,
  adjustmentResponse,
  adminDepositDto,
  adminKycDto,
  adminLedgerEntryDto,
  adminMt4Dto,
  adminPaymentMethodDto,
  paymentProcessorStatusDto,
  adminPlanDto,
  adminUserDto,
  adminUserPatchBody,
  adminWithdrawalDto,
  approveWithdrawalBody,
  auditEntryDto,
  depositDecisionResponse,
  pageOf,
  paymentMethodBody,
  planCreateBody,
  planPatchBody,
  reconciliationReportDto,
  rejectBody,
  totalMismatchDto,
} from '../../shared/schemas/admin';

/**
 * The names the API reference gives the shared schemas: components/schemas/<name>, $ref'd wherever
 * a body or an answer uses them, so a client generator makes one named type for each. A schema read
 * from a request is listed as `<name>Input` (fastify-type-provider-zod's convention). Named here,
 * on the server, rather than with .meta() in src/shared, so the browser bundle carries no registry.
 */
const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  Message: messageResponse,
  User: userDto,
  Session: sessionDto,
  CryptoAddresses: cryptoAddressesSchema,
  EmailPreferences: emailPreferencesSchema,
  Credentials: loginRequest,
  PasswordChange: passwordChangeRequest,
  PasswordResetRequest: passwordResetRequest,
  PasswordResetConfirmation: passwordResetConfirmRequest,
  EmailVerification: verifyEmailRequest,
  AccountFreeze: freezeRequest,
  SignInAnswer: signInAnswer,
  TwoFactorRequired: twoFactorRequiredDto,
  TwoFactorCode: twoFactorCodeRequest,
  Reauth: reauthRequest,
  TwoFactorEnrolment: twoFactorEnrolmentDto,
  RecoveryCodes: recoveryCodesDto,
  TwoFactorStatus: twoFactorStatusDto,
  ProfileUpdate: profileUpdateRequest,
  CryptoAddressesUpdate: cryptoAddressesRequest,
  UserUpdated: userUpdateResponse,
  ActiveSession: activeSessionDto,
  ActiveSessionList: activeSessionsResponse,
  Plan: planDto,
  PlanList: plansResponse,
  PaymentMethod: paymentMethodDto,
  PaymentMethodList: paymentMethodsResponse,
  NewInvestment: createInvestmentRequest,
  InvestmentCreated: createInvestmentResponse,
  DepositTransactionId: depositTxIdRequest,
  DepositTransactionIdSaved: depositTxIdResponse,
  NewWithdrawal: createWithdrawalRequest,
  WithdrawalDetails: withdrawalDetails,
  WithdrawalCreated: createWithdrawalResponse,
  NewMt4Subscription: createMt4SubscriptionRequest,
  Mt4SubscriptionCreated: createMt4SubscriptionResponse,
  KycRecord: kycRecordDto,
  KycStatus: kycStatusResponse,
  KycSubmitted: kycSubmitResponse,
  ReferredClient: referredClientDto,
  Referrals: referralsResponse,
  SupportMessage: supportRequest,
  SupportReply: supportReplyRequest,
  SupportMailbox: supportMailboxResponse,
  Notification: notificationDto,
  NotificationPage: notificationsPage,
  MarkRead: markReadRequest,
  UnreadCount: unreadCountResponse,
  MarketOverview: marketOverview,
  CoinQuote: coinQuote,
  Candle: candle,
  NewsItem: newsItem,
  DepositDecision: depositDecisionResponse,
  Rejection: rejectBody,
  WithdrawalApproval: approveWithdrawalBody,
  WithdrawalDecided: adminWithdrawalDto,
  WithdrawalSettings: adminUserPatchBody,
  Adjustment: adjustmentBody,
  AdjustmentPosted: adjustmentResponse,
  NewPlan: planCreateBody,
  PlanUpdate: planPatchBody,
  AdminPlan: adminPlanDto,
  PaymentMethodUpdate: paymentMethodBody,
  AdminPaymentMethod: adminPaymentMethodDto,
  PaymentProcessorStatus: paymentProcessorStatusDto,
  Operator: operatorDto,
  Operators: operatorsResponse,
  OperatorChange: operatorPatchBody,
  OperatorInvite: operatorInviteBody,
  OperatorInvitation: operatorInvitationDto,
  AcceptOperatorInvite: acceptInviteRequest,
  ReconciliationReport: reconciliationReportDto,
  TotalMismatch: totalMismatchDto,
};

/** Items the API lists a page at a time: each page is named `<item>Page`. */
const PAGED_ITEMS: Record<string, z.ZodType> = {
  Investment: investmentDto,
  Deposit: depositDto,
  Withdrawal: withdrawalDto,
  Mt4Subscription: mt4SubscriptionDto,
  OtherTransaction: otherTransactionDto,
  AdminDeposit: adminDepositDto,
  AdminWithdrawal: withdrawalQueueItemDto,
  ProposedAdjustment: adjustmentDto,
  AdminMt4Subscription: adminMt4Dto,
  AdminKyc: adminKycDto,
  AuditEntry: auditEntryDto,
  LedgerEntry: adminLedgerEntryDto,
  AdminUser: adminUserDto,
  SupportConversation: supportConversationDto,
  AdminSupportConversation: adminSupportConversationDto,
};

const name = (schema: z.ZodType, id: string) => z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) name(schema, id);
for (const [id, item] of Object.entries(PAGED_ITEMS)) {
  name(item, id);
  name(pageOf(item), `${id}Page`);
}

/** One tag per capability; every operation names one of these. */
export const API_TAGS = [
  { name: 'health', description: 'Whether the server and its database answer.' },
  { name: 'auth', description: 'Registration, sign-in, sign-out, the session and the password.' },
  { name: 'account', description: "The signed-in user's own record, settings and sessions." },
  { name: 'market', description: 'Coin prices, a chart and news for the dashboard and public pages.' },
  { name: 'plans', description: 'The investment plans on offer.' },
  { name: 'payment-methods', description: 'Where deposits are paid.' },
  { name: 'investments', description: 'Buying a plan, from the balance or by a deposit.' },
  { name: 'deposits', description: "The user's deposit requests." },
  { name: 'withdrawals', description: 'Withdrawal requests to a crypto address.' },
  { name: 'mt4-subscriptions', description: 'MT4 account management subscriptions.' },
  { name: 'transactions', description: 'ROI, bonuses, subscriptions, refunds and adjustments.' },
  { name: 'kyc', description: 'Identity verification: the form, its documents and its status.' },
  { name: 'referrals', description: 'The referral link and the clients it brought.' },
  { name: 'support', description: 'Messages to the support mailbox.' },
  { name: 'notifications', description: "The user's notifications." },
  { name: 'payments', description: "Payment processors' signed webhooks (no session): a deposit's invoice settled or expired." },
  { name: 'admin-deposits', description: 'Back office: the deposit queue and its decisions.' },
  { name: 'admin-withdrawals', description: 'Back office: the withdrawal queue and its decisions.' },
  { name: 'admin-mt4-subscriptions', description: 'Back office: the MT4 subscription queue and its decisions.' },
  { name: 'admin-kyc', description: 'Back office: the KYC queue and its decisions.' },
  { name: 'admin-users', description: 'Back office: investors, their withdrawal settings and balance adjustments.' },
  { name: 'admin-operators', description: 'Back office: the operator team, their roles and who is disabled (owners only).' },
  { name: 'admin-support', description: 'Back office: support conversations with investors (owner and support roles).' },
  { name: 'admin-plans', description: 'Back office: the plan catalogue.' },
  { name: 'admin-payment-methods', description: 'Back office: receiving wallets.' },
  { name: 'admin-books', description: 'Back office: the audit log, the ledger and the reconciliation of balances.' },
];
