import { z } from 'zod';
import { messages } from '../messages';
import { parseDollarsToCents } from '../money';

/**
 * The largest amount any request may name: $10,000,000. It keeps `cents × bps` (fees, bonuses, and
 * ROI up to the 1,000,000 bps a plan may have) inside the safe-integer range, so no arithmetic on
 * money can lose a cent.
 */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/** A money amount in a request body: whole cents, above zero. */
export const amountCentsField = (missingMessage: string = messages.invalidAmount) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missingMessage : messages.invalidAmount) })
    .int(messages.invalidAmount)
    .positive(messages.invalidAmount)
    .max(MAX_AMOUNT_CENTS, messages.invalidAmount);

/**
 * What a person types into an amount box ("12", "12.5", "12.50") → cents, with the same message
 * the server gives. Forms validate with this and send `amountCents`.
 */
export const dollarInputToCents = z.string().transform((input, context) => {
  const cents = parseDollarsToCents(input);
  if (cents === null || cents <= 0 || cents > MAX_AMOUNT_CENTS) {
    context.addIssue({ code: 'custom', message: messages.invalidAmount });
    return z.NEVER;
  }
  return cents;
});

/** The balance after a money-moving request, so the page can show it without a second call. */
export const balanceAfter = { balanceCents: z.number().int() };
