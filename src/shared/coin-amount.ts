import type { DepositNetwork } from './deposit-network';

/**
 * The coins a deposit can be quoted in: the decimals of the smallest unit (satoshi, litoshi, wei,
 * a millionth of USDT or TRX) and of a quoted amount. Ether is quoted to 8 decimals: 18 digits are
 * more than a person can type without a slip, and a step of 1e-8 ETH is worth a fraction of a cent.
 */
export const QUOTE_COINS = {
  BTC: { decimals: 8, quotedDecimals: 8 },
  LTC: { decimals: 8, quotedDecimals: 8 },
  ETH: { decimals: 18, quotedDecimals: 8 },
  USDT: { decimals: 6, quotedDecimals: 6 },
  TRX: { decimals: 6, quotedDecimals: 6 },
} as const;
export type QuoteCoin = keyof typeof QUOTE_COINS;

/** The coin a network's deposit is paid in. */
export const NETWORK_COINS: Record<DepositNetwork, QuoteCoin> = {
  bitcoin: 'BTC',
  litecoin: 'LTC',
  ethereum: 'ETH',
  tron: 'TRX',
  usdtTron: 'USDT',
  usdtEthereum: 'USDT',
};

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/**
 * The amount of `coin`, in its smallest unit, worth `amountCents` at `rateCents` (the USD price of
 * one coin), in integer arithmetic only. Rounded up to the quoted step, so the payment is worth at
 * least the deposit at the quoted rate; the excess is under one step (1e-8 BTC, 1e-6 USDT).
 */
export function coinBaseUnits(amountCents: number, rateCents: number, coin: QuoteCoin): bigint {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError(`amountCents must be a positive integer, got ${amountCents}`);
  if (!Number.isSafeInteger(rateCents) || rateCents <= 0) throw new RangeError(`rateCents must be a positive integer, got ${rateCents}`);
  const { decimals, quotedDecimals } = QUOTE_COINS[coin];
  const step = pow10(decimals - quotedDecimals);
  const stepValue = BigInt(rateCents) * step;
  const steps = (BigInt(amountCents) * pow10(decimals) + stepValue - 1n) / stepValue;
  return steps * step;
}

/** Base units as a decimal amount of the coin, without trailing zeros: 412345 satoshi → "0.00412345". */
export function formatCoinAmount(baseUnits: bigint, coin: QuoteCoin): string {
  const scale = pow10(QUOTE_COINS[coin].decimals);
  const fraction = (baseUnits % scale).toString().padStart(QUOTE_COINS[coin].decimals, '0').replace(/0+$/, '');
  return fraction ? `${baseUnits / scale}.${fraction}` : `${baseUnits / scale}`;
}

/**
 * A decimal amount of `coin` as a processor writes it ("0.17070286") in its smallest unit, or null
 * when it is not a plain positive decimal the coin can hold (a sign, an exponent, more decimals
 * than the coin has): an amount the investor could not send exactly is refused, never rounded.
 */
export function parseCoinAmount(text: string, coin: QuoteCoin): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  const { decimals } = QUOTE_COINS[coin];
  if (!match || (match[2] ?? '').length > decimals) return null;
  const baseUnits = BigInt(match[1]!) * pow10(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0'));
  return baseUnits > 0n ? baseUnits : null;
}
