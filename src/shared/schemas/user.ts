import { z } from 'zod';
import { operatorRoles } from '../operator-roles';

const yesNo = z.enum(['Yes', 'No']);

export const cryptoAddressesSchema = z.object({
  btc_address: z.string(),
  eth_address: z.string(),
  ltc_address: z.string(),
  usdt_address: z.string(),
  tron_address: z.string(),
});

export const emailPreferencesSchema = z.object({ otpsend: yesNo, roiemail: yesNo, invplanemail: yesNo });

/** The user record as the API shows it: money in cents, fee in basis points. */
export const userDto = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['investor', 'admin']),
  /** An operator's duties, which decide the back-office sections shown; null for investors. */
  operatorRole: z.enum(operatorRoles).nullable(),
  fullname: z.string(),
  name: z.string(),
  phone: z.string(),
  dob: z.string(),
  address: z.string(),
  balanceCents: z.number().int(),
  withdrawalLimitCents: z.number().int(),
  withdrawalFeeBps: z.number().int(),
  myReferralId: z.string(),
  referreduserid: z.string(),
  totalProfitCents: z.number().int(),
  totalDepositCents: z.number().int(),
  totalReferralCommissionCents: z.number().int(),
  cryptoAddresses: cryptoAddressesSchema,
  emailPreferences: emailPreferencesSchema,
  /** false until the owner opens the link mailed at registration. */
  emailVerified: z.boolean(),
  /** The language the account's mails are written in: the one last chosen in the header. */
  language: z.string(),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

/** idleMinutes is the server's idle window, so the browser signs out in step with it. */
export const sessionDto = z.object({ user: userDto, csrfToken: z.string(), idleMinutes: z.number() });
export type SessionDto = z.infer<typeof sessionDto>;
