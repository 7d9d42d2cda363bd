/** The duties an operator may hold; `owner` holds all of them and manages the other operators. */
export const operatorRoles = ['owner', 'finance', 'compliance', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const operatorMessages = {
  forbiddenRole: 'Your operator role does not allow this.',
} as const;
