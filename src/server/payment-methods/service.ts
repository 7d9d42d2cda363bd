import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { paymentMethods, type PaymentMethod } from '../db/schema';
import type { PaymentMethodDto } from '../../shared/schemas/payment-methods';
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
