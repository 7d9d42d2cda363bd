import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { paymentMethods, type PaymentMethod } from '../db/schema';
import type { PaymentMethodDto } from '../../shared/schemas/payment-methods';
import { paymentUri } from '../../shared/payment-uri';

/**
 * A method investors may pay a deposit with: switched on, and either with the platform's receiving
 * address set or with a payment processor handling its coin (`byProcessor`), which gives each
 * deposit its own address. A production database starts with no addresses, so without a processor
 * nothing is offered until an operator enters one the platform controls.
 */
export async function listOfferedPaymentMethods(db: Queryable, byProcessor: (method: PaymentMethod) => boolean): Promise<PaymentMethodDto[]> {
  const methods = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.active, true))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.name));
  return methods.flatMap((method): PaymentMethodDto[] => {
    if (byProcessor(method)) return [{ name: method.name, walletAddress: '', paymentUri: '', byProcessor: true }];
    const { walletAddress } = method;
    return walletAddress === null ? [] : [{ name: method.name, walletAddress, paymentUri: paymentUri({ ...method, walletAddress }), byProcessor: false }];
  });
}
