import { z } from 'zod';
import { CRYPTO_ADDRESS_FIELD, type CRYPTO_TYPES } from '../constants';
import { invalidCryptoAddressMessage, isValidCryptoAddress } from '../crypto-address/payout-address';
import { optionalText, pastDate, requiredText } from './fields';
import { emailPreferencesSchema, userDto } from './user';

/** Personal Settings. The e-mail is not here: it is read-only in the profile. */
export const profileUpdateRequest = z.object({
  fullname: requiredText('Full name', 120),
  name: optionalText('Username', 120).optional(),
  phone: optionalText('Phone', 40)
    .regex(/^[0-9+()\-. ]*$/, 'Phone may contain digits, spaces and + ( ) - . only.')
    .optional(),
  dob: z.union([z.literal(''), pastDate('Date of birth')]).optional(),
  address: optionalText('Address', 300).optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

const addressField = (coin: (typeof CRYPTO_TYPES)[number]) =>
  z
    .string()
    .trim()
    .max(120, invalidCryptoAddressMessage(coin))
    .refine((value) => value === '' || isValidCryptoAddress(coin, value), invalidCryptoAddressMessage(coin));

/** Withdrawal Settings: one payout address per coin, each empty or a valid address of that coin (checksum included). */
export const cryptoAddressesRequest = z.object({
  [CRYPTO_ADDRESS_FIELD.BTC]: addressField('BTC'),
  [CRYPTO_ADDRESS_FIELD.ETH]: addressField('ETH'),
  [CRYPTO_ADDRESS_FIELD.LTC]: addressField('LTC'),
  [CRYPTO_ADDRESS_FIELD.USDT]: addressField('USDT'),
  [CRYPTO_ADDRESS_FIELD.TRON]: addressField('TRON'),
});
export type CryptoAddressesRequest = z.infer<typeof cryptoAddressesRequest>;

export const emailPreferencesRequest = emailPreferencesSchema;

export const userUpdateResponse = z.object({ user: userDto, message: z.string() });
export type UserUpdateResponse = z.infer<typeof userUpdateResponse>;

export const activeSessionDto = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string(),
  ipAddress: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type ActiveSessionDto = z.infer<typeof activeSessionDto>;
export const activeSessionsResponse = z.object({ items: z.array(activeSessionDto) });

export const sessionIdParams = z.object({ id: z.uuid() });
