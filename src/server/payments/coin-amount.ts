import { ProcessorUnavailable } from './processor';

const SATOSHIS = 100_000_000n;

/**
 * A USD amount in a coin at a rate (USD per coin, a decimal string as the processor gave it), to 8
 * decimals, rounded down to the smallest unit, in integers: a float never touches the amount sent.
 * An unusable rate refuses the payout before anything is asked of the processor.
 */
export function centsInCoin(cents: number, rate: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  const fraction = match?.[2] ?? '';
  const scaledRate = match ? BigInt(`${match[1]}${fraction}`) : 0n;
  if (scaledRate === 0n) throw new ProcessorUnavailable(`unusable rate ${JSON.stringify(rate)}`, true);
  const units = (BigInt(cents) * SATOSHIS * 10n ** BigInt(fraction.length)) / (100n * scaledRate);
  return `${units / SATOSHIS}.${String(units % SATOSHIS).padStart(8, '0')}`;
}
