import { z } from 'zod';

export const referredClientDto = z.object({
  name: z.string(),
  level: z.literal('Level 1'),
  /** The referrer, i.e. the signed-in investor. */
  parent: z.string(),
  status: z.literal('Active'),
  registeredAt: z.string(),
});

export const referralsResponse = z.object({
  referralLink: z.string(),
  referralId: z.string(),
  /** The referrer's name; null when nobody referred this investor (shown as "None"). */
  referredBy: z.string().nullable(),
  clients: z.array(referredClientDto),
  nextCursor: z.string().nullable(),
});
export type ReferralsResponse = z.infer<typeof referralsResponse>;
