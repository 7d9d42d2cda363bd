import { z } from 'zod';
import { messages } from '../messages';
import { emailAddress, requiredText } from './fields';
import { pageQuery } from './pagination';

export const SUPPORT_MESSAGE_MAX = 5000;

// Missing, not a string or blank: all three read the spec's "Message is required."
const supportMessageText = z
  .string(messages.supportMessageRequired)
  .trim()
  .min(1, messages.supportMessageRequired)
  .max(SUPPORT_MESSAGE_MAX, `Message must be at most ${SUPPORT_MESSAGE_MAX} characters.`);

export const supportRequest = z.object({
  name: requiredText('Name', 120),
  email: emailAddress,
  message: supportMessageText,
});
export type SupportRequest = z.infer<typeof supportRequest>;

/** The support mailbox the page links to (config SUPPORT_EMAIL). */
export const supportMailboxResponse = z.object({ email: z.string() });
export type SupportMailboxResponse = z.infer<typeof supportMailboxResponse>;

export const SUPPORT_CONVERSATION_STATUSES = ['open', 'closed'] as const;

/** A message added to a conversation, by the investor or by an operator: plain text, never markup. */
export const supportReplyRequest = z.object({ message: supportMessageText });
export type SupportReplyRequest = z.infer<typeof supportReplyRequest>;

const conversationFields = {
  id: z.string(),
  subject: z.string(),
  status: z.enum(SUPPORT_CONVERSATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
};

export const supportMessageDto = z
  .object({ id: z.string(), fromOperator: z.boolean(), body: z.string(), createdAt: z.string(), readAt: z.string().nullable() })
  .meta({ id: 'SupportConversationMessage' });
export type SupportMessageDto = z.infer<typeof supportMessageDto>;

/** An investor's conversation in their list: the replies they have not read yet are counted. */
export const supportConversationDto = z.object({ ...conversationFields, unreadCount: z.number().int() });
export type SupportConversationDto = z.infer<typeof supportConversationDto>;

/** A conversation with its messages, oldest first; `readAt` on a reply is when the investor first saw it. */
export const supportThreadResponse = z.object({ conversation: supportConversationDto, messages: z.array(supportMessageDto) }).meta({ id: 'SupportThread' });
export type SupportThreadResponse = z.infer<typeof supportThreadResponse>;

/** A conversation as the back office lists it, with whose it is. */
export const adminSupportConversationDto = z.object({ ...conversationFields, userId: z.string(), email: z.string(), fullname: z.string() });
export type AdminSupportConversationDto = z.infer<typeof adminSupportConversationDto>;

export const adminSupportThreadResponse = z
  .object({ conversation: adminSupportConversationDto, messages: z.array(supportMessageDto) })
  .meta({ id: 'AdminSupportThread' });
export type AdminSupportThreadResponse = z.infer<typeof adminSupportThreadResponse>;

/** The back office lists open conversations unless asked for closed ones, or all. */
export const adminSupportQuery = pageQuery.extend({
  status: z.enum(['all', ...SUPPORT_CONVERSATION_STATUSES]).default('open'),
  /** Matches the investor's email or full name. */
  q: z.string().trim().max(200).optional(),
});
