import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paymentMethods, type PaymentMethod } from '../../db/schema';
import { writeAudit } from '../../audit/record';
import { toDto } from './dto';

export interface PaymentMethodSettings {
  walletAddress: string;
  uriScheme: PaymentMethod['uriScheme'];
  active: boolean;
}

/** Creates the method or replaces its settings; a new method goes to the end of the list. */
export async function putPaymentMethod(tx: Tx, name: string, settings: PaymentMethodSettings, adminId: string) {
  const [before] = await tx.select().from(paymentMethods).where(eq(paymentMethods.name, name)).for('update');
  const [after] = await tx
    .insert(paymentMethods)
    .values({
      name,
      ...settings,
      sortOrder: sql`(select coalesce(max(${paymentMethods.sortOrder}), 0) + 1 from ${paymentMethods})`,
    })
    .onConflictDoUpdate({ target: paymentMethods.name, set: { ...settings, updatedAt: sql`now()` } })
    .returning();
  await writeAudit(tx, {
    actorId: adminId,
    action: before ? 'payment_method.update' : 'payment_method.create',
    entityType: 'payment_method',
    entityId: name,
    before: before ?? null,
    after,
  });
  return toDto(after!);
}
