import { z } from 'zod';

/** The history tabs and the ledger, each downloadable as a CSV statement. */
export const STATEMENT_TABS = ['deposits', 'withdrawals', 'investments', 'others', 'ledger'] as const;
export type StatementTab = (typeof STATEMENT_TABS)[number];

export const statementFileName = (tab: StatementTab) => `${tab}.csv`;

export const statementParams = z.object({
  file: z.enum(STATEMENT_TABS.map(statementFileName) as [string, ...string[]], { error: 'Unknown statement.' }),
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  z
    .string()
    .regex(ISO_DAY, `${label} must be a date (YYYY-MM-DD).`)
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${label} must be a valid date.`,
    )
    .optional();

/** Optional first and last day (UTC), both included. */
export const statementQuery = z
  .object({ from: day('From'), to: day('To') })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { error: 'From must not be after To.', path: ['from'] });
