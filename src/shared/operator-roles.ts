/** The duties an operator may hold; `owner` holds all of them and manages the other operators. */
export const operatorRoles = ['owner', 'finance', 'compliance', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** Who may do what, by duty; the server's permission table and the back office's sections both use these. */
export const duties = {
  /** Money: deposits, withdrawals, MT4, adjustments, ledger, reconciliation, payment methods and processors. */
  finance: ['owner', 'finance'],
  /** KYC, changes to investor records, the audit log. */
  compliance: ['owner', 'compliance'],
  /** Investor records are read by every duty: finance adjusts balances, support answers investors. */
  everyone: operatorRoles,
  ownerOnly: ['owner'],
  /** Support conversations with investors. */
  support: ['owner', 'support'],
} as const satisfies Record<string, readonly OperatorRole[]>;

/** The back office's sections, each shown only to the roles that may use it. */
export const adminSectionRoles = {
  deposits: duties.finance,
  withdrawals: duties.finance,
  kyc: duties.compliance,
  mt4: duties.finance,
  investors: duties.everyone,
  plans: duties.ownerOnly,
  'payment-methods': duties.finance,
  'audit-log': duties.compliance,
  ledger: duties.finance,
  adjustments: duties.finance,
  reconciliation: duties.finance,
  operators: duties.ownerOnly,
  support: duties.support,
} as const satisfies Record<string, readonly OperatorRole[]>;
export type AdminSection = keyof typeof adminSectionRoles;

export function mayOpenSection(role: OperatorRole | null | undefined, section: AdminSection): boolean {
  return role != null && (adminSectionRoles[section] as readonly OperatorRole[]).includes(role);
}

export const operatorMessages = {
  forbiddenRole: 'Your operator role does not allow this.',
} as const;
