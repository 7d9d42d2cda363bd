import { z } from 'zod';
import { MT4_DURATIONS } from '../constants';
import { messages } from '../messages';
import { balanceAfter } from './amount';

const ALL_FIELDS_REQUIRED = messages.withdrawFieldsMissing;

const requiredText = (max: number) => z.string({ error: ALL_FIELDS_REQUIRED }).trim().min(1, ALL_FIELDS_REQUIRED).max(max, `At most ${max} characters.`);

/**
 * POST /api/mt4-subscriptions. A missing or placeholder (empty) field → "All fields are required.";
 * a duration that is not a priced option → "Invalid subscription duration."
 */
export const createMt4SubscriptionRequest = z.strictObject(
  {
    duration: z.enum(MT4_DURATIONS, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? ALL_FIELDS_REQUIRED : messages.mt4InvalidDuration),
    }),
    mt4Id: requiredText(64),
    password: z.string({ error: ALL_FIELDS_REQUIRED }).min(1, ALL_FIELDS_REQUIRED).max(128, 'At most 128 characters.'),
    accountType: requiredText(64),
    currency: requiredText(16),
    leverage: requiredText(16),
    server: requiredText(128),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : ALL_FIELDS_REQUIRED) },
);
export type CreateMt4SubscriptionRequest = z.infer<typeof createMt4SubscriptionRequest>;

/** A subscription as its owner sees it; the MT4 password is never sent back. */
export const mt4SubscriptionDto = z.object({
  id: z.string(),
  duration: z.enum(MT4_DURATIONS),
  amountCents: z.number().int(),
  mt4Id: z.string(),
  accountType: z.string(),
  currency: z.string(),
  leverage: z.string(),
  server: z.string(),
  /** pending, active, rejected or expired. */
  status: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Mt4SubscriptionDto = z.infer<typeof mt4SubscriptionDto>;

export const createMt4SubscriptionResponse = z.object({ subscription: mt4SubscriptionDto, message: z.string(), ...balanceAfter });
export type CreateMt4SubscriptionResponse = z.infer<typeof createMt4SubscriptionResponse>;
