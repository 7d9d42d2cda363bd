import type { PaymentMethod } from '../../db/schema';

export const toDto = (method: PaymentMethod) => ({ ...method, updatedAt: method.updatedAt.toISOString() });
