import type { AppContext } from '../context';

/** Enough for every invoice a busy day's webhooks name again; the oldest is forgotten first. */
const REMEMBERED = 10_000;

/** Per database, as the webhooks' other per-process records are: tests and instances on other databases share nothing. */
const decided = new WeakMap<object, Map<string, true>>();

const keyOf = (processor: string, invoiceId: string) => `${processor}\u0000${invoiceId}`;

/**
 * Invoices whose deposit this process has seen decided. A deposit is made pending and leaves
 * pending once, for good, so a later delivery for one of them has nothing to decide: it is answered
 * without reading the database or asking the processor. Processors send several events per invoice
 * and deliver each again when unsure, so most deliveries after the first are for a decided deposit.
 * Another instance, or this one after a restart, reads the deposit as before.
 */
export const decidedInvoices = (ctx: AppContext) => {
  let invoices = decided.get(ctx.db);
  if (!invoices) {
    invoices = new Map();
    decided.set(ctx.db, invoices);
  }
  const known = invoices;
  return {
    has: (processor: string, invoiceId: string) => known.has(keyOf(processor, invoiceId)),
    remember(processor: string, invoiceId: string) {
      known.set(keyOf(processor, invoiceId), true);
      if (known.size > REMEMBERED) known.delete(known.keys().next().value!);
    },
  };
};
