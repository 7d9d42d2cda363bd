// The e2e server's operators: the one it bootstraps from ADMIN_EMAIL (an owner), and a finance
// operator added before it starts (support/second-operator.ts).
export const OPERATOR = { email: 'admin@example.com', password: 'admin-password-e2e', fullname: 'Platform Operator' };
export const SECOND_OPERATOR = { email: 'finance@example.com', password: 'finance-password-e2e', fullname: 'Finance Operator' };
export type Operator = typeof OPERATOR;
