/** The product's business constants and limits, in cents and basis points. */

export const MIN_WITHDRAWAL_CENTS = 50_00;

export const CRYPTO_TYPES = ['BTC', 'ETH', 'USDT', 'TRON', 'LTC'] as const;
export type CryptoType = (typeof CRYPTO_TYPES)[number];
/** The chains a USDT payout can go out on; the investor names one with every USDT withdrawal. */
export const USDT_NETWORKS = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof USDT_NETWORKS)[number];
/** The networks as exchanges and wallets write them. */
export const USDT_NETWORK_NAME: Record<UsdtNetwork, string> = { TRC20: 'TRC-20', ERC20: 'ERC-20' };
export const DEFAULT_CRYPTO_TYPE: CryptoType = 'BTC';

export const WITHDRAWAL_CAP_CENTS: Record<CryptoType, number> = {
  BTC: 10_000_00,
  ETH: 200_000_00,
  USDT: 100_000_00,
  TRON: 200_000_00,
  LTC: 200_000_00,
};

/** Which saved payout address belongs to which coin. */
export const CRYPTO_ADDRESS_FIELD = {
  BTC: 'btc_address',
  ETH: 'eth_address',
  USDT: 'usdt_address',
  TRON: 'tron_address',
  LTC: 'ltc_address',
} as const satisfies Record<CryptoType, string>;

export const MT4_DURATIONS = ['Monthly', 'Quarterly', 'Yearly'] as const;
export type Mt4Duration = (typeof MT4_DURATIONS)[number];
export const MT4_PRICE_CENTS: Record<Mt4Duration, number> = {
  Monthly: 100_00,
  Quarterly: 250_00,
  Yearly: 900_00,
};
export const MT4_DURATION_MONTHS: Record<Mt4Duration, number> = { Monthly: 1, Quarterly: 3, Yearly: 12 };

export const DEFAULT_REFERRAL_BONUS_BPS = 500;
export const NO_REFERRER = 'nnnnn';

export const AMOUNT_STEP = '0.01';
export const INVEST_PROGRESS = { planSelection: 33, funding: 66, confirmation: 100 } as const;
export const MESSAGE_AUTO_CLOSE_MS = 3000;
export const COIN_TICKER_ITEMS = 10;

export const KYC_ID_TYPES = ["Driver's License", 'National ID', 'Passport'] as const;
export const KYC_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const EMAIL_PREFERENCE_KEYS = ['otpsend', 'roiemail', 'invplanemail'] as const;
export const PASSWORD_MIN_LENGTH = 8;

export const SESSION_ABSOLUTE_HOURS = 12;
