import type { Config } from '../config';
import { btcpayProcessor } from './btcpay/processor';
import { nowPaymentsProcessor } from './nowpayments/processor';
import type { ProcessorCoin } from '../../shared/method-coin';
import type { PaymentProcessor, ProcessorName } from './processor';

/** The processors an app is configured with, found by the coin a deposit is paid in or by name. */
export interface Processors {
  all: readonly PaymentProcessor[];
  forCoin(coin: ProcessorCoin | null): PaymentProcessor | undefined;
  named(name: string): PaymentProcessor | undefined;
}

const registries = new WeakMap<Config, Processors>();

/** The configured processors of an app, built once per configuration (the start checked that no coin has two). */
export function configuredProcessors(config: Config): Processors {
  let registry = registries.get(config);
  if (!registry) {
    const all = [config.btcpay && btcpayProcessor(config.btcpay), config.nowPayments && nowPaymentsProcessor(config.nowPayments)].filter(
      (processor): processor is PaymentProcessor => Boolean(processor),
    );
    registry = {
      all,
      forCoin: (coin) => (coin ? all.find((processor) => processor.coins.includes(coin)) : undefined),
      named: (name) => all.find((processor) => processor.name === (name as ProcessorName)),
    };
    registries.set(config, registry);
  }
  return registry;
}
