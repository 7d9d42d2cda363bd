import { z } from 'zod';
import { operatorRoles } from '../operator-roles';

export const operatorDto = z.object({
  id: z.string(),
  email: z.string(),
  fullname: z.string(),
  role: z.enum(operatorRoles),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type OperatorDto = z.infer<typeof operatorDto>;

/** The operator team, all of it (a handful of people, never paged). */
export const operatorsResponse = z.object({ items: z.array(operatorDto) });

/** One change at a time: a new role, or disabling (or enabling again) the operator. */
export const operatorPatchBody = z.union([z.strictObject({ role: z.enum(operatorRoles) }), z.strictObject({ disabled: z.boolean() })]);
export type OperatorPatch = z.infer<typeof operatorPatchBody>;

export const operatorMessagesOf = {
  lastOwner: 'The platform needs at least one active owner: make another operator owner first.',
} as const;
