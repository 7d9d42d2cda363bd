import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { paymentMethods, type PaymentMethod } from '../db/schema';
import { badRequest } from '../errors';
import type { PaymentMethodDto } from '../../shared/schemas/payment-methods';
import { messages } from '../../shared/messages';
import { paymentUri } from './payment-uri';

export function toPaymentMethodDto(method: PaymentMethod): PaymentMethodDto {
  return { name: method.name, walletAddress: method.walletAddress, paymentUri: paymentUri(method) };
}

export async function listActivePaymentMethods(db: Queryable): Promise<PaymentMethodDto[]> {
  const methods = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.active, true))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.name));
  return methods.map(toPaymentMethodDto);
}

/** A method the investor may pay a deposit with; an unknown or switched-off one is not a choice. */
export async function findActivePaymentMethod(db: Queryable, name: string): Promise<PaymentMethod> {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.name, name), eq(paymentMethods.active, true)));
  if (!method) throw badRequest('UNKNOWN_PAYMENT_METHOD', messages.noPaymentMethod);
  return method;
}
