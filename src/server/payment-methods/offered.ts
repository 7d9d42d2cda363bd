import { and, eq, isNotNull } from 'drizzle-orm';
import { paymentMethods, type PaymentMethod } from '../db/schema';

/**
 * A method investors may pay a deposit with: switched on, and with the platform's receiving address
 * set. A production database starts with no addresses, so nothing is offered until an operator
 * enters one the platform controls.
 */
export type OfferedPaymentMethod = PaymentMethod & { walletAddress: string };

export const offeredForDeposits = and(eq(paymentMethods.active, true), isNotNull(paymentMethods.walletAddress));
