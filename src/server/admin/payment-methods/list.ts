import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { toDto } from './dto';

export async function listAllPaymentMethods(db: Queryable) {
  const methods = await db.select().from(paymentMethods).orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.name));
  return methods.map(toDto);
}
