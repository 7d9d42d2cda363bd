import { z } from 'zod';
import { operatorRoles } from '../operator-roles';
import { newPassword, registerRequest } from './auth';
import { emailAddress } from './fields';

export const operatorDto = z.object({
  id: z.string(),
  email: z.string(),
  fullname: z.string(),
  role: z.enum(operatorRoles),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type OperatorDto = z.infer<typeof operatorDto>;

/** An invitation not yet accepted; past `expiresAt` its link no longer works and the owner invites again. */
export const operatorInvitationDto = z.object({
  email: z.string(),
  role: z.enum(operatorRoles),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type OperatorInvitationDto = z.infer<typeof operatorInvitationDto>;

/** The operator team, all of it (a handful of people, never paged), and who is invited to join it. */
export const operatorsResponse = z.object({ items: z.array(operatorDto), invitations: z.array(operatorInvitationDto) });
export type OperatorsResponse = z.infer<typeof operatorsResponse>;

export const operatorInviteBody = z.object({ email: emailAddress, role: z.enum(operatorRoles, 'Choose a role.') });
export type OperatorInvite = z.infer<typeof operatorInviteBody>;

/** Invitation tokens are 43 base64url characters; anything far longer is not one of ours. */
const inviteToken = z.string('The link is incomplete.').trim().min(1, 'The link is incomplete.').max(200, 'The link is incomplete.');

/** The invited person names themselves and sets a password under the rules of any new password. */
export const acceptInviteRequest = z.object({ token: inviteToken, fullname: registerRequest.shape.fullname, password: newPassword });
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequest>;

/** The invitation page's form also asks for the password twice; the server needs it once. */
export const acceptInviteForm = acceptInviteRequest
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: 'Passwords do not match.', path: ['confirmPassword'] });

/** One change at a time: a new role, or disabling (or enabling again) the operator. */
export const operatorPatchBody = z.union([z.strictObject({ role: z.enum(operatorRoles) }), z.strictObject({ disabled: z.boolean() })]);
export type OperatorPatch = z.infer<typeof operatorPatchBody>;

export const operatorMessagesOf = {
  lastOwner: 'The platform needs at least one active owner: make another operator owner first.',
  emailTaken: 'This email address already has an account: an investor cannot be invited, and an operator is already on the team.',
  inviteLinkInvalid: 'This invitation link is invalid, has expired or was already used. Ask an owner to invite you again.',
  inviteAccepted: 'Your operator account is ready. Sign in, then turn on two-factor sign-in to open the back office.',
} as const;
