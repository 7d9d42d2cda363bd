import { newRowId } from '../db/schema/row-id';
import { AppError } from '../errors';
import { messages } from '../../shared/messages';
import type { Processors } from './processors';
import type { ProcessorCoin } from '../../shared/method-coin';
import { ProcessorUnavailable, type Invoice, type ProcessorName } from './processor';

/** A deposit's invoice at its processor, made before the deposit, whose id it carries as the order id. */
export interface DepositInvoice extends Invoice {
  processor: ProcessorName;
  coin: ProcessorCoin;
  depositId: string;
}

/** Which coins a processor handles, and the invoice a deposit in one of them is paid through. */
export interface DepositInvoicing {
  handles(coin: ProcessorCoin | null): coin is ProcessorCoin;
  invoice(coin: ProcessorCoin, amountCents: number): Promise<DepositInvoice>;
}

/**
 * A request's invoicing: the invoice is made at the first plan that needs it and reused when the
 * request is planned again after a lost race, so one request makes one invoice. A processor that
 * does not answer refuses the request with 503 before anything is written. Methods of a class,
 * not closures: every investment request makes one, and each closure would be named as it is made.
 */
class RequestInvoicing implements DepositInvoicing {
  readonly #made = new Map<string, DepositInvoice>();

  constructor(private readonly processors: Processors) {}

  handles(coin: ProcessorCoin | null): coin is ProcessorCoin {
    return Boolean(this.processors.forCoin(coin));
  }

  async invoice(coin: ProcessorCoin, amountCents: number): Promise<DepositInvoice> {
    const processor = this.processors.forCoin(coin)!;
    const key = `${coin} ${amountCents}`;
    const earlier = this.#made.get(key);
    if (earlier) return earlier;
    const depositId = newRowId();
    let answer: Invoice;
    try {
      answer = await processor.createInvoice({ orderId: depositId, amountCents, coin });
    } catch (error) {
      if (error instanceof ProcessorUnavailable) throw new AppError(503, 'PROCESSOR_UNAVAILABLE', messages.processorUnavailable);
      throw error;
    }
    const deposit = { ...answer, processor: processor.name, coin, depositId };
    this.#made.set(key, deposit);
    return deposit;
  }
}

export const depositInvoicing = (processors: Processors): DepositInvoicing => new RequestInvoicing(processors);

/** Planning with no processor: every method needs the operator's address. */
export const withoutProcessors: DepositInvoicing = {
  handles: (coin): coin is ProcessorCoin => false,
  invoice: () => Promise.reject(new Error('no payment processor is configured')),
};
