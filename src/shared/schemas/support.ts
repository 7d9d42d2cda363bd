import { z } from 'zod';
import { messages } from '../messages';
import { emailAddress, requiredText } from './fields';

export const supportRequest = z.object({
  name: requiredText('Name', 120),
  email: emailAddress,
  // Missing, not a string or blank: all three read the spec's "Message is required."
  message: z.string(messages.supportMessageRequired).trim().min(1, messages.supportMessageRequired).max(5000, 'Message must be at most 5000 characters.'),
});
export type SupportRequest = z.infer<typeof supportRequest>;

/** The support mailbox the page links to (config SUPPORT_EMAIL). */
export const supportMailboxResponse = z.object({ email: z.string() });
export type SupportMailboxResponse = z.infer<typeof supportMailboxResponse>;
