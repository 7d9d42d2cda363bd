import { asc } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { paymentMethods } from '../db/schema';
import { offeredForDeposits, type OfferedPaymentMethod } from './offered';
import type { PaymentMethodDto } from '../../shared/schemas/payment-methods';
import { paymentUri } from './payment-uri';

function toPaymentMethodDto(method: OfferedPaymentMethod): PaymentMethodDto {
  return { name: method.name, walletAddress: method.walletAddress, paymentUri: paymentUri(method) };
}

export async function listOfferedPaymentMethods(db: Queryable): Promise<PaymentMethodDto[]> {
  const methods = await db.select().from(paymentMethods).where(offeredForDeposits).orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.name));
  return (methods as OfferedPaymentMethod[]).map(toPaymentMethodDto);
}
