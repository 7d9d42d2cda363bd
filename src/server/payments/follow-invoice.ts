import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { deposits } from '../db/schema';
import { isUniqueViolation } from '../db/pg-errors';
import { AppError } from '../errors';
import { planApproval } from '../deposits/approve';
import { readApproval } from '../deposits/approval-reading';
import { rejectDeposit } from '../deposits/reject';
import { runMoneyOperation } from '../money/run';
import { messages } from '../../shared/messages';
import { decidedInvoices } from './decided-invoices';
import type { InvoiceState, PaymentProcessor } from './processor';

/** What became of a deposit whose invoice was checked; nothing when it was decided already or is still open. */
export type Followed = InvoiceState | 'decided' | 'unknown';

/** A settlement whose plan lost a race is read and planned again, a few times at most. */
const REPLANS = 3;

/**
 * Acts on an invoice's state as the processor's API reports it now, never on what a webhook's body
 * says: settled approves the deposit as an operator would (the money engine credits it once, however
 * many deliveries, instances or reconciliations race: the deposit is locked while pending and the
 * second finds it decided), expired rejects it and cancels its unpaid investment, partial marks it
 * for the operator's decision. Throws ProcessorUnavailable when the processor does not answer.
 * The deposit is read once with everything its approval is planned from, before the API is asked:
 * a delivery for a decided deposit ends there (or before, when this process saw it decided), and a
 * settled one goes straight to its statement.
 */
export async function followInvoice(ctx: AppContext, processor: PaymentProcessor, invoiceId: string): Promise<Followed> {
  const decided = decidedInvoices(ctx);
  if (decided.has(processor.name, invoiceId)) return 'decided';
  let reading = await readApproval(ctx.db, { processor: processor.name, invoiceId });
  if (!reading) return 'unknown';
  const deposit = reading.request;
  if (deposit.status !== 'pending') {
    decided.remember(processor.name, invoiceId);
    return 'decided';
  }
  const decision = { adminId: null, processor: processor.name, now: ctx.clock.now() };
  const state = await processor.invoiceState(invoiceId);
  for (let attempt = 1; state === 'settled' || state === 'expired'; attempt++) {
    try {
      const operation =
        state === 'settled' ? await planApproval(ctx.db, reading, decision) : await rejectDeposit(ctx.db, deposit.id, messages.invoiceExpired, decision);
      if (!(await runMoneyOperation(ctx.db, operation))) return 'decided';
      decided.remember(processor.name, invoiceId);
      return state;
    } catch (error) {
      // Another delivery or instance decided it between the reading and the plan.
      if (error instanceof AppError && error.code === 'ALREADY_DECIDED') {
        decided.remember(processor.name, invoiceId);
        return 'decided';
      }
      // Another deposit of the investor's activated the same plan meanwhile (one active investment per
      // plan): read the rows as they are now and plan again, as an operator's approval would be.
      if (!isUniqueViolation(error) || attempt === REPLANS) throw error;
      reading = (await readApproval(ctx.db, { processor: processor.name, invoiceId }))!;
      if (reading.request.status !== 'pending') return 'decided';
    }
  }
  if (state === 'partial' && !deposit.partiallyPaid) {
    await ctx.db
      .update(deposits)
      .set({ partiallyPaid: true })
      .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'pending')));
  }
  return state;
}
